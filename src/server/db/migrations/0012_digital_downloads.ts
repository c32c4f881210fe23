import type { Kysely } from 'kysely';

/**
 * Digital products (issue 17): download grants per paid order line (signed, expiring links, a limited number of downloads).
 * Filled in by the 'digital' part of issue 17 (docs/commerce.md). Never edit once landed: add the next file instead.
 */
export async function up(_db: Kysely<any>): Promise<void> {}

export async function down(_db: Kysely<any>): Promise<void> {}
