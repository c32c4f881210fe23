import type { Kysely } from 'kysely';

/**
 * Owner accounts (issue 4, "the owner's view"): the people who may open a site's /config area,
 * and their sign-in sessions. Every row carries website_id: an account or a session of one
 * site is worth nothing on another. A session's id is the SHA-256 of the random token in the
 * cookie, so a database leak gives no usable cookie. Never edit once landed: add 0005_… instead.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('owners')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    // Lowercased by the service: one account per address per site.
    .addColumn('email', 'text', (c) => c.notNull())
    // scrypt, PHC-style: $scrypt$ln=…,r=…,p=…$<salt>$<hash>
    .addColumn('password_hash', 'text', (c) => c.notNull())
    // Site user role of SPEC §3: admin 1 … viewer 10.
    .addColumn('role', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('owners_email_per_site', ['website_id', 'email'])
    .execute();

  await db.schema
    .createTable('owner_sessions')
    // hex SHA-256 of the cookie's 256-bit token.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('owner_id', 'text', (c) => c.notNull().references('owners.id').onDelete('cascade'))
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('last_seen', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('owner_sessions_by_owner').on('owner_sessions').columns(['website_id', 'owner_id']).execute();
  await db.schema.createIndex('owner_sessions_by_expiry').on('owner_sessions').column('expires_at').execute();
}

/** Drops the owner tables. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('owner_sessions').execute();
  await db.schema.dropTable('owners').execute();
}
