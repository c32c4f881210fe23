import { sql, type Kysely } from 'kysely';
import { jsonColumnType } from '../dialect.ts';

/**
 * Published sites: websites, their custom domains, collections, items and media.
 * Every tenant-owned row carries website_id and goes away with its website (ON DELETE CASCADE).
 * Never edit this file once it has landed: add 0002_… instead.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const json = jsonColumnType(db);
  const websiteFk = ['website_id'] as const;

  await db.schema
    .createTable('websites')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('identifier', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('site', json, (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('published_at', 'bigint', (c) => c.notNull())
    .execute();
  // At most one default site, even when two imports race on an empty database.
  await db.schema.createIndex('websites_one_default').on('websites').column('is_default').unique().where(sql.ref('is_default'), '=', sql.lit(1)).execute();

  await db.schema
    .createTable('domains')
    .addColumn('host', 'text', (c) => c.primaryKey())
    .addColumn('website_id', 'text', (c) => c.notNull())
    .addForeignKeyConstraint('domains_website_fk', [...websiteFk], 'websites', ['id'], (c) => c.onDelete('cascade'))
    .execute();
  await db.schema.createIndex('domains_website').on('domains').column('website_id').execute();

  await db.schema
    .createTable('collections')
    .addColumn('website_id', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('url_id', 'text', (c) => c.notNull())
    .addColumn('type', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('ordinal', 'integer', (c) => c.notNull())
    .addColumn('data', json, (c) => c.notNull())
    .addPrimaryKeyConstraint('collections_pk', ['website_id', 'id'])
    .addUniqueConstraint('collections_url', ['website_id', 'url_id'])
    .addForeignKeyConstraint('collections_website_fk', [...websiteFk], 'websites', ['id'], (c) => c.onDelete('cascade'))
    .execute();

  await db.schema
    .createTable('items')
    .addColumn('website_id', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('collection_id', 'text', (c) => c.notNull())
    .addColumn('url_id', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('record_type', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('published_on', 'bigint', (c) => c.notNull())
    .addColumn('ordinal', 'integer', (c) => c.notNull())
    .addColumn('data', json, (c) => c.notNull())
    .addPrimaryKeyConstraint('items_pk', ['website_id', 'id'])
    .addUniqueConstraint('items_url', ['website_id', 'collection_id', 'url_id'])
    .addForeignKeyConstraint('items_website_fk', [...websiteFk], 'websites', ['id'], (c) => c.onDelete('cascade'))
    .addForeignKeyConstraint('items_collection_fk', ['website_id', 'collection_id'], 'collections', ['website_id', 'id'], (c) => c.onDelete('cascade'))
    .execute();
  // List pages: a collection's items, newest first.
  await db.schema.createIndex('items_by_date').on('items').columns(['website_id', 'collection_id', 'published_on']).execute();

  await db.schema
    .createTable('media')
    .addColumn('website_id', 'text', (c) => c.notNull())
    .addColumn('id', 'text', (c) => c.notNull())
    .addColumn('filename', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('bytes', 'bigint', (c) => c.notNull())
    .addColumn('alt', 'text', (c) => c.notNull())
    .addColumn('focal_x', 'double precision', (c) => c.notNull())
    .addColumn('focal_y', 'double precision', (c) => c.notNull())
    .addColumn('variants', json, (c) => c.notNull())
    .addPrimaryKeyConstraint('media_pk', ['website_id', 'id'])
    .addForeignKeyConstraint('media_website_fk', [...websiteFk], 'websites', ['id'], (c) => c.onDelete('cascade'))
    .execute();
}

/** Drops the tables, children first. */
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['media', 'items', 'collections', 'domains', 'websites']) {
    await db.schema.dropTable(table).execute();
  }
}
