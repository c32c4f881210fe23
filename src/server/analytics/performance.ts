import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { t } from '../../shared/messages/index.ts';
import { newId } from '../db/dialect.ts';
import { sendError } from '../http/errors.ts';
import { jsonOf, list, num, obj, optText, text } from './fields.ts';
import { cookieSender, ingest, type IngestDeps } from './ingest.ts';
import { ClientTime } from './js-errors.ts';
import { pathOf } from './urls.ts';

/** The page-speed metrics collected (web-vitals names). */
export const METRICS = ['LCP', 'CLS', 'INP', 'FCP', 'TTFB'] as const;

/** A record's `data`: one metric of the page at `path` (a web-vitals metric plus the path). */
export const PerfData = obj({
  name: v.picklist(METRICS, t('analytics.field.oneOf', { options: METRICS.join(', ') })),
  value: num(0, 10_000_000),
  path: text(2000),
});

/** One page-speed record of §3: app, data, event, pageLoadId, ts. */
export const PerfRecord = obj({
  app: optText(100),
  event: optText(100),
  pageLoadId: v.pipe(text(64), v.regex(/^[\w-]{8,64}$/, t('analytics.field.invalidPageLoadId'))),
  ts: ClientTime,
  data: jsonOf(PerfData, 4000),
});

/** POST /api/1/performance/records: a JSON array of at most 50 records. */
export const PerfRecords = list(PerfRecord, 50);

/** Registers the page-speed settings (a fresh pageLoadId) and records endpoints (no crumb, §7). */
export function performanceRoutes(app: FastifyInstance, deps: IngestDeps): void {
  app.get('/api/1/performance/settings', async (req, reply) => {
    if (!(await deps.tenants.resolve(req.headers.host))) return sendError(reply, 'notFound');
    return reply.header('cache-control', 'no-store').send({ pageLoadId: newId() });
  });

  app.post('/api/1/performance/records', { config: { crumb: false } }, ingest(deps, {
    schema: PerfRecords,
    sender: cookieSender,
    store(records, ctx) {
      for (const r of records) {
        deps.store.perf.push({
          website_id: ctx.websiteId,
          created_at: ctx.now,
          page_load_id: r.pageLoadId,
          metric: r.data.name,
          value: r.data.value,
          path: pathOf(r.data.path),
          client_ts: r.ts == null ? null : Math.round(r.ts),
        });
      }
    },
  }));
}
