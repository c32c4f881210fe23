import { describe, expect, it } from 'vitest';
import { TestProvider, type PaymentProvider } from '../../src/server/commerce/index.ts';
import { orderFlows } from '../../src/server/flows/index.ts';
import { freshKey, GOOD_CARD, MX_DETAILS, STORE, storeSite } from '../helpers/checkout.ts';
import { c, checkoutStore, location, orderOfKey, pay, provider, readyCart, setStock, stockOf, t } from '../helpers/checkout-store.ts';

// Issue 16, checkout (docs/commerce.md): a card is charged once whatever is repeated — the same
// key, a double click, a provider that cannot be reached and the sweeper asking it again.
checkoutStore();

describe('idempotency', () => {
  it('the same key twice is one order and one charge; a double click of 5 concurrent posts too', async () => {
    await setStock(STORE.mug.sku, 50);
    const cart = await readyCart([[STORE.mug, 1]]);
    const key = freshKey();
    const first = await pay(cart.token, GOOD_CARD, key);
    const second = await pay(cart.token, GOOD_CARD, key);
    expect(location(second)).toBe(location(first));
    expect(provider.calls.filter((r) => r.idempotencyKey === key)).toHaveLength(1);
    expect(await t.db.selectFrom('orders').select('id').where('idempotency_key', '=', key).execute()).toHaveLength(1);

    const burst = await readyCart([[STORE.mug, 1]]);
    const burstKey = freshKey();
    const before = await stockOf(STORE.mug.sku);
    const answers = await Promise.all(Array.from({ length: 5 }, () => pay(burst.token, GOOD_CARD, burstKey)));
    expect(answers.map((a) => a.statusCode)).toEqual([303, 303, 303, 303, 303]);
    expect(new Set(answers.map((a) => location(a).replace('&nuevo=1', ''))).size).toBe(1);
    expect(await t.db.selectFrom('orders').select('id').where('idempotency_key', '=', burstKey).execute()).toHaveLength(1);
    expect(provider.calls.filter((r) => r.idempotencyKey === burstKey)).toHaveLength(1);
    expect(await stockOf(STORE.mug.sku)).toBe(before - 1);
  });

  it('the same key with another cart is refused (409, «ya se usó con otro carrito»)', async () => {
    const a = await readyCart([[STORE.mug, 1]]);
    const key = freshKey();
    expect(location(await pay(a.token, GOOD_CARD, key))).toMatch(/nuevo=1/);
    const b = await readyCart([[STORE.mug, 2]]);
    const res = await pay(b.token, GOOD_CARD, key);
    expect(res.statusCode).toBe(409);
    expect(res.body).toContain('Este intento de pago ya se usó con otro carrito.');
    expect(await t.db.selectFrom('orders').select('id').where('cart_id', '=', b.id).execute()).toHaveLength(0);
  });
});

describe('a provider that cannot be reached', () => {
  it('leaves the order pending with its stock (207); the sweeper asks again with the same key and settles it, never charging twice', async () => {
    await setStock(STORE.last.sku, 4);
    const cart = await readyCart([[STORE.last, 1]]);
    const key = freshKey();
    provider.lose = true;
    const res = await pay(cart.token, GOOD_CARD, key);
    provider.lose = false;
    expect(res.statusCode).toBe(303);
    expect(location(res)).not.toContain('nuevo');
    const received = await c.get(location(res));
    expect(received.body).toContain('page-type-207');
    expect(received.body).toContain('Recibimos tu pedido');
    expect(received.body).toContain('Pago pendiente');
    expect((await orderOfKey(key))?.status).toBe('pending');
    expect(await stockOf(STORE.last.sku)).toBe(3);

    const flows = orderFlows({ db: t.db, provider, secret: t.config.sessionSecret, site: async () => ({ title: 'Panadería Mini', baseUrl: 'http://mini.vitrina.test', store: storeSite().settings.storeSettings }), stockChanged: () => {} });
    expect(await flows.sweep(60_000)).toBe(0); // not stale yet
    await new Promise((r) => setTimeout(r, 5)); // stale: older than now (placed in this millisecond, it would not be)
    expect(await flows.sweep(0)).toBeGreaterThanOrEqual(1);
    const order = await orderOfKey(key);
    expect(order?.status).toBe('paid');
    expect(provider.inner.ledger.charges.size).toBe(new Set(provider.calls.map((r) => r.idempotencyKey)).size);
    expect(await stockOf(STORE.last.sku)).toBe(3);
    expect(await t.db.selectFrom('mail_outbox').select('id').where('to_address', '=', MX_DETAILS.email).where('subject', 'like', `%n.º ${order!.number} %`).execute()).toHaveLength(1);
    expect((await c.get(location(res))).body).toContain('Pagado');
  });

  it('three sweepers at once (as on three processes) ask the provider about a pending order once', async () => {
    await setStock(STORE.last.sku, 4);
    const cart = await readyCart([[STORE.last, 1]]);
    const key = freshKey();
    provider.lose = true;
    await pay(cart.token, GOOD_CARD, key);
    provider.lose = false;
    const pending = await orderOfKey(key);
    expect(pending?.status).toBe('pending');
    // Untouched for ten minutes: stale for sweepers that ask again after one.
    await t.db.updateTable('orders').set({ updated_at: Date.now() - 600_000 }).where('id', '=', pending!.id).execute();
    const before = provider.calls.length;
    const sweepers = [0, 1, 2].map(() => orderFlows({ db: t.db, provider, secret: t.config.sessionSecret, site: async () => undefined, stockChanged: () => {} }));
    await Promise.all(sweepers.map((s) => s.sweep(60_000)));
    expect(provider.calls.slice(before).filter((call) => call.idempotencyKey === pending!.idempotency_key)).toHaveLength(1);
    expect((await orderOfKey(key))?.status).toBe('paid');
  });

  it('a charge the provider never received is failed by the sweeper: stock back', async () => {
    await setStock(STORE.last.sku, 4);
    const cart = await readyCart([[STORE.last, 2]]);
    const key = freshKey();
    const lost: PaymentProvider = { name: 'test', origins: [], charge: async () => Promise.reject(new Error('timeout')), refund: async () => ({ refundId: 'x' }) };
    const flows = orderFlows({ db: t.db, provider: lost, secret: t.config.sessionSecret, site: async () => undefined, stockChanged: () => {} });
    const cartRow = await t.db.selectFrom('carts').selectAll().where('id', '=', cart.id).executeTakeFirstOrThrow();
    const placed = await flows.place({ store: storeSite().settings.storeSettings, cart: cartRow, access: { unlocked: new Set() }, key, payment: { kind: 'card', number: '4242424242424242', expMonth: 12, expYear: 2034, cvc: '123', name: 'A' } });
    expect(placed.kind).toBe('pending');
    expect(await stockOf(STORE.last.sku)).toBe(2);
    const sweeper = orderFlows({ db: t.db, provider: new TestProvider(), secret: t.config.sessionSecret, site: async () => undefined, stockChanged: () => {} });
    await new Promise((r) => setTimeout(r, 5)); // stale: older than now (placed in this millisecond, it would not be)
    await sweeper.sweep(0);
    expect(await orderOfKey(key)).toMatchObject({ status: 'failed', failure: 'commerce.cardInvalid' });
    expect(await stockOf(STORE.last.sku)).toBe(4);
  });
});
