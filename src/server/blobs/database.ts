import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { Readable } from 'node:stream';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { BlobStore } from './store.ts';

/**
 * The database as the store (MEDIA_STORE=database, the default on PostgreSQL): one `blobs` row per
 * file (migration 0019), written once (a key already there is kept). Every process reaches it with
 * no other service; each keeps a local copy, so a file is read from here once per process.
 */
export function databaseStore(db: Kysely<Database>): BlobStore {
  return {
    kind: 'database',
    async put(key, path, contentType) {
      const bytes = await readFile(path);
      const sha256 = createHash('sha256').update(bytes).digest('hex');
      await db
        .insertInto('blobs')
        .values({ key, bytes, content_type: contentType, size: bytes.length, sha256, created_at: Date.now() })
        .onConflict((oc) => oc.column('key').doNothing())
        .execute();
    },
    async get(key) {
      const row = await db.selectFrom('blobs').select('bytes').where('key', '=', key).executeTakeFirst();
      return row ? Readable.from([Buffer.from(row.bytes)]) : undefined;
    },
    async delete(key) {
      await db.deleteFrom('blobs').where('key', '=', key).execute();
    },
    async list(prefix) {
      const pattern = prefix.replace(/[\\%_]/g, (c) => `\\${c}`) + '%';
      const rows = await db.selectFrom('blobs').select('key').where(sql<boolean>`${sql.ref('key')} like ${pattern} escape '\\'`).execute();
      return new Set(rows.filter((r) => r.key.startsWith(prefix)).map((r) => r.key.slice(prefix.length)));
    },
  };
}
