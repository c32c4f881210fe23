import type { Kysely } from 'kysely';

/**
 * Digital products (issue 17, docs/commerce-digital.md). Every row carries website_id.
 * - digital_files: the file each digital product delivers, as the last publish stored it in the
 *   website's private storage (`<dataDir>/downloads/<websiteId>/<key>`, never served by a public route).
 * - download_grants: one per digital line of a paid order; the link is `/commerce/descarga/{id}?t=`
 *   with a token derived from the order's own link token (nothing secret stored). `file_key` is
 *   copied from digital_files when granted, so a later publish never changes what was bought.
 *   `downloads_used` rises with a guarded update (`< max_downloads`).
 * Never edit once landed: add the next file instead.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('digital_files')
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('file_key', 'text', (c) => c.notNull())
    // The file's path in the site file (`digital.file`): where an export writes it back.
    .addColumn('source_path', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('bytes', 'bigint', (c) => c.notNull())
    .addColumn('max_downloads', 'integer', (c) => c.notNull())
    .addColumn('link_days', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('digital_files_pk', ['website_id', 'item_id'])
    .execute();

  await db.schema
    .createTable('download_grants')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('line', 'integer', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('file_key', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('downloads_used', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_downloads', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('download_grants_by_order').on('download_grants').columns(['website_id', 'order_id', 'line']).unique().execute();
}

/** Drops the digital products' tables. */
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['download_grants', 'digital_files']) await db.schema.dropTable(table).execute();
}
