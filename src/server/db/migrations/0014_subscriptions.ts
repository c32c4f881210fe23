import type { Kysely } from 'kysely';

/**
 * Subscriptions (issue 17, docs/commerce-subscriptions.md). Every row carries website_id.
 * - subscriptions: one per paid first order of a subscription product: the plan (JSON), what each
 *   renewal charges (bigint cents), the status (active | past_due | cancelled | completed), the
 *   cycles paid, when the next charge is due, the failed attempts of the current cycle, the lease
 *   a sweeper holds while it charges, and the provider's reusable reference (the saved payment
 *   method of the test provider, Stripe's subscription id).
 * - subscription_charges: one row per cycle charged (or tried): its idempotency key
 *   `sub-{id}-{cycle}` is unique, so no two processes ever write one cycle twice.
 * Never edit once landed: add the next file instead.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('first_order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('sku', 'text', (c) => c.notNull())
    // { billingPeriod: { value, unit }, numBillingCycles }
    .addColumn('plan', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    // 'active' | 'past_due' | 'cancelled' | 'completed'
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('cycles_paid', 'integer', (c) => c.notNull())
    .addColumn('next_charge_at', 'bigint')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('lease_until', 'bigint')
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_ref', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('cancelled_at', 'bigint')
    .addUniqueConstraint('subscriptions_first_order', ['website_id', 'first_order_id'])
    .execute();
  await db.schema.createIndex('subscriptions_due').on('subscriptions').columns(['status', 'next_charge_at']).execute();
  await db.schema.createIndex('subscriptions_by_site').on('subscriptions').columns(['website_id', 'created_at']).execute();

  await db.schema
    .createTable('subscription_charges')
    .addColumn('subscription_id', 'text', (c) => c.notNull().references('subscriptions.id').onDelete('cascade'))
    .addColumn('website_id', 'text', (c) => c.notNull())
    .addColumn('cycle', 'integer', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    // The renewal order (none for the first cycle's row: that is the first order).
    .addColumn('order_id', 'text')
    // 'paid' | 'failed'
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('payment_id', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('subscription_charges_pk', ['subscription_id', 'cycle'])
    .addUniqueConstraint('subscription_charges_key', ['website_id', 'idempotency_key'])
    .execute();
}

/** Drops the subscription tables. */
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['subscription_charges', 'subscriptions']) await db.schema.dropTable(table).execute();
}
