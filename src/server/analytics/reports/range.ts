import type { Kysely } from 'kysely';
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

/** Hit kinds of the hits table. */
export const HIT_KIND = { pageView: 1, landing: 2 } as const;

/** The hits of one kind of a website in a period: the base of the page-view reports. */
export function hitsIn(db: Kysely<Database>, websiteId: string, range: ReportRange, kind: number = HIT_KIND.pageView) {
  return db
    .selectFrom('hits')
    .where('website_id', '=', websiteId)
    .where('kind', '=', kind)
    .where('created_at', '>=', range.from)
    .where('created_at', '<', range.to);
}

/** A count as read back (PostgreSQL may give a bigint as a string without the pool's parser). */
export const count = (value: unknown): number => Number(value ?? 0);
