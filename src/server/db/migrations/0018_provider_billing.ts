import type { Kysely } from 'kysely';

/**
 * Subscriptions billed by the payment provider (issue 17, docs/commerce-subscriptions.md "Stripe
 * Subscriptions"). Every row carries website_id. Never edit once landed: add the next file instead.
 * - subscriptions.billing: who charges the renewals — 'sweeper' (our leased sweeper, off session),
 *   'handover' (to be handed to the provider by the next sweep), 'provider' (the provider bills,
 *   `provider_subscription` names its subscription), 'ending' (ended here, still to be cancelled at
 *   the provider), 'ended'. Rows of earlier versions stay with the sweeper.
 * - subscriptions.provider_subscription: the provider's subscription id (Stripe's `sub_…`), unique.
 * - subscription_charges.provider_invoice: the provider's invoice a cycle was charged by (unique
 *   per site): a webhook and the sweeper that read one invoice record one cycle.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('subscriptions').addColumn('billing', 'text', (c) => c.notNull().defaultTo('sweeper')).execute();
  await db.schema.alterTable('subscriptions').addColumn('provider_subscription', 'text').execute();
  await db.schema.createIndex('subscriptions_provider_subscription').unique().on('subscriptions').columns(['provider', 'provider_subscription']).execute();
  await db.schema.createIndex('subscriptions_billing').on('subscriptions').columns(['billing', 'status']).execute();
  await db.schema.alterTable('subscription_charges').addColumn('provider_invoice', 'text').execute();
  await db.schema.createIndex('subscription_charges_invoice').unique().on('subscription_charges').columns(['website_id', 'provider_invoice']).execute();
}

/** Drops the columns. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('subscription_charges_invoice').execute();
  await db.schema.alterTable('subscription_charges').dropColumn('provider_invoice').execute();
  await db.schema.dropIndex('subscriptions_billing').execute();
  await db.schema.dropIndex('subscriptions_provider_subscription').execute();
  await db.schema.alterTable('subscriptions').dropColumn('provider_subscription').execute();
  await db.schema.alterTable('subscriptions').dropColumn('billing').execute();
}
