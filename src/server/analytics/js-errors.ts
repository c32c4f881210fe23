import type { FastifyInstance } from 'fastify';
import { analyticsCalls } from '../../shared/contracts/analytics.ts';
import { cookieSender, ingest, type IngestDeps } from './ingest.ts';
import { clip, pathOf } from './urls.ts';

/** Registers the error reporter's endpoint (its X-CSRF-Token is checked by the crumb guard). */
export function jsErrorRoute(app: FastifyInstance, deps: IngestDeps): void {
  const { recordJavascriptErrors } = analyticsCalls;
  app.post(recordJavascriptErrors.path, ingest(deps, {
    schema: recordJavascriptErrors.request,
    sender: cookieSender,
    store(reports, ctx) {
      for (const { event, data: e, timestamp } of reports) {
        deps.store.jsErrors.push({
          website_id: ctx.websiteId,
          created_at: ctx.now,
          event: clip(event, 100),
          app: clip(e.app, 100),
          message: e.message,
          stack: clip(e.stack, 5000),
          file: clip(e.file, 2000),
          line_number: e.line ?? null,
          column_number: e.column ?? null,
          custom: e.custom === undefined ? null : JSON.stringify(e.custom),
          template_id: clip(e.templateId, 64),
          url: clip(e.url, 2000),
          path: e.url ? pathOf(e.url) : null,
          user_agent: clip(e.userAgent ?? ctx.userAgent, 1000),
          client_ts: timestamp == null ? null : Math.round(timestamp),
        });
      }
    },
  }));
}
