/**
 * The checkout and the order pages (issue 16, docs/commerce.md "Checkout and orders"):
 * GET/POST /checkout (§2 type 201) and GET /pedido/:id?t=… (202, 207, 211), site paths drawn in
 * the site's chrome, `private, no-store`, `noindex`. Plain forms that work without script: each
 * POST carries the crumb and an `action` (details | shipping | coupon | removeCoupon | pay) and
 * gets a 303 back to the page, or the page again with its errors. Placing the order is the
 * place-order flow's (handed in as `orders`); the sweeper of pending orders runs here.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ReactNode } from 'react';
import type { PageAssets, SiteView } from '../../page/context.ts';
import { renderPage, renderStandaloneError } from '../../page/render.tsx';
import type { StoreSettings } from '../../model/index.ts';
import { storeSettings } from '../../model/store.ts';
import { CART_COOKIE, COMMERCE_PATHS, orderPath } from '../../shared/commerce.ts';
import { detailsErrors, statesOf, type DetailsInput } from '../../shared/checkout-address.ts';
import { PageType } from '../../shared/enums.ts';
import { isMessageKey, t } from '../../shared/messages/index.ts';
import type { Database } from '../db/schema.ts';
import { toJson } from '../db/dialect.ts';
import { registerBodyParser } from '../http/body.ts';
import { clearCartCookies } from './cart-cookie.ts';
import { cookieValues } from '../http/cookie-header.ts';
import type { Crumbs } from '../http/crumb.ts';
import { RateLimiter, type RateLimits } from '../http/rate-limit.ts';
import { pagePolicy } from '../http/security.ts';
import { siteLocked, visitorAccess, type AccessSource, type SiteViews, type Tenant, type VisitorAccess } from '../sites/index.ts';
import { findCart, type CartRow } from './cart-repo.ts';
import { CheckoutBody, countriesOf, type CardField, type CheckoutView } from './checkout-page.tsx';
import type { OrderPlacer } from './order-placer.ts';
import { OrderBody, orderHeading, type OrderPagePart } from './order-page.tsx';
import { loadOrder, type OrderDetails } from './order-view.tsx';
import { couponUses, orderByKey, saveCartChoices, type OrderRow } from './orders-repo.ts';
import { cartFingerprint, orderToken, tokenOpens } from './orders-service.ts';
import type { PaymentInput, PaymentProvider } from './payments/provider.ts';
import { pricedCart, type PricedCart } from './priced-cart.ts';
import { couponProblem, findCoupon } from './totals.ts';
import { applyCard, cardForCode, cartGiftCard } from './gift-cards/index.ts';
import type { AppliedGiftCard } from './gift-cards/checkout-field.tsx';
import { giftCheckoutRoutes } from './gift-cards/gift-routes.tsx';
import { bodyFields, fieldText } from '../http/body.ts';
import { ATTEMPT_KEY, newAttemptKey } from './attempt-key.ts';
import type { LimitStore } from '../http/limit-store.ts';

export interface CheckoutRoutesOptions {
  /** Where the rate limits count (memory by default; Redis when REDIS_URL is set: src/server/http/shared-limits.ts). */
  limitStore?: LimitStore;
  db: Kysely<Database>;
  siteViews: SiteViews;
  assets: PageAssets;
  /** Who may see what (members, unlocks): the catalogue a cart is priced from is what the visitor may see. */
  access: readonly AccessSource[];
  crumbs: Crumbs;
  /** The crumb of a page's forms (the request's valid one, or a new one set as its cookie). */
  formCrumb: (req: FastifyRequest, reply: FastifyReply, websiteId: string) => string;
  provider: PaymentProvider;
  /** The place-order flow (src/server/flows/place-order.ts). */
  orders: OrderPlacer;
  /** The secret order links are derived from (the session secret). */
  secret: string;
  /** Payment attempts per minute per address and per cart (30 and 10 by default). */
  payLimits?: RateLimits;
  /** Gift card codes tried per minute per address and per cart (20 and 10 by default). */
  giftCardLimits?: RateLimits;
  /** How often the sweeper asks about pending orders (ms; 0: never). Every minute by default. */
  sweepEveryMs?: number;
  /** What another part of the store adds to an order's page (a subscription's 206 heading and section). */
  orderPagePart?: (req: FastifyRequest, reply: FastifyReply, order: { websiteId: string; details: OrderDetails; justPaid: boolean; token: string; timeZone?: string }) => Promise<OrderPagePart | undefined>;
}

type Body = Record<string, unknown>;

/** What every checkout request works with. */
interface Visit {
  tenant: Tenant;
  site: SiteView;
  store: StoreSettings;
  access: VisitorAccess;
  cart: CartRow;
  priced: PricedCart;
  /** The gift card applied to the cart and what it pays of this total. */
  giftCard?: AppliedGiftCard;
}

export async function checkoutRoutes(app: FastifyInstance, opts: CheckoutRoutesOptions): Promise<void> {
  const { db, siteViews, assets, provider, orders } = opts;
  const unknownSite = renderStandaloneError('not-found-site', assets);
  const payLimit = new RateLimiter('checkout-pay', opts.payLimits ?? { ipPerMinute: 30, visitorPerMinute: 10 }, opts.limitStore);
  // Gift card codes tried per address and per cart (guessing a code is throttled).
  const codeLimit = new RateLimiter('gift-card-code', opts.giftCardLimits ?? { ipPerMinute: 20, visitorPerMinute: 10 }, opts.limitStore);
  const checkoutPolicy = pagePolicy(provider.origins);
  registerBodyParser(app, 16 * 1024);

  const every = opts.sweepEveryMs ?? 60_000;
  if (every > 0) {
    // Pending orders whose provider could not be reached are asked about again (an unref'd timer: it never keeps the process up).
    const sweep = setInterval(() => orders.sweep().catch((err) => app.log.error({ err }, 'pending order sweep failed')), every);
    sweep.unref();
    app.addHook('onClose', async () => clearInterval(sweep));
  }

  /** Sends a store page in the site's chrome: never cached, never indexed. */
  function sendStorePage(reply: FastifyReply, site: SiteView, page: { status?: number; pageType: number; heading: string; text: string; body?: ReactNode; className: string; policy?: string }) {
    const path = reply.request.url.split('?')[0];
    const status = page.status ?? 200;
    const html = renderPage({ site, path, pageType: page.pageType as PageType, title: page.heading, description: page.text, message: { heading: page.heading, text: page.text, body: page.body, className: page.className } }, assets, { status });
    if (page.policy) reply.header('content-security-policy', page.policy);
    return (
      reply
        .code(status)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('x-robots-tag', 'noindex')
        // Not no-referrer: a form posted from such a page says `Origin: null`, which the crumb
        // check refuses (see src/server/members/pages.tsx). same-origin never sends the order
        // link's token to another site.
        .header('referrer-policy', 'same-origin')
        .send(html)
    );
  }

  // The gift checkout (/checkout/giftcard, docs/commerce-giftcards.md): the same flow, pages and pay limit.
  giftCheckoutRoutes(app, { db, siteViews, access: opts.access, crumbs: opts.crumbs, formCrumb: opts.formCrumb, provider, orders, secret: opts.secret, payLimit, policy: checkoutPolicy, sendStorePage, readPayment, sendUnknownSite: (reply) => reply.code(404).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(unknownSite) });

  const redirect = (reply: FastifyReply, to: string) => reply.header('cache-control', 'no-store').redirect(to, 303);

  /** The visitor's live cart of this site (every cookie of the name is tried: a sibling may plant one). */
  async function cartOf(req: FastifyRequest, websiteId: string): Promise<CartRow | undefined> {
    for (const token of cookieValues(req, CART_COOKIE, 3)) {
      const cart = await findCart(db, websiteId, token);
      if (cart) return cart;
    }
    return undefined;
  }

  async function price(store: StoreSettings, cart: CartRow, access: VisitorAccess): Promise<PricedCart> {
    const code = cart.coupon_code ? findCoupon(store, cart.coupon_code)?.code.toUpperCase() : undefined;
    const uses = code ? await couponUses(db, cart.website_id, code, cart.email) : undefined;
    return pricedCart(db, store, cart, access, { couponUses: uses });
  }

  /** The request's site, store and cart; or the answer already sent (unknown site, locked site, no cart). */
  async function visit(req: FastifyRequest, reply: FastifyReply): Promise<Visit | null> {
    const tenant = req.site;
    if (!tenant) {
      reply.code(404).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(unknownSite);
      return null;
    }
    const site = await siteViews.get(tenant);
    const access = await visitorAccess(opts.access, req, tenant);
    if (siteLocked(site, access)) {
      redirect(reply, '/');
      return null;
    }
    const cart = await cartOf(req, tenant.websiteId);
    if (!cart) {
      redirect(reply, COMMERCE_PATHS.cart);
      return null;
    }
    const store = storeSettings(site.settings.storeSettings ?? {});
    return repriced({ tenant, site, store, access, cart, priced: await price(store, cart, access) });
  }

  /** The visit with its cart priced again (and its gift card's share) after a refused attempt. */
  async function repriced(v: Visit, again = false): Promise<Visit> {
    const priced = again ? await price(v.store, v.cart, v.access) : v.priced;
    const applied = await cartGiftCard(db, v.tenant.websiteId, v.cart.id, priced.totals.grandTotalCents);
    return { ...v, priced, giftCard: applied ? { last4: applied.card.last4, cents: applied.cents, balanceCents: applied.card.balance_cents } : undefined };
  }

  /** The checkout page, with what the last form sent back. */
  function checkoutPage(req: FastifyRequest, reply: FastifyReply, v: Visit, status = 200, extra: Partial<CheckoutView> = {}) {
    const view: CheckoutView = {
      store: v.store,
      priced: v.priced,
      crumb: opts.formCrumb(req, reply, v.tenant.websiteId),
      key: newAttemptKey(),
      provider: { name: provider.name, browserConfig: provider.browserConfig },
      giftCard: v.giftCard,
      ...extra,
    };
    return sendStorePage(reply, v.site, { status, pageType: PageType.CHECKOUT, heading: t('checkout.title'), text: t('checkout.intro'), body: <CheckoutBody view={view} />, className: 'checkout-page', policy: checkoutPolicy });
  }

  const isLive = (v: Visit) => v.cart.order_id === null && (v.priced.lines.length > 0 || v.priced.gone.length > 0);

  app.get(COMMERCE_PATHS.checkout, async (req, reply) => {
    const v = await visit(req, reply);
    if (!v) return;
    if (!isLive(v)) return redirect(reply, COMMERCE_PATHS.cart);
    return checkoutPage(req, reply, v);
  });

  app.post(COMMERCE_PATHS.checkout, async (req, reply) => {
    const v = await visit(req, reply);
    if (!v) return;
    const body = bodyFields(req);
    const action = fieldText(body.action, 20);
    if (opts.crumbs.refusal(req, v.tenant.websiteId)) {
      if (!isLive(v)) return redirect(reply, COMMERCE_PATHS.cart);
      return checkoutPage(req, reply, v, 403, { error: t('checkout.formExpired') });
    }
    // A replayed payment may come after its cart was closed: the key decides before the cart does.
    if (action === 'pay') return pay(req, reply, v, body);
    if (!isLive(v)) return redirect(reply, COMMERCE_PATHS.cart);
    const now = Date.now();
    const websiteId = v.tenant.websiteId;
    switch (action) {
      case 'details': {
        const input = readDetails(body, v.store);
        const requiresShipping = v.priced.totals.requiresShipping;
        const errors = detailsErrors(input, { requiresShipping, countries: countriesOf(v.store) });
        if (Object.keys(errors).length) return checkoutPage(req, reply, v, 400, { details: input, detailsErrors: errors });
        const address = requiresShipping
          ? { name: input.name, line1: input.line1, line2: input.line2 || undefined, city: input.city, region: input.region || undefined, postalCode: input.postalCode, country: input.country, phone: input.phone || undefined }
          : // Nothing ships: the buyer's name, and the store's own country for its taxes.
            { name: input.name, line1: '', city: '', postalCode: '', country: v.store.shipsTo?.[0] ?? '' };
        await saveCartChoices(db, websiteId, v.cart.id, { email: input.email, address: toJson(address) }, now);
        return redirect(reply, `${COMMERCE_PATHS.checkout}#${requiresShipping ? 'envio' : 'pago'}`);
      }
      case 'shipping': {
        const id = fieldText(body.shipping, 40);
        if (!v.priced.totals.shippingOptions.some((o) => o.id === id)) return checkoutPage(req, reply, v, 400, { shippingError: t('checkout.shippingRequired') });
        await saveCartChoices(db, websiteId, v.cart.id, { shipping_option_id: id }, now);
        return redirect(reply, `${COMMERCE_PATHS.checkout}#pago`);
      }
      case 'coupon': {
        const code = fieldText(body.coupon, 40);
        if (!code) return checkoutPage(req, reply, v, 400, { couponError: t('checkout.couponRequired') });
        const coupon = /^[A-Za-z0-9_-]{1,30}$/.test(code) ? findCoupon(v.store, code) : undefined;
        const uses = coupon ? await couponUses(db, websiteId, coupon.code.toUpperCase(), v.cart.email) : undefined;
        const problem = couponProblem(coupon, v.priced.totals.subtotalCents, uses, new Date(now));
        if (problem || !coupon) return checkoutPage(req, reply, v, 400, { couponInput: code, couponError: t(problem ?? 'commerce.couponUnknown') });
        await saveCartChoices(db, websiteId, v.cart.id, { coupon_code: coupon.code.toUpperCase() }, now);
        return redirect(reply, `${COMMERCE_PATHS.checkout}#resumen`);
      }
      case 'giftCard': {
        const code = fieldText(body.giftCard, 40);
        if (!code) return checkoutPage(req, reply, v, 400, { giftCardError: t('giftCards.codeRequired') });
        const wait = await codeLimit.check(req.ip, websiteId, v.cart.id);
        if (wait) return reply.header('retry-after', String(wait)), checkoutPage(req, reply, v, 429, { giftCardInput: code, giftCardError: t('giftCards.tooManyAttempts', { seconds: wait }) });
        const found = await cardForCode(db, websiteId, v.store.selectedCurrency, code);
        if ('problem' in found) return checkoutPage(req, reply, v, 400, { giftCardInput: code, giftCardError: t(found.problem) });
        await applyCard(db, websiteId, v.cart.id, found.card.id, now);
        return redirect(reply, `${COMMERCE_PATHS.checkout}#resumen`);
      }
      case 'removeGiftCard':
        await applyCard(db, websiteId, v.cart.id, null, now);
        return redirect(reply, `${COMMERCE_PATHS.checkout}#resumen`);
      case 'removeCoupon':
        await saveCartChoices(db, websiteId, v.cart.id, { coupon_code: null }, now);
        return redirect(reply, `${COMMERCE_PATHS.checkout}#resumen`);
      default:
        return checkoutPage(req, reply, v, 400, { error: t('checkout.formExpired') });
    }
  });

  /** The answer to an attempt whose key was used: the same order for the same cart, a refusal for another. */
  function answerUsedKey(req: FastifyRequest, reply: FastifyReply, v: Visit, order: OrderRow) {
    const sameCart = order.cart_id === v.cart.id && (v.cart.order_id === order.id || order.fingerprint === cartFingerprint(v.priced));
    if (!sameCart) return checkoutPage(req, reply, v, 409, { error: t('checkout.keyReused') });
    if (order.status === 'failed') {
      const failure = order.failure && isMessageKey(order.failure) ? order.failure : 'commerce.paymentFailed';
      return checkoutPage(req, reply, v, 400, { error: t(failure) });
    }
    const link = orderPath(order.id, orderToken(opts.secret, order.id));
    return redirect(reply, order.status === 'paid' ? `${link}&nuevo=1` : link);
  }

  async function pay(req: FastifyRequest, reply: FastifyReply, v: Visit, body: Body) {
    const key = fieldText(body.key, 64);
    if (!ATTEMPT_KEY.test(key)) return isLive(v) ? checkoutPage(req, reply, v, 400, { error: t('checkout.formExpired') }) : redirect(reply, COMMERCE_PATHS.cart);
    const used = await orderByKey(db, v.tenant.websiteId, key);
    if (used) return answerUsedKey(req, reply, v, used);
    if (!isLive(v)) return redirect(reply, COMMERCE_PATHS.cart);
    const wait = await payLimit.check(req.ip, v.tenant.websiteId, v.cart.id);
    if (wait) return reply.header('retry-after', String(wait)), checkoutPage(req, reply, v, 429, { error: t('checkout.tooManyAttempts', { seconds: wait }) });
    // What the page showed the gift card paying; when it paid everything no card fields were shown.
    const giftCardCents = /^\d{1,12}$/.test(fieldText(body.giftCardCents, 12)) ? Number(fieldText(body.giftCardCents, 12)) : undefined;
    if (giftCardCents !== undefined && giftCardCents !== (v.giftCard?.cents ?? 0)) return checkoutPage(req, reply, v, 409, { error: t('giftCards.balanceChanged') });
    const covered = Boolean(giftCardCents && v.giftCard && giftCardCents === v.priced.totals.grandTotalCents);
    const card = covered ? { payment: { kind: 'card', number: '', expMonth: 0, expYear: 0, cvc: '', name: '' } as PaymentInput, name: '' } : readPayment(body, provider);
    if ('errors' in card) return checkoutPage(req, reply, v, 400, { cardErrors: card.errors, cardName: card.name });
    const result = await orders.place({ store: v.store, cart: v.cart, access: v.access, key, payment: card.payment, giftCardCents, priced: v.priced });
    switch (result.kind) {
      // The cart became the order: its cookies go, so the cart indicator shows an empty cart.
      case 'paid':
        clearCartCookies(req, reply);
        return redirect(reply, `${orderPath(result.orderId, result.token)}&nuevo=1`);
      case 'pending':
        clearCartCookies(req, reply);
        return redirect(reply, orderPath(result.orderId, result.token));
      case 'existing':
        return answerUsedKey(req, reply, v, result.order);
      case 'declined':
        return checkoutPage(req, reply, await repriced(v, true), 400, { error: t(result.failure), cardName: card.name });
      case 'refused': {
        const { refusal } = result;
        const message = t(refusal.key, refusal.values);
        const fresh = await repriced(v, true);
        if (refusal.field === 'giftCard') return checkoutPage(req, reply, fresh, 409, { error: message });
        if (refusal.field === 'coupon') return checkoutPage(req, reply, fresh, 400, { error: message });
        if (refusal.field === 'shipping') return checkoutPage(req, reply, fresh, 400, { shippingError: message });
        return checkoutPage(req, reply, fresh, 400, { error: message });
      }
    }
  }

  // ---- An order's page ----

  app.get<{ Params: { id: string }; Querystring: Record<string, unknown> }>(`${COMMERCE_PATHS.order}/:id`, async (req, reply) => {
    const tenant = req.site;
    if (!tenant) return reply.code(404).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(unknownSite);
    const site = await siteViews.get(tenant);
    const query = req.query ?? {};
    const id = req.params.id;
    const details = /^[0-9a-f]{24}$/.test(id) ? await loadOrder(db, tenant.websiteId, id) : undefined;
    if (!details || !tokenOpens(details.order, query.t)) {
      return sendStorePage(reply, site, { status: 404, pageType: PageType.NOT_FOUND, heading: t('order.notFoundTitle'), text: t('order.notFoundText'), className: 'order-page' });
    }
    const store = storeSettings(site.settings.storeSettings ?? {});
    const timeZone = site.settings.timeZone;
    const part = await opts.orderPagePart?.(req, reply, { websiteId: tenant.websiteId, details, justPaid: query.nuevo === '1', token: String(query.t), timeZone });
    const head = part?.heading ?? orderHeading(details, query.nuevo === '1', timeZone);
    return sendStorePage(reply, site, { pageType: head.pageType, heading: head.heading, text: head.text, body: <OrderBody details={details} store={store} timeZone={timeZone} token={String(query.t)} memberAreas={site.settings.memberAreas}>{part?.section}</OrderBody>, className: 'order-page' });
  });
}

/** The details form as sent (trimmed, bounded); the region from the select for MX and US, else the free text. */
export function readDetails(body: Body, store: StoreSettings): DetailsInput {
  const countries = countriesOf(store);
  const country = fieldText(body.country, 2).toUpperCase() || (countries.length === 1 ? countries[0] : '');
  return {
    email: fieldText(body.email, 300),
    name: fieldText(body.name, 120),
    line1: fieldText(body.line1, 200),
    line2: fieldText(body.line2, 200),
    city: fieldText(body.city, 120),
    region: statesOf(country) ? fieldText(body.region, 6).toUpperCase() : fieldText(body.regionText, 60),
    postalCode: fieldText(body.postalCode, 12).toUpperCase(),
    country,
    phone: fieldText(body.phone, 30),
  };
}

/** The payment fields: the card's (test provider) or the provider's own token (Stripe), with their errors. */
export function readPayment(body: Body, provider: PaymentProvider): { payment: PaymentInput; name: string } | { errors: Partial<Record<CardField, string>>; name: string } {
  const name = fieldText(body.cardName, 120);
  if (provider.browserConfig) {
    const paymentMethodId = fieldText(body.paymentMethodId, 200);
    return paymentMethodId ? { payment: { kind: 'stripe', paymentMethodId }, name } : { errors: { cardNumber: t('commerce.paymentFailed') }, name };
  }
  const errors: Partial<Record<CardField, string>> = {};
  const number = fieldText(body.cardNumber, 40).replace(/[\s-]/g, '');
  const expiry = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(fieldText(body.cardExpiry, 10));
  const cvc = fieldText(body.cardCvc, 10);
  if (!number) errors.cardNumber = t('checkout.cardNumberRequired');
  if (!expiry) errors.cardExpiry = t('checkout.cardExpiryInvalid');
  if (!cvc) errors.cardCvc = t('checkout.cardCvcRequired');
  if (!name) errors.cardName = t('checkout.cardNameRequired');
  if (Object.keys(errors).length || !expiry) return { errors, name };
  const year = Number(expiry[2]);
  return { payment: { kind: 'card', number, expMonth: Number(expiry[1]), expYear: year < 100 ? 2000 + year : year, cvc, name }, name };
}
