import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeWithStock } from '../../src/server/commerce/orders-repo.ts';
import { MINI_ID } from '../../src/server/forms/test-client.ts';
import { createTestApp } from '../helpers/app.ts';
import { onPostgres } from '../helpers/db.ts';
import { STORE, storeSite } from '../helpers/checkout.ts';

// The reservation's last statement (docs/commerce.md "Checkout and orders"): the stock of every
// line and the numbered order, all or nothing. On PostgreSQL a plain order runs it on the database
// handle, as its own transaction; it must then never leave a line's units taken when another is short.

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
  await t.publish(storeSite({ last: 1, mug: 50 }));
});
afterAll(() => t.close());

const stockOf = async (sku: string) => Number((await t.db.selectFrom('stock').select('quantity').where('website_id', '=', MINI_ID).where('sku', '=', sku).executeTakeFirstOrThrow()).quantity);
const orderCount = async () => (await t.db.selectFrom('orders').select('id').execute()).length;
const lastNumber = async () => (await t.db.selectFrom('order_numbers').select('last').where('website_id', '=', MINI_ID).executeTakeFirst())?.last;

let n = 0;
function order() {
  n++;
  const id = `order${String(n).padStart(19, '0')}`;
  const row = {
    id, website_id: MINI_ID, secret_hash: 'h'.repeat(64), idempotency_key: `key-${n}`, fingerprint: 'f', cart_id: `cart-${n}`, status: 'pending' as const, email: 'ana@ejemplo.com',
    address: null, shipping: null, currency: 'MXN', subtotal_cents: 1, discount_cents: 0, shipping_cents: 0, tax_cents: 0, total_cents: 1, coupon_code: null, provider: 'test',
    payment_id: null, failure: null, created_at: 1, updated_at: 1, paid_at: null, fulfilled_at: null, refunded_at: null,
  };
  const line = (i: number, item: { itemId: string; sku: string }, quantity: number) => ({ order_id: id, website_id: MINI_ID, line: i, item_id: item.itemId, sku: item.sku, title: 't', variant_label: '', product_type: 'PHYSICAL', unit_price_cents: 1, quantity });
  return { row, line };
}

describe('placeWithStock', () => {
  it('takes every line and numbers the order when all the units are there', async () => {
    const { row, line } = order();
    const before = { mug: await stockOf(STORE.mug.sku), orders: await orderCount() };
    const placed = await t.db.transaction().execute((trx) => placeWithStock(trx, row, [line(0, STORE.mug, 2), line(1, STORE.last, 1)], 5));
    expect(placed).toMatchObject({ taken: true, number: 1 });
    expect(placed.taken && placed.left).toEqual(new Map([[STORE.mug.sku, { left: before.mug - 2, unlimited: false }], [STORE.last.sku, { left: 0, unlimited: false }]]));
    expect(await stockOf(STORE.mug.sku)).toBe(before.mug - 2);
    expect(await orderCount()).toBe(before.orders + 1);
    expect((await t.db.selectFrom('order_lines').select('sku').where('order_id', '=', row.id).execute()).length).toBe(2);
  });

  it('in a transaction: a short line refuses the whole order with the units it has; rolled back, nothing is taken', async () => {
    const { row, line } = order();
    const before = { mug: await stockOf(STORE.mug.sku), orders: await orderCount(), number: await lastNumber() };
    let placed;
    await expect(
      t.db.transaction().execute(async (trx) => {
        placed = await placeWithStock(trx, row, [line(0, STORE.mug, 1), line(1, STORE.last, 2)], 5);
        if (!placed.taken) throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(placed).toEqual({ taken: false, sku: STORE.last.sku, left: 0 });
    expect(await stockOf(STORE.mug.sku)).toBe(before.mug);
    expect(await orderCount()).toBe(before.orders);
    expect(await lastNumber()).toBe(before.number);
  });

  it.skipIf(!onPostgres)('PostgreSQL, on the database handle (its own transaction): a short line takes nothing at all', async () => {
    await t.db.updateTable('stock').set({ quantity: 1 }).where('sku', '=', STORE.last.sku).execute();
    const { row, line } = order();
    const before = { mug: await stockOf(STORE.mug.sku), orders: await orderCount(), number: await lastNumber() };
    // TAZA-1 sorts before ULTIMA-1: the mug's units are there and are locked first.
    expect(await placeWithStock(t.db, row, [line(0, STORE.mug, 3), line(1, STORE.last, 2)], 5)).toEqual({ taken: false, sku: STORE.last.sku, left: 1 });
    expect(await stockOf(STORE.mug.sku)).toBe(before.mug);
    expect(await stockOf(STORE.last.sku)).toBe(1);
    expect(await orderCount()).toBe(before.orders);
    expect(await lastNumber()).toBe(before.number);
  });
});
