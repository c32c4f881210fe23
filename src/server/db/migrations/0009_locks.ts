import type { Kysely } from 'kysely';

/**
 * Password locks (issue 15, docs/locks.md): one row per locked scope of a website — a
 * password-locked collection's id, or '*' for the whole-site lock — with its scrypt hash. The
 * site's own rows never hold a password. Never edit once landed: add 0010_… instead.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('site_locks')
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('scope', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('site_locks_pk', ['website_id', 'scope'])
    .execute();
}

/** Drops the table. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('site_locks').execute();
}
