import type { Kysely } from 'kysely';
import type { ErrorGroup } from '../../../shared/owner/analytics.ts';
import type { Database } from '../../db/schema.ts';
import { count, type TopOptions } from './range.ts';

/** The JavaScript errors of a period grouped by message, most recently seen first (default 20). */
export async function latestJsErrors(db: Kysely<Database>, websiteId: string, opts: TopOptions): Promise<ErrorGroup[]> {
  const rows = await db
    .selectFrom('js_errors')
    .where('website_id', '=', websiteId)
    .where('created_at', '>=', opts.from)
    .where('created_at', '<', opts.to)
    .select((eb) => ['message', eb.fn.countAll().as('count'), eb.fn.count('path').distinct().as('pages'), eb.fn.max('created_at').as('lastSeen')])
    .groupBy('message')
    .orderBy('lastSeen', 'desc')
    .orderBy('count', 'desc')
    .orderBy('message')
    .limit(opts.limit ?? 20)
    .execute();
  return rows.map((r) => ({ message: r.message, count: count(r.count), pages: count(r.pages), lastSeen: count(r.lastSeen) }));
}
