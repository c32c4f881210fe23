import type { Kysely } from 'kysely';
import type { CampaignRow } from '../../../shared/owner/analytics.ts';
import type { Database } from '../../db/schema.ts';
import { HitKind } from '../../../shared/enums.ts';
import { count, hitsIn, type TopOptions } from './range.ts';

/** The campaign sources of the landings of a period, most landings first. */
export async function campaignSources(db: Kysely<Database>, websiteId: string, opts: TopOptions): Promise<CampaignRow[]> {
  const rows = await hitsIn(db, websiteId, opts, HitKind.LANDING)
    .where('source', 'is not', null)
    .select((eb) => ['source', eb.fn.countAll().as('landings'), eb.fn.count('visitor_id').distinct().as('visitors')])
    .groupBy('source')
    .orderBy('landings', 'desc')
    .orderBy('source')
    .limit(opts.limit ?? 10)
    .execute();
  return rows.map((r) => ({ source: r.source!, landings: count(r.landings), visitors: count(r.visitors) }));
}
