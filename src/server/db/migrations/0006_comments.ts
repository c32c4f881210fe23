import type { CreateTableBuilder, Kysely } from 'kysely';
import { dialectOf } from '../dialect.ts';

/**
 * Native comments on blog posts (issue 14, docs/comments.md): one row per comment, with its
 * moderation status ('pending' | 'approved' | 'spam'). Every row carries website_id and goes with
 * its website; item_id has no foreign key (a republish rewrites items, comments stay). Never edit
 * once landed: add 0007_… instead.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const base =
    dialectOf(db) === 'postgres'
      ? db.schema.createTable('comments').addColumn('id', 'bigint', (c) => c.primaryKey().generatedByDefaultAsIdentity())
      : db.schema.createTable('comments').addColumn('id', 'integer', (c) => c.primaryKey()); // SQLite: the rowid
  await (base as CreateTableBuilder<string, never>)
    .addColumn('website_id', 'text', (c) => c.notNull())
    .addForeignKeyConstraint('comments_website_fk', ['website_id'], 'websites', ['id'], (c) => c.onDelete('cascade'))
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull()) // trimmed, lowercased; '' when not given
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('visitor_id', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  // The post page (approved of one item, oldest first), the counts, and the owner's lists by status.
  await db.schema.createIndex('comments_by_item').on('comments').columns(['website_id', 'item_id', 'status', 'created_at']).execute();
  await db.schema.createIndex('comments_by_status').on('comments').columns(['website_id', 'status', 'created_at']).execute();
}

/** Drops the table. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('comments').execute();
}
