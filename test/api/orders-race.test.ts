import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Crumbs } from '../../src/server/http/crumb.ts';
import { MINI_ID } from '../../src/server/forms/test-client.ts';
import { createTestApp } from '../helpers/app.ts';
import { createTestDb, onPostgres, type TestDb } from '../helpers/db.ts';
import { cartWith, checkoutClient, freshKey, GOOD_CARD, MX_DETAILS, STORE, storeSite } from '../helpers/checkout.ts';
import { race } from '../reliability/harness/race.ts';
import { childServer, type ChildServer } from '../reliability/harness/server.ts';

// Issue 16 (docs/commerce.md, "Checkout and orders"): the last units and a single-use coupon
// under many concurrent buyers. In one process on both databases, and on PostgreSQL with two real
// server processes on one database: never oversold, stock never below 0, orders = units.

const BUYERS = 30;
const UNITS = 5;

/** A cart for the race with its details and shipping already chosen. */
async function readyCart(db: TestDb['db'], lines: Parameters<typeof cartWith>[1], coupon: string | null = null) {
  const cart = await cartWith(db, lines);
  await db.updateTable('carts').set({ email: `comprador.${cart.id.slice(0, 8)}@ejemplo.com`, address: JSON.stringify(MX_DETAILS), shipping_option_id: 'estandar', coupon_code: coupon }).where('id', '=', cart.id).execute();
  return cart;
}
const stockOf = async (db: TestDb['db'], sku: string) => Number((await db.selectFrom('stock').select('quantity').where('website_id', '=', MINI_ID).where('sku', '=', sku).executeTakeFirstOrThrow()).quantity);
const paidOrdersWith = async (db: TestDb['db'], sku: string) =>
  (await db.selectFrom('orders').innerJoin('order_lines', 'order_lines.order_id', 'orders.id').select(['orders.id', 'order_lines.quantity']).where('orders.status', '=', 'paid').where('order_lines.sku', '=', sku).execute()).length;

describe('in one process, many concurrent checkouts', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp({}, { checkout: { sweepEveryMs: 0, payLimits: { ipPerMinute: 10_000, visitorPerMinute: 10_000 } } });
    await t.publish(storeSite({ last: UNITS, mug: 1000 }));
  });
  afterAll(() => t.close());

  it(`${BUYERS} buyers for the last ${UNITS} units: ${UNITS} orders, 0 oversold, stock 0`, async () => {
    await t.db.updateTable('stock').set({ quantity: UNITS }).where('sku', '=', STORE.last.sku).execute();
    const carts = await Promise.all(Array.from({ length: BUYERS }, () => readyCart(t.db, [[STORE.last, 1]])));
    const c = checkoutClient(t.app);
    const r = await race(BUYERS, (i) => c.post(carts[i].token, { action: 'pay', key: freshKey(), ...GOOD_CARD }, { ip: `10.40.0.${i + 1}` }), (res) => res.statusCode === 303);
    expect(r.winners).toBe(UNITS);
    const losers = r.results.filter((res) => res.statusCode !== 303);
    expect(losers.every((res) => res.statusCode === 400 && res.body.includes('Ya no quedan unidades de Canasta de temporada.'))).toBe(true);
    expect(await stockOf(t.db, STORE.last.sku)).toBe(0);
    expect(await paidOrdersWith(t.db, STORE.last.sku)).toBe(UNITS);
  });

  it('20 concurrent buyers of two skus, put in the cart in opposite orders: every order paid, none waits forever, stock down by exactly the units', async () => {
    await t.db.updateTable('stock').set({ quantity: 100 }).where('sku', '=', STORE.last.sku).execute();
    const mugBefore = await stockOf(t.db, STORE.mug.sku);
    const carts = await Promise.all(Array.from({ length: 20 }, (_, i) => readyCart(t.db, i % 2 ? [[STORE.last, 1], [STORE.mug, 2]] : [[STORE.mug, 2], [STORE.last, 1]])));
    const c = checkoutClient(t.app);
    const r = await race(20, (i) => c.post(carts[i].token, { action: 'pay', key: freshKey(), ...GOOD_CARD }, { ip: `10.43.0.${i + 1}` }), (res) => res.statusCode === 303);
    expect(r.winners).toBe(20);
    expect(await stockOf(t.db, STORE.last.sku)).toBe(80);
    expect(await stockOf(t.db, STORE.mug.sku)).toBe(mugBefore - 40);
  });

  it('an order whose second sku is short is refused whole: the first sku keeps its units, no order and no order number is used', async () => {
    await t.db.updateTable('stock').set({ quantity: 1 }).where('sku', '=', STORE.last.sku).execute();
    const mugBefore = await stockOf(t.db, STORE.mug.sku);
    const numbersBefore = await t.db.selectFrom('order_numbers').select('last').where('website_id', '=', MINI_ID).executeTakeFirst();
    const ordersBefore = (await t.db.selectFrom('orders').select('id').execute()).length;
    const cart = await readyCart(t.db, [[STORE.mug, 1], [STORE.last, 2]]);
    const res = await checkoutClient(t.app).post(cart.token, { action: 'pay', key: freshKey(), ...GOOD_CARD });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Canasta de temporada');
    expect(await stockOf(t.db, STORE.mug.sku)).toBe(mugBefore);
    expect(await stockOf(t.db, STORE.last.sku)).toBe(1);
    expect((await t.db.selectFrom('orders').select('id').execute()).length).toBe(ordersBefore);
    expect(await t.db.selectFrom('order_numbers').select('last').where('website_id', '=', MINI_ID).executeTakeFirst()).toEqual(numbersBefore);
  });

  it('a coupon of limit 1 under 20 concurrent checkouts: exactly one redemption', async () => {
    const carts = await Promise.all(Array.from({ length: 20 }, () => readyCart(t.db, [[STORE.mug, 1]], 'UNICO')));
    const c = checkoutClient(t.app);
    const r = await race(20, (i) => c.post(carts[i].token, { action: 'pay', key: freshKey(), ...GOOD_CARD }, { ip: `10.41.0.${i + 1}` }), (res) => res.statusCode === 303);
    expect(r.winners).toBe(1);
    expect(r.results.filter((res) => res.statusCode === 400 && res.body.includes('ya se usó el máximo de veces'))).toHaveLength(19);
    const used = await t.db.selectFrom('coupon_uses').select('used').where('website_id', '=', MINI_ID).where('code', '=', 'UNICO').executeTakeFirstOrThrow();
    expect(Number(used.used)).toBe(1);
    expect(await t.db.selectFrom('orders').select('id').where('coupon_code', '=', 'UNICO').where('status', '=', 'paid').execute()).toHaveLength(1);
  });
});

describe.skipIf(!onPostgres)('two server processes on one PostgreSQL database', () => {
  let testDb: TestDb;
  let servers: ChildServer[] = [];
  const secret = 's'.repeat(40);
  beforeAll(async () => {
    testDb = await createTestDb();
    const site = storeSite({ last: UNITS, mug: 1000 });
    // The first imports the site (an empty database); the second starts on the same rows.
    servers = [await childServer(testDb.url, site, { TRUST_PROXY: 'true' }), await childServer(testDb.url, site, { TRUST_PROXY: 'true' })];
    await servers[0].start();
    await servers[1].start();
  }, 120_000);
  afterAll(async () => {
    for (const s of servers) await s.stop().catch(() => {});
    await testDb?.destroy();
  });

  it(`${BUYERS * 2} buyers on two processes for the last ${UNITS} units: ${UNITS} orders, stock never below 0`, async () => {
    const crumb = new Crumbs(secret).mint(MINI_ID);
    const carts = await Promise.all(Array.from({ length: BUYERS * 2 }, () => readyCart(testDb.db, [[STORE.last, 1]])));
    const r = await race(carts.length, async (i) => {
      const res = await fetch(`http://127.0.0.1:${servers[i % 2].port}/checkout`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `crumb=${crumb}; vitrina_cart=${carts[i].token}`, 'x-forwarded-for': `10.42.${Math.floor(i / 200)}.${(i % 200) + 1}` },
        body: new URLSearchParams({ crumb, action: 'pay', key: freshKey(), ...GOOD_CARD }).toString(),
      });
      return { status: res.status, body: await res.text(), server: i % 2 };
    }, (res) => res.status === 303);
    expect(r.results.filter((res) => res.status >= 500), servers.map((s) => s.output()).join('\n')).toHaveLength(0);
    expect(r.winners).toBe(UNITS);
    expect(await stockOf(testDb.db, STORE.last.sku)).toBe(0);
    expect(await paidOrdersWith(testDb.db, STORE.last.sku)).toBe(UNITS);
    // Both processes sold.
    expect(new Set(r.results.map((res) => res.server)).size).toBe(2);
  }, 120_000);
});
