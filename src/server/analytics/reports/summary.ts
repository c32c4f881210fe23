import type { Kysely } from 'kysely';
import type { Summary } from '../../../shared/owner/analytics.ts';
import type { Database } from '../../db/schema.ts';
import { count, hitsIn, type ReportRange } from './range.ts';

/** Page views, visits and unique visitors of a website in a period. */
export async function summary(db: Kysely<Database>, websiteId: string, range: ReportRange): Promise<Summary> {
  const row = await hitsIn(db, websiteId, range)
    .select((eb) => [
      eb.fn.countAll().as('pageViews'),
      eb.fn.count('session_id').distinct().as('visits'),
      eb.fn.count('visitor_id').distinct().as('visitors'),
    ])
    .executeTakeFirstOrThrow();
  return { pageViews: count(row.pageViews), visits: count(row.visits), visitors: count(row.visitors) };
}
