import type { FastifyInstance } from 'fastify';
import { analyticsCalls } from '../../shared/contracts/analytics.ts';
import { toJson } from '../db/dialect.ts';
import { cookieSender, ingest, type IngestDeps } from './ingest.ts';
import { clip, pathOf } from './urls.ts';

/** Registers RecordEvent (crumb checked) and the Trace beacon (no crumb, §7). */
export function eventRoutes(app: FastifyInstance, deps: IngestDeps): void {
  const { recordEvent, trace } = analyticsCalls;
  app.post(recordEvent.path, ingest(deps, {
    schema: recordEvent.request,
    sender: cookieSender,
    store(e, ctx, who) {
      deps.store.events.push({
        website_id: ctx.websiteId,
        created_at: ctx.now,
        kind: 'event',
        name: e.event,
        path: e.data?.pagePath ? pathOf(e.data.pagePath) : null,
        visitor_id: who.visitorId,
        payload: toJson(e.data ?? {}),
      });
    },
  }));

  app.post(trace.path, { config: { crumb: false } }, ingest(deps, {
    schema: trace.request,
    sender: cookieSender,
    store(queue, ctx, who) {
      for (const item of queue.data) {
        deps.store.events.push({
          website_id: ctx.websiteId,
          created_at: ctx.now,
          kind: 'trace',
          name: clip(item.type, 100),
          path: item.pageUrl ? pathOf(item.pageUrl) : null,
          visitor_id: who.visitorId,
          payload: toJson(item.data ?? null),
        });
      }
    },
  }));
}
