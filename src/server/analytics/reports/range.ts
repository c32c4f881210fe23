import type { Kysely } from 'kysely';
import { HitKind } from '../../../shared/enums.ts';
import type { Database } from '../../db/schema.ts';

/**
 * The period of a report: epoch milliseconds, `from` included, `to` excluded.
 * @example { from: Date.UTC(2026, 0, 1), to: Date.UTC(2026, 1, 1) } // January 2026
 */
export interface ReportRange {
  from: number;
  to: number;
}

/** Options of the "top N" reports. */
export interface TopOptions extends ReportRange {
  /** Rows returned at most (default 10). */
  limit?: number;
}

/** The hits of one kind of a website in a period: the base of the page-view reports. */
export function hitsIn(db: Kysely<Database>, websiteId: string, range: ReportRange, kind: HitKind = HitKind.PAGE_VIEW) {
  return db
    .selectFrom('hits')
    .where('website_id', '=', websiteId)
    .where('kind', '=', kind)
    .where('created_at', '>=', range.from)
    .where('created_at', '<', range.to);
}

/** A count as read back (the dialect difference lives in src/server/db/dialect.ts). */
export { countOf as count } from '../../db/dialect.ts';
