import type { FastifyInstance } from 'fastify';
import { analyticsCalls, type PerfSettings } from '../../shared/contracts/analytics.ts';
import { newId } from '../db/dialect.ts';
import { sendError } from '../http/errors.ts';
import { cookieSender, ingest, type IngestDeps } from './ingest.ts';
import { pathOf } from './urls.ts';

/** Registers the page-speed settings (a fresh pageLoadId) and records endpoints (no crumb, §7). */
export function performanceRoutes(app: FastifyInstance, deps: IngestDeps): void {
  const { performanceSettings, performanceRecords } = analyticsCalls;
  app.get(performanceSettings.path, async (req, reply) => {
    if (!req.site) return sendError(reply, 'notFound');
    const answer: PerfSettings = { pageLoadId: newId() };
    return reply.header('cache-control', 'no-store').send(answer);
  });

  app.post(performanceRecords.path, { config: { crumb: false } }, ingest(deps, {
    schema: performanceRecords.request,
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
