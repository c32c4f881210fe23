import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { PaymentProvider } from '../../src/server/commerce/index.ts';
import type { Database } from '../../src/server/db/schema.ts';
import type { OrderStatus } from '../../src/server/db/schema/commerce.ts';

/**
 * Orders written straight into the tables (the checkout writes them in the app), for tests of what
 * reads and changes them: the owner's store area. Amounts in minor units.
 */

export interface FixtureLine {
  sku: string;
  title: string;
  variantLabel?: string;
  unitPriceCents: number;
  quantity: number;
  itemId?: string;
  productType?: string;
}

export interface FixtureOrder {
  websiteId: string;
  number: number;
  status: OrderStatus;
  email?: string;
  lines: FixtureLine[];
  currency?: string;
  discountCents?: number;
  shippingCents?: number;
  taxCents?: number;
  couponCode?: string | null;
  address?: Record<string, string> | null;
  shipping?: { id: string; name: string } | null;
  provider?: string;
  paymentId?: string | null;
  failure?: string | null;
  createdAt?: number;
  paidAt?: number | null;
  fulfilledAt?: number | null;
}

/** Inserts an order with its lines; answers its id. The total is subtotal − discount + shipping + tax. */
export async function insertOrder(db: Kysely<Database>, o: FixtureOrder): Promise<string> {
  const id = randomBytes(12).toString('hex');
  const created = o.createdAt ?? Date.now();
  const subtotal = o.lines.reduce((n, l) => n + l.unitPriceCents * l.quantity, 0);
  const discount = o.discountCents ?? 0;
  const shippingCents = o.shippingCents ?? 0;
  const tax = o.taxCents ?? 0;
  const paid = o.status === 'pending' || o.status === 'failed' ? null : (o.paidAt ?? created + 1000);
  await db
    .insertInto('orders')
    .values({
      id, website_id: o.websiteId, number: o.number, secret_hash: randomBytes(32).toString('hex'), idempotency_key: `key-${id}`, fingerprint: 'f'.repeat(64),
      cart_id: randomBytes(32).toString('hex'), status: o.status, email: o.email ?? 'cliente@ejemplo.com',
      address: o.address === null ? null : JSON.stringify(o.address ?? { name: 'Lucía Rey', line1: 'Av. Juárez 10', line2: 'Int. 4', city: 'Oaxaca', region: 'OAX', postalCode: '68000', country: 'MX', phone: '951 123 4567' }),
      shipping: o.shipping === null ? null : JSON.stringify(o.shipping ?? { id: 'estandar', name: 'Envío estándar' }),
      currency: o.currency ?? 'MXN', subtotal_cents: subtotal, discount_cents: discount, shipping_cents: shippingCents, tax_cents: tax,
      total_cents: subtotal - discount + shippingCents + tax, coupon_code: o.couponCode ?? null, provider: o.provider ?? 'test',
      payment_id: o.paymentId === undefined ? (o.status === 'failed' ? null : `pay_${id}`) : o.paymentId, failure: o.failure ?? null,
      created_at: created, updated_at: created, paid_at: paid, fulfilled_at: o.fulfilledAt ?? (o.status === 'fulfilled' ? created + 2000 : null), refunded_at: null,
    })
    .execute();
  if (o.lines.length) {
    await db
      .insertInto('order_lines')
      .values(o.lines.map((l, line) => ({
        order_id: id, website_id: o.websiteId, line, item_id: l.itemId ?? 'aaaaaaaaaaaaaaaaaaaaaa07', sku: l.sku, title: l.title,
        variant_label: l.variantLabel ?? '', product_type: l.productType ?? 'PHYSICAL', unit_price_cents: l.unitPriceCents, quantity: l.quantity,
      })))
      .execute();
  }
  return id;
}

/** Units of a sku in the stock table (undefined: no row). */
export async function stockOf(db: Kysely<Database>, websiteId: string, sku: string): Promise<number | undefined> {
  const row = await db.selectFrom('stock').select('quantity').where('website_id', '=', websiteId).where('sku', '=', sku).executeTakeFirst();
  return row ? Number(row.quantity) : undefined;
}

/** A payment provider that refunds in memory, once per idempotency key; `failRefunds` makes it reject. */
export class FakeProvider implements PaymentProvider {
  readonly name = 'test';
  readonly origins = [];
  /** Every refund call, repeats included. */
  readonly calls: { paymentId: string; amountCents: number; key: string }[] = [];
  /** Refunds made, by idempotency key. */
  readonly refunds = new Map<string, { refundId: string; paymentId: string; amountCents: number }>();
  failRefunds = false;

  async charge(): Promise<never> {
    throw new Error('the owner tests never charge');
  }

  async refund(paymentId: string, amountCents: number, key: string): Promise<{ refundId: string }> {
    this.calls.push({ paymentId, amountCents, key });
    // A little wait, so two clicks at once overlap here.
    await new Promise((r) => setTimeout(r, 5));
    if (this.failRefunds) throw new Error('provider unreachable');
    const done = this.refunds.get(key) ?? { refundId: `re_${this.refunds.size + 1}`, paymentId, amountCents };
    this.refunds.set(key, done);
    return { refundId: done.refundId };
  }
}
