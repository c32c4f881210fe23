import type { CreateTableBuilder, Kysely } from 'kysely';
import { dialectOf, jsonColumnType } from '../dialect.ts';

/**
 * Analytics (issue 4): page views and landings (`hits`), census and tracked events (`events`),
 * JavaScript error reports (`js_errors`) and page-speed records (`perf_records`). Every row
 * carries website_id (gone with its website) and created_at (epoch ms), indexed together for
 * the owner's reports and the retention job. Rows are only ever inserted in batches and deleted
 * by age. Never edit this file once it has landed: add 0003_… instead.
 */
const TABLES = ['hits', 'events', 'js_errors', 'perf_records'] as const;

export async function up(db: Kysely<any>): Promise<void> {
  const json = jsonColumnType(db);
  /** A surrogate key: the retention job deletes in batches of ids. */
  const base = (name: string) => {
    let t: CreateTableBuilder<string, never> = db.schema.createTable(name);
    t = dialectOf(db) === 'postgres'
      ? t.addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      : t.addColumn('id', 'integer', (c) => c.primaryKey()); // SQLite: the rowid itself
    return t
      .addColumn('website_id', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addForeignKeyConstraint(`${name}_website_fk`, ['website_id'], 'websites', ['id'], (c) => c.onDelete('cascade'));
  };

  await base('hits')
    .addColumn('kind', 'integer', (c) => c.notNull()) // 1 page view (RecordHit), 2 landing (Track)
    .addColumn('visitor_id', 'text', (c) => c.notNull())
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('title', 'text')
    .addColumn('referrer_host', 'text')
    .addColumn('referrer_url', 'text')
    .addColumn('source', 'text')
    .addColumn('campaign', 'text')
    .addColumn('subcampaign', 'text')
    .addColumn('channel', 'text')
    .addColumn('subchannel', 'text')
    .addColumn('variation', 'text')
    .addColumn('mkwid', 'text')
    .addColumn('device', 'text', (c) => c.notNull())
    .addColumn('browser', 'text', (c) => c.notNull())
    .addColumn('os', 'text', (c) => c.notNull())
    .addColumn('locale', 'text')
    .addColumn('collection_id', 'text')
    .addColumn('item_id', 'text')
    .addColumn('record_type', 'integer')
    .execute();

  await base('events')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', 'text')
    .addColumn('path', 'text')
    .addColumn('visitor_id', 'text')
    .addColumn('payload', json, (c) => c.notNull())
    .execute();

  await base('js_errors')
    .addColumn('event', 'text')
    .addColumn('app', 'text')
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('stack', 'text')
    .addColumn('file', 'text')
    .addColumn('line_number', 'integer')
    .addColumn('column_number', 'integer')
    .addColumn('custom', 'text')
    .addColumn('template_id', 'text')
    .addColumn('url', 'text')
    .addColumn('path', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('client_ts', 'bigint')
    .execute();

  await base('perf_records')
    .addColumn('page_load_id', 'text', (c) => c.notNull())
    .addColumn('metric', 'text', (c) => c.notNull())
    .addColumn('value', 'double precision', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('client_ts', 'bigint')
    .execute();

  for (const table of TABLES) {
    await db.schema.createIndex(`${table}_by_date`).on(table).columns(['website_id', 'created_at']).execute();
  }
}

/** Drops the analytics tables. */
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) await db.schema.dropTable(table).execute();
}
