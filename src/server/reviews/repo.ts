/**
 * The SQL of product reviews (migration 0016): requests, reviews, the approved ones of a product,
 * the owner's lists and moves. Every query names its website.
 */
import { sql, type Kysely } from 'kysely';
import type { Database, ReviewStatus } from '../db/schema.ts';
import { countOf, newId } from '../db/dialect.ts';
import type { ProductReviews, PublicReview } from '../../shared/reviews.ts';

type Db = Kysely<Database>;

export interface ReviewRequestRow {
  orderId: string;
  websiteId: string;
  sendAt: number;
  sentAt: number | null;
  expiresAt: number;
}

/** Schedules an order's request (once: a second fulfilment of one order changes nothing). */
export async function scheduleRequest(trx: Db, r: { websiteId: string; orderId: string; sendAt: number; expiresAt: number; now: number }): Promise<void> {
  await trx
    .insertInto('review_requests')
    .values({ order_id: r.orderId, website_id: r.websiteId, send_at: r.sendAt, sent_at: null, expires_at: r.expiresAt, created_at: r.now })
    .onConflict((oc) => oc.column('order_id').doNothing())
    .execute();
}

/** An order's request, on this website only. */
export async function requestOf(db: Db, websiteId: string, orderId: string): Promise<ReviewRequestRow | undefined> {
  const row = await db.selectFrom('review_requests').selectAll().where('website_id', '=', websiteId).where('order_id', '=', orderId).executeTakeFirst();
  return row && { orderId: row.order_id, websiteId: row.website_id, sendAt: Number(row.send_at), sentAt: row.sent_at === null ? null : Number(row.sent_at), expiresAt: Number(row.expires_at) };
}

/** Requests whose time has come and that no sweeper has claimed yet (any website), oldest first. */
export async function dueRequests(db: Db, now: number, limit = 50): Promise<Array<{ orderId: string; websiteId: string }>> {
  const rows = await db.selectFrom('review_requests').select(['order_id', 'website_id']).where('sent_at', 'is', null).where('send_at', '<=', now).orderBy('send_at').limit(limit).execute();
  return rows.map((r) => ({ orderId: r.order_id, websiteId: r.website_id }));
}

/** Claims a request for mailing: true only for the one caller whose guarded update moved it. */
export async function claimRequest(trx: Db, websiteId: string, orderId: string, now: number): Promise<boolean> {
  const res = await trx.updateTable('review_requests').set({ sent_at: now }).where('website_id', '=', websiteId).where('order_id', '=', orderId).where('sent_at', 'is', null).executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** The item ids of an order already reviewed. */
export async function reviewedItems(db: Db, websiteId: string, orderId: string): Promise<Set<string>> {
  const rows = await db.selectFrom('reviews').select('item_id').where('website_id', '=', websiteId).where('order_id', '=', orderId).execute();
  return new Set(rows.map((r) => r.item_id));
}

/** Saves a review as pending; false when this product of this order already has one (the unique key decides races). */
export async function insertReview(db: Db, r: { websiteId: string; orderId: string; itemId: string; productTitle: string; rating: number; title: string; text: string; authorName: string; now: number }): Promise<boolean> {
  const res = await db
    .insertInto('reviews')
    .values({ id: newId(), website_id: r.websiteId, order_id: r.orderId, item_id: r.itemId, product_title: r.productTitle, rating: r.rating, title: r.title || null, text: r.text, author_name: r.authorName, status: 'pending', created_at: r.now, decided_at: null })
    .onConflict((oc) => oc.columns(['website_id', 'order_id', 'item_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return res !== undefined;
}

const publicOf = (r: { id: string; rating: number; title: string | null; text: string; author_name: string; created_at: number }): PublicReview => ({
  id: r.id,
  rating: Number(r.rating),
  ...(r.title ? { title: r.title } : {}),
  text: r.text,
  authorName: r.author_name,
  createdAt: new Date(Number(r.created_at)).toISOString(),
});

/** A product's approved reviews: the average and number of all, and `limit` of them newest first from `offset`. */
export async function approvedReviews(db: Db, websiteId: string, itemId: string, limit: number, offset = 0): Promise<ProductReviews> {
  const approved = db.selectFrom('reviews').where('website_id', '=', websiteId).where('item_id', '=', itemId).where('status', '=', 'approved');
  const summary = await approved.select([sql<number>`count(*)`.as('count'), sql<number>`sum(rating)`.as('sum')]).executeTakeFirst();
  const count = countOf(summary?.count);
  if (count === 0) return { average: 0, count: 0, reviews: [] };
  const rows = await approved.select(['id', 'rating', 'title', 'text', 'author_name', 'created_at']).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute();
  return { average: Math.round((Number(summary?.sum ?? 0) / count) * 10) / 10, count, reviews: rows.map(publicOf) };
}

/** A review as the owner's list shows it. */
export interface OwnerReview extends PublicReview {
  itemId: string;
  productTitle: string;
  /** Null for a review seeded with the site. */
  orderId: string | null;
  orderNumber: number | null;
  status: ReviewStatus;
}

/** The owner's list of one status, newest first (200 at most). */
export async function reviewsByStatus(db: Db, websiteId: string, status: ReviewStatus): Promise<OwnerReview[]> {
  const rows = await db
    .selectFrom('reviews')
    .leftJoin('orders', (j) => j.onRef('orders.id', '=', 'reviews.order_id').onRef('orders.website_id', '=', 'reviews.website_id'))
    .select(['reviews.id', 'reviews.rating', 'reviews.title', 'reviews.text', 'reviews.author_name', 'reviews.created_at', 'reviews.item_id', 'reviews.product_title', 'reviews.order_id', 'reviews.status', 'orders.number'])
    .where('reviews.website_id', '=', websiteId)
    .where('reviews.status', '=', status)
    .orderBy('reviews.created_at', 'desc')
    .limit(200)
    .execute();
  return rows.map((r) => ({ ...publicOf(r), itemId: r.item_id, productTitle: r.product_title, orderId: r.order_id, orderNumber: r.number === null ? null : Number(r.number), status: r.status }));
}

/** How many reviews of each status the site has. */
export async function reviewCounts(db: Db, websiteId: string): Promise<Record<ReviewStatus, number>> {
  const rows = await db.selectFrom('reviews').select(['status', sql<number>`count(*)`.as('n')]).where('website_id', '=', websiteId).groupBy('status').execute();
  const counts: Record<ReviewStatus, number> = { pending: 0, approved: 0, rejected: 0 };
  for (const r of rows) counts[r.status] = countOf(r.n);
  return counts;
}

/** Moves a review from one of `from` to `to` (guarded): whether this call moved it. */
export async function decideReview(db: Db, websiteId: string, id: string, from: readonly ReviewStatus[], to: ReviewStatus, now: number): Promise<boolean> {
  const res = await db.updateTable('reviews').set({ status: to, decided_at: now }).where('website_id', '=', websiteId).where('id', '=', id).where('status', 'in', from).executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}
