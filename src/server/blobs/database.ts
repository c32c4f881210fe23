import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { BlobStore } from './store.ts';

/** The bytes a row holds: the `blobs` row the first MiB, each `blob_chunks` row the next one. */
export const BLOB_CHUNK_BYTES = 1024 * 1024;

/**
 * The database as the store (MEDIA_STORE=database, the default on PostgreSQL): one `blobs` row per
 * file (migration 0019) holding its first MiB, and a `blob_chunks` row per further MiB (0020),
 * written once in one transaction (a key already there is kept). A file is read from disk and from
 * the database a MiB at a time: a large digital download never sits whole in memory. Every
 * process reaches it with no other service; each keeps a local copy, so a file is read from here
 * once per process.
 */
export function databaseStore(db: Kysely<Database>): BlobStore {
  return {
    kind: 'database',
    async put(key, path, contentType) {
      // A first pass for the hash and size, then the pieces: twice from disk rather than once in memory.
      const hash = createHash('sha256');
      let size = 0;
      await pipeline(createReadStream(path), async (source: AsyncIterable<Buffer>) => {
        for await (const piece of source) (hash.update(piece), (size += piece.length));
      });
      const sha256 = hash.digest('hex');
      await db.transaction().execute(async (trx) => {
        let n = 0;
        for await (const chunk of chunksOf(path)) {
          if (n === 0) {
            const fresh = await trx
              .insertInto('blobs')
              .values({ key, bytes: chunk, content_type: contentType, size, sha256, created_at: Date.now() })
              .onConflict((oc) => oc.column('key').doNothing())
              .returning('key')
              .executeTakeFirst();
            if (!fresh) return; // already stored: its bytes are these (the name holds their hash)
          } else {
            await trx.insertInto('blob_chunks').values({ key, n, bytes: chunk }).execute();
          }
          n++;
        }
      });
    },
    async get(key) {
      const row = await db.selectFrom('blobs').select('bytes').where('key', '=', key).executeTakeFirst();
      if (!row) return undefined;
      return Readable.from(
        (async function* () {
          yield Buffer.from(row.bytes);
          // The further pieces one query each, read as the reader takes them.
          for (let n = 1; ; n++) {
            const chunk = await db.selectFrom('blob_chunks').select('bytes').where('key', '=', key).where('n', '=', n).executeTakeFirst();
            if (!chunk) return;
            yield Buffer.from(chunk.bytes);
          }
        })(),
        { objectMode: false },
      );
    },
    async delete(key) {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('blob_chunks').where('key', '=', key).execute();
        await trx.deleteFrom('blobs').where('key', '=', key).execute();
      });
    },
    async list(prefix) {
      const pattern = prefix.replace(/[\\%_]/g, (c) => `\\${c}`) + '%';
      const rows = await db.selectFrom('blobs').select('key').where(sql<boolean>`${sql.ref('key')} like ${pattern} escape '\\'`).execute();
      return new Set(rows.filter((r) => r.key.startsWith(prefix)).map((r) => r.key.slice(prefix.length)));
    },
  };
}

/** The file at `path` in pieces of exactly BLOB_CHUNK_BYTES (the last one shorter; an empty file is one empty piece). */
async function* chunksOf(path: string): AsyncGenerator<Buffer> {
  let held: Buffer[] = [];
  let heldBytes = 0;
  let any = false;
  for await (const piece of createReadStream(path, { highWaterMark: BLOB_CHUNK_BYTES }) as AsyncIterable<Buffer>) {
    held.push(piece);
    heldBytes += piece.length;
    while (heldBytes >= BLOB_CHUNK_BYTES) {
      const all = Buffer.concat(held, heldBytes);
      yield all.subarray(0, BLOB_CHUNK_BYTES);
      any = true;
      held = [all.subarray(BLOB_CHUNK_BYTES)];
      heldBytes -= BLOB_CHUNK_BYTES;
    }
  }
  if (heldBytes > 0 || !any) yield Buffer.concat(held, heldBytes);
}
