import type { Kysely } from 'kysely';
import type { ReferrerRow } from '../../../shared/owner/analytics.ts';
import type { Database } from '../../db/schema.ts';
import { count, hitsIn, type TopOptions } from './range.ts';

/** The external sites that sent page views in a period (the site itself excluded), most first. */
export async function topReferrers(db: Kysely<Database>, websiteId: string, opts: TopOptions): Promise<ReferrerRow[]> {
  const rows = await hitsIn(db, websiteId, opts)
    .where('referrer_host', 'is not', null)
    .select((eb) => ['referrer_host', eb.fn.countAll().as('views'), eb.fn.count('visitor_id').distinct().as('visitors')])
    .groupBy('referrer_host')
    .orderBy('views', 'desc')
    .orderBy('referrer_host')
    .limit(opts.limit ?? 10)
    .execute();
  return rows.map((r) => ({ host: r.referrer_host!, views: count(r.views), visitors: count(r.visitors) }));
}
