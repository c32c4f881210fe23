import type { FastifyInstance } from 'fastify';
import { analyticsCalls } from '../../shared/contracts/analytics.ts';
import { HitKind } from '../../shared/enums.ts';
import { safeFields } from '../../shared/safe-text.ts';
import { parseVisitorRecord } from '../../shared/visitor-cookie.ts';
import { hostName } from '../sites/index.ts';
import { identify } from './census-hit.ts';
import { describeClient } from './clients.ts';
import { ingest, type IngestContext, type IngestDeps } from './ingest.ts';
import { clip, pathOf, referrerHost } from './urls.ts';

const visit = (ctx: IngestContext, secret: string) => identify(parseVisitorRecord(ctx.req.cookies?.ss_cvr), ctx, secret);

/** Registers the landing call: stored as a hit of kind 2, which the campaign report reads. */
export function trackRoute(app: FastifyInstance, deps: IngestDeps): void {
  const { track } = analyticsCalls;
  app.get(
    track.path,
    { config: { crumb: false } },
    ingest(deps, {
      schema: track.request,
      input: (req) => safeFields({ ...(req.query as Record<string, unknown>) }),
      sender: (_q, ctx) => visit(ctx, deps.secret),
      store(q, ctx, who) {
        const screenWidth = q.screen ? Number(q.screen.split(/[x×]/)[0]) : null;
        deps.store.hits.push({
          website_id: ctx.websiteId,
          created_at: ctx.now,
          kind: HitKind.LANDING,
          visitor_id: who.visitorId,
          session_id: who.sessionId,
          path: pathOf(q.landing),
          title: null,
          referrer_host: referrerHost(q.refer, () => hostName(ctx.req.headers.host)),
          referrer_url: clip(q.refer, 2000),
          source: clip(q.source, 200),
          campaign: clip(q.campaign, 200),
          subcampaign: clip(q.subcampaign, 200),
          channel: clip(q.channel, 200),
          subchannel: clip(q.subchannel, 200),
          variation: clip(q.variation, 200),
          mkwid: clip(q.mkwid, 200),
          ...describeClient(ctx.userAgent, screenWidth),
          locale: clip(q.lang, 35),
          collection_id: null,
          item_id: null,
          record_type: null,
        });
      },
    }),
  );
}
