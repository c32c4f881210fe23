import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { t } from '../../shared/messages/index.ts';
import { toJson } from '../db/dialect.ts';
import { anyJson, jsonOf, list, notList, obj, optFlag, optText, text } from './fields.ts';
import { cookieSender, ingest, type IngestDeps } from './ingest.ts';
import { clip, pathOf } from './urls.ts';

/** The analytics event payload of SPEC §3: its common fields are type-checked, others kept. */
export const EventData = v.pipe(
  notList,
  v.looseObject(
    {
      eventName: optText(100),
      websiteId: optText(64),
      memberAccountId: optText(64),
      templateId: optText(64),
      variantId: optText(64),
      website_locale: optText(35),
      member_locale: optText(35),
      pageHash: optText(500),
      pagePath: optText(2000),
      isFirstLanding: optFlag(),
      isFirstSession: optFlag(),
      sessionId: optText(100),
    },
    t('analytics.field.required'),
  ),
);

/** POST /api/events/RecordEvent: form-encoded crumb (checked by the crumb guard), event, data. */
export const RecordEvent = obj({ crumb: optText(200), event: text(100), data: v.nullish(jsonOf(EventData, 16_000)) });

/** One item of the Trace queue. */
export const TraceItem = obj({ pageUrl: optText(2000), type: text(100), data: v.optional(anyJson(4000)) });

/** POST /api/events/Trace: `data` is the JSON text of the queue (at most 50 items). */
export const Trace = obj({ data: jsonOf(list(TraceItem, 50), 60_000) });

/** Registers RecordEvent (crumb checked) and the Trace beacon (no crumb, §7). */
export function eventRoutes(app: FastifyInstance, deps: IngestDeps): void {
  app.post('/api/events/RecordEvent', ingest(deps, {
    schema: RecordEvent,
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

  app.post('/api/events/Trace', { config: { crumb: false } }, ingest(deps, {
    schema: Trace,
    sender: cookieSender,
    store(trace, ctx, who) {
      for (const item of trace.data) {
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
