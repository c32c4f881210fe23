import { sql, type Kysely } from 'kysely';

/**
 * Product reviews (issue 17): review requests after fulfilment and the reviews left, waiting for the owner's approval.
 * - review_requests: one per fulfilled order; the sweeper mails it once `send_at` has come
 *   (`sent_at` set by a guarded update, so two processes never mail twice); reviews are taken
 *   until `expires_at`.
 * - reviews: one per purchased product of an order (UNIQUE website_id, order_id, item_id), a
 *   rating 1–5, the text optional; 'pending' until the owner approves or rejects it. A review
 *   seeded with a site (the demo's) has no order.
 * Filled in by the 'reviews' part of issue 17 (docs/commerce-reviews.md). Never edit once landed: add the next file instead.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('review_requests')
    .addColumn('order_id', 'text', (c) => c.primaryKey().references('orders.id').onDelete('cascade'))
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('send_at', 'bigint', (c) => c.notNull())
    .addColumn('sent_at', 'bigint')
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  // The sweeper: requests not yet sent whose time has come.
  await db.schema.createIndex('review_requests_due').on('review_requests').columns(['sent_at', 'send_at']).execute();

  await db.schema
    .createTable('reviews')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    // Null for a review that came with the site (the demo's seed, sites/demo/reviews.json).
    .addColumn('order_id', 'text', (c) => c.references('orders.id').onDelete('cascade'))
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('product_title', 'text', (c) => c.notNull())
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('title', 'text')
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('author_name', 'text', (c) => c.notNull())
    // 'pending' | 'approved' | 'rejected'
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('decided_at', 'bigint')
    .addUniqueConstraint('reviews_one_per_product', ['website_id', 'order_id', 'item_id'])
    .addCheckConstraint('reviews_rating_range', sql.raw('rating >= 1 and rating <= 5'))
    .addCheckConstraint('reviews_status_known', sql.raw("status in ('pending', 'approved', 'rejected')"))
    .execute();
  // A product page (approved of one item, newest first) and the owner's lists by status.
  await db.schema.createIndex('reviews_by_item').on('reviews').columns(['website_id', 'item_id', 'status', 'created_at']).execute();
  await db.schema.createIndex('reviews_by_status').on('reviews').columns(['website_id', 'status', 'created_at']).execute();
}

/** Drops the reviews tables. */
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['reviews', 'review_requests']) await db.schema.dropTable(table).execute();
}
