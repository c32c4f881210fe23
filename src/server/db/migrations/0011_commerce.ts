import { sql, type Kysely } from 'kysely';

/**
 * Commerce, the buying path (issue 16, docs/commerce.md). Every row carries website_id.
 * - stock: units left per variant (sku), seeded from the site file when a sku is first published,
 *   then owned by the database (orders decrement it, the owner's inventory sets it).
 * - carts / cart_entries: a visitor's cart, its id the SHA-256 of the random token in their cookie;
 *   entries hold sku and quantity only — prices always come from the catalogue.
 * - coupon_uses: redemptions per coupon code (raised with a guarded UPDATE: never past its limit).
 * - orders / order_lines: what was bought at which price; `secret_hash` is the SHA-256 of the token
 *   in the order's link; (website_id, idempotency_key) is unique: one order per checkout attempt.
 * - order_numbers: the last order number per site (orders are numbered 1, 2, 3… per store).
 * - payment_events: webhook events already handled, by provider and event id.
 * Never edit once landed: add 0012_… instead.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('stock')
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('sku', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unlimited', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('stock_pk', ['website_id', 'sku'])
    .addCheckConstraint('stock_never_negative', sqlCheck('quantity >= 0'))
    .execute();

  await db.schema
    .createTable('carts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('email', 'text')
    // { name, line1, line2, city, region, postalCode, country, phone }
    .addColumn('address', 'text')
    .addColumn('shipping_option_id', 'text')
    .addColumn('coupon_code', 'text')
    // Set in the transaction that places the order: a purchased cart takes no more changes.
    .addColumn('order_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('carts_by_age').on('carts').columns(['website_id', 'updated_at']).execute();

  await db.schema
    .createTable('cart_entries')
    .addColumn('cart_id', 'text', (c) => c.notNull().references('carts.id').onDelete('cascade'))
    .addColumn('website_id', 'text', (c) => c.notNull())
    .addColumn('sku', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('added_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('cart_entries_pk', ['cart_id', 'sku'])
    .execute();

  await db.schema
    .createTable('coupon_uses')
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    // Upper case.
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('used', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('coupon_uses_pk', ['website_id', 'code'])
    .execute();

  await db.schema
    .createTable('orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('secret_hash', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    // SHA-256 of the cart's lines and choices at the attempt: a replayed key with another cart is refused.
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('cart_id', 'text', (c) => c.notNull())
    // 'pending' (stock reserved, not yet charged) | 'paid' | 'failed' | 'fulfilled' | 'cancelled' | 'refunded'
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('address', 'text')
    .addColumn('shipping', 'text')
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('subtotal_cents', 'bigint', (c) => c.notNull())
    .addColumn('discount_cents', 'bigint', (c) => c.notNull())
    .addColumn('shipping_cents', 'bigint', (c) => c.notNull())
    .addColumn('tax_cents', 'bigint', (c) => c.notNull())
    .addColumn('total_cents', 'bigint', (c) => c.notNull())
    .addColumn('coupon_code', 'text')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('payment_id', 'text')
    // A catalogue key of why the payment failed ('commerce.cardDeclined').
    .addColumn('failure', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('paid_at', 'bigint')
    .addColumn('fulfilled_at', 'bigint')
    .addColumn('refunded_at', 'bigint')
    .addUniqueConstraint('orders_idempotency', ['website_id', 'idempotency_key'])
    .addUniqueConstraint('orders_number', ['website_id', 'number'])
    .execute();
  await db.schema.createIndex('orders_by_date').on('orders').columns(['website_id', 'created_at']).execute();
  await db.schema.createIndex('orders_by_payment').on('orders').columns(['provider', 'payment_id']).execute();

  await db.schema
    .createTable('order_lines')
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('website_id', 'text', (c) => c.notNull())
    .addColumn('line', 'integer', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('sku', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('variant_label', 'text', (c) => c.notNull())
    .addColumn('product_type', 'text', (c) => c.notNull())
    .addColumn('unit_price_cents', 'bigint', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_lines_pk', ['order_id', 'line'])
    .execute();

  await db.schema
    .createTable('order_numbers')
    .addColumn('website_id', 'text', (c) => c.primaryKey().references('websites.id').onDelete('cascade'))
    .addColumn('last', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('payment_events')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.notNull())
    .addColumn('received_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('payment_events_pk', ['provider', 'event_id'])
    .execute();
}

/** A CHECK expression both databases read alike. */
function sqlCheck(expression: string) {
  return sql.raw(expression);
}

/** Drops the commerce tables. */
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['payment_events', 'order_numbers', 'order_lines', 'orders', 'coupon_uses', 'cart_entries', 'carts', 'stock']) await db.schema.dropTable(table).execute();
}
