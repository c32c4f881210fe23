import { accessLog } from './http/access-log.ts';
import fastifyCookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { API_ROOT } from '../shared/contracts/call.ts';
import type { Config } from './config.ts';
import type { Database } from './db/schema.ts';
import type { PageAssets } from '../page/context.ts';
import { renderStandaloneError } from '../page/render.tsx';
import { analyticsRoutes } from './analytics/index.ts';
import { donateFlows, orderFlows } from './flows/index.ts';
import { storeSettings } from '../model/store.ts';
import { approvedComments, approvedCounts, commentsRoutes } from './comments/index.ts';
import { formsMailTemplates, formsRoutes } from './forms/index.ts';
import { approvedReviews, reviewsHook, reviewsRoutes } from './reviews/index.ts';
import { REVIEWS_ON_PRODUCT_PAGE } from '../shared/reviews.ts';
import { mailPlugin, type MailWorkerOptions } from './mail/index.ts';
import { memberAccess, memberMails, MemberService, membersRoutes, paidAreasHook } from './members/index.ts';
import { cartRoutes, checkoutRoutes, clearCartCookies, digitalDownloadsHook, giftCardsHook, donateRoutes, downloadRoutes, settleDonationFromEvent, orderByPayment, paymentProvider, paymentWebhookRoutes, siteTenant, stockLevels, subscriptionHook, subscriptionOrderPart, subscriptionSite, subscriptionRenewals, subscriptionRoutes, type OrderHook, type PaymentEvent, type PaymentProvider, type SubscriptionRenewals } from './commerce/index.ts';
import { loadAssets } from './assets.ts';
import { Crumbs, crumbGuard, crumbRoute } from './http/crumb.ts';
import { describeFrameworkError, sendError } from './http/errors.ts';
import { clientErrorHandler, frameworkErrors, wantsPage } from './http/client-errors.ts';
import { healthRoutes } from './http/health.ts';
import { MemoryLimitStore, type LimitStore } from './http/limit-store.ts';
import { connectRedis, openRedis, SharedLimitStore } from './http/shared-limits.ts';
import { OwnerAuth, OwnerService, ownerRoutes, recordRoutes } from './owner/index.ts';
import { securityHeaders } from './http/security.ts';
import { staticFiles } from './http/static.ts';
import { fontRoutes } from './fonts/index.ts';
import { platformRoutes, type PlatformRoutesOptions } from './platform/index.ts';
import { widgetsRoutes } from './widgets/index.ts';
import { multilingualRoutes } from './multilingual/index.ts';
import { LockStore, locksRoutes, unlockAccess, UnlockCookies, type UnlockLimits } from './locks/index.ts';
import { openBlobs, type LocalBlobs } from './blobs/index.ts';
import { blockFrameRoutes, CdnPurger, HtmlCache, listenForSiteChanges, pageRoutes, resolveSiteOnRequest, siteStateGate, SiteViews, TenantResolver, type AccessSource } from './sites/index.ts';

/** What the app is built from: the config and an open, migrated database. */
export interface AppDeps {
  db: Kysely<Database>;
  /** Built browser assets; read from `config.clientDir` when omitted. */
  assets?: PageAssets;
  /** A PostgreSQL URL: listen there for other processes' site changes (src/server/sites/site-changes.ts). */
  /** Waits between failed CDN purge calls (tests shorten them; src/server/sites/cdn.ts). */
  cdnPurgeRetryMs?: readonly number[];
  siteChangesUrl?: string;
  /**
   * Where rate limits and sign-in counters count. When omitted: in Redis when `config.redisUrl`
   * is set (one client, closed with the app; src/server/http/shared-limits.ts), else in memory.
   */
  limitStore?: LimitStore;
  /** The prefix of this app's Redis keys ('vitrina:' by default; tests give each their own). */
  redisKeyPrefix?: string;
  /** Pino logger options, or false to log nothing (tests). */
  logger?: boolean | object;
  /** Outbox worker tuning (tests shorten the poll and retry delays). */
  mail?: MailWorkerOptions;
  /** Comments per minute per address and per visitor (tests lower them; docs/comments.md). */
  commentLimits?: { ipPerMinute: number; visitorPerMinute: number };
  /** GetWidgetRendering calls per minute per address and per visitor (tests lower them; docs/summary.md). */
  widgetLimits?: { ipPerMinute: number; visitorPerMinute: number };
  /** Unlock attempts per minute per address and per lock (tests lower them; docs/locks.md). */
  unlockLimits?: UnlockLimits;
  /** Members' sign-ups and mail links per minute per address (tests raise it; docs/members.md). */
  memberMailPerMinute?: number;
  /** The payment provider (the built-in test provider when absent; docs/commerce.md). */
  payments?: PaymentProvider;
  /** Told when a sku's stock reached 0 or came back (the storefront drops its cached pages). */
  stockChanged?: (websiteId: string) => void;
  /** Checkout tuning (tests): payment attempts per minute, how often pending orders are swept (0: never). */
  checkout?: { payLimits?: { ipPerMinute: number; visitorPerMinute: number }; giftCardLimits?: { ipPerMinute: number; visitorPerMinute: number }; sweepEveryMs?: number };
  /** Subscriptions (tests): how often due renewals are swept (0: never), the clock renewals read. */
  subscriptions?: { sweepEveryMs?: number; now?: () => number };
  /** Cart calls and cart form posts per minute per address (tests change it; docs/commerce.md "Cart"). */
  cartPerMinute?: number;
  /** What a payment provider's webhook event changes (the checkout settles pending orders; docs/commerce.md). */
  onPaymentEvent?: (event: PaymentEvent) => Promise<void>;
  /** Product reviews tuning (tests): how often due review requests are mailed (ms; 0: never; docs/commerce-reviews.md). */
  reviews?: { sweepEveryMs?: number };
  /** Platform calls (tests): the places provider's fetch, the core count the recording id reads (docs/platform-calls.md). */
  platform?: Omit<PlatformRoutesOptions, 'config'>;
  /** Sitemap tuning (tests): the most URLs in one sitemap file before it splits (docs/seo.md; 50,000). */
  seo?: { sitemapUrls?: number };
  /** Published files' store and this process's copies (docs/media-store.md); made from `config.mediaStore` when omitted. */
  blobs?: LocalBlobs;
}

/** The parts of a running app that other code (publishing, tests) needs to reach. */
export interface AppServices {
  tenants: TenantResolver;
  htmlCache: HtmlCache;
  /** Mints and checks the crumb (CSRF token) of each site's visitors. */
  crumbs: Crumbs;
  /** Owner sign-in: sessions, the crumb of owner forms (src/server/owner; `requireOwner` uses it). */
  owners: OwnerAuth;
  /** The blob store of published files and this process's local copies: publishing sends files through it. */
  blobs: LocalBlobs;
  /** Where every rate limit and sign-in counter of the app counts (memory, or Redis when REDIS_URL is set). */
  limitStore: LimitStore;
  /**
   * Drops every cached answer for a website after this process republished or rewrote it (other
   * processes drop theirs on its announcement), and asks the CDN to drop its pages (docs/cdn.md).
   */
  siteChanged(websiteId: string): void;
  /** Drops a website's cached pages after something they show changed here (a comment or review approved, stock), the CDN's too. */
  pagesChanged(websiteId: string): void;
  /** Tells the CDN (CDN_PURGE_URL) to drop a site's pages; `settled()` waits for the calls under way. */
  cdn: CdnPurger;
  /**
   * Drops a website's cached pages after a sku ran out or came back (checkout, the owner's
   * inventory), so «Agotado» and the buy forms follow the database at once in this process
   * (other processes within STOCK_MAX_AGE_MS; docs/commerce.md "Storefront").
   */
  stockChanged(websiteId: string): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    vitrina: AppServices;
    /** The renewals' sweeper (docs/commerce-subscriptions.md): its timer runs it; tests call `sweep()`. */
    subscriptionRenewals: SubscriptionRenewals;
  }
}

/** Builds the Fastify app: nothing global, everything from `config` and `deps`. */
export async function buildApp(config: Config, deps: AppDeps): Promise<FastifyInstance> {
  const loaded = deps.assets ?? loadAssets(config.clientDir);
  // The external events collector (EVENTS_COLLECTOR_URL) reaches pages with their assets: context JSON and connect-src.
  const assets = config.eventsCollectorUrl ? { ...loaded, eventsCollector: config.eventsCollectorUrl } : loaded;
  const errorPages = { badRequest: renderStandaloneError('bad-request', assets), notFound: renderStandaloneError('not-found', assets) };
  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    // One line per request, by default only for failures (src/server/http/access-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    // A hop count is valid at run time (Fastify docs) though its types omit numbers.
    trustProxy: config.trustProxy as boolean | string,
    bodyLimit: 1024 * 1024,
    connectionTimeout: 30_000,
    requestTimeout: 30_000,
    keepAliveTimeout: 5_000,
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    routerOptions: { ignoreDuplicateSlashes: false, maxParamLength: 500 },
    // Errors before any route (a URL that does not decode, headers over 16 KB): the same shapes as below.
    frameworkErrors: frameworkErrors(errorPages),
    clientErrorHandler: clientErrorHandler(errorPages),
  });
  const tenants = new TenantResolver(deps.db, config.appDomain);
  const htmlCache = new HtmlCache(config.htmlCacheBytes);
  const crumbs = new Crumbs(config.sessionSecret);
  const siteViews = new SiteViews(deps.db, config.appDomain, config.publicAddress);
  const owners = new OwnerAuth(new OwnerService(deps.db), crumbs, siteViews, assets);
  const blobs = deps.blobs ?? openBlobs(config, deps.db);
  const limitStore = deps.limitStore ?? (await sharedLimits(app, config.redisUrl, deps.redisKeyPrefix));
  // The CDN is told by the process that made the change only, never on another's announcement.
  const cdn = new CdnPurger(config.cdn.purge, app.log, deps.cdnPurgeRetryMs);
  const dropSite = (websiteId: string) => {
    tenants.clear();
    htmlCache.dropWebsite(websiteId);
  };
  app.decorate('vitrina', {
    blobs,
    tenants,
    htmlCache,
    crumbs,
    owners,
    limitStore,
    cdn,
    siteChanged(websiteId: string) {
      dropSite(websiteId);
      void cdn.purge(websiteId);
    },
    pagesChanged(websiteId: string) {
      htmlCache.dropWebsite(websiteId);
      void cdn.purge(websiteId);
    },
    stockChanged(websiteId: string) {
      this.pagesChanged(websiteId);
    },
  } satisfies AppServices);

  // Every route from here on is recorded with its permission guard (the role × route test reads them).
  recordRoutes(app);
  securityHeaders(app);
  accessLog(app, config.accessLog);
  resolveSiteOnRequest(app, tenants);
  await app.register(fastifyCookie);
  // A site that is not available (expired, removed…: docs/site-states.md) answers its state page or
  // error before any route; its signed-in owner still sees its pages (cookies parsed above).
  siteStateGate(app, { siteViews, assets, cache: htmlCache, owners });
  crumbGuard(app, { crumbs });
  crumbRoute(app, { crumbs });
  const errorPage = renderStandaloneError('error', assets);

  app.setErrorHandler((err: Error, req, reply) => {
    const { status, code, message, errors } = describeFrameworkError(err as any);
    if (status >= 500) req.log.error({ err }, 'request failed');
    else req.log.info({ err: { message: err.message, code: (err as any).code } }, 'bad request');
    if (!wantsPage(req.method, req.url)) return sendError(reply, code, errors);
    return reply.code(status).type('text/html; charset=utf-8').send(status >= 500 ? errorPage : errorPages.badRequest);
  });
  // A missing file under /assets/ or /media/ is answered like a missing page (HTML, §8 JSON under /api/).
  app.setNotFoundHandler((req, reply) =>
    wantsPage(req.method, req.url) ? reply.code(404).type('text/html; charset=utf-8').send(errorPages.notFound) : sendError(reply, 'notFound'),
  );

  await app.register(healthRoutes, { db: deps.db });
  await app.register(analyticsRoutes, { db: deps.db, config, limitStore });
  // Mails written when they are sent: each domain's templates (mail/worker.ts, MailTemplates).
  await app.register(mailPlugin, { db: deps.db, config, worker: deps.mail, templates: { ...formsMailTemplates(deps.db) } });
  await app.register(formsRoutes, { db: deps.db, config, limitStore, siteViews, assets, worker: app.mail.worker });
  await app.register(commentsRoutes, { db: deps.db, limitStore, sessionSecret: config.sessionSecret, siteViews, assets, limits: deps.commentLimits, worker: app.mail.worker });
  // What a visitor may see beyond public pages, from their cookies (src/server/sites/access.ts):
  // each domain that grants access (members' sessions, password unlocks) adds its source here.
  const members = new MemberService(deps.db, memberMails);
  const access: AccessSource[] = [memberAccess(members)];
  const unlockCookies = new UnlockCookies(config.sessionSecret);
  const lockStore = new LockStore(deps.db);
  access.push(unlockAccess(unlockCookies, lockStore));
  await app.register(locksRoutes, { limitStore, siteViews, assets, cookies: unlockCookies, store: lockStore, limits: deps.unlockLimits });
  // Products on pages show the database's stock (commerce), read through sites' StockReader.
  const stock = { levels: (websiteId: string, skus: readonly string[]) => stockLevels(deps.db, websiteId, skus) };
  await app.register(widgetsRoutes, { db: deps.db, limitStore, siteViews, assets, limits: deps.widgetLimits, access, stock });
  // The store (docs/commerce.md): one payment provider for checkout and the owner's refunds; a sku
  // that runs out or comes back drops the site's cached pages (they show «Agotado»).
  const payments = deps.payments ?? paymentProvider(config);
  const stockChanged = (websiteId: string) => {
    app.vitrina.stockChanged(websiteId);
    deps.stockChanged?.(websiteId);
  };
  // What the store's other parts do when an order is paid, fulfilled or cancelled (commerce/order-hooks.ts):
  // each part of issue 17 adds its hook here.
  const orderHooks: OrderHook[] = [];
  orderHooks.push(digitalDownloadsHook);
  orderHooks.push(paidAreasHook(members));
  orderHooks.push(reviewsHook);
  orderHooks.push(giftCardsHook);
  orderHooks.push(subscriptionHook);
  await app.register(ownerRoutes, { auth: owners, limitStore, db: deps.db, mailOn: app.mail.enabled, store: { provider: payments, stockChanged, hooks: orderHooks, secret: config.sessionSecret } });
  // The owner's §7 multilingual calls (docs/multilingual.md).
  await app.register(multilingualRoutes, { db: deps.db });
  // onSignOut: §7 cloneCart=false clears the cart cookies (the cart stays in the database; docs/commerce.md "Cart").
  await app.register(membersRoutes, { service: members, limitStore, crumbs, siteViews, assets, formCrumb: (req, reply, websiteId) => owners.formCrumb(req, reply, websiteId), mailPerMinute: deps.memberMailPerMinute, worker: app.mail.worker, onSignOut: (req, reply, keepCart) => (keepCart ? undefined : clearCartCookies(req, reply)) });
  await app.register(cartRoutes, { db: deps.db, limitStore, siteViews, assets, crumbs, formCrumb: (req, reply, websiteId) => owners.formCrumb(req, reply, websiteId), access, perMinute: deps.cartPerMinute });
  // Checkout and orders (docs/commerce.md): the place-order flow is built here and handed in.
  const orders = orderFlows({
    db: deps.db,
    provider: payments,
    secret: config.sessionSecret,
    site: async (websiteId) => {
      const tenant = await siteTenant(deps.db, websiteId);
      if (!tenant) return undefined;
      const view = await siteViews.get(tenant);
      return { title: view.website.title, baseUrl: view.baseUrl, timeZone: view.settings.timeZone, store: storeSettings(view.settings.storeSettings ?? {}) };
    },
    stockChanged,
    mailQueued: () => app.mail.worker?.wake(),
    hooks: orderHooks,
  });
  const formCrumb = (req: FastifyRequest, reply: FastifyReply, websiteId: string) => owners.formCrumb(req, reply, websiteId);
  await app.register(checkoutRoutes, { db: deps.db, limitStore, siteViews, assets, access, crumbs, formCrumb: (req, reply, websiteId) => owners.formCrumb(req, reply, websiteId), provider: payments, orders, secret: config.sessionSecret, ...deps.checkout, orderPagePart: subscriptionOrderPart({ db: deps.db }, formCrumb) });
  await app.register(downloadRoutes, { db: deps.db, siteViews, assets, secret: config.sessionSecret, blobs });
    // Donations (docs/commerce-donations.md): /checkout/donate and its donate flow, the same provider; the checkout's tuning applies.
  const donations = donateFlows({ db: deps.db, provider: payments, secret: config.sessionSecret, mailQueued: () => app.mail.worker?.wake(), site: async (websiteId) => { const tenant = await siteTenant(deps.db, websiteId); const view = tenant && (await siteViews.get(tenant)); return view && { title: view.website.title, baseUrl: view.baseUrl, timeZone: view.settings.timeZone, store: storeSettings(view.settings.storeSettings ?? {}) }; } });
  await app.register(donateRoutes, { db: deps.db, limitStore, siteViews, assets, access, crumbs, formCrumb: (req, reply, websiteId) => owners.formCrumb(req, reply, websiteId), provider: payments, donations, secret: config.sessionSecret, sweepEveryMs: deps.checkout?.sweepEveryMs, limits: deps.checkout?.payLimits });
  // Subscriptions (docs/commerce-subscriptions.md): their checkout, cancel and the renewals' sweeper.
  const subscriptionDeps = { db: deps.db, provider: payments, secret: config.sessionSecret, hooks: orderHooks, site: subscriptionSite(deps.db, siteViews), mailQueued: () => app.mail.worker?.wake(), now: deps.subscriptions?.now };
  app.decorate('subscriptionRenewals', subscriptionRenewals(subscriptionDeps));
  await app.register(subscriptionRoutes, { limitStore, siteViews, assets, access, crumbs, formCrumb, orders, deps: subscriptionDeps, renewals: app.subscriptionRenewals, sweepEveryMs: deps.subscriptions?.sweepEveryMs });
  // Stripe's webhooks settle what the checkout left pending (3-D Secure, an unanswered charge) and record subscriptions' renewals.
  const settleFromEvent = async (event: PaymentEvent) => {
    // A subscription Stripe bills was charged, refused or ended (docs/commerce-subscriptions.md "Stripe Subscriptions").
    if (event.type === 'renewals.changed' && event.providerSubscription) return app.subscriptionRenewals.providerChanged(event.providerSubscription);
    if (!event.paymentId || (event.type !== 'payment.succeeded' && event.type !== 'payment.failed')) return;
    const order = await orderByPayment(deps.db, payments.name, event.paymentId);
    if (!order) return settleDonationFromEvent(deps.db, payments.name, donations, event);
    if (order.status !== 'pending') return;
    await orders.settle(order.website_id, order.id, event.type === 'payment.succeeded' ? { status: 'succeeded', paymentId: event.paymentId } : { status: 'declined', paymentId: event.paymentId, failure: 'commerce.cardDeclined' });
  };
  await app.register(reviewsRoutes, { db: deps.db, siteViews, assets, crumbs, formCrumb: (req, reply, websiteId) => owners.formCrumb(req, reply, websiteId), secret: config.sessionSecret, mailQueued: () => app.mail.worker?.wake(), ...deps.reviews });
  await app.register(paymentWebhookRoutes, { db: deps.db, provider: payments, onPaymentEvent: deps.onPaymentEvent ?? settleFromEvent });
  await app.register(fontRoutes);
  // §7 places look-ups and the session-recording id (docs/platform-calls.md).
  await app.register(platformRoutes, { config, limitStore, ...deps.platform });
  await app.register(staticFiles, { clientDir: config.clientDir, dataDir: config.dataDir, fetchMedia: (websiteId, name) => blobs.local('media', websiteId, name) });
  await app.register(blockFrameRoutes, { db: deps.db, siteViews, access });
  // Unknown API paths answer in the §8 JSON shape, never with an HTML page.
  app.all(`${API_ROOT}*`, (_req, reply) => sendError(reply, 'notFound'));
  const comments = { approved: (w: string, i: string) => approvedComments(deps.db, w, i), counts: (w: string, ids: readonly string[]) => approvedCounts(deps.db, w, ids) };
  const reviews = { forProduct: (w: string, itemId: string) => approvedReviews(deps.db, w, itemId, REVIEWS_ON_PRODUCT_PAGE) };
  await app.register(pageRoutes, { db: deps.db, assets, cache: htmlCache, siteViews, cdn: config.cdn, owners, comments, access, stock, reviews, blobs, sitemapUrls: deps.seo?.sitemapUrls });
  // Another process's publish drops this one's cached pages at once (PostgreSQL LISTEN/NOTIFY).
  if (deps.siteChangesUrl) {
    const listener = await listenForSiteChanges(deps.siteChangesUrl, dropSite, {
      onError: (err) => app.log.warn({ err }, 'site changes: connection lost, opening it again'),
    });
    app.addHook('onClose', () => listener.close());
  }
  return app;
}

/**
 * The limits of an app without a given store: with REDIS_URL, Redis shared by every process (one
 * client, waited for up to 2 s at start, closed with the app; memory while it is away); else memory.
 */
async function sharedLimits(app: FastifyInstance, redisUrl: string | null, prefix?: string): Promise<LimitStore> {
  if (!redisUrl) return new MemoryLimitStore();
  const client = openRedis(redisUrl);
  app.addHook('onClose', async () => {
    await client.quit().catch(() => client.disconnect());
  });
  if (!(await connectRedis(client))) app.log.warn('rate limits: Redis (REDIS_URL) not reached at start; each process counts on its own until it answers');
  return new SharedLimitStore(client, app.log, { prefix });
}
