import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { blobFolder, blobKey, type BlobArea, type BlobStore } from './store.ts';

/**
 * A process's local copies of the store's files, under its data folder (`<dataDir>/<key>`), so
 * the static path serves them from disk. A copy missing here is fetched from the store once
 * (concurrent misses share the fetch), written beside and renamed; names carry a hash of their
 * content, so a copy is never stale.
 */
export class LocalBlobs {
  readonly #inflight = new Map<string, Promise<string | undefined>>();

  constructor(
    /** The data folder (DATA_DIR): `media/`, `files/` and `downloads/` are under it. */
    readonly dataDir: string,
    readonly store: BlobStore,
  ) {}

  /** Where the local copy of `key` is (or would be). */
  path(key: string): string {
    return join(this.dataDir, key);
  }

  /**
   * The local copy of a website's file, fetched from the store when missing; undefined when the
   * name cannot be a key or the store has no such file. Throws when the store cannot be reached.
   */
  async local(area: BlobArea, websiteId: string, name: string): Promise<string | undefined> {
    const key = blobKey(area, websiteId, name);
    if (!key) return undefined;
    const dest = this.path(key);
    if (existsSync(dest)) return dest;
    let pending = this.#inflight.get(key);
    if (!pending) {
      pending = this.#fetch(key, dest, area === 'downloads' ? 0o600 : 0o644).finally(() => this.#inflight.delete(key));
      this.#inflight.set(key, pending);
    }
    return pending;
  }

  async #fetch(key: string, dest: string, mode: number): Promise<string | undefined> {
    const body = await this.store.get(key);
    if (!body) return undefined;
    await mkdir(dirname(dest), { recursive: true });
    const tmp = `${dest}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    try {
      await pipeline(body, createWriteStream(tmp, { mode }));
      await rename(tmp, dest);
    } catch (err) {
      await rm(tmp, { force: true });
      throw err;
    }
    return dest;
  }

  /** The names the store holds for a website in one area (a publish skips making or sending those). */
  stored(area: BlobArea, websiteId: string): Promise<Set<string>> {
    return this.store.list(blobFolder(area, websiteId));
  }

  /**
   * Sends the local copies of a website's files (just written by a publish) that the store does
   * not hold yet, four at a time. `stored`: what `stored()` answered, when already asked.
   */
  async upload(area: BlobArea, websiteId: string, files: readonly { name: string; contentType: string }[], stored?: Set<string>): Promise<void> {
    const have = stored ?? (await this.stored(area, websiteId));
    const missing = files.filter((f) => !have.has(f.name));
    let next = 0;
    const worker = async () => {
      for (let i = next++; i < missing.length; i = next++) {
        const key = blobKey(area, websiteId, missing[i].name);
        if (!key) throw new Error(`${missing[i].name} no es un nombre de archivo publicable`);
        await this.store.put(key, this.path(key), missing[i].contentType);
        have.add(missing[i].name);
      }
    };
    await Promise.all(Array.from({ length: Math.min(4, missing.length) }, worker));
  }
}
