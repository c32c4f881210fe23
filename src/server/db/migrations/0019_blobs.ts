import type { Kysely } from 'kysely';
import { dialectOf } from '../dialect.ts';

/**
 * Published files in the database (issue 19, docs/media-store.md): with MEDIA_STORE=database (the
 * default on PostgreSQL) every media variant, shipped file and digital download is a row here, so
 * every process can serve it; each keeps a local copy under its data folder.
 * - key: the file's path under the data folder (`media/<websiteId>/<name>`, `files/…`, `downloads/…`);
 *   names carry a hash of the content, so a row is written once and never changes.
 * Never edit once landed: add the next file instead.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('blobs')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('bytes', dialectOf(db) === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

/** Drops the blobs table. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('blobs').execute();
}
