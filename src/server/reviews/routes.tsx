/**
 * The reviews request page (§2 type 209, docs/commerce-reviews.md): GET/POST
 * /commerce/resenas/:orderId?t=…, a site path drawn in the site's chrome, `private, no-store`,
 * `noindex`. The token is the order's reviews HMAC (token.ts); a wrong one, an unknown order, an
 * order without a request or another site's order answer the same 404; an expired request 410.
 * A post carries the crumb and one product's review, and gets a 303 back (`?t=…&gracias=itemId`)
 * or the page again with what is wrong (400), or `commerce.alreadyReviewed` (409).
 * Also GET /commerce/resenas/producto/:itemId?pagina=N: a product's approved reviews, paged.
 * The sweeper of due requests runs here (an unref'd timer).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ReactNode } from 'react';
import type { PageAssets, SiteView } from '../../page/context.ts';
import { renderPage, renderStandaloneError } from '../../page/render.tsx';
import { PageType } from '../../shared/enums.ts';
import { t } from '../../shared/messages/index.ts';
import { REVIEW_LIMITS, reviewsRequestPath } from '../../shared/reviews.ts';
import type { Database } from '../db/schema.ts';
import { registerBodyParser } from '../http/body.ts';
import type { Crumbs } from '../http/crumb.ts';
import { loadOrder } from '../commerce/index.ts';
import type { SiteViews } from '../sites/index.ts';
import { reviewableLines } from './mail.tsx';
import { ReviewsRequestBody, type ReviewAttempt, type ReviewsPageView } from './page.tsx';
import { insertReview, requestOf, reviewedItems } from './repo.ts';
import { productReviewsRoute } from './product-page.tsx';
import { sweepDeps, sweepReviewRequests } from './service.ts';
import { reviewTokenOpens } from './token.ts';

export interface ReviewsRoutesOptions {
  db: Kysely<Database>;
  siteViews: SiteViews;
  assets: PageAssets;
  crumbs: Crumbs;
  /** The crumb of a page's forms (the request's valid one, or a new one set as its cookie). */
  formCrumb: (req: FastifyRequest, reply: FastifyReply, websiteId: string) => string;
  /** The secret the reviews links are derived from (the session secret). */
  secret: string;
  /** How often due requests are mailed (ms; 0: never). Every minute by default. */
  sweepEveryMs?: number;
  /** Told after the sweeper queued mail (wakes the outbox worker). */
  mailQueued?: () => void;
}

type Body = Record<string, unknown>;
/** Text as sent, trimmed, capped well above the limits so the refusal can say how long it was. */
const text = (value: unknown): string => (typeof value === 'string' ? value.trim().slice(0, 20_000) : '');
const ORDER_ID = /^[0-9a-f]{24}$/;

export async function reviewsRoutes(app: FastifyInstance, opts: ReviewsRoutesOptions): Promise<void> {
  const { db, siteViews, assets } = opts;
  const unknownSite = renderStandaloneError('not-found-site', assets);
  registerBodyParser(app, 16 * 1024);

  const sweeping = sweepDeps(db, siteViews, opts.secret);
  const every = opts.sweepEveryMs ?? 60_000;
  if (every > 0) {
    const sweep = setInterval(() => {
      sweepReviewRequests(sweeping)
        .then((n) => (n > 0 ? opts.mailQueued?.() : undefined))
        .catch((err) => app.log.error({ err }, 'review request sweep failed'));
    }, every);
    sweep.unref();
    app.addHook('onClose', async () => clearInterval(sweep));
  }

  /** Sends a page in the site's chrome: never cached, never indexed. */
  function sendPage(reply: FastifyReply, site: SiteView, page: { status?: number; pageType: number; heading: string; text: string; body?: ReactNode }) {
    const path = reply.request.url.split('?')[0];
    const status = page.status ?? 200;
    const html = renderPage({ site, path, pageType: page.pageType as PageType, title: page.heading, description: page.text, message: { heading: page.heading, text: page.text, body: page.body, className: 'reviews-page' } }, assets, { status });
    return reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'private, no-store')
      .header('x-robots-tag', 'noindex')
      // same-origin, not no-referrer: a form posted from the page must say its Origin (see checkout-routes.tsx).
      .header('referrer-policy', 'same-origin')
      .send(html);
  }

  /** The request's site, order and request, or the answer already sent (404 for anything unknown, 410 expired). */
  async function open(req: FastifyRequest<{ Params: { orderId: string } }>, reply: FastifyReply) {
    const tenant = req.site;
    if (!tenant) {
      reply.code(404).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(unknownSite);
      return null;
    }
    const site = await siteViews.get(tenant);
    const orderId = req.params.orderId;
    const token = (req.query as Record<string, unknown> | undefined)?.t;
    const request = ORDER_ID.test(orderId) && reviewTokenOpens(opts.secret, orderId, token) ? await requestOf(db, tenant.websiteId, orderId) : undefined;
    const details = request ? await loadOrder(db, tenant.websiteId, orderId) : undefined;
    if (!request || !details) {
      sendPage(reply, site, { status: 404, pageType: PageType.NOT_FOUND, heading: t('reviews.notFoundTitle'), text: t('reviews.notFoundText') });
      return null;
    }
    if (Date.now() >= request.expiresAt) {
      sendPage(reply, site, { status: 410, pageType: PageType.REVIEWS_REQUEST, heading: t('reviews.expiredTitle'), text: t('commerce.reviewRequestExpired') });
      return null;
    }
    return { tenant, site, details, action: reviewsRequestPath(orderId, token as string) };
  }

  async function requestPage(req: FastifyRequest, reply: FastifyReply, v: NonNullable<Awaited<ReturnType<typeof open>>>, status = 200, attempt?: ReviewAttempt, thanks?: string) {
    const reviewed = await reviewedItems(db, v.tenant.websiteId, v.details.order.id);
    const products = reviewableLines(v.details).map((p) => ({ ...p, ...(reviewed.has(p.itemId) ? { done: p.itemId === thanks ? ('thanks' as const) : ('already' as const) } : {}) }));
    const view: ReviewsPageView = { action: v.action, crumb: opts.formCrumb(req, reply, v.tenant.websiteId), buyerName: v.details.address?.name ?? '', products, attempt };
    const text = products.length ? t('reviews.pageText', { number: v.details.order.number }) : t('reviews.nothingToReview');
    return sendPage(reply, v.site, { status, pageType: PageType.REVIEWS_REQUEST, heading: t('reviews.pageTitle'), text, body: <ReviewsRequestBody view={view} /> });
  }

  app.get<{ Params: { orderId: string } }>('/commerce/resenas/:orderId', async (req, reply) => {
    const v = await open(req, reply);
    if (!v) return;
    const thanks = (req.query as Record<string, unknown>).gracias;
    return requestPage(req, reply, v, 200, undefined, typeof thanks === 'string' ? thanks : undefined);
  });

  app.post<{ Params: { orderId: string } }>('/commerce/resenas/:orderId', async (req, reply) => {
    const v = await open(req, reply);
    if (!v) return;
    const body: Body = req.body && typeof req.body === 'object' ? (req.body as Body) : {};
    const itemId = text(body.itemId);
    const product = reviewableLines(v.details).find((p) => p.itemId === itemId);
    const values = { rating: text(body.rating), title: text(body.title), text: text(body.text), name: text(body.name) };
    if (!product) return sendPage(reply, v.site, { status: 404, pageType: PageType.NOT_FOUND, heading: t('reviews.notFoundTitle'), text: t('reviews.unknownProduct') });
    if (opts.crumbs.refusal(req, v.tenant.websiteId)) return requestPage(req, reply, v, 403, { itemId, values, errors: {}, error: t('reviews.formExpired') });
    const errors = reviewErrors(values);
    if (Object.keys(errors).length) return requestPage(req, reply, v, 400, { itemId, values, errors });
    const saved = await insertReview(db, { websiteId: v.tenant.websiteId, orderId: v.details.order.id, itemId, productTitle: product.title, rating: Number(values.rating), title: values.title, text: values.text, authorName: values.name, now: Date.now() });
    if (!saved) return requestPage(req, reply, v, 409);
    return reply.header('cache-control', 'no-store').redirect(`${v.action}&gracias=${itemId}#${`resena-${itemId}-heading`}`, 303);
  });

  productReviewsRoute(app, { db, siteViews, assets, sendPage, unknownSite });
}

/** What is wrong with a review as sent: the rating is required (1–5), the rest within its limits. */
export function reviewErrors(values: { rating: string; title: string; text: string; name: string }): Partial<Record<'rating' | 'title' | 'text' | 'name', string>> {
  const errors: Partial<Record<'rating' | 'title' | 'text' | 'name', string>> = {};
  if (!/^[1-5]$/.test(values.rating)) errors.rating = t('reviews.ratingRequired');
  if (values.title.length > REVIEW_LIMITS.title) errors.title = t('reviews.titleTooLong', { count: REVIEW_LIMITS.title });
  if (values.text.length > REVIEW_LIMITS.text) errors.text = t('reviews.textTooLong', { count: REVIEW_LIMITS.text, length: values.text.length });
  if (!values.name) errors.name = t('reviews.nameRequired');
  else if (values.name.length > REVIEW_LIMITS.name) errors.name = t('reviews.nameRequired');
  return errors;
}
