import type { Kysely } from 'kysely';
import { dialectOf } from '../dialect.ts';

/**
 * A database blob in pieces (docs/media-store.md): the `blobs` row keeps the first MiB of a file,
 * `blob_chunks` the rest, a MiB a row (n = 1, 2, …), so a large digital download is written and
 * read a piece at a time, never whole in memory. Rows of 0019 (the whole file in `blobs.bytes`)
 * read as before: they have no chunks.
 * Never edit once landed: add the next file instead.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('blob_chunks')
    .addColumn('key', 'text', (c) => c.notNull().references('blobs.key').onDelete('cascade'))
    .addColumn('n', 'integer', (c) => c.notNull())
    .addColumn('bytes', dialectOf(db) === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
    .addPrimaryKeyConstraint('blob_chunks_pk', ['key', 'n'])
    .execute();
}

/** Drops the chunks table. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('blob_chunks').execute();
}
