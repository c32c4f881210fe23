/**
 * Placing an order, the commerce side (docs/commerce.md, "Checkout and orders"). The place-order
 * flow (src/server/flows/place-order.ts) calls these in order: `reserveOrder` (one transaction:
 * price the cart, take the stock, redeem the coupon, number the order, insert it pending), then the
 * provider's charge, then `markOrderPaid` (in the flow's settling transaction) or `releaseOrder`
 * (the undo of the reservation: stock and coupon given back, the order failed).
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { newId, toJson } from '../db/dialect.ts';
import type { StoreSettings } from '../../model/index.ts';
import type { MessageKey, MessageValues } from '../../shared/messages/index.ts';
import { formatMoney } from '../../shared/money.ts';
import type { VisitorAccess } from '../sites/index.ts';
import type { CartRow } from './cart-repo.ts';
import { pricedCart, type PricedCart } from './priced-cart.ts';
import { findCoupon } from './totals.ts';
import * as repo from './orders-repo.ts';
import { creditBack } from './gift-cards/repo.ts';
import { redeemForOrder } from './gift-cards/redeem.ts';

/** Why an order cannot be placed: a message of the catalogue for the visitor, and the field it is about. */
export class CheckoutRefusal extends Error {
  constructor(
    readonly key: MessageKey,
    readonly values?: MessageValues,
    readonly field?: string,
  ) {
    super(key);
    this.name = 'CheckoutRefusal';
  }
}

/** A pending order holding its stock and coupon, ready to be charged. */
export interface Reservation {
  websiteId: string;
  orderId: string;
  number: number;
  /** The token of the order's secret link. */
  token: string;
  /** What the provider charges: the total less what a gift card paid (0: the card paid it all). */
  amountCents: number;
  /** What the cart's gift card paid. */
  giftCardCents: number;
  currency: string;
  email: string;
  key: string;
  /** Skus this order took the last units of. */
  soldOut: string[];
}

/** What a reservation is made from. */
export interface ReserveInput {
  store: StoreSettings;
  cart: CartRow;
  access: VisitorAccess;
  key: string;
  provider: string;
  /** The secret the order links are signed with. */
  secret: string;
  /** What the visitor saw their gift card pay (the pay form's); another amount now is refused. */
  giftCardCents?: number;
  /**
   * The cart as this same request priced it a moment before (the checkout's answer is built from
   * it): not read again. The reservation's guarded writes (stock, coupon, gift card) decide
   * alone whether what was priced is still there, so reading it inside the transaction would
   * prove nothing more (PostgreSQL's read committed sees each statement's moment, not the
   * transaction's) and cost five statements an order.
   */
  priced?: PricedCart;
  now?: number;
}

/** The cart priced in the reservation's transaction (a caller that did not price it already). */
async function priceInside(trx: Transaction<Database>, input: ReserveInput, now: number): Promise<PricedCart> {
  const code = input.cart.coupon_code ? findCoupon(input.store, input.cart.coupon_code)?.code.toUpperCase() ?? input.cart.coupon_code : undefined;
  const uses = code ? await repo.couponUses(trx, input.cart.website_id, code, input.cart.email) : undefined;
  return pricedCart(trx, input.store, input.cart, input.access, { now: new Date(now), couponUses: uses });
}

/** The token of an order's secret link: derived from the server's secret, so a replayed attempt can give the link again. */
export const orderToken = (secret: string, orderId: string) => createHmac('sha256', secret).update(`vitrina order link v1\n${orderId}`).digest('base64url');
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Whether `token` opens `order` (SHA-256 compared in constant time). */
export function tokenOpens(order: Pick<repo.OrderRow, 'secret_hash'>, token: unknown): boolean {
  if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{43}$/.test(token)) return false;
  return timingSafeEqual(Buffer.from(sha256(token), 'hex'), Buffer.from(order.secret_hash, 'hex'));
}

/** The cart's lines and choices at an attempt: the same attempt replayed must find the same fingerprint. */
export function cartFingerprint(priced: PricedCart): string {
  const c = priced.cart;
  const lines = priced.lines.map((l) => [l.itemId, l.sku, l.quantity]);
  return sha256(JSON.stringify({ cart: c.id, lines, gone: priced.gone, email: c.email, address: c.address, shipping: c.shipping_option_id, coupon: c.coupon_code }));
}

/** Refuses a cart that cannot become an order as it stands (before any stock is taken). */
export function refusalOf(priced: PricedCart, store: StoreSettings): CheckoutRefusal | undefined {
  const { totals, lines, gone, cart } = priced;
  if (lines.length === 0 && gone.length === 0) return new CheckoutRefusal('checkout.emptyCart');
  if (gone.length) return new CheckoutRefusal('checkout.goneLines');
  if (!cart.email || !priced.address?.name) return new CheckoutRefusal('checkout.detailsRequired');
  if (totals.belowMinimum) return new CheckoutRefusal('checkout.minimum', { amount: formatMoney(store.minimumSubtotalCents ?? 0, store.selectedCurrency) });
  if (totals.invalidCoupon) return new CheckoutRefusal(totals.invalidCoupon.problem, undefined, 'coupon');
  if (totals.requiresShipping && !totals.selectedShippingOption) return new CheckoutRefusal('checkout.shippingRequired', undefined, 'shipping');
  for (const line of lines) {
    if (line.quantity > line.inStock) return new CheckoutRefusal('checkout.onlyLeft', { count: line.inStock, title: line.title });
  }
  return undefined;
}

/**
 * Transaction (a): prices the cart from the catalogue, refuses what cannot be sold, debits the
 * gift card, takes the stock of every line (skus in order, so two orders never wait on each
 * other), redeems the coupon, and inserts the order 'pending' with its lines and the site's next
 * order number, last (the rows every order waits on are held from there to the commit). Throws a
 * CheckoutRefusal (nothing kept) or the database's unique violation when the key was used meanwhile.
 */
export async function reserveOrder(db: Kysely<Database>, input: ReserveInput): Promise<Reservation> {
  const now = input.now ?? Date.now();
  const websiteId = input.cart.website_id;
  return db.transaction().execute(async (trx) => {
    const priced = input.priced ?? (await priceInside(trx, input, now));
    const refusal = refusalOf(priced, input.store);
    if (refusal) throw refusal;
    const { totals } = priced;
    const orderId = newId();
    // The gift card first: a guarded debit of min(balance, total), on the card's own row (only
    // another order of the same card waits on it), so the rows every order of the site waits on
    // (the stock, the order number) are held for the shortest time, from here to the commit.
    const giftCardCents = await redeemForOrder(trx, websiteId, priced.cart.id, orderId, totals.grandTotalCents, input.giftCardCents, now);
    if (giftCardCents === 'changed') throw new CheckoutRefusal('giftCards.balanceChanged', undefined, 'giftCard');
    const coupon = totals.validCoupon;
    if (coupon) {
      const couponCode = coupon.code.toUpperCase();
      if (!(await repo.redeemCoupon(trx, websiteId, couponCode, coupon.limit))) throw new CheckoutRefusal('commerce.couponUsedUp', undefined, 'coupon');
      // Checked after the redemption: on PostgreSQL the coupon's row is now locked, so a second
      // order of the same customer waits here and then sees this one. (Before the stock: every
      // order takes coupon, stock, number in that order, so none waits on another's.)
      if (coupon.oncePerCustomer && (await repo.couponUses(trx, websiteId, couponCode, priced.cart.email)).byCustomer) {
        throw new CheckoutRefusal('commerce.couponUsedUp', undefined, 'coupon');
      }
    }
    const token = orderToken(input.secret, orderId);
    const shipped = totals.requiresShipping;
    // Last, just before the commit: the stock of every line and the site's order number, which every
    // order of the store waits on (one statement on PostgreSQL).
    const placed = await repo.placeWithStock(
      trx,
      {
        id: orderId,
        website_id: websiteId,
        secret_hash: sha256(token),
        idempotency_key: input.key,
        fingerprint: cartFingerprint(priced),
        cart_id: priced.cart.id,
        status: 'pending',
        email: priced.cart.email!,
        address: priced.address ? toJson(shipped ? priced.address : { name: priced.address.name }) : null,
        shipping: shipped && totals.selectedShippingOption ? toJson({ id: totals.selectedShippingOption.id, name: totals.selectedShippingOption.name }) : null,
        currency: input.store.selectedCurrency,
        subtotal_cents: totals.subtotalCents,
        discount_cents: totals.discountCents,
        shipping_cents: totals.shippingCostCents,
        tax_cents: totals.taxCents,
        total_cents: totals.grandTotalCents,
        coupon_code: coupon ? coupon.code.toUpperCase() : null,
        provider: input.provider,
        payment_id: null,
        failure: null,
        created_at: now,
        updated_at: now,
        paid_at: null,
        fulfilled_at: null,
        refunded_at: null,
      },
      priced.lines.map((l, i) => ({
        order_id: orderId,
        website_id: websiteId,
        line: i,
        item_id: l.itemId,
        sku: l.sku,
        title: l.title,
        variant_label: l.variantLabel,
        product_type: l.productType,
        unit_price_cents: l.unitPriceCents,
        quantity: l.quantity,
      })),
      now,
    );
    if (!placed.taken) throw new CheckoutRefusal('checkout.onlyLeft', { count: placed.left, title: priced.lines.find((l) => l.sku === placed.sku)?.title ?? placed.sku });
    const { number } = placed;
    const soldOut = [...placed.left].filter(([, l]) => !l.unlimited && l.left === 0).map(([sku]) => sku);
    return { websiteId, orderId, number, token, amountCents: totals.grandTotalCents - giftCardCents, giftCardCents, currency: input.store.selectedCurrency, email: priced.cart.email!, key: input.key, soldOut };
  });
}

/**
 * The undo of a reservation: the order 'failed' with `failure`, its stock and coupon given back,
 * in one transaction. Does nothing when the order is no longer pending (settled elsewhere).
 * Answers the skus that were sold out and are back.
 */
export async function releaseOrder(db: Kysely<Database>, websiteId: string, orderId: string, failure: string, now = Date.now()): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    const order = await repo.settlePending(trx, websiteId, orderId, { status: 'failed', failure }, now);
    if (!order) return [];
    const back: string[] = [];
    for (const line of await repo.orderLines(trx, websiteId, orderId)) {
      const left = await repo.giveStockBack(trx, websiteId, line.sku, line.quantity, now);
      if (left === line.quantity) back.push(line.sku);
    }
    if (order.coupon_code) await repo.returnCoupon(trx, websiteId, order.coupon_code);
    await creditBack(trx, websiteId, orderId, 'release', now);
    return back;
  });
}

/** Inside the settling transaction: the order 'paid' and its cart closed; answers the paid row, or undefined when it was no longer pending. */
export async function markOrderPaid(trx: Kysely<Database>, websiteId: string, orderId: string, paymentId: string, now = Date.now()): Promise<repo.OrderRow | undefined> {
  const order = await repo.settlePending(trx, websiteId, orderId, { status: 'paid', payment_id: paymentId, paid_at: now, failure: null }, now);
  if (order) await repo.closeCart(trx, websiteId, order.cart_id, orderId, now);
  return order;
}
