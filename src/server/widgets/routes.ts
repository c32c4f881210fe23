import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import { blockDefinition } from '../../blocks/registry.ts';
import type { PageAssets } from '../../page/context.ts';
import { renderBlockHtml } from '../../page/render-block.tsx';
import { WIDGET_BODY_LIMIT, WidgetJson, widgetCalls, type WidgetRenderingAnswer } from '../../shared/contracts/widgets.ts';
import { parseVisitorRecord } from '../../shared/visitor-cookie.ts';
import { parseJsonSafe } from '../../shared/safe-text.ts';
import { fieldErrors } from '../../shared/contracts/fields.ts';
import { t } from '../../shared/messages/index.ts';
import type { Database } from '../db/schema.ts';
import { registerBodyParser } from '../http/body.ts';
import { sendError } from '../http/errors.ts';
import { RateLimiter, type RateLimits } from '../http/rate-limit.ts';
import { PublishedBlocks, siteLocked, visitorAccess, type AccessSource, type SiteViews, type StockReader } from '../sites/index.ts';
import type { LimitStore } from '../http/limit-store.ts';

/** Renderings a client address may ask for per minute, and a visitor of a site (docs/summary.md). */
export const WIDGETS_IP_PER_MINUTE = 120;
export const WIDGETS_VISITOR_PER_MINUTE = 30;

/** What the widget route is built from. */
export interface WidgetsRoutesOptions {
  /** Where the rate limits count (memory by default; Redis when REDIS_URL is set: src/server/http/shared-limits.ts). */
  limitStore?: LimitStore;
  db: Kysely<Database>;
  siteViews: SiteViews;
  assets: PageAssets;
  /** Limits per minute (tests lower them); the defaults above otherwise. */
  limits?: Pick<RateLimits, 'ipPerMinute' | 'visitorPerMinute'>;
  /** What a visitor may see (app.ts): a site behind its whole-site lock renders nothing for those who did not unlock it. */
  access?: readonly AccessSource[];
  /** The database's stock (app.ts): a product block (43) rendered again shows it, as its page does. */
  stock?: StockReader;
}

/**
 * POST /api/widget/GetWidgetRendering (SPEC §7, docs/summary.md): the inner HTML of a collection
 * block (meta `lists`: a summary, a calendar…) of the request's website, rendered from the
 * published site as its page renders it. The browser's `value` is never read: the block's data
 * is the published one. Read-only, so no crumb (cached pages call it). Checks, in order: the
 * site (404), the rate limits (429), the form (400), `widgetJSON` (400), a type that lists
 * collections (400), the block on a page a visitor may see (404), its type (400).
 */
export async function widgetsRoutes(app: FastifyInstance, opts: WidgetsRoutesOptions): Promise<void> {
  const { db, siteViews, assets } = opts;
  const limiter = new RateLimiter('widgets', opts.limits ?? { ipPerMinute: WIDGETS_IP_PER_MINUTE, visitorPerMinute: WIDGETS_VISITOR_PER_MINUTE }, opts.limitStore);
  const blocks = new PublishedBlocks(db, opts.stock);
  registerBodyParser(app, WIDGET_BODY_LIMIT);

  app.post(widgetCalls.getWidgetRendering.path, { bodyLimit: WIDGET_BODY_LIMIT, config: { crumb: false } }, async (req, reply) => {
    const tenant = req.site;
    if (!tenant) return sendError(reply, 'notFound');
    const wait = await limiter.check(req.ip, tenant.websiteId, parseVisitorRecord(req.cookies?.ss_cvr)?.id ?? null);
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      return sendError(reply, 'rateLimited');
    }
    const form = v.safeParse(widgetCalls.getWidgetRendering.request, req.body ?? {});
    if (!form.success) return sendError(reply, 'badRequest', fieldErrors(form.issues));
    let decoded: unknown;
    try {
      decoded = parseJsonSafe(form.output.widgetJSON);
    } catch {
      return sendError(reply, 'badRequest', { widgetJSON: t('summary.widgetJsonInvalid') });
    }
    const widget = v.safeParse(WidgetJson, decoded);
    if (!widget.success) return sendError(reply, 'badRequest', prefixed(fieldErrors(widget.issues)));
    const { type } = widget.output;
    if (!blockDefinition(type)?.lists) return sendError(reply, 'badRequest', { 'widgetJSON.type': t('summary.widgetTypeNotListed') });
    const site = await siteViews.get(tenant);
    if (site.settings.siteLock && siteLocked(site, await visitorAccess(opts.access ?? [], req, tenant))) return sendError(reply, 'notFound');
    // The id as the site file writes it; else without the `block-` prefix of the element id.
    const { id } = widget.output;
    const found =
      (await blocks.find(site, id, form.output.collectionId)) ??
      (id.startsWith('block-') ? await blocks.find(site, id.slice('block-'.length), form.output.collectionId) : undefined);
    if (!found) return sendError(reply, 'notFound');
    if (found.block.type !== type) return sendError(reply, 'badRequest', { 'widgetJSON.type': t('summary.widgetTypeMismatch') });
    const answer: WidgetRenderingAnswer = { data: { html: renderBlockHtml(found.block, found.page, assets) } };
    return reply.header('cache-control', 'no-store').send(answer);
  });
}

/** `widgetJSON`'s field errors under its name: `{ 'widgetJSON.id': '…' }`. */
function prefixed(errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, message]) => [field === 'body' ? 'widgetJSON' : `widgetJSON.${field}`, message]));
}
