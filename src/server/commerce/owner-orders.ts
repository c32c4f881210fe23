/**
 * The owner's reads of orders (/config/commerce, docs/commerce.md "The owner's store"): the list
 * by status, newest first; one order with its lines; every order for the CSV. Each query names the
 * website: an order of another site is never found, whatever id is asked.
 */
import type { Kysely, Selectable } from 'kysely';
import { countOf, fromJson } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import type { OrdersTable } from '../db/schema/commerce.ts';
import { LISTED_STATUSES, ORDER_STATUSES, type OwnerOrder, type OwnerOrderLine, type OwnerOrderRow, type OwnerOrderStatus } from '../../shared/owner/commerce.ts';
import { ownerDownloads } from './downloads.ts';

type OrderRow = Selectable<OrdersTable>;
const num = (v: unknown) => (v == null ? null : Number(v));

/** The statuses a filter shows: one status, or the paid ones (LISTED_STATUSES) when none is chosen. */
const statusesOf = (status: OwnerOrderStatus | null): readonly OwnerOrderStatus[] => (status ? [status] : LISTED_STATUSES);

function ordersQuery(db: Kysely<Database>, websiteId: string, status: OwnerOrderStatus | null) {
  return db.selectFrom('orders').where('website_id', '=', websiteId).where('status', 'in', [...statusesOf(status)]);
}

/** Units per order of `ids`. */
async function unitsOf(db: Kysely<Database>, websiteId: string, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('order_lines')
    .select(['order_id', (eb) => eb.fn.sum<number>('quantity').as('units')])
    .where('website_id', '=', websiteId)
    .where('order_id', 'in', ids)
    .groupBy('order_id')
    .execute();
  return new Map(rows.map((r) => [r.order_id, countOf(r.units)]));
}

function toRow(r: OrderRow, units: number): OwnerOrderRow {
  return { id: r.id, number: Number(r.number), createdAt: Number(r.created_at), email: r.email, items: units, totalCents: Number(r.total_cents), currency: r.currency, status: r.status as OwnerOrderStatus };
}

/** One page of orders of `status` (null: the paid ones), newest first, and how many there are. */
export async function ordersPage(db: Kysely<Database>, websiteId: string, status: OwnerOrderStatus | null, page: number, perPage: number): Promise<{ rows: OwnerOrderRow[]; total: number }> {
  const [{ total }, rows] = await Promise.all([
    ordersQuery(db, websiteId, status).select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    ordersQuery(db, websiteId, status).selectAll().orderBy('created_at', 'desc').orderBy('number', 'desc').limit(perPage).offset((page - 1) * perPage).execute(),
  ]);
  const units = await unitsOf(db, websiteId, rows.map((r) => r.id));
  return { rows: rows.map((r) => toRow(r, units.get(r.id) ?? 0)), total: countOf(total) };
}

/** How many orders the site has in each status. */
export async function orderCounts(db: Kysely<Database>, websiteId: string): Promise<Record<OwnerOrderStatus, number>> {
  const rows = await db.selectFrom('orders').select(['status', (eb) => eb.fn.countAll<number>().as('n')]).where('website_id', '=', websiteId).groupBy('status').execute();
  const counts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as Record<OwnerOrderStatus, number>;
  for (const r of rows) if ((ORDER_STATUSES as readonly string[]).includes(r.status)) counts[r.status as OwnerOrderStatus] = countOf(r.n);
  return counts;
}

async function linesOf(db: Kysely<Database>, websiteId: string, ids: string[]): Promise<Map<string, OwnerOrderLine[]>> {
  const byOrder = new Map<string, OwnerOrderLine[]>();
  if (ids.length === 0) return byOrder;
  const rows = await db.selectFrom('order_lines').selectAll().where('website_id', '=', websiteId).where('order_id', 'in', ids).orderBy('order_id').orderBy('line').execute();
  for (const l of rows) {
    const list = byOrder.get(l.order_id) ?? [];
    list.push({ sku: l.sku, title: l.title, variantLabel: l.variant_label, productType: l.product_type, unitPriceCents: Number(l.unit_price_cents), quantity: Number(l.quantity) });
    byOrder.set(l.order_id, list);
  }
  return byOrder;
}

/** A JSON column read leniently: an object of strings, or null. */
function addressOf(value: unknown): Record<string, string> | null {
  if (value == null) return null;
  try {
    const parsed = fromJson<unknown>(value);
    if (!parsed || typeof parsed !== 'object') return null;
    return Object.fromEntries(Object.entries(parsed).filter(([, v]) => typeof v === 'string' || typeof v === 'number').map(([k, v]) => [k, String(v)]));
  } catch {
    return null;
  }
}

function shippingName(value: unknown): string | null {
  const parsed = addressOf(value);
  return parsed ? (parsed.name ?? parsed.id ?? null) : null;
}

function toOrder(r: OrderRow, lines: OwnerOrderLine[]): OwnerOrder {
  return {
    ...toRow(r, lines.reduce((n, l) => n + l.quantity, 0)),
    lines,
    subtotalCents: Number(r.subtotal_cents),
    discountCents: Number(r.discount_cents),
    shippingCents: Number(r.shipping_cents),
    taxCents: Number(r.tax_cents),
    couponCode: r.coupon_code,
    address: addressOf(r.address),
    shipping: shippingName(r.shipping),
    provider: r.provider,
    paymentId: r.payment_id,
    failure: r.failure,
    paidAt: num(r.paid_at),
    fulfilledAt: num(r.fulfilled_at),
    refundedAt: num(r.refunded_at),
    updatedAt: Number(r.updated_at),
  };
}

/** One order of this website with its lines; undefined when the id is unknown here (or another site's). */
export async function ownerOrder(db: Kysely<Database>, websiteId: string, orderId: string): Promise<OwnerOrder | undefined> {
  const row = await db.selectFrom('orders').selectAll().where('website_id', '=', websiteId).where('id', '=', orderId).executeTakeFirst();
  if (!row) return undefined;
  return { ...toOrder(row, (await linesOf(db, websiteId, [row.id])).get(row.id) ?? []), downloads: await ownerDownloads(db, websiteId, row.id) };
}

/** Every order of `status` (null: the paid ones) with its lines, newest first, in batches (the CSV streams them). */
export async function* allOrders(db: Kysely<Database>, websiteId: string, status: OwnerOrderStatus | null, batch = 200): AsyncGenerator<OwnerOrder[]> {
  let after: { createdAt: number; number: number } | null = null;
  for (;;) {
    let q = ordersQuery(db, websiteId, status).selectAll();
    if (after) {
      const { createdAt, number } = after;
      q = q.where((eb) => eb.or([eb('created_at', '<', createdAt), eb.and([eb('created_at', '=', createdAt), eb('number', '<', number)])]));
    }
    const rows = await q.orderBy('created_at', 'desc').orderBy('number', 'desc').limit(batch).execute();
    const lines = await linesOf(db, websiteId, rows.map((r) => r.id));
    if (rows.length > 0) yield rows.map((r) => toOrder(r, lines.get(r.id) ?? []));
    if (rows.length < batch) return;
    const last = rows[rows.length - 1];
    after = { createdAt: Number(last.created_at), number: Number(last.number) };
  }
}
