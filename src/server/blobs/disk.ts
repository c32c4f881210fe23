import { copyFile, mkdir, open, readdir, rename, rm } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import type { BlobStore } from './store.ts';

/**
 * The data folder as the store (MEDIA_STORE=disk, the default on SQLite): a key is the file at
 * `<root>/<key>`, which is also every local copy, so publishing writes each file once.
 */
export function diskStore(root: string): BlobStore {
  const at = (key: string) => join(root, key);
  return {
    kind: 'disk',
    async put(key, path) {
      const dest = at(key);
      if (resolve(path) === resolve(dest)) return;
      await mkdir(dirname(dest), { recursive: true });
      const tmp = `${dest}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
      try {
        await copyFile(path, tmp);
        await rename(tmp, dest);
      } catch (err) {
        await rm(tmp, { force: true });
        throw err;
      }
    },
    async get(key): Promise<Readable | undefined> {
      const handle = await open(at(key), 'r').catch((err: NodeJS.ErrnoException) => {
        if (err.code === 'ENOENT' || err.code === 'ENOTDIR' || err.code === 'EISDIR') return undefined;
        throw err;
      });
      return handle?.createReadStream();
    },
    async delete(key) {
      await rm(at(key), { force: true });
    },
    async list(prefix) {
      const names = await readdir(at(prefix)).catch(() => [] as string[]);
      return new Set(names.filter((n) => !n.endsWith('.tmp')));
    },
  };
}
