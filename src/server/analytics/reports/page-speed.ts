import { sql, type Kysely } from 'kysely';
import { REPORTED_METRICS, type PageSpeedRow, type Percentile, type Reported } from '../../../shared/owner/analytics.ts';
import type { Database } from '../../db/schema.ts';
import { count, type TopOptions } from './range.ts';

/**
 * p75 of LCP, CLS and INP per page in a period, by nearest rank (the value at position
 * ceil(0.75 × n) of the sorted samples, as CrUX reports it), pages with the most samples first
 * (default 20 pages). Window functions: the same SQL on SQLite and PostgreSQL.
 */
export async function pageSpeed(db: Kysely<Database>, websiteId: string, opts: TopOptions): Promise<PageSpeedRow[]> {
  const ranked = db
    .selectFrom('perf_records')
    .where('website_id', '=', websiteId)
    .where('created_at', '>=', opts.from)
    .where('created_at', '<', opts.to)
    .where('metric', 'in', [...REPORTED_METRICS])
    .select((eb) => [
      'path',
      'metric',
      'value',
      eb.fn.agg<number>('row_number').over((ob) => ob.partitionBy(['path', 'metric']).orderBy('value')).as('rn'),
      eb.fn.countAll<number>().over((ob) => ob.partitionBy(['path', 'metric'])).as('n'),
    ]);
  const rows = await db
    .selectFrom(ranked.as('ranked'))
    .select(['path', 'metric', 'value', 'n'])
    .where(sql<boolean>`rn = (3 * n + 3) / 4`) // integer arithmetic: ceil(3n / 4)
    .execute();
  const pages = new Map<string, PageSpeedRow & { total: number }>();
  for (const r of rows) {
    const page = pages.get(r.path) ?? { path: r.path, LCP: null, CLS: null, INP: null, total: 0 };
    page[r.metric as Reported] = { p75: Number(r.value), samples: count(r.n) };
    page.total += count(r.n);
    pages.set(r.path, page);
  }
  return [...pages.values()]
    .sort((a, b) => b.total - a.total || (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))
    .slice(0, opts.limit ?? 20)
    .map(({ total: _, ...row }) => row);
}
