/**
 * Buying and cancelling a subscription (issue 17, docs/commerce-subscriptions.md):
 * - POST /commerce/subscribe (form `itemId`, `sku`; same origin only, like the cart's add from a
 *   cached product page): a NEW one-line cart, 303 to /checkout/subscribe?cartToken={token}.
 * - GET/POST /checkout/subscribe?cartToken=…: the checkout (§2 type 201) of that cart, its parts
 *   drawn by the checkout's own components; paying asks the provider to keep the card.
 * - POST /pedido/{id}/suscripcion (the order's token `t`, the crumb; `confirm=1` cancels): a
 *   confirm step, then the cancel, idempotent.
 * The renewals' sweeper runs here (an unref'd timer, `sweepEveryMs`).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ReactNode } from 'react';
import type { PageAssets, SiteView } from '../../../page/context.ts';
import { renderPage, renderStandaloneError } from '../../../page/render.tsx';
import type { StoreSettings } from '../../../model/index.ts';
import { storeSettings } from '../../../model/store.ts';
import { orderPath } from '../../../shared/commerce.ts';
import { detailsErrors } from '../../../shared/checkout-address.ts';
import { PageType } from '../../../shared/enums.ts';
import { isMessageKey, t } from '../../../shared/messages/index.ts';
import { formatMoney } from '../../../shared/money.ts';
import { subscriptionText } from '../../../shared/payments.ts';
import { cancelSubscriptionPath, SUBSCRIBE_PATHS, subscribeCheckoutPath } from '../../../shared/subscriptions.ts';
import { toJson } from '../../db/dialect.ts';
import { registerBodyParser } from '../../http/body.ts';
import type { Crumbs } from '../../http/crumb.ts';
import { RateLimiter, type RateLimits } from '../../http/rate-limit.ts';
import { pagePolicy } from '../../http/security.ts';
import { siteLocked, visitorAccess, type AccessSource, type SiteViews, type Tenant, type VisitorAccess } from '../../sites/index.ts';
import { createCart, findCart, type CartRow } from '../cart-repo.ts';
import { fromThisSite } from '../cart-routes.tsx';
import { addUnits } from '../cart-writes.ts';
import { catalogueVariants, variantKey } from '../catalogue.ts';
import { CheckoutTarget } from '../checkout-fields.tsx';
import { CheckoutBody, countriesOf, type CheckoutView } from '../checkout-page.tsx';
import { readDetails, readPayment } from '../checkout-routes.tsx';
import type { OrderPlacer } from '../order-placer.ts';
import type { OrderPagePart } from '../order-page.tsx';
import { loadOrder, type OrderDetails } from '../order-view.tsx';
import { couponUses, orderById, orderByKey, saveCartChoices, type OrderRow } from '../orders-repo.ts';
import { cartFingerprint, orderToken, tokenOpens } from '../orders-service.ts';
import { pricedCart, type PricedCart } from '../priced-cart.ts';
import { couponProblem, findCoupon } from '../totals.ts';
import { cancelSubscription } from './cancel.ts';
import type { SubscriptionDeps } from './deps.ts';
import { planLine, SubscriptionSection, subscribedHeading } from './order-part.tsx';
import { plansOf, subscriptionOfOrder, type Subscription } from './repo.ts';
import { subscriptionRenewals, type SubscriptionRenewals } from './renewals.ts';
import type { SubscriptionPlan } from '../../../model/collection.ts';
import { bodyFields, fieldText } from '../../http/body.ts';
import { ATTEMPT_KEY, newAttemptKey } from '../attempt-key.ts';
import type { LimitStore } from '../../http/limit-store.ts';

export interface SubscriptionRoutesOptions {
  /** Where the rate limits count (memory by default; Redis when REDIS_URL is set: src/server/http/shared-limits.ts). */
  limitStore?: LimitStore;
  siteViews: SiteViews;
  assets: PageAssets;
  access: readonly AccessSource[];
  crumbs: Crumbs;
  formCrumb: (req: FastifyRequest, reply: FastifyReply, websiteId: string) => string;
  /** The place-order flow (the first order of a subscription is an order like any other). */
  orders: OrderPlacer;
  deps: SubscriptionDeps;
  /** The renewals' sweeper (built from `deps` when absent). */
  renewals?: SubscriptionRenewals;
  /** Payment attempts per minute per address and per cart (30 and 10 by default, as the checkout's). */
  payLimits?: RateLimits;
  /** Subscribe posts per minute per address (60 by default). */
  startPerMinute?: number;
  /** How often due renewals are swept (ms; 0: never). Every minute by default. */
  sweepEveryMs?: number;
}

type Body = Record<string, unknown>;

/** A subscription checkout's request: its site, store, one-line cart and the plan of that line. */
interface Visit {
  tenant: Tenant;
  site: SiteView;
  store: StoreSettings;
  access: VisitorAccess;
  cart: CartRow;
  token: string;
  priced: PricedCart;
  plan: SubscriptionPlan;
}

export async function subscriptionRoutes(app: FastifyInstance, opts: SubscriptionRoutesOptions): Promise<void> {
  const { siteViews, assets, orders, deps } = opts;
  const { db, provider } = deps;
  const unknownSite = renderStandaloneError('not-found-site', assets);
  const payLimit = new RateLimiter('subscription-pay', opts.payLimits ?? { ipPerMinute: 30, visitorPerMinute: 10 }, opts.limitStore);
  const startLimit = new RateLimiter('subscription-start', { ipPerMinute: opts.startPerMinute ?? 60, visitorPerMinute: opts.startPerMinute ?? 60 }, opts.limitStore);
  const checkoutPolicy = pagePolicy(provider.origins);
  const renewals = opts.renewals ?? subscriptionRenewals(deps);
  registerBodyParser(app, 16 * 1024);

  const every = opts.sweepEveryMs ?? 60_000;
  if (every > 0) {
    const sweep = setInterval(() => renewals.sweep().catch((err) => app.log.error({ err }, 'subscription renewal sweep failed')), every);
    sweep.unref();
    app.addHook('onClose', async () => clearInterval(sweep));
  }

  /** A store page in the site's chrome: never cached, never indexed, the cart token never sent elsewhere. */
  function sendPage(reply: FastifyReply, site: SiteView, page: { status?: number; pageType: number; heading: string; text: string; body?: ReactNode; className: string; policy?: string }) {
    const status = page.status ?? 200;
    const html = renderPage({ site, path: reply.request.url.split('?')[0], pageType: page.pageType as PageType, title: page.heading, description: page.text, message: { heading: page.heading, text: page.text, body: page.body, className: page.className } }, assets, { status });
    if (page.policy) reply.header('content-security-policy', page.policy);
    // same-origin, not no-referrer: a form posted from a no-referrer page says `Origin: null`, which
    // the crumb check refuses; same-origin never sends the cart's token to another site.
    return reply.code(status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex').header('referrer-policy', 'same-origin').send(html);
  }
  const redirect = (reply: FastifyReply, to: string) => reply.header('cache-control', 'no-store').redirect(to, 303);
  const notFound = (reply: FastifyReply, site: SiteView) => sendPage(reply, site, { status: 404, pageType: PageType.NOT_FOUND, heading: t('subscriptions.cartGone'), text: t('subscriptions.cartGoneText'), className: 'checkout-page' });

  /** The request's site and the visitor's access; or the answer already sent. */
  async function siteOf(req: FastifyRequest, reply: FastifyReply): Promise<{ tenant: Tenant; site: SiteView; access: VisitorAccess } | null> {
    const tenant = req.site;
    if (!tenant) return reply.code(404).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(unknownSite), null;
    const site = await siteViews.get(tenant);
    const access = await visitorAccess(opts.access, req, tenant);
    if (siteLocked(site, access)) return redirect(reply, '/'), null;
    return { tenant, site, access };
  }

  async function price(store: StoreSettings, cart: CartRow, access: VisitorAccess): Promise<PricedCart> {
    const code = cart.coupon_code ? findCoupon(store, cart.coupon_code)?.code.toUpperCase() : undefined;
    const uses = code ? await couponUses(db, cart.website_id, code, cart.email) : undefined;
    return pricedCart(db, store, cart, access, { couponUses: uses });
  }

  // ---- Start: a one-line cart of its own ----

  app.post(SUBSCRIBE_PATHS.start, async (req, reply) => {
    const s = await siteOf(req, reply);
    if (!s) return reply;
    if (!fromThisSite(req)) return sendPage(reply.header('cache-control', 'no-store'), s.site, { status: 403, pageType: PageType.ERROR, heading: t('subscriptions.formExpired'), text: t('subscriptions.cartGoneText'), className: 'checkout-page' });
    const wait = await startLimit.check(req.ip, s.tenant.websiteId, null);
    if (wait) return reply.header('retry-after', String(wait)), sendPage(reply, s.site, { status: 429, pageType: PageType.ERROR, heading: t('checkout.tooManyAttempts', { seconds: wait }), text: t('subscriptions.cartGoneText'), className: 'checkout-page' });
    const body = bodyFields(req);
    const key = { itemId: fieldText(body.itemId, 40), sku: fieldText(body.sku, 100) };
    const variant = key.itemId && key.sku ? (await catalogueVariants(db, s.tenant.websiteId, [key], s.access)).get(variantKey(key)) : undefined;
    if (!variant) return notFound(reply, s.site);
    if (!variant.subscriptionPlan) return sendPage(reply, s.site, { status: 400, pageType: PageType.ERROR, heading: t('subscriptions.notSubscription'), text: t('subscriptions.cartGoneText'), className: 'checkout-page' });
    const now = Date.now();
    const { token, cart } = await createCart(db, s.tenant.websiteId, now);
    await addUnits(db, s.tenant.websiteId, { cartId: cart.id, itemId: variant.itemId, sku: variant.sku, quantity: 1, max: 1 }, now);
    return redirect(reply, subscribeCheckoutPath(token));
  });

  // ---- The subscription checkout ----

  /** The cart of `cartToken` on this site, if it is one subscription line; or the answer already sent. */
  async function visit(req: FastifyRequest, reply: FastifyReply): Promise<Visit | null> {
    const s = await siteOf(req, reply);
    if (!s) return null;
    const token = fieldText((req.query as Body | undefined)?.cartToken, 100);
    const cart = await findCart(db, s.tenant.websiteId, token);
    if (!cart) return notFound(reply, s.site), null;
    const store = storeSettings(s.site.settings.storeSettings ?? {});
    const priced = await price(store, cart, s.access);
    const line = priced.lines.length === 1 && priced.gone.length === 0 ? priced.lines[0] : undefined;
    const plan = line ? (await plansOf(db, s.tenant.websiteId, [line.itemId])).get(line.itemId) : undefined;
    if (!plan) return notFound(reply, s.site), null;
    return { ...s, store, cart, token, priced, plan };
  }

  /** The page's lead: what will be charged and how often. */
  const PlanLead = ({ v }: { v: Visit }) => (
    <div className="subscribe-plan">
      <p className="subscribe-plan__lead">{t('subscriptions.planLead', { amount: formatMoney(v.priced.totals.grandTotalCents, v.store.selectedCurrency), plan: subscriptionText(v.plan.billingPeriod, v.plan.numBillingCycles) })}</p>
      <p className="checkout-note">{t('subscriptions.planNote')}</p>
    </div>
  );

  function checkoutPage(req: FastifyRequest, reply: FastifyReply, v: Visit, status = 200, extra: Partial<CheckoutView> = {}) {
    const view: CheckoutView = { store: v.store, priced: v.priced, crumb: opts.formCrumb(req, reply, v.tenant.websiteId), key: newAttemptKey(), provider: { name: provider.name, browserConfig: provider.browserConfig }, ...extra };
    const body = (
      <CheckoutTarget.Provider value={subscribeCheckoutPath(v.token)}>
        <PlanLead v={v} />
        <CheckoutBody view={view} />
      </CheckoutTarget.Provider>
    );
    return sendPage(reply, v.site, { status, pageType: PageType.CHECKOUT, heading: t('subscriptions.checkoutTitle'), text: t('subscriptions.checkoutIntro'), body, className: 'checkout-page subscribe-page', policy: checkoutPolicy });
  }

  /** The answer once the cart became an order (a reload, a replayed key): that order's page; another cart's key: 409. */
  function answerOrder(req: FastifyRequest, reply: FastifyReply, v: Visit, order: OrderRow) {
    const sameCart = order.cart_id === v.cart.id && (v.cart.order_id === order.id || order.fingerprint === cartFingerprint(v.priced));
    if (!sameCart) return checkoutPage(req, reply, v, 409, { error: t('checkout.keyReused') });
    if (order.status === 'failed') return checkoutPage(req, reply, v, 400, { error: t(order.failure && isMessageKey(order.failure) ? order.failure : 'commerce.paymentFailed') });
    const link = orderPath(order.id, orderToken(deps.secret, order.id));
    return redirect(reply, order.status === 'paid' ? `${link}&nuevo=1` : link);
  }

  app.get(SUBSCRIBE_PATHS.checkout, async (req, reply) => {
    const v = await visit(req, reply);
    if (!v) return reply;
    if (v.cart.order_id) {
      const order = await orderById(db, v.tenant.websiteId, v.cart.order_id);
      if (order) return answerOrder(req, reply, v, order);
    }
    return checkoutPage(req, reply, v);
  });

  app.post(SUBSCRIBE_PATHS.checkout, async (req, reply) => {
    const v = await visit(req, reply);
    if (!v) return reply;
    const body = bodyFields(req);
    const action = fieldText(body.action, 20);
    const here = subscribeCheckoutPath(v.token);
    if (opts.crumbs.refusal(req, v.tenant.websiteId)) return checkoutPage(req, reply, v, 403, { error: t('checkout.formExpired') });
    if (action === 'pay') return pay(req, reply, v, body);
    if (v.cart.order_id) return redirect(reply, here);
    const now = Date.now();
    const websiteId = v.tenant.websiteId;
    switch (action) {
      case 'details': {
        const input = readDetails(body, v.store);
        const ships = v.priced.totals.requiresShipping;
        const errors = detailsErrors(input, { requiresShipping: ships, countries: countriesOf(v.store) });
        if (Object.keys(errors).length) return checkoutPage(req, reply, v, 400, { details: input, detailsErrors: errors });
        const address = ships
          ? { name: input.name, line1: input.line1, line2: input.line2 || undefined, city: input.city, region: input.region || undefined, postalCode: input.postalCode, country: input.country, phone: input.phone || undefined }
          : { name: input.name, line1: '', city: '', postalCode: '', country: v.store.shipsTo?.[0] ?? '' };
        await saveCartChoices(db, websiteId, v.cart.id, { email: input.email, address: toJson(address) }, now);
        return redirect(reply, `${here}#${ships ? 'envio' : 'pago'}`);
      }
      case 'shipping': {
        const id = fieldText(body.shipping, 40);
        if (!v.priced.totals.shippingOptions.some((o) => o.id === id)) return checkoutPage(req, reply, v, 400, { shippingError: t('checkout.shippingRequired') });
        await saveCartChoices(db, websiteId, v.cart.id, { shipping_option_id: id }, now);
        return redirect(reply, `${here}#pago`);
      }
      case 'coupon': {
        const code = fieldText(body.coupon, 40);
        const coupon = /^[A-Za-z0-9_-]{1,30}$/.test(code) ? findCoupon(v.store, code) : undefined;
        const uses = coupon ? await couponUses(db, websiteId, coupon.code.toUpperCase(), v.cart.email) : undefined;
        const problem = code ? couponProblem(coupon, v.priced.totals.subtotalCents, uses, new Date(now)) : 'checkout.couponRequired';
        if (problem || !coupon) return checkoutPage(req, reply, v, 400, { couponInput: code, couponError: t(problem ?? 'commerce.couponUnknown') });
        await saveCartChoices(db, websiteId, v.cart.id, { coupon_code: coupon.code.toUpperCase() }, now);
        return redirect(reply, `${here}#resumen`);
      }
      case 'removeCoupon':
        await saveCartChoices(db, websiteId, v.cart.id, { coupon_code: null }, now);
        return redirect(reply, `${here}#resumen`);
      default:
        return checkoutPage(req, reply, v, 400, { error: t('checkout.formExpired') });
    }
  });

  async function pay(req: FastifyRequest, reply: FastifyReply, v: Visit, body: Body) {
    const key = fieldText(body.key, 64);
    if (!ATTEMPT_KEY.test(key)) return checkoutPage(req, reply, v, 400, { error: t('checkout.formExpired') });
    const used = await orderByKey(db, v.tenant.websiteId, key);
    if (used) return answerOrder(req, reply, v, used);
    if (v.cart.order_id) return redirect(reply, subscribeCheckoutPath(v.token));
    const wait = await payLimit.check(req.ip, v.tenant.websiteId, v.cart.id);
    if (wait) return reply.header('retry-after', String(wait)), checkoutPage(req, reply, v, 429, { error: t('checkout.tooManyAttempts', { seconds: wait }) });
    const card = readPayment(body, provider);
    if ('errors' in card) return checkoutPage(req, reply, v, 400, { cardErrors: card.errors, cardName: card.name });
    // The visitor's own cart (cookie) is untouched: this cart was made for this subscription.
    const result = await orders.place({ store: v.store, cart: v.cart, access: v.access, key, payment: card.payment, saveForRenewals: true });
    const fresh = async () => ({ ...v, priced: await price(v.store, v.cart, v.access) });
    switch (result.kind) {
      case 'paid':
        return redirect(reply, `${orderPath(result.orderId, result.token)}&nuevo=1`);
      case 'pending':
        return redirect(reply, orderPath(result.orderId, result.token));
      case 'existing':
        return answerOrder(req, reply, v, result.order);
      case 'declined':
        return checkoutPage(req, reply, await fresh(), 400, { error: t(result.failure), cardName: card.name });
      case 'refused': {
        const message = t(result.refusal.key, result.refusal.values);
        return checkoutPage(req, reply, await fresh(), 400, result.refusal.field === 'shipping' ? { shippingError: message } : { error: message });
      }
    }
  }

  // ---- Cancel from the order's page ----

  /** The order of the path and its subscription, when `t` opens it; else the 404 page already sent. */
  async function ownedSubscription(req: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply): Promise<{ site: SiteView; tenant: Tenant; details: OrderDetails; subscription: Subscription; token: string } | null> {
    const s = await siteOf(req, reply);
    if (!s) return null;
    const token = fieldText(bodyFields(req).t, 100);
    const id = req.params.id;
    const details = /^[0-9a-f]{24}$/.test(id) ? await loadOrder(db, s.tenant.websiteId, id) : undefined;
    const found = details && tokenOpens(details.order, token) ? await subscriptionOfOrder(db, s.tenant.websiteId, id) : undefined;
    if (!details || !found) {
      sendPage(reply, s.site, { status: 404, pageType: PageType.NOT_FOUND, heading: t('order.notFoundTitle'), text: t('order.notFoundText'), className: 'order-page' });
      return null;
    }
    return { site: s.site, tenant: s.tenant, details, subscription: found.subscription, token };
  }

  app.post<{ Params: { id: string } }>(`/pedido/:id/suscripcion`, async (req, reply) => {
    const o = await ownedSubscription(req, reply);
    if (!o) return reply;
    const back = orderPath(o.details.order.id, o.token);
    const expired = opts.crumbs.refusal(req, o.tenant.websiteId) !== null;
    if (expired || fieldText(bodyFields(req).confirm, 2) !== '1') {
      const crumb = opts.formCrumb(req, reply, o.tenant.websiteId);
      const confirm = (
        <div className="subscription-cancel">
          {expired ? (
            <p className="checkout-field__error" role="alert">
              {t('subscriptions.formExpired')}
            </p>
          ) : null}
          <form method="post" action={cancelSubscriptionPath(o.details.order.id)}>
            <input type="hidden" name="crumb" value={crumb} />
            <input type="hidden" name="t" value={o.token} />
            <input type="hidden" name="confirm" value="1" />
            <p className="subscription-cancel__actions">
              <button type="submit" className="btn btn--primary btn--medium">
                {t('subscriptions.cancelConfirm')}
              </button>{' '}
              <a className="btn btn--secondary btn--medium" href={back}>
                {t('subscriptions.cancelKeep')}
              </a>
            </p>
          </form>
        </div>
      );
      return sendPage(reply, o.site, { status: expired ? 403 : 200, pageType: PageType.ORDER_STATUS, heading: t('subscriptions.cancelConfirmTitle'), text: t('subscriptions.cancelConfirmText', { plan: planLine(o.subscription) }), body: confirm, className: 'order-page' });
    }
    const outcome = await cancelSubscription(deps, o.subscription);
    if (outcome === 'providerFailed') return sendPage(reply, o.site, { status: 502, pageType: PageType.ERROR, heading: t('subscriptions.cancelFailed'), text: t('subscriptions.cancelFailed'), className: 'order-page' });
    return redirect(reply, back);
  });
}

/** The subscription's part of its orders' pages (handed to the checkout's order page by app.ts). */
export function subscriptionOrderPart(deps: Pick<SubscriptionDeps, 'db'>, formCrumb: (req: FastifyRequest, reply: FastifyReply, websiteId: string) => string) {
  return async (req: FastifyRequest, reply: FastifyReply, o: { websiteId: string; details: OrderDetails; justPaid: boolean; token: string; timeZone?: string }): Promise<OrderPagePart | undefined> => {
    const found = await subscriptionOfOrder(deps.db, o.websiteId, o.details.order.id);
    if (!found) return undefined;
    const first = found.cycle === 1;
    return {
      heading: first && o.justPaid && o.details.order.status === 'paid' ? subscribedHeading(o.details) : undefined,
      section: <SubscriptionSection subscription={found.subscription} cycle={found.cycle} orderId={o.details.order.id} token={o.token} crumb={formCrumb(req, reply, o.websiteId)} timeZone={o.timeZone} />,
    };
  };
}
