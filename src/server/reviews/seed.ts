import { existsSync, readFileSync } from 'node:fs';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import { Id } from '../../shared/id.ts';
import { REVIEW_LIMITS } from '../../shared/reviews.ts';
import type { Database } from '../db/schema.ts';
import { newId } from '../db/dialect.ts';

/** One review of a seed file (`reviews.json` beside a site file: docs/commerce-reviews.md). */
const SeedReview = v.object({
  itemId: Id,
  productTitle: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(300)),
  rating: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(5)),
  title: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(REVIEW_LIMITS.title))),
  text: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(REVIEW_LIMITS.text)), ''),
  authorName: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(REVIEW_LIMITS.name)),
  status: v.optional(v.picklist(['pending', 'approved', 'rejected']), 'approved'),
  createdAt: v.pipe(v.string(), v.isoTimestamp()),
});
const SeedFile = v.array(SeedReview);

/**
 * Stores the reviews of a seed file for `websiteId` when the website has none yet (the demo's
 * first start: a restart never doubles them); they come with the site, so they have no order.
 * Throws on a file that does not validate. Resolves to the number stored.
 */
export async function seedReviews(db: Kysely<Database>, websiteId: string, file: string): Promise<number> {
  if (!existsSync(file)) return 0;
  const entries = v.parse(SeedFile, JSON.parse(readFileSync(file, 'utf8')));
  const any = await db.selectFrom('reviews').select('id').where('website_id', '=', websiteId).limit(1).executeTakeFirst();
  if (any || entries.length === 0) return 0;
  await db
    .insertInto('reviews')
    .values(entries.map((r) => ({ id: newId(), website_id: websiteId, order_id: null, item_id: r.itemId, product_title: r.productTitle, rating: r.rating, title: r.title || null, text: r.text, author_name: r.authorName, status: r.status, created_at: Date.parse(r.createdAt), decided_at: r.status === 'pending' ? null : Date.parse(r.createdAt) })))
    .execute();
  return entries.length;
}
