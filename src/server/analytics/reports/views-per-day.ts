import { sql, type Kysely } from 'kysely';
import type { DayRow } from '../../../shared/owner/analytics.ts';
import type { Database } from '../../db/schema.ts';
import { count, hitsIn, type ReportRange } from './range.ts';

const DAY_MS = 86_400_000;

/** Options of the per-day report. */
export interface PerDayOptions extends ReportRange {
  /** Offset of the owner's time zone from UTC in minutes (e.g. -360 for UTC−6); default 0. */
  utcOffsetMinutes?: number;
}

/**
 * Page views per day of a period, every day present (0 when none), oldest first: the data of
 * the owner's chart. At most 1,000 days.
 */
export async function viewsPerDay(db: Kysely<Database>, websiteId: string, opts: PerDayOptions): Promise<DayRow[]> {
  const offset = opts.utcOffsetMinutes ?? 0;
  if (!Number.isInteger(offset) || Math.abs(offset) > 14 * 60) throw new RangeError(`utcOffsetMinutes fuera de rango: ${offset}`);
  const offsetMs = offset * 60_000;
  // Integer division on both databases (bigint on PostgreSQL, integer on SQLite); the offset is
  // a checked integer, written as a literal so both engines keep integer arithmetic.
  const day = sql<number>`(created_at + ${sql.lit(offsetMs)}) / ${sql.lit(DAY_MS)}`;
  const rows = await hitsIn(db, websiteId, opts)
    .select((eb) => [day.as('day'), eb.fn.countAll().as('views')])
    .groupBy(day)
    .execute();
  const byDay = new Map(rows.map((r) => [count(r.day), count(r.views)]));
  const first = Math.floor((opts.from + offsetMs) / DAY_MS);
  const last = Math.min(Math.floor((opts.to - 1 + offsetMs) / DAY_MS), first + 999);
  const out: DayRow[] = [];
  for (let d = first; d <= last; d++) out.push({ date: new Date(d * DAY_MS).toISOString().slice(0, 10), views: byDay.get(d) ?? 0 });
  return out;
}
