import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import type { PageAssets, SiteView } from '../../page/context.ts';
import { renderStandaloneError } from '../../page/render.tsx';
import { CART_LIMITS, COMMERCE_PATHS } from '../../shared/commerce.ts';
import { AddToCart, commerceCalls, SetQuantity } from '../../shared/contracts/commerce.ts';
import { fieldErrors } from '../../shared/contracts/fields.ts';
import { VitrinaError } from '../../shared/errors.ts';
import { t, type MessageKey } from '../../shared/messages/index.ts';
import type { Database } from '../db/schema.ts';
import { registerBodyParser } from '../http/body.ts';
import type { Crumbs } from '../http/crumb.ts';
import { sendError } from '../http/errors.ts';
import { RateLimiter } from '../http/rate-limit.ts';
import { normalisePath, siteLocked, visitorAccess, type AccessSource, type SiteViews, type Tenant } from '../sites/index.ts';
import { cartTokens, clearCartCookies, hasCartCookie, setCartCookies } from './cart-cookie.ts';
import { sendCartPage } from './cart-page.tsx';
import { cartAnswer, CartService, emptyCartAnswer, isCartProblem, tooManyText, type CartChange, type CartProblem, type CartVisitor } from './cart-service.ts';
import { bodyFields } from '../http/body.ts';
import type { LimitStore } from '../http/limit-store.ts';

/** Cart calls and cart page posts a client address may make per minute (generous: a shopper clicks a lot). */
export const CART_PER_MINUTE = 120;
/** The largest cart call or cart form post (a few fields). */
export const CART_BODY_LIMIT = 4 * 1024;
/** How often expired carts are swept. */
const SWEEP_MS = 3_600_000;

export interface CartRoutesOptions {
  /** Where the rate limits count (memory by default; Redis when REDIS_URL is set: src/server/http/shared-limits.ts). */
  limitStore?: LimitStore;
  db: Kysely<Database>;
  siteViews: SiteViews;
  assets: PageAssets;
  crumbs: Crumbs;
  /** The crumb of a page's forms (the request's valid one, or a new one set as its cookie). */
  formCrumb: (req: FastifyRequest, reply: FastifyReply, websiteId: string) => string;
  /** What a visitor may see (members-only and locked products are not theirs to buy otherwise). */
  access?: readonly AccessSource[];
  /** Calls per minute per address (tests change it). */
  perMinute?: number;
  /** The service (tests give one with their own clock). */
  service?: CartService;
}

type Body = Record<string, unknown>;
const Sku = v.pipe(v.string(), v.minLength(1), v.maxLength(60));
const FormAction = v.picklist(['add', 'update', 'remove']);

/** Where an add from a product page goes back to: a path of this site, never another host; else the cart. */
export function cartBack(back: unknown): string {
  if (typeof back !== 'string' || back.length > 1000 || !back.startsWith('/') || back.startsWith('//') || back.startsWith('/\\')) return COMMERCE_PATHS.cart;
  const url = new URL(back, 'https://site.invalid/');
  if (url.origin !== 'https://site.invalid') return COMMERCE_PATHS.cart;
  const path = normalisePath(url.pathname);
  return path ? path + url.search : COMMERCE_PATHS.cart;
}

/** A form-encoded add is taken only from a page of this site (it carries no crumb: product pages are cached and shared). */
export function fromThisSite(req: FastifyRequest): boolean {
  const fetchSite = req.headers['sec-fetch-site'];
  if (fetchSite !== undefined && fetchSite !== 'same-origin') return false;
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host.toLowerCase() === req.host.toLowerCase();
  } catch {
    return false;
  }
}

/**
 * The visitor's cart (issue 16, docs/commerce.md "Cart"): the JSON calls of
 * src/shared/contracts/commerce.ts (crumb-checked by the guard, rate-limited per address, never
 * cached), the cart page `/carrito` and its plain-form posts, `/commerce/goto-checkout`, and the
 * hourly sweep of expired carts.
 */
export async function cartRoutes(app: FastifyInstance, opts: CartRoutesOptions): Promise<void> {
  const { siteViews, assets, crumbs } = opts;
  const service = opts.service ?? new CartService(opts.db);
  const limiter = new RateLimiter('cart', { ipPerMinute: opts.perMinute ?? CART_PER_MINUTE, visitorPerMinute: opts.perMinute ?? CART_PER_MINUTE }, opts.limitStore);
  const unknownSite = renderStandaloneError('not-found-site', assets);
  registerBodyParser(app, CART_BODY_LIMIT);
  // Carts untouched for 30 days and never bought go (an unref'd timer: it never keeps the process up).
  const sweep = setInterval(() => {
    service.sweep().catch((err) => app.log.error({ err }, 'cart clean-up failed'));
  }, SWEEP_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  async function visitorOf(req: FastifyRequest, tenant: Tenant, site: SiteView): Promise<{ visitor: CartVisitor; locked: boolean }> {
    const access = await visitorAccess(opts.access ?? [], req, tenant);
    return { visitor: { websiteId: tenant.websiteId, store: site.settings.storeSettings, access, tokens: cartTokens(req), site }, locked: siteLocked(site, access) };
  }

  /** 0 when the call may go on; else Retry-After is set and the seconds to wait are answered. */
  async function limited(req: FastifyRequest, reply: FastifyReply, websiteId: string): Promise<number> {
    const wait = await limiter.check(req.ip, websiteId, null);
    if (wait > 0) reply.header('retry-after', String(wait));
    return wait;
  }

  /** After a change: both cookies rewritten (the token, and the summary the cart indicator reads). */
  const remember = (req: FastifyRequest, reply: FastifyReply, change: CartChange) => setCartCookies(req, reply, change.token, change.priced.totals);

  // ---- JSON calls ----

  /** The site of a JSON call, its visitor, after the limits; or the §8 answer already sent. */
  async function callContext(req: FastifyRequest, reply: FastifyReply): Promise<{ site: SiteView; visitor: CartVisitor } | null> {
    reply.header('cache-control', 'no-store');
    const tenant = req.site;
    if (!tenant) return sendError(reply, 'notFound'), null;
    if (await limited(req, reply, tenant.websiteId)) return sendError(reply, 'rateLimited'), null;
    const site = await siteViews.get(tenant);
    const { visitor, locked } = await visitorOf(req, tenant, site);
    if (locked) return sendError(reply, 'notFound'), null;
    return { site, visitor };
  }

  /** A refusal in the §8 shape: 404, or 400 whose message says how many units are left. */
  function refuse(reply: FastifyReply, problem: CartProblem, lead: MessageKey): FastifyReply {
    if (problem.problem === 'notFound') return sendError(reply, 'notFound');
    const detail = problem.problem === 'tooMany' ? tooManyText(problem) : problem.problem === 'subscription' ? t('subscriptions.inCartRefused') : t('commerce.cartTooManyLines', { count: CART_LIMITS.linesMax });
    const body = new VitrinaError('badRequest', { errors: { quantity: detail } }).toJSON();
    return reply.code(400).type('application/json; charset=utf-8').send({ ...body, error: `${t(lead)} ${detail}` });
  }

  app.get(commerceCalls.cart.path, async (req, reply) => {
    const c = await callContext(req, reply);
    if (!c) return reply;
    const current = await service.current(c.visitor);
    if (!current) {
      if (hasCartCookie(req)) clearCartCookies(req, reply);
      return emptyCartAnswer(c.visitor.websiteId, c.visitor.store);
    }
    return cartAnswer(current.priced, c.visitor.store);
  });

  app.post(commerceCalls.addToCart.path, { bodyLimit: CART_BODY_LIMIT }, async (req, reply) => {
    const c = await callContext(req, reply);
    if (!c) return reply;
    const parsed = v.safeParse(AddToCart, req.body ?? {});
    if (!parsed.success) return sendError(reply, 'badRequest', fieldErrors(parsed.issues));
    // Only the variant and the quantity are read: a price or anything else in the body is ignored.
    const { itemId, sku, quantity } = parsed.output;
    const result = await service.add(c.visitor, { itemId, sku, quantity });
    if (isCartProblem(result)) return refuse(reply, result, 'commerce.cartAddFailed');
    remember(req, reply, result);
    return reply.code(201).send(cartAnswer(result.priced, c.visitor.store));
  });

  app.put(commerceCalls.setQuantity.path, { bodyLimit: CART_BODY_LIMIT }, async (req, reply) => {
    const c = await callContext(req, reply);
    if (!c) return reply;
    const sku = v.safeParse(Sku, (req.params as Body).sku);
    const parsed = v.safeParse(SetQuantity, req.body ?? {});
    if (!sku.success) return sendError(reply, 'notFound');
    if (!parsed.success) return sendError(reply, 'badRequest', fieldErrors(parsed.issues));
    const result = await service.setQuantity(c.visitor, sku.output, parsed.output.quantity);
    if (isCartProblem(result)) return refuse(reply, result, 'commerce.cartUpdateFailed');
    remember(req, reply, result);
    return cartAnswer(result.priced, c.visitor.store);
  });

  app.delete(commerceCalls.removeFromCart.path, async (req, reply) => {
    const c = await callContext(req, reply);
    if (!c) return reply;
    const sku = v.safeParse(Sku, (req.params as Body).sku);
    if (!sku.success) return sendError(reply, 'notFound');
    const result = await service.remove(c.visitor, sku.output);
    if (isCartProblem(result)) return refuse(reply, result, 'commerce.cartUpdateFailed');
    remember(req, reply, result);
    return cartAnswer(result.priced, c.visitor.store);
  });

  // ---- Pages ----

  /** The request's site and visitor, or the answer already sent (unknown site; a whole-site lock sends to its screen). */
  async function pageContext(req: FastifyRequest, reply: FastifyReply): Promise<{ tenant: Tenant; site: SiteView; visitor: CartVisitor } | null> {
    const tenant = req.site;
    if (!tenant) {
      reply.code(404).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(unknownSite);
      return null;
    }
    const site = await siteViews.get(tenant);
    const { visitor, locked } = await visitorOf(req, tenant, site);
    if (locked) return redirect(reply, '/'), null;
    return { tenant, site, visitor };
  }
  const redirect = (reply: FastifyReply, to: string) => reply.header('cache-control', 'no-store').redirect(to, 303);

  /** The cart page with the visitor's cart as it is now; a stale cookie (no live cart) is cleared. */
  async function cartPage(req: FastifyRequest, reply: FastifyReply, ctx: { tenant: Tenant; site: SiteView; visitor: CartVisitor }, view: { status?: number; error?: string; errorSku?: string } = {}) {
    const current = await service.current(ctx.visitor);
    if (!current && hasCartCookie(req)) clearCartCookies(req, reply);
    return sendCartPage(reply, assets, ctx.site, current?.priced, { ...view, crumb: opts.formCrumb(req, reply, ctx.tenant.websiteId) });
  }

  app.get(COMMERCE_PATHS.cart, async (req, reply) => {
    const ctx = await pageContext(req, reply);
    if (!ctx) return reply;
    return cartPage(req, reply, ctx);
  });

  // The page's forms: `add` from product pages (no crumb: same-origin only), `update` and `remove` with the crumb.
  app.post(COMMERCE_PATHS.cart, { bodyLimit: CART_BODY_LIMIT }, async (req, reply) => {
    const ctx = await pageContext(req, reply);
    if (!ctx) return reply;
    const body = bodyFields(req);
    const action = v.safeParse(FormAction, body.action);
    const again = (status: number, error: string, errorSku?: string) => cartPage(req, reply, ctx, { status, error, errorSku });
    if (!action.success) return again(400, t('commerce.cartItemUnavailable'));
    if (action.output === 'add' ? !fromThisSite(req) : crumbs.refusal(req, ctx.tenant.websiteId) !== null) {
      if (action.output === 'add') return sendError(reply.header('cache-control', 'no-store'), 'crumbFail');
      return again(403, t('commerce.cartFormExpired'));
    }
    const wait = await limited(req, reply, ctx.tenant.websiteId);
    if (wait) return again(429, t('commerce.cartTooFast', { seconds: wait }));
    const sku = typeof body.sku === 'string' ? body.sku.slice(0, 100) : undefined;
    const failed = (problem: CartProblem, lead: MessageKey) => {
      if (problem.problem === 'notFound') return again(400, action.output === 'add' ? t('commerce.cartItemUnavailable') : t('commerce.cartEntryMissing'));
      const detail = problem.problem === 'tooMany' ? tooManyText(problem) : problem.problem === 'subscription' ? t('subscriptions.inCartRefused') : t('commerce.cartTooManyLines', { count: CART_LIMITS.linesMax });
      return again(400, `${t(lead)} ${detail}`, sku);
    };
    let result: CartChange | CartProblem;
    if (action.output === 'add') {
      const parsed = v.safeParse(AddToCart, { itemId: body.itemId, sku: body.sku, ...(body.quantity === undefined || body.quantity === '' ? {} : { quantity: body.quantity }) });
      if (!parsed.success) {
        const quantityWrong = parsed.issues.some((i) => i.path?.[0]?.key === 'quantity');
        return quantityWrong ? again(400, `${t('commerce.cartAddFailed')} ${t('commerce.cartQuantityInvalid', { max: CART_LIMITS.quantityMax })}`) : again(400, t('commerce.cartItemUnavailable'));
      }
      result = await service.add(ctx.visitor, parsed.output);
      if (isCartProblem(result)) return failed(result, 'commerce.cartAddFailed');
      remember(req, reply, result);
      return redirect(reply, cartBack(body.back));
    }
    const parsedSku = v.safeParse(Sku, body.sku);
    if (!parsedSku.success) return again(400, t('commerce.cartEntryMissing'));
    if (action.output === 'update') {
      const quantity = v.safeParse(SetQuantity, { quantity: body.quantity });
      if (!quantity.success) return again(400, `${t('commerce.cartUpdateFailed')} ${t('commerce.cartQuantityInvalid', { max: CART_LIMITS.quantityMax })}`, parsedSku.output);
      result = await service.setQuantity(ctx.visitor, parsedSku.output, quantity.output.quantity);
    } else {
      result = await service.remove(ctx.visitor, parsedSku.output);
    }
    if (isCartProblem(result)) return failed(result, 'commerce.cartUpdateFailed');
    remember(req, reply, result);
    return redirect(reply, COMMERCE_PATHS.cart);
  });

  // §2: the checkout's entry. A live cart with something in it goes on; otherwise the cart page says why (the §2 alert).
  app.get(COMMERCE_PATHS.gotoCheckout, async (req, reply) => {
    const ctx = await pageContext(req, reply);
    if (!ctx) return reply;
    const current = await service.current(ctx.visitor);
    if (current && current.priced.lines.length > 0) return redirect(reply, COMMERCE_PATHS.checkout);
    return cartPage(req, reply, ctx, current ? {} : { error: t('storefront.checkoutNoCart') });
  });
}
