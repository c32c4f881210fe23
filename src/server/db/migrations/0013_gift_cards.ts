import { sql, type Kysely } from 'kysely';

/**
 * Gift cards (issue 17, docs/commerce-giftcards.md). Every row carries website_id; money in
 * integer minor units (bigint).
 * - gift_cards: one card per unit of a paid GIFT_CARD line; `code_hash` the SHA-256 of its code
 *   (unique per site), `last4` for the owner; `balance_cents` never below 0 (CHECK).
 * - gift_card_ledger: every change of a balance (issue +, redeem −, release/refund +, void −),
 *   with the order it belongs to.
 * - gift_card_purchases: who a card bought on /checkout/giftcard goes to, by the one-line cart it
 *   was placed from (the order keeps the cart id).
 * - gift_card_carts: the card a visitor applied at /checkout, by cart (checked again at reserve).
 * Separate tables instead of columns on carts/orders: the shared row types stay as they are.
 * Never edit once landed: add the next file instead.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('gift_cards')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('last4', 'text', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('initial_cents', 'bigint', (c) => c.notNull())
    .addColumn('balance_cents', 'bigint', (c) => c.notNull())
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('line', 'integer', (c) => c.notNull())
    .addColumn('recipient_name', 'text', (c) => c.notNull())
    .addColumn('recipient_email', 'text', (c) => c.notNull())
    .addColumn('sender_name', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('voided_at', 'bigint')
    .addUniqueConstraint('gift_cards_code', ['website_id', 'code_hash'])
    .addCheckConstraint('gift_card_balance_never_negative', sql.raw('balance_cents >= 0'))
    .execute();
  await db.schema.createIndex('gift_cards_by_date').on('gift_cards').columns(['website_id', 'created_at']).execute();
  await db.schema.createIndex('gift_cards_by_order').on('gift_cards').columns(['website_id', 'order_id']).execute();

  await db.schema
    .createTable('gift_card_ledger')
    .addColumn('card_id', 'text', (c) => c.notNull().references('gift_cards.id').onDelete('cascade'))
    .addColumn('website_id', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addColumn('delta_cents', 'bigint', (c) => c.notNull())
    // 'issue' | 'redeem' | 'release' | 'refund' | 'void'
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('gift_card_ledger_by_card').on('gift_card_ledger').columns(['card_id', 'at']).execute();
  await db.schema.createIndex('gift_card_ledger_by_order').on('gift_card_ledger').columns(['website_id', 'order_id']).execute();

  await db.schema
    .createTable('gift_card_purchases')
    .addColumn('cart_id', 'text', (c) => c.primaryKey())
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('recipient_name', 'text', (c) => c.notNull())
    .addColumn('recipient_email', 'text', (c) => c.notNull())
    .addColumn('sender_name', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('gift_card_carts')
    .addColumn('cart_id', 'text', (c) => c.primaryKey())
    .addColumn('website_id', 'text', (c) => c.notNull().references('websites.id').onDelete('cascade'))
    .addColumn('card_id', 'text', (c) => c.notNull().references('gift_cards.id').onDelete('cascade'))
    .addColumn('applied_at', 'bigint', (c) => c.notNull())
    .execute();
}

/** Drops the gift card tables. */
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['gift_card_carts', 'gift_card_purchases', 'gift_card_ledger', 'gift_cards']) await db.schema.dropTable(table).execute();
}
