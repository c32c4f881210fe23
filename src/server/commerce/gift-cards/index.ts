/**
 * Gift cards (issue 17, docs/commerce-giftcards.md): codes, balances kept as a ledger, the hook
 * that issues them, redemption at checkout, the gift checkout page and the owner's list.
 */
export { giftCardReceiptNotes, giftCardsHook } from './hook.ts';
export { cardForCode, cartGiftCard, redeemForOrder, appliedCents } from './redeem.ts';
export { applyCard, cardById, cardLedger, cardsOfOrder, cardsPage, creditBack, paidByCards, type GiftCardRow } from './repo.ts';
export { newGiftCardCode, normaliseCode, codeHash } from './codes.ts';
