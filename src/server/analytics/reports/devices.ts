import type { Kysely } from 'kysely';
import type { DeviceRow } from '../../../shared/owner/analytics.ts';
import type { Database } from '../../db/schema.ts';
import { count, hitsIn, type ReportRange } from './range.ts';

/** Page views of a period by device class (mobile, tablet, desktop), most first. */
export async function devices(db: Kysely<Database>, websiteId: string, range: ReportRange): Promise<DeviceRow[]> {
  const rows = await hitsIn(db, websiteId, range)
    .select((eb) => ['device', eb.fn.countAll().as('views'), eb.fn.count('visitor_id').distinct().as('visitors')])
    .groupBy('device')
    .orderBy('views', 'desc')
    .orderBy('device')
    .execute();
  return rows.map((r) => ({ device: r.device as DeviceRow['device'], views: count(r.views), visitors: count(r.visitors) }));
}
