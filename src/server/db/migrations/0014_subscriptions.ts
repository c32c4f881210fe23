import type { Kysely } from 'kysely';

/**
 * Subscriptions (issue 17): a subscription per paid subscription order, its renewals as durable scheduled jobs, paid memberships.
 * Filled in by the 'subscriptions' part of issue 17 (docs/commerce.md). Never edit once landed: add the next file instead.
 */
export async function up(_db: Kysely<any>): Promise<void> {}

export async function down(_db: Kysely<any>): Promise<void> {}
