import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { HIT_KIND, count, hitsIn, type TopOptions } from './range.ts';

/** One row of the campaign sources. */
export interface CampaignRow {
  /** The `source` parameter of the landing URL. */
  source: string;
  /** Landings (GET /api/track/Track calls) with that source. */
  landings: number;
  visitors: number;
}

/** The campaign sources of the landings of a period, most landings first. */
export async function campaignSources(db: Kysely<Database>, websiteId: string, opts: TopOptions): Promise<CampaignRow[]> {
  const rows = await hitsIn(db, websiteId, opts, HIT_KIND.landing)
    .where('source', 'is not', null)
    .select((eb) => ['source', eb.fn.countAll().as('landings'), eb.fn.count('visitor_id').distinct().as('visitors')])
    .groupBy('source')
    .orderBy('landings', 'desc')
    .orderBy('source')
    .limit(opts.limit ?? 10)
    .execute();
  return rows.map((r) => ({ source: r.source!, landings: count(r.landings), visitors: count(r.visitors) }));
}
