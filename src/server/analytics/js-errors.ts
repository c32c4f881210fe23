import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { t } from '../../shared/messages/index.ts';
import { anyJson, jsonOf, list, num, obj, optInt, optText, text } from './fields.ts';
import { cookieSender, ingest, type IngestDeps } from './ingest.ts';
import { clip, pathOf } from './urls.ts';

/** The logged-error record of SPEC §3; the stack is cut to 5000 characters by the reporter (§9). */
export const ErrorRecord = obj({
  app: optText(100),
  message: text(2000),
  stack: optText(5000),
  file: optText(2000),
  line: optInt(0, 10_000_000),
  column: optInt(0, 10_000_000),
  custom: v.optional(anyJson(2000)),
  websiteId: optText(64),
  templateId: optText(64),
  url: optText(2000),
  userAgent: optText(1000),
});

/** A client time: epoch milliseconds, or an ISO 8601 timestamp. */
export const ClientTime = v.nullish(
  v.union([num(0, 1e14), v.pipe(v.string(), v.isoTimestamp(), v.transform((s) => Date.parse(s)))], t('analytics.field.notTime')),
);

/** POST /api/events/RecordJavascriptErrors: a JSON array (≤ 50) of {event, data (JSON text), timestamp}. */
export const JsErrorReports = list(obj({ event: optText(100), data: jsonOf(ErrorRecord, 12_000), timestamp: ClientTime }), 50);

/** Registers the error reporter's endpoint (its X-CSRF-Token is checked by the crumb guard). */
export function jsErrorRoute(app: FastifyInstance, deps: IngestDeps): void {
  app.post('/api/events/RecordJavascriptErrors', ingest(deps, {
    schema: JsErrorReports,
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
