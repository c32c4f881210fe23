import type { Millis } from './columns.ts';

/** Gift cards' tables (migration 0013, docs/commerce-giftcards.md). Amounts are integer minor units. */

/** One card: issued by a paid order line, its code kept only as a SHA-256. */
export interface GiftCardsTable {
  /** 24 hex characters. */
  id: string;
  website_id: string;
  /** SHA-256 (hex) of the normalised code; unique per website. */
  code_hash: string;
  /** The code's last four characters, for the owner and the buyer's receipt. */
  last4: string;
  currency: string;
  initial_cents: number;
  /** Never below 0 (a CHECK constraint holds it). */
  balance_cents: number;
  order_id: string;
  line: number;
  recipient_name: string;
  recipient_email: string;
  sender_name: string;
  message: string;
  created_at: Millis;
  voided_at: Millis | null;
}

/** Why a balance changed. */
export type GiftCardReason = 'issue' | 'redeem' | 'release' | 'refund' | 'void';

/** One change of a card's balance. */
export interface GiftCardLedgerTable {
  card_id: string;
  website_id: string;
  order_id: string;
  delta_cents: number;
  reason: GiftCardReason;
  at: Millis;
}

/** Who the cards of a gift checkout go to, by its one-line cart. */
export interface GiftCardPurchasesTable {
  cart_id: string;
  website_id: string;
  recipient_name: string;
  recipient_email: string;
  sender_name: string;
  message: string;
  created_at: Millis;
}

/** The card applied to a cart at /checkout. */
export interface GiftCardCartsTable {
  cart_id: string;
  website_id: string;
  card_id: string;
  applied_at: Millis;
}

/** The gift cards' tables by name. */
export interface GiftCardTables {
  gift_cards: GiftCardsTable;
  gift_card_ledger: GiftCardLedgerTable;
  gift_card_purchases: GiftCardPurchasesTable;
  gift_card_carts: GiftCardCartsTable;
}
