import type { Kysely } from 'kysely';

/**
 * Gift cards (issue 17): cards issued by paid orders, their balances and ledger of redemptions.
 * Filled in by the 'giftcards' part of issue 17 (docs/commerce.md). Never edit once landed: add the next file instead.
 */
export async function up(_db: Kysely<any>): Promise<void> {}

export async function down(_db: Kysely<any>): Promise<void> {}
