/**
 * Orders in the database (docs/commerce.md, "Checkout and orders"): the SQL of placing, settling
 * and reading an order, and of the checkout's choices kept on the cart. Every function takes the
 * website id first. The stock and coupon updates are guarded (`quantity >= n`, `used < limit`):
 * on PostgreSQL the updated row stays locked until the transaction ends, on SQLite the whole
 * transaction is immediate (it holds the write lock), so two buyers can never take the same unit.
 */
import { CompiledQuery, sql, type Insertable, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { Database, OrderLinesTable, OrdersTable, OrderStatus } from '../db/schema.ts';
import { claimable, dialectOf } from '../db/dialect.ts';
import { TableInsert } from '../db/multi-insert.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type OrderRow = Selectable<OrdersTable>;
export type OrderLineRow = Selectable<OrderLinesTable>;

const numbers = <T extends Record<string, unknown>>(row: T, keys: (keyof T)[]): T => {
  const out = { ...row };
  for (const k of keys) if (out[k] !== null && out[k] !== undefined) (out as Record<keyof T, unknown>)[k] = Number(out[k]);
  return out;
};
const orderOut = (row: OrderRow): OrderRow =>
  numbers(row, ['number', 'subtotal_cents', 'discount_cents', 'shipping_cents', 'tax_cents', 'total_cents', 'created_at', 'updated_at', 'paid_at', 'fulfilled_at', 'refunded_at']);

/** The order of a checkout attempt (its idempotency key), if one was placed. */
export async function orderByKey(db: Db, websiteId: string, key: string): Promise<OrderRow | undefined> {
  const row = await db.selectFrom('orders').selectAll().where('website_id', '=', websiteId).where('idempotency_key', '=', key).executeTakeFirst();
  return row && orderOut(row);
}

/** The order a provider's payment belongs to (a webhook names the payment, not the site). */
export async function orderByPayment(db: Db, provider: string, paymentId: string): Promise<OrderRow | undefined> {
  const row = await db.selectFrom('orders').selectAll().where('provider', '=', provider).where('payment_id', '=', paymentId).executeTakeFirst();
  return row && orderOut(row);
}

/** An order by id, on this website only. */
export async function orderById(db: Db, websiteId: string, id: string): Promise<OrderRow | undefined> {
  const row = await db.selectFrom('orders').selectAll().where('website_id', '=', websiteId).where('id', '=', id).executeTakeFirst();
  return row && orderOut(row);
}

/** An order's lines in cart order. */
export async function orderLines(db: Db, websiteId: string, orderId: string): Promise<OrderLineRow[]> {
  const rows = await db.selectFrom('order_lines').selectAll().where('website_id', '=', websiteId).where('order_id', '=', orderId).orderBy('line').execute();
  return rows.map((r) => numbers(r, ['line', 'unit_price_cents', 'quantity']));
}

/**
 * Takes `n` units of a sku, only if that many are left (or it never runs out). Answers whether it
 * did and the units left afterwards (before, when refused).
 */
export async function takeStock(trx: Db, websiteId: string, sku: string, n: number, now: number): Promise<{ taken: boolean; left: number; unlimited: boolean }> {
  const row = await trx
    .updateTable('stock')
    .set({ quantity: sql<number>`case when unlimited = 1 then quantity else quantity - ${n} end`, updated_at: now })
    .where('website_id', '=', websiteId)
    .where('sku', '=', sku)
    .where((eb) => eb.or([eb('unlimited', '=', 1), eb('quantity', '>=', n)]))
    .returning(['quantity', 'unlimited'])
    .executeTakeFirst();
  if (row) return { taken: true, left: Number(row.quantity), unlimited: Number(row.unlimited) === 1 };
  const current = await trx.selectFrom('stock').select('quantity').where('website_id', '=', websiteId).where('sku', '=', sku).executeTakeFirst();
  return { taken: false, left: Number(current?.quantity ?? 0), unlimited: false };
}

/** Gives `n` units of a sku back (a failed order); answers the units left afterwards (undefined: unlimited or gone). */
export async function giveStockBack(trx: Db, websiteId: string, sku: string, n: number, now: number): Promise<number | undefined> {
  const row = await trx
    .updateTable('stock')
    .set({ quantity: sql<number>`quantity + ${n}`, updated_at: now })
    .where('website_id', '=', websiteId)
    .where('sku', '=', sku)
    .where('unlimited', '=', 0)
    .returning('quantity')
    .executeTakeFirst();
  return row ? Number(row.quantity) : undefined;
}

/** Redemptions of a coupon so far, and whether `email` already has a live order with it (once per customer). */
export async function couponUses(db: Db, websiteId: string, code: string, email: string | null): Promise<{ total: number; byCustomer: boolean }> {
  const row = await db.selectFrom('coupon_uses').select('used').where('website_id', '=', websiteId).where('code', '=', code).executeTakeFirst();
  let byCustomer = false;
  if (email) {
    const earlier = await db
      .selectFrom('orders')
      .select('id')
      .where('website_id', '=', websiteId)
      .where('coupon_code', '=', code)
      .where(sql<string>`lower(email)`, '=', email.toLowerCase())
      .where('status', 'in', ['pending', 'paid', 'fulfilled'] satisfies OrderStatus[])
      .limit(1)
      .executeTakeFirst();
    byCustomer = earlier !== undefined;
  }
  return { total: Number(row?.used ?? 0), byCustomer };
}

/** Counts one redemption of a coupon, never past `limit` (undefined: no limit). False when it is used up. */
export async function redeemCoupon(trx: Db, websiteId: string, code: string, limit: number | undefined): Promise<boolean> {
  await trx.insertInto('coupon_uses').values({ website_id: websiteId, code, used: 0 }).onConflict((oc) => oc.columns(['website_id', 'code']).doNothing()).execute();
  let query = trx.updateTable('coupon_uses').set({ used: sql<number>`used + 1` }).where('website_id', '=', websiteId).where('code', '=', code);
  if (limit !== undefined) query = query.where('used', '<', limit);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives one redemption of a coupon back (its order failed). */
export async function returnCoupon(trx: Db, websiteId: string, code: string): Promise<void> {
  await trx.updateTable('coupon_uses').set({ used: sql<number>`used - 1` }).where('website_id', '=', websiteId).where('code', '=', code).where('used', '>', 0).execute();
}

/**
 * Inserts an order with the site's next number (1, 2, 3…) and its lines; answers the number. The
 * number's row stays locked until the transaction ends, so callers take it last, just before
 * their commit (every order of a site waits on it). PostgreSQL: one statement (the number, the
 * order and its lines in a data-modifying WITH), one round trip; SQLite: three statements.
 */
export async function insertNumberedOrder(trx: Db, order: Omit<Insertable<OrdersTable>, 'number'>, lines: Insertable<OrderLinesTable>[]): Promise<number> {
  // PostgreSQL: the statement of placeWithStock with no stock to take.
  if (dialectOf(trx) === 'postgres') return Number((await placeOnPostgres(trx, order, lines, [], 0)).number);
  const number = Number(
    (
      await trx
        .insertInto('order_numbers')
        .values({ website_id: order.website_id, last: 1 })
        .onConflict((oc) => oc.column('website_id').doUpdateSet({ last: sql<number>`order_numbers.last + 1` }))
        .returning('last')
        .executeTakeFirstOrThrow()
    ).last,
  );
  await trx.insertInto('orders').values({ ...order, number }).execute();
  if (lines.length) await trx.insertInto('order_lines').values(lines).execute();
  return number;
}

/** How taking an order's stock went: the order placed with its number, or the first sku short. */
export type PlacedWithStock =
  | { taken: true; number: number; /** Per sku taken: the units left after (unlimited: not counted). */ left: Map<string, { left: number; unlimited: boolean }> }
  | { taken: false; sku: string; left: number };

const ORDER_COLUMNS = [
  'id', 'website_id', 'number', 'secret_hash', 'idempotency_key', 'fingerprint', 'cart_id', 'status', 'email', 'address', 'shipping', 'currency',
  'subtotal_cents', 'discount_cents', 'shipping_cents', 'tax_cents', 'total_cents', 'coupon_code', 'provider', 'payment_id', 'failure',
  'created_at', 'updated_at', 'paid_at', 'fulfilled_at', 'refunded_at',
] as const satisfies readonly (keyof OrdersTable)[];
const LINE_COLUMNS = ['order_id', 'website_id', 'line', 'item_id', 'sku', 'title', 'variant_label', 'product_type', 'unit_price_cents', 'quantity'] as const satisfies readonly (keyof OrderLinesTable)[];
const orderInsert = new TableInsert('orders', ORDER_COLUMNS);
const lineInsert = new TableInsert('order_lines', LINE_COLUMNS);

/**
 * Takes the stock of every line (guarded: never below zero; skus in sorted order, so two orders
 * never wait on each other's rows) and, only when all of it was there, inserts the order with the
 * site's next number and its lines. The stock and number rows every order of a store waits on
 * stay locked until the end of the caller's transaction, so this is its last statement.
 * PostgreSQL: one statement, all or nothing (data-modifying WITH: the stock rows are locked, then
 * taken only if every sku has its units), so the hot rows are held for it and the commit; on a
 * database handle it would be its own transaction (tried for plain orders without BEGIN and COMMIT:
 * no gain measured, docs/commerce.md "Checkout and orders").
 * SQLite (one writer, in this process): the statements one after the other, in the caller's
 * transaction, which rolls back the units taken when a later line is short.
 */
export async function placeWithStock(db: Db, order: Omit<Insertable<OrdersTable>, 'number'>, lines: Insertable<OrderLinesTable>[], now: number): Promise<PlacedWithStock> {
  const websiteId = order.website_id;
  const wanted = new Map<string, number>();
  for (const line of lines) wanted.set(line.sku, (wanted.get(line.sku) ?? 0) + Number(line.quantity));
  const skus = [...wanted.keys()].sort();
  const left = new Map<string, { left: number; unlimited: boolean }>();
  if (dialectOf(db) !== 'postgres') {
    for (const sku of skus) {
      const taken = await takeStock(db, websiteId, sku, wanted.get(sku)!, now);
      if (!taken.taken) return { taken: false, sku, left: taken.left };
      left.set(sku, { left: taken.left, unlimited: taken.unlimited });
    }
    return { taken: true, number: await insertNumberedOrder(db, order, lines), left };
  }
  const row = await placeOnPostgres(db, order, lines, skus.map((sku) => ({ sku, n: wanted.get(sku)! })), now);
  if (row.number !== null && row.number !== undefined) {
    for (const [sku, quantity, unlimited] of row.taken) left.set(sku, { left: Number(quantity), unlimited: Number(unlimited) === 1 });
    return { taken: true, number: Number(row.number), left };
  }
  // Nothing was taken: the first sku short, with its units as they were when locked.
  const stock = new Map(row.locked.map(([sku, quantity, unlimited]) => [sku, { quantity: Number(quantity), unlimited: Number(unlimited) === 1 }]));
  const short = skus.find((sku) => {
    const s = stock.get(sku);
    return !s || (!s.unlimited && s.quantity < wanted.get(sku)!);
  })!;
  return { taken: false, sku: short, left: stock.get(short)?.quantity ?? 0 };
}

type Stock = [sku: string, quantity: number, unlimited: number][];

/** Runs placeStatement: `wanted` sorted by sku (empty: an order that takes no stock). */
async function placeOnPostgres(db: Db, order: Omit<Insertable<OrdersTable>, 'number'>, lines: Insertable<OrderLinesTable>[], wanted: { sku: string; n: number }[], now: number) {
  const params = [order.website_id, JSON.stringify(wanted), now, wanted.length, JSON.stringify(order), JSON.stringify(lines)];
  return (await db.executeQuery<{ number: number | null; taken: Stock; locked: Stock }>(CompiledQuery.raw((placeSql ??= placeStatement()), params))).rows[0];
}

let placeSql: string | undefined;
/** $1 website, $2 [{sku, n}] sorted by sku, $3 now, $4 how many skus, $5 the order (no number), $6 its lines. */
function placeStatement(): string {
  return `with wanted as (
  select w.sku, w.n from jsonb_to_recordset($2::jsonb) as w(sku text, n integer)
), locked as (
  select s."sku", s."quantity", s."unlimited" from "stock" s where s."website_id" = $1 and s."sku" in (select sku from wanted) order by s."sku" for update
), enough as (
  select count(*) = $4::int as ok from locked l join wanted w on w.sku = l."sku" where l."unlimited" = 1 or l."quantity" >= w.n
), taken as (
  update "stock" s set "quantity" = case when s."unlimited" = 1 then s."quantity" else s."quantity" - w.n end, "updated_at" = $3::bigint
  from wanted w
  where s."website_id" = $1 and s."sku" = w.sku and (select ok from enough) and (s."unlimited" = 1 or s."quantity" >= w.n)
  returning s."sku", s."quantity", s."unlimited"
), next_number as (
  insert into "order_numbers" ("website_id", "last") select $1, 1 where (select count(*) from taken) = $4::int
  on conflict ("website_id") do update set "last" = "order_numbers"."last" + 1
  returning "last"
), new_order as (
  ${orderInsert.pgInsertFrom(`next_number n cross join lateral jsonb_populate_record(null::"orders", $5::jsonb || jsonb_build_object('number', n."last")) r`)}
  returning "id"
), new_lines as (
  ${lineInsert.pgInsertFrom(`new_order o cross join lateral jsonb_populate_recordset(null::"order_lines", $6::jsonb) r`)}
)
select (select "last" from next_number) as number,
  (select coalesce(jsonb_agg(jsonb_build_array(t."sku", t."quantity", t."unlimited")), '[]'::jsonb) from taken t) as taken,
  (select coalesce(jsonb_agg(jsonb_build_array(l."sku", l."quantity", l."unlimited")), '[]'::jsonb) from locked l) as locked`;
}

/** Moves a pending order on (paid or failed) with `patch`; answers its row as moved, or undefined when it was no longer pending (settled elsewhere). */
export async function settlePending(trx: Db, websiteId: string, id: string, patch: { status: OrderStatus; payment_id?: string; paid_at?: number; failure?: string | null }, now: number): Promise<OrderRow | undefined> {
  const row = await trx.updateTable('orders').set({ ...patch, updated_at: now }).where('website_id', '=', websiteId).where('id', '=', id).where('status', '=', 'pending').returningAll().executeTakeFirst();
  return row && orderOut(row);
}

/** Notes the provider's payment id of a pending order (a payment the provider is still deciding). */
export async function notePaymentId(db: Db, websiteId: string, id: string, paymentId: string, now: number): Promise<void> {
  await db.updateTable('orders').set({ payment_id: paymentId, updated_at: now }).where('website_id', '=', websiteId).where('id', '=', id).where('status', '=', 'pending').execute();
}

/** Closes a cart: it became this order and takes no more changes. */
export async function closeCart(trx: Db, websiteId: string, cartId: string, orderId: string, now: number): Promise<void> {
  await trx.updateTable('carts').set({ order_id: orderId, updated_at: now }).where('website_id', '=', websiteId).where('id', '=', cartId).execute();
}

/**
 * Claims the pending orders of a provider not touched since `before` (the sweeper's work), oldest
 * first: each is touched at `now` in the same statement, so the sweeper of another process (or
 * this one's next run) passes it over until another wait has gone by. On PostgreSQL the rows are
 * chosen FOR UPDATE SKIP LOCKED: two processes sweeping at once never ask about the same order.
 */
export async function claimStalePendingOrders(db: Db, provider: string, before: number, now: number, limit = 50): Promise<OrderRow[]> {
  const rows = await db
    .updateTable('orders')
    .set({ updated_at: now })
    .where('id', 'in', (eb) => claimable(db, eb.selectFrom('orders').select('id').where('status', '=', 'pending').where('provider', '=', provider).where('updated_at', '<', before).orderBy('updated_at').limit(limit)))
    .where('status', '=', 'pending')
    .where('updated_at', '<', before)
    .returningAll()
    .execute();
  return rows.map(orderOut).sort((a, b) => a.created_at - b.created_at);
}

/** Touches a pending order the sweeper asked about, so it is asked again only after another wait. */
export async function touchPending(db: Db, websiteId: string, id: string, now: number): Promise<void> {
  await db.updateTable('orders').set({ updated_at: now }).where('website_id', '=', websiteId).where('id', '=', id).where('status', '=', 'pending').execute();
}

/** The checkout's choices kept on a live cart: contact, address, shipping option, coupon. */
export async function saveCartChoices(db: Db, websiteId: string, cartId: string, patch: { email?: string | null; address?: string | null; shipping_option_id?: string | null; coupon_code?: string | null }, now: number): Promise<void> {
  await db.updateTable('carts').set({ ...patch, updated_at: now }).where('website_id', '=', websiteId).where('id', '=', cartId).where('order_id', 'is', null).execute();
}

/** A website and its published version, as SiteViews asks (the mails of an order settled away from its request). */
export async function siteTenant(db: Db, websiteId: string): Promise<{ websiteId: string; version: number } | undefined> {
  const row = await db.selectFrom('websites').select('version').where('id', '=', websiteId).executeTakeFirst();
  return row ? { websiteId, version: Number(row.version) } : undefined;
}
