import type { FastifyInstance } from 'fastify';
import { analyticsCalls } from '../../shared/contracts/analytics.ts';
import { HitKind } from '../../shared/enums.ts';
import { parseVisitorRecord, type VisitorRecord } from '../../shared/visitor-cookie.ts';
import { hostName } from '../sites/index.ts';
import { describeClient } from './clients.ts';
import { ingest, type IngestContext, type IngestDeps } from './ingest.ts';
import { clip, pathOf, referrerHost } from './urls.ts';
import { visitIdentity } from './visitor.ts';

/** The visitor record of a call: the one in the body, else the ss_cvr cookie. */
function recordOf(bodyValue: VisitorRecord | null | undefined, ctx: IngestContext): VisitorRecord | undefined {
  return bodyValue ?? parseVisitorRecord(ctx.req.cookies?.ss_cvr);
}

/** Who sent a call: the visitor record, else an anonymous daily hash. */
export function identify(record: VisitorRecord | null | undefined, ctx: IngestContext, secret: string) {
  return visitIdentity(record, { secret, websiteId: ctx.websiteId, ip: ctx.req.ip, userAgent: ctx.userAgent, now: ctx.now });
}

/** Registers the page-view census. */
export function recordHitRoute(app: FastifyInstance, deps: IngestDeps): void {
  const { recordHit } = analyticsCalls;
  app.post(
    recordHit.path,
    { config: { crumb: false } },
    ingest(deps, {
      schema: recordHit.request,
      sender: (input, ctx) => identify(recordOf(input.ss_cvr, ctx), ctx, deps.secret),
      store(input, ctx, who) {
        const d = input.data;
        const client = describeClient(ctx.userAgent, d.screenWidth);
        deps.store.hits.push({
          website_id: ctx.websiteId,
          created_at: ctx.now,
          kind: HitKind.PAGE_VIEW,
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
