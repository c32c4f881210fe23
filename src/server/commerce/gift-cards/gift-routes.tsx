/**
 * GET/POST /checkout/giftcard?websiteId=…&giftCardProductId=…[&sku=…] (§2, docs/commerce-giftcards.md):
 * buying a gift card for someone. The websiteId must be the Host's site and the product a
 * published GIFT_CARD of it (else the 404 page). The order is placed through the same place-order
 * flow as /checkout, from a one-line cart of its own (never the visitor's cart cookie); who it goes
 * to is kept by that cart (gift_card_purchases) and read by the gift cards' hook when it is paid.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ReactNode } from 'react';
import type { SiteView } from '../../../page/context.ts';
import type { StoreSettings } from '../../../model/index.ts';
import { storeSettings } from '../../../model/store.ts';
import { orderPath } from '../../../shared/commerce.ts';
import { detailsErrors } from '../../../shared/checkout-address.ts';
import { PageType } from '../../../shared/enums.ts';
import { isMessageKey, t } from '../../../shared/messages/index.ts';
import type { Database } from '../../db/schema.ts';
import { toJson } from '../../db/dialect.ts';
import type { Crumbs } from '../../http/crumb.ts';
import type { RateLimiter } from '../../http/rate-limit.ts';
import { itemFromRow, visitorAccess, type AccessSource, type SiteViews } from '../../sites/index.ts';
import { createCart } from '../cart-repo.ts';
import { catalogueVariants, type CatalogueVariant } from '../catalogue.ts';
import type { CardField } from '../checkout-page.tsx';
import type { OrderPlacer } from '../order-placer.ts';
import { orderByKey, saveCartChoices } from '../orders-repo.ts';
import { orderToken } from '../orders-service.ts';
import type { PaymentInput, PaymentProvider } from '../payments/provider.ts';
import { GiftCheckoutBody, type GiftField, type GiftInput, type GiftPageView } from './gift-page.tsx';
import { fieldText } from '../../http/body.ts';
import { ATTEMPT_KEY } from '../attempt-key.ts';

/** The address of the gift checkout. */
export const GIFT_CHECKOUT_PATH = '/checkout/giftcard';

export interface GiftRoutesOptions {
  db: Kysely<Database>;
  siteViews: SiteViews;
  access: readonly AccessSource[];
  crumbs: Crumbs;
  formCrumb: (req: FastifyRequest, reply: FastifyReply, websiteId: string) => string;
  provider: PaymentProvider;
  orders: OrderPlacer;
  secret: string;
  payLimit: RateLimiter;
  policy: string;
  /** The checkout's page sender (the site's chrome, private, noindex). */
  sendStorePage: (reply: FastifyReply, site: SiteView, page: { status?: number; pageType: number; heading: string; text: string; body?: ReactNode; className: string; policy?: string }) => unknown;
  readPayment: (body: Record<string, unknown>, provider: PaymentProvider) => { payment: PaymentInput; name: string } | { errors: Partial<Record<CardField, string>>; name: string };
  sendUnknownSite: (reply: FastifyReply) => unknown;
}

type Body = Record<string, unknown>;
const ID = /^[0-9a-f]{24}$/;

/** The gift card product of `itemId` on this site as this visitor may see it: its variants by sku, or undefined. */
async function giftProduct(db: Kysely<Database>, websiteId: string, itemId: string, access: Awaited<ReturnType<typeof visitorAccess>>): Promise<CatalogueVariant[] | undefined> {
  if (!ID.test(itemId)) return undefined;
  const row = await db.selectFrom('items').selectAll().where('website_id', '=', websiteId).where('id', '=', itemId).where('status', '=', 'published').executeTakeFirst();
  const product = row ? itemFromRow(row).product : undefined;
  if (!product || product.productType !== 'GIFT_CARD') return undefined;
  const found = await catalogueVariants(db, websiteId, product.variants.map((v) => ({ itemId, sku: v.sku })), access);
  const variants = product.variants.map((v) => found.get(`${itemId} ${v.sku}`)).filter((v): v is CatalogueVariant => Boolean(v));
  return variants.length ? variants : undefined;
}

/** Registers the gift checkout on the checkout's plugin. */
export function giftCheckoutRoutes(app: FastifyInstance, opts: GiftRoutesOptions): void {
  const { db } = opts;

  /** The request's site and product, or the 404 already sent. */
  async function visit(req: FastifyRequest, reply: FastifyReply) {
    const tenant = req.site;
    if (!tenant) return void opts.sendUnknownSite(reply);
    const site = await opts.siteViews.get(tenant);
    const query = (req.query ?? {}) as Record<string, unknown>;
    const access = await visitorAccess(opts.access, req, tenant);
    const variants = query.websiteId === tenant.websiteId ? await giftProduct(db, tenant.websiteId, fieldText(query.giftCardProductId, 30), access) : undefined;
    if (!variants) {
      opts.sendStorePage(reply, site, { status: 404, pageType: PageType.NOT_FOUND, heading: t('order.notFoundTitle'), text: t('order.notFoundText'), className: 'order-page' });
      return undefined;
    }
    const store = storeSettings(site.settings.storeSettings ?? {});
    const action = `${GIFT_CHECKOUT_PATH}?websiteId=${encodeURIComponent(tenant.websiteId)}&giftCardProductId=${encodeURIComponent(variants[0].itemId)}`;
    return { tenant, site, store, access, variants, action, query };
  }
  type Visit = NonNullable<Awaited<ReturnType<typeof visit>>>;

  function page(req: FastifyRequest, reply: FastifyReply, v: Visit, status: number, input: GiftInput, extra: Partial<GiftPageView> = {}) {
    const view: GiftPageView = {
      action: v.action,
      crumb: opts.formCrumb(req, reply, v.tenant.websiteId),
      key: randomBytes(24).toString('base64url'),
      title: v.variants[0].title,
      currency: v.store.selectedCurrency,
      amounts: v.variants.map((x) => ({ sku: x.sku, label: x.variantLabel, cents: x.unitPriceCents })),
      provider: { name: opts.provider.name, browserConfig: opts.provider.browserConfig },
      input,
      ...extra,
    };
    return opts.sendStorePage(reply, v.site, { status, pageType: PageType.CHECKOUT, heading: t('giftCards.title'), text: t('giftCards.intro'), body: <GiftCheckoutBody view={view} />, className: 'checkout-page', policy: opts.policy });
  }

  app.get(GIFT_CHECKOUT_PATH, async (req, reply) => {
    const v = await visit(req, reply);
    if (!v) return;
    const sku = fieldText(v.query.sku, 60);
    const input: GiftInput = { sku: v.variants.some((x) => x.sku === sku) ? sku : v.variants.length === 1 ? v.variants[0].sku : '', recipientName: '', recipientEmail: '', message: '', senderName: '', senderEmail: '' };
    return page(req, reply, v, 200, input);
  });

  app.post(GIFT_CHECKOUT_PATH, async (req, reply) => {
    const v = await visit(req, reply);
    if (!v) return;
    const body = (req.body && typeof req.body === 'object' ? req.body : {}) as Body;
    const input: GiftInput = {
      sku: fieldText(body.sku, 60),
      recipientName: fieldText(body.recipientName, 120),
      recipientEmail: fieldText(body.recipientEmail, 254),
      message: typeof body.message === 'string' ? body.message.trim().slice(0, 2000) : '',
      senderName: fieldText(body.senderName, 120),
      senderEmail: fieldText(body.senderEmail, 254),
    };
    const websiteId = v.tenant.websiteId;
    if (opts.crumbs.refusal(req, websiteId)) return page(req, reply, v, 403, input, { error: t('checkout.formExpired') });
    const key = fieldText(body.key, 64);
    if (!ATTEMPT_KEY.test(key)) return page(req, reply, v, 400, input, { error: t('checkout.formExpired') });
    const used = await orderByKey(db, websiteId, key);
    if (used) return answerUsed(reply, v, req, input, used);
    const errors = giftErrors(input, v.variants, v.store);
    const card = opts.readPayment(body, opts.provider);
    if (Object.keys(errors).length || 'errors' in card) return page(req, reply, v, 400, input, { errors, cardErrors: 'errors' in card ? card.errors : undefined, cardName: card.name });
    const wait = await opts.payLimit.check(req.ip, websiteId, null);
    if (wait) return reply.header('retry-after', String(wait)), page(req, reply, v, 429, input, { error: t('checkout.tooManyAttempts', { seconds: wait }) });
    // A one-line cart of its own: the visitor's cart (cookie) is left as it was.
    const now = Date.now();
    const variant = v.variants.find((x) => x.sku === input.sku)!;
    const { cart } = await createCart(db, websiteId, now);
    await db.insertInto('cart_entries').values({ cart_id: cart.id, website_id: websiteId, sku: variant.sku, item_id: variant.itemId, quantity: 1, added_at: now }).execute();
    const address = toJson({ name: input.senderName, line1: '', city: '', postalCode: '', country: v.store.shipsTo?.[0] ?? '' });
    await saveCartChoices(db, websiteId, cart.id, { email: input.senderEmail, address }, now);
    await db.insertInto('gift_card_purchases').values({ cart_id: cart.id, website_id: websiteId, recipient_name: input.recipientName, recipient_email: input.recipientEmail, sender_name: input.senderName, message: input.message, created_at: now }).execute();
    const fresh = { ...cart, email: input.senderEmail, address };
    const result = await opts.orders.place({ store: v.store, cart: fresh, access: v.access, key, payment: card.payment });
    switch (result.kind) {
      case 'paid':
        return reply.header('cache-control', 'no-store').redirect(`${orderPath(result.orderId, result.token)}&nuevo=1`, 303);
      case 'pending':
        return reply.header('cache-control', 'no-store').redirect(orderPath(result.orderId, result.token), 303);
      case 'existing':
        return answerUsed(reply, v, req, input, result.order);
      case 'declined':
        return page(req, reply, v, 400, input, { error: t(result.failure), cardName: card.name });
      case 'refused':
        return page(req, reply, v, 400, input, { error: t(result.refusal.key, result.refusal.values) });
    }
  });

  function answerUsed(reply: FastifyReply, v: Visit, req: FastifyRequest, input: GiftInput, order: { id: string; status: string; failure: string | null }) {
    if (order.status === 'failed') return page(req, reply, v, 400, input, { error: t(order.failure && isMessageKey(order.failure) ? order.failure : 'commerce.paymentFailed') });
    const link = orderPath(order.id, orderToken(opts.secret, order.id));
    return reply.header('cache-control', 'no-store').redirect(order.status === 'paid' ? `${link}&nuevo=1` : link, 303);
  }
}

/** The gift form's errors by field (es-419). */
function giftErrors(input: GiftInput, variants: readonly CatalogueVariant[], store: StoreSettings): Partial<Record<GiftField, string>> {
  const errors: Partial<Record<GiftField, string>> = {};
  if (!variants.some((x) => x.sku === input.sku)) errors.sku = t('giftCards.amountRequired');
  const check = (email: string, name: string) => detailsErrors({ email, name, line1: '', line2: '', city: '', region: '', postalCode: '', country: '', phone: '' }, { requiresShipping: false, countries: store.shipsTo ?? [] });
  const recipient = check(input.recipientEmail, input.recipientName);
  if (recipient.name) errors.recipientName = t('giftCards.recipientNameRequired');
  if (recipient.email) errors.recipientEmail = t('giftCards.recipientEmailInvalid');
  if (input.message.length > 500) errors.message = t('giftCards.messageTooLong');
  const sender = check(input.senderEmail, input.senderName);
  if (sender.name) errors.senderName = t('giftCards.senderNameRequired');
  if (sender.email) errors.senderEmail = t('giftCards.senderEmailInvalid');
  return errors;
}
