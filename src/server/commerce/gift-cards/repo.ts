/**
 * Gift cards in the database (docs/commerce-giftcards.md): cards, their ledger, who a gift goes
 * to and the card applied to a cart. Every query names the website. Balances only move through a
 * guarded update with its ledger row, in the caller's transaction.
 */
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database, GiftCardReason, GiftCardsTable } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type GiftCardRow = Selectable<GiftCardsTable>;

const num = (row: GiftCardRow): GiftCardRow => ({ ...row, initial_cents: Number(row.initial_cents), balance_cents: Number(row.balance_cents), created_at: Number(row.created_at), voided_at: row.voided_at === null ? null : Number(row.voided_at), line: Number(row.line) });

/** A card of this website by the hash of its code. */
export async function cardByHash(db: Db, websiteId: string, hash: string): Promise<GiftCardRow | undefined> {
  const row = await db.selectFrom('gift_cards').selectAll().where('website_id', '=', websiteId).where('code_hash', '=', hash).executeTakeFirst();
  return row && num(row);
}

/** A card of this website by id. */
export async function cardById(db: Db, websiteId: string, id: string): Promise<GiftCardRow | undefined> {
  const row = await db.selectFrom('gift_cards').selectAll().where('website_id', '=', websiteId).where('id', '=', id).executeTakeFirst();
  return row && num(row);
}

/** Inserts a card with its 'issue' ledger row. */
export async function insertCard(trx: Db, card: GiftCardRow): Promise<void> {
  await trx.insertInto('gift_cards').values(card).execute();
  await addLedger(trx, card.website_id, card.id, card.order_id, card.initial_cents, 'issue', card.created_at);
}

async function addLedger(trx: Db, websiteId: string, cardId: string, orderId: string, delta: number, reason: GiftCardReason, at: number) {
  await trx.insertInto('gift_card_ledger').values({ card_id: cardId, website_id: websiteId, order_id: orderId, delta_cents: delta, reason, at }).execute();
}

/**
 * Takes `n` from a live card: `update … set balance = balance - n where balance >= n and not
 * voided` (on PostgreSQL the row stays locked until commit; a racing debit re-reads the balance
 * and finds too little), with its ledger row. False when the balance no longer holds `n`.
 */
export async function debitCard(trx: Db, websiteId: string, cardId: string, orderId: string, n: number, at: number): Promise<boolean> {
  const res = await trx
    .updateTable('gift_cards')
    .set({ balance_cents: sql<number>`balance_cents - ${n}` })
    .where('website_id', '=', websiteId)
    .where('id', '=', cardId)
    .where('voided_at', 'is', null)
    .where('balance_cents', '>=', n)
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) !== 1) return false;
  await addLedger(trx, websiteId, cardId, orderId, -n, 'redeem', at);
  return true;
}

/** What an order took from cards (redeemed minus given back), per card. */
export async function takenByOrder(db: Db, websiteId: string, orderId: string): Promise<Array<{ cardId: string; cents: number }>> {
  const rows = await db
    .selectFrom('gift_card_ledger')
    .select(['card_id', (eb) => eb.fn.sum<number>('delta_cents').as('sum')])
    .where('website_id', '=', websiteId)
    .where('order_id', '=', orderId)
    .where('reason', 'in', ['redeem', 'release', 'refund'])
    .groupBy('card_id')
    .execute();
  return rows.map((r) => ({ cardId: r.card_id, cents: -Number(r.sum ?? 0) })).filter((r) => r.cents > 0);
}

/** The amount of an order paid by gift cards (0 when none). */
export async function paidByCards(db: Db, websiteId: string, orderId: string): Promise<number> {
  return (await takenByOrder(db, websiteId, orderId)).reduce((s, r) => s + r.cents, 0);
}

/** Gives back what an order took from its cards (a failed payment: 'release'; money back: 'refund'). */
export async function creditBack(trx: Db, websiteId: string, orderId: string, reason: 'release' | 'refund', at: number): Promise<number> {
  let total = 0;
  for (const { cardId, cents } of await takenByOrder(trx, websiteId, orderId)) {
    await trx.updateTable('gift_cards').set({ balance_cents: sql<number>`balance_cents + ${cents}` }).where('website_id', '=', websiteId).where('id', '=', cardId).execute();
    await addLedger(trx, websiteId, cardId, orderId, cents, reason, at);
    total += cents;
  }
  return total;
}

/** Voids the unspent cards an order issued (balance still the initial amount): balance 0, a 'void' ledger row. Answers how many. */
export async function voidUnspent(trx: Db, websiteId: string, orderId: string, at: number): Promise<number> {
  const cards = await trx.selectFrom('gift_cards').selectAll().where('website_id', '=', websiteId).where('order_id', '=', orderId).where('voided_at', 'is', null).execute();
  let voided = 0;
  for (const raw of cards.map(num)) {
    if (raw.balance_cents !== raw.initial_cents) continue;
    const res = await trx.updateTable('gift_cards').set({ balance_cents: 0, voided_at: at }).where('id', '=', raw.id).where('website_id', '=', websiteId).where('balance_cents', '=', raw.initial_cents).where('voided_at', 'is', null).executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) continue;
    await addLedger(trx, websiteId, raw.id, orderId, -raw.initial_cents, 'void', at);
    voided++;
  }
  return voided;
}

/** The cards an order issued, in line order. */
export async function cardsOfOrder(db: Db, websiteId: string, orderId: string): Promise<GiftCardRow[]> {
  const rows = await db.selectFrom('gift_cards').selectAll().where('website_id', '=', websiteId).where('order_id', '=', orderId).orderBy('line').orderBy('created_at').execute();
  return rows.map(num);
}

/** The website's cards, newest first (the owner's list). */
export async function cardsPage(db: Db, websiteId: string, offset: number, limit: number): Promise<{ rows: GiftCardRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    db.selectFrom('gift_cards').selectAll().where('website_id', '=', websiteId).orderBy('created_at', 'desc').orderBy('id').offset(offset).limit(limit).execute(),
    db.selectFrom('gift_cards').select((eb) => eb.fn.countAll<number>().as('n')).where('website_id', '=', websiteId).executeTakeFirst(),
  ]);
  return { rows: rows.map(num), total: Number(count?.n ?? 0) };
}

/** One card's ledger, oldest first. */
export async function cardLedger(db: Db, websiteId: string, cardId: string) {
  const rows = await db.selectFrom('gift_card_ledger').selectAll().where('website_id', '=', websiteId).where('card_id', '=', cardId).orderBy('at').execute();
  return rows.map((r) => ({ ...r, delta_cents: Number(r.delta_cents), at: Number(r.at) }));
}

/** Who the cards of a gift checkout's cart go to. */
export async function purchaseOf(db: Db, websiteId: string, cartId: string) {
  return db.selectFrom('gift_card_purchases').selectAll().where('website_id', '=', websiteId).where('cart_id', '=', cartId).executeTakeFirst();
}

/** The card applied to a cart, if any. */
export async function appliedCard(db: Db, websiteId: string, cartId: string): Promise<GiftCardRow | undefined> {
  const row = await db.selectFrom('gift_card_carts').select('card_id').where('website_id', '=', websiteId).where('cart_id', '=', cartId).executeTakeFirst();
  return row ? cardById(db, websiteId, row.card_id) : undefined;
}

/** Applies a card to a cart (replacing any other); `null` removes it. */
export async function applyCard(db: Db, websiteId: string, cartId: string, cardId: string | null, now: number): Promise<void> {
  await db.deleteFrom('gift_card_carts').where('website_id', '=', websiteId).where('cart_id', '=', cartId).execute();
  if (cardId) await db.insertInto('gift_card_carts').values({ cart_id: cartId, website_id: websiteId, card_id: cardId, applied_at: now }).execute();
}
