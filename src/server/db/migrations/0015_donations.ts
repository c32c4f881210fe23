import type { Kysely } from 'kysely';

/**
 * Donations (issue 17, docs/commerce-donations.md): donations taken through /checkout/donate.
 * - donations: one row per donation attempt, numbered per site (`number`, shown as the reference
 *   «D-000042»); `secret_hash` is the SHA-256 of the token of its confirmation link;
 *   (website_id, idempotency_key) is unique: one donation (and one charge) per form the page minted.
 *   status 'pending' (being charged, or the provider could not be reached) | 'paid' | 'failed' | 'refunded'.
 * - donation_numbers: the last donation number per site.
 * Never edit once landed: add the next file instead.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('donations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('donate_page_id', 'text', (c) => c.notNull())
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('secret_hash', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    // SHA-256 of what was asked (page, amount, email, name, anonymous, message): the key with other answers is refused.
    .addColumn('fingerprint', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('anonymous', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('message', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('payment_id', 'text')
    // A catalogue key of why the payment failed ('commerce.cardDeclined').
    .addColumn('failure', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('paid_at', 'bigint')
    .addColumn('refunded_at', 'bigint')
    .addUniqueConstraint('donations_idempotency', ['website_id', 'idempotency_key'])
    .addUniqueConstraint('donations_number', ['website_id', 'number'])
    .execute();
  await db.schema.createIndex('donations_by_date').on('donations').columns(['website_id', 'created_at']).execute();
  await db.schema.createIndex('donations_pending').on('donations').columns(['provider', 'status', 'updated_at']).execute();

  await db.schema
    .createTable('donation_numbers')
    .addColumn('website_id', 'text', (c) => c.primaryKey().references('websites.id').onDelete('cascade'))
    .addColumn('last', 'integer', (c) => c.notNull())
    .execute();
}

/** Drops the donation tables. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('donation_numbers').execute();
  await db.schema.dropTable('donations').execute();
}
