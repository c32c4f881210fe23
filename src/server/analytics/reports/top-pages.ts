import type { Kysely } from 'kysely';
import type { PageRow } from '../../../shared/owner/analytics.ts';
import type { Database } from '../../db/schema.ts';
import { count, hitsIn, type TopOptions } from './range.ts';

/** The most viewed pages of a period, most views first (ties by path). */
export async function topPages(db: Kysely<Database>, websiteId: string, opts: TopOptions): Promise<PageRow[]> {
  const rows = await hitsIn(db, websiteId, opts)
    .select((eb) => ['path', eb.fn.countAll().as('views'), eb.fn.count('visitor_id').distinct().as('visitors')])
    .groupBy('path')
    .orderBy('views', 'desc')
    .orderBy('path')
    .limit(opts.limit ?? 10)
    .execute();
  return rows.map((r) => ({ path: r.path, views: count(r.views), visitors: count(r.visitors) }));
}
