import type { Kysely } from 'kysely';

/**
 * Site users (members, issue 15, docs/members.md): a website's member accounts, their sessions,
 * the member areas they joined and the one-use tokens of their mail links (password reset, email
 * verification). Every row carries website_id: an account of one site is nothing on another.
 * Session and token ids are SHA-256 of the random value the browser or the mail holds. Never edit
 * once landed: add 0011_… instead.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('members')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    // Lowercased by the service: one account per address per site.
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    // scrypt, PHC-style, as owner passwords (src/server/owner/password.ts).
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('email_verified_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('members_email_per_site', ['website_id', 'email'])
    .execute();

  await db.schema
    .createTable('member_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('member_sessions_by_member').on('member_sessions').columns(['website_id', 'member_id']).execute();
  await db.schema.createIndex('member_sessions_by_expiry').on('member_sessions').column('expires_at').execute();

  await db.schema
    .createTable('memberships')
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id').onDelete('cascade'))
    // The id of a member area of the site's settings (no foreign key: areas live in the site file).
    .addColumn('area_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('memberships_pk', ['member_id', 'area_id'])
    .execute();

  await db.schema
    .createTable('member_tokens')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('member_id', 'text', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    // 'reset' | 'verify'
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('member_tokens_by_member').on('member_tokens').columns(['website_id', 'member_id']).execute();
}

/** Drops the members tables. */
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['member_tokens', 'memberships', 'member_sessions', 'members']) await db.schema.dropTable(table).execute();
}
