/**
 * Redeeming a gift card at /checkout (docs/commerce-giftcards.md): a code is looked up by its
 * hash on this website only; the amount applied is min(balance, grand total); the reserve
 * transaction takes it with a guarded debit and the release gives it back.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { MessageKey } from '../../../shared/messages/index.ts';
import { codeHash, normaliseCode } from './codes.ts';
import { appliedCard, cardByHash, debitCard, type GiftCardRow } from './repo.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Why a card cannot pay (a message key), or undefined when it can. */
export function cardProblem(card: GiftCardRow | undefined, currency: string): MessageKey | undefined {
  if (!card || card.currency !== currency) return 'giftCards.unknown';
  if (card.voided_at !== null) return 'giftCards.voided';
  if (card.balance_cents <= 0) return 'giftCards.empty';
  return undefined;
}

/** The card of a typed code on this website, or why not. */
export async function cardForCode(db: Db, websiteId: string, currency: string, typed: string): Promise<{ card: GiftCardRow } | { problem: MessageKey }> {
  const code = normaliseCode(typed);
  const card = code ? await cardByHash(db, websiteId, codeHash(code)) : undefined;
  const problem = cardProblem(card, currency);
  return problem || !card ? { problem: problem ?? 'giftCards.unknown' } : { card };
}

/** What a card pays of a total: min(balance, total), 0 for a card that cannot pay. */
export const appliedCents = (card: GiftCardRow | undefined, totalCents: number): number => (card && card.voided_at === null ? Math.max(0, Math.min(card.balance_cents, totalCents)) : 0);

/** The card applied to a cart and what it pays of `totalCents` (for the page's summary). */
export async function cartGiftCard(db: Db, websiteId: string, cartId: string, totalCents: number): Promise<{ card: GiftCardRow; cents: number } | undefined> {
  const card = await appliedCard(db, websiteId, cartId);
  return card ? { card, cents: appliedCents(card, totalCents) } : undefined;
}

/**
 * In the reserve transaction: takes what the cart's card pays of `totalCents` for `orderId`.
 * Answers the cents taken (0: no card), or 'changed' when the balance is not what the visitor
 * saw (`expected`) or another checkout took it meanwhile (the guarded debit found too little).
 */
export async function redeemForOrder(trx: Db, websiteId: string, cartId: string, orderId: string, totalCents: number, expected: number | undefined, now: number): Promise<number | 'changed'> {
  const card = await appliedCard(trx, websiteId, cartId);
  if (!card) return expected ? 'changed' : 0;
  const cents = appliedCents(card, totalCents);
  if (expected !== undefined && cents !== expected) return 'changed';
  if (cents === 0) return card.voided_at !== null || card.balance_cents <= 0 ? 'changed' : 0;
  return (await debitCard(trx, websiteId, card.id, orderId, cents, now)) ? cents : 'changed';
}
