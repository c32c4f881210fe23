import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { t } from '../../shared/messages/index.ts';
import { hostName } from '../sites/tenant.ts';
import { identify } from './census-hit.ts';
import { describeClient } from './clients.ts';
import { obj, optText, text } from './fields.ts';
import { ingest, type IngestContext, type IngestDeps } from './ingest.ts';
import { safeFields } from './safe-text.ts';
import { clip, pathOf, referrerHost } from './urls.ts';
import { parseVisitorRecord } from './visitor.ts';

const campaign = optText(200);

/** GET /api/track/Track: the landing, its referrer and the campaign parameters of the page URL (§7). */
export const TrackQuery = obj({
  landing: text(2000),
  refer: optText(2000),
  rk: optText(64),
  lang: optText(35),
  screen: v.nullish(v.pipe(text(20), v.regex(/^(\d{1,5}[x×]\d{1,5})?$/, t('analytics.field.screenSize')))),
  source: campaign,
  campaign,
  subcampaign: campaign,
  channel: campaign,
  subchannel: campaign,
  variation: campaign,
  mkwid: campaign,
});

const visit = (ctx: IngestContext, secret: string) => identify(parseVisitorRecord(ctx.req.cookies?.ss_cvr), ctx, secret);

/** Registers the landing call: stored as a hit of kind 2, which the campaign report reads. */
export function trackRoute(app: FastifyInstance, deps: IngestDeps): void {
  app.get(
    '/api/track/Track',
    { config: { crumb: false } },
    ingest(deps, {
      schema: TrackQuery,
      input: (req) => safeFields({ ...(req.query as Record<string, unknown>) }),
      sender: (_q, ctx) => visit(ctx, deps.secret),
      store(q, ctx, who) {
        const screenWidth = q.screen ? Number(q.screen.split(/[x×]/)[0]) : null;
        deps.store.hits.push({
          website_id: ctx.websiteId,
          created_at: ctx.now,
          kind: 2,
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
