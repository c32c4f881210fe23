import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { t } from '../../shared/messages/index.ts';
import { hostName } from '../sites/tenant.ts';
import { describeClient } from './clients.ts';
import { jsonOf, obj, optNumber, optText, text } from './fields.ts';
import { ingest, type IngestContext, type IngestDeps } from './ingest.ts';
import { clip, pathOf, referrerHost } from './urls.ts';
import { parseVisitorRecord, visitIdentity, type VisitorRecord } from './visitor.ts';

/** A number or a short text (fields whose form the runtime may choose: dates, permission types). */
const scalar = (max: number) => v.nullish(v.union([v.number(), text(max)], t('analytics.field.numberOrText', { max })));

/** The `data` JSON of a page-view census call (SPEC §7); unknown fields are ignored. */
export const HitData = obj({
  userAgent: optText(1000),
  clientDate: scalar(64),
  viewportInnerWidth: optNumber(0, 100_000),
  viewportInnerHeight: optNumber(0, 100_000),
  screenWidth: optNumber(0, 100_000),
  screenHeight: optNumber(0, 100_000),
  websiteId: optText(64),
  templateId: optText(64),
  locale: optText(35),
  url: text(2000),
  title: optText(500),
  itemId: optText(64),
  recordType: optNumber(0, 10_000),
  collectionId: optText(64),
  permissionType: scalar(64),
  localStorageSupported: v.nullish(v.boolean(t('analytics.field.notFlag'))),
  queryString: optText(2000),
  referrer: optText(2000),
});

/** The ss_cvr visitor record of §3/§5, as sent in the body, read once (empty means none). */
export const VisitorRecordField = v.nullish(
  v.pipe(
    text(200),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const record = parseVisitorRecord(dataset.value);
      if (record || dataset.value === '') return record;
      addIssue({ message: t('analytics.field.invalidVisitorRecord') });
      return NEVER;
    }),
  ),
);

/** POST /api/census/RecordHit: form-encoded event, data (JSON text) and ss_cvr. */
export const RecordHit = obj({
  event: optText(50),
  data: jsonOf(HitData, 16_000),
  ss_cvr: VisitorRecordField,
});

/** The visitor record of a call: the one in the body, else the ss_cvr cookie. */
function recordOf(bodyValue: VisitorRecord | null | undefined, ctx: IngestContext): VisitorRecord | null {
  return bodyValue ?? parseVisitorRecord(ctx.req.cookies?.ss_cvr);
}

/** Who sent a call: the visitor record, else an anonymous daily hash. */
export function identify(record: VisitorRecord | null, ctx: IngestContext, secret: string) {
  return visitIdentity(record, { secret, websiteId: ctx.websiteId, ip: ctx.req.ip, userAgent: ctx.userAgent, now: ctx.now });
}

/** Registers the page-view census. */
export function recordHitRoute(app: FastifyInstance, deps: IngestDeps): void {
  app.post(
    '/api/census/RecordHit',
    { config: { crumb: false } },
    ingest(deps, {
      schema: RecordHit,
      sender: (input, ctx) => identify(recordOf(input.ss_cvr, ctx), ctx, deps.secret),
      store(input, ctx, who) {
        const d = input.data;
        const client = describeClient(ctx.userAgent, d.screenWidth);
        deps.store.hits.push({
          website_id: ctx.websiteId,
          created_at: ctx.now,
          kind: 1,
          visitor_id: who.visitorId,
          session_id: who.sessionId,
          path: pathOf(d.url),
          title: clip(d.title, 500),
          referrer_host: referrerHost(d.referrer, () => hostName(ctx.req.headers.host)),
          referrer_url: clip(d.referrer, 2000),
          source: null,
          campaign: null,
          subcampaign: null,
          channel: null,
          subchannel: null,
          variation: null,
          mkwid: null,
          device: client.device,
          browser: client.browser,
          os: client.os,
          locale: clip(d.locale, 35),
          collection_id: clip(d.collectionId, 64),
          item_id: clip(d.itemId, 64),
          record_type: d.recordType ?? null,
        });
      },
    }),
  );
}
