import type { Kysely } from 'kysely';

/**
 * Invitations to a site's /config area (issue 15, roles): an admin invites an email with a role;
 * the mail carries a random 256-bit token whose SHA-256 (hex) is the row's id, so the table gives
 * no usable link. An invitation is used once (`used_at`), ends at `expires_at`, and belongs to one
 * website. Never edit once landed: add a new numbered file instead.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('owner_invitations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('role', 'integer', (c) => c.notNull())
    .addColumn('invited_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema.createIndex('owner_invitations_by_site').on('owner_invitations').columns(['website_id', 'email']).execute();
}

/** Drops the invitations. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('owner_invitations').execute();
}
