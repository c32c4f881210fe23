import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.ts';

/**
 * Site search (issue 14): one row per searchable page or item of a published site
 * (`search_documents`, rewritten by every publish), the site's vocabulary of indexed terms
 * (`search_terms`, for the one-typo expansion and the «¿Quisiste decir…?» suggestion), and the
 * full-text index: on SQLite an FTS5 table whose rowid is the document's id (unicode61 folds
 * accents), on PostgreSQL a tsvector column of accent-folded text under a GIN index.
 * Never edit once landed: add 0006_… instead.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const pg = dialectOf(db) === 'postgres';
  let docs = pg
    ? db.schema.createTable('search_documents').addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
    : db.schema.createTable('search_documents').addColumn('id', 'integer', (c) => c.primaryKey()); // SQLite: the rowid
  docs = docs
    .addColumn('website_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull()) // 'page' | 'item'
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('published_on', 'bigint', (c) => c.notNull())
    .addForeignKeyConstraint('search_documents_website_fk', ['website_id'], 'websites', ['id'], (c) => c.onDelete('cascade'));
  if (pg) docs = docs.addColumn('tsv', sql`tsvector`, (c) => c.notNull());
  await docs.execute();
  await db.schema.createIndex('search_documents_by_website').on('search_documents').column('website_id').execute();
  if (pg) {
    await sql`create index search_documents_tsv on search_documents using gin (tsv)`.execute(db);
  } else {
    await sql`create virtual table search_fts using fts5(title, body, tokenize = 'unicode61 remove_diacritics 2')`.execute(db);
  }

  await db.schema
    .createTable('search_terms')
    .addColumn('website_id', 'text', (c) => c.notNull())
    .addColumn('term', 'text', (c) => c.notNull()) // folded: lowercase, no accents
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('search_terms_pk', ['website_id', 'term'])
    .addForeignKeyConstraint('search_terms_website_fk', ['website_id'], 'websites', ['id'], (c) => c.onDelete('cascade'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('search_terms').execute();
  if (dialectOf(db) !== 'postgres') await sql`drop table search_fts`.execute(db);
  await db.schema.dropTable('search_documents').execute();
}
