import type { Kysely } from 'kysely';

/**
 * Donations (issue 17): donations taken through /checkout/donate.
 * Filled in by the 'donations' part of issue 17 (docs/commerce.md). Never edit once landed: add the next file instead.
 */
export async function up(_db: Kysely<any>): Promise<void> {}

export async function down(_db: Kysely<any>): Promise<void> {}
