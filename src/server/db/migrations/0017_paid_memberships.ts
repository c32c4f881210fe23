import type { Kysely } from 'kysely';

/**
 * Paid member areas (issue 17, docs/members-paid.md): what a paid order grants. One row per order
 * and area: the member account (found or created from the order's email), until when (NULL: for
 * ever, a one-time price; a subscription: the end of the paid period plus the grace), and when it
 * was ended early (a cancelled or refunded order). Every row carries website_id. Never edit once
 * landed: add the next file instead.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('member_area_grants')
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('account_id', 'text', (c) => c.notNull().references('members.id').onDelete('cascade'))
    // The id of a member area of the site's settings (no foreign key: areas live in the site file).
    .addColumn('area_id', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text', (c) => c.notNull())
    // Milliseconds; NULL = for ever.
    .addColumn('until', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('member_area_grants_pk', ['website_id', 'order_id', 'area_id'])
    .execute();
  await db.schema.createIndex('member_area_grants_by_account').on('member_area_grants').columns(['website_id', 'account_id', 'area_id']).execute();
}

/** Drops the grants. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('member_area_grants').execute();
}
