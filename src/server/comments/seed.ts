import { existsSync, readFileSync } from 'node:fs';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import { Id } from '../../shared/id.ts';
import type { Database } from '../db/schema.ts';

/** One comment of a seed file (`comments.json` beside a site file: docs/comments.md). */
const SeedComment = v.object({
  itemId: Id,
  name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100)),
  email: v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(254)), ''),
  text: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(5000)),
  status: v.optional(v.picklist(['pending', 'approved', 'spam']), 'approved'),
  createdAt: v.pipe(v.string(), v.isoTimestamp()),
});
const SeedFile = v.array(SeedComment);

/**
 * Stores the comments of a seed file for `websiteId` when the website has none yet (the demo's
 * first start: a restart or republish never doubles them). Throws on a file that does not validate.
 * Resolves to the number of comments stored.
 */
export async function seedComments(db: Kysely<Database>, websiteId: string, file: string): Promise<number> {
  if (!existsSync(file)) return 0;
  const entries = v.parse(SeedFile, JSON.parse(readFileSync(file, 'utf8')));
  const any = await db.selectFrom('comments').select('id').where('website_id', '=', websiteId).limit(1).executeTakeFirst();
  if (any || entries.length === 0) return 0;
  await db
    .insertInto('comments')
    .values(entries.map((c) => ({ website_id: websiteId, item_id: c.itemId, name: c.name, email: c.email, body: c.text, status: c.status, visitor_id: null, user_agent: null, created_at: Date.parse(c.createdAt) })))
    .execute();
  return entries.length;
}
