import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINI_HOST, MINI_ID } from '../../src/server/forms/test-client.ts';
import { createTestApp } from '../helpers/app.ts';
import { cartWith, checkoutClient, freshKey, MX_DETAILS, STORE, storeSite } from '../helpers/checkout.ts';
import { FAKE_PUBLISHABLE_KEY, FAKE_SECRET_KEY, FAKE_WEBHOOK_SECRET, signWebhook, startFakeStripe, TEST_METHODS, webhookEvent, type FakeStripe } from '../helpers/fake-stripe.ts';

// Issue 16 end to end with Stripe (docs/commerce.md "Payments"): the checkout pays through the
// Stripe provider (the official SDK against the fake Stripe), a card that asks for 3-D Secure
// leaves the order pending, and Stripe's signed webhook settles it — paid on success, failed with
// its stock back on failure. A forged webhook changes nothing.

let fake: FakeStripe;
let t: Awaited<ReturnType<typeof createTestApp>>;
let c: ReturnType<typeof checkoutClient>;
beforeAll(async () => {
  fake = await startFakeStripe();
  const env = { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: FAKE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY: FAKE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET, STRIPE_API_URL: fake.url };
  t = await createTestApp(env, { checkout: { sweepEveryMs: 0, payLimits: { ipPerMinute: 1000, visitorPerMinute: 1000 } } });
  await t.publish(storeSite());
  c = checkoutClient(t.app);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const stockOf = async (sku: string) => Number((await t.db.selectFrom('stock').select('quantity').where('website_id', '=', MINI_ID).where('sku', '=', sku).executeTakeFirstOrThrow()).quantity);
async function pendingOrder() {
  const cart = await cartWith(t.db, [[STORE.mug, 1]]);
  await t.db.updateTable('carts').set({ email: MX_DETAILS.email, address: JSON.stringify(MX_DETAILS), shipping_option_id: 'estandar' }).where('id', '=', cart.id).execute();
  const key = freshKey();
  const res = await c.post(cart.token, { action: 'pay', key, paymentMethodId: TEST_METHODS.threeDSecure });
  expect(res.statusCode).toBe(303);
  const order = await t.db.selectFrom('orders').selectAll().where('website_id', '=', MINI_ID).where('idempotency_key', '=', key).executeTakeFirstOrThrow();
  expect(order.status).toBe('pending');
  expect(order.provider).toBe('stripe');
  expect(order.payment_id).toMatch(/^pi_/);
  return order;
}
const hook = (type: string, paymentId: string, signature?: string) => {
  const payload = JSON.stringify(webhookEvent(type, { id: paymentId, object: 'payment_intent' }));
  return t.app.inject({ method: 'POST', url: '/api/commerce/webhooks/stripe', headers: { host: 'vitrina.test', 'content-type': 'application/json', 'stripe-signature': signature ?? signWebhook(payload) }, payload });
};
const statusOf = async (id: string) => (await t.db.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

describe('checkout through Stripe, settled by its webhooks', () => {
  it('the checkout page draws the Stripe container and admits Stripe only there', async () => {
    const cart = await cartWith(t.db, [[STORE.mug, 1]]);
    await t.db.updateTable('carts').set({ email: MX_DETAILS.email, address: JSON.stringify(MX_DETAILS), shipping_option_id: 'estandar' }).where('id', '=', cart.id).execute();
    const res = await c.get('/checkout', cart.token);
    expect(res.body).toContain(`data-provider="stripe"`);
    expect(res.body).toContain(`data-publishable-key="${FAKE_PUBLISHABLE_KEY}"`);
    expect(res.body).not.toContain('name="cardNumber"');
    expect(res.headers['content-security-policy']).toContain('https://js.stripe.com');
    const home = await t.app.inject({ method: 'GET', url: '/', headers: { host: MINI_HOST } });
    expect(String(home.headers['content-security-policy'])).not.toContain('stripe');
  });

  it('a 3-D Secure card leaves the order pending; payment_intent.succeeded makes it paid', async () => {
    const order = await pendingOrder();
    const res = await hook('payment_intent.succeeded', order.payment_id!);
    expect(res.statusCode).toBe(200);
    expect(await statusOf(order.id)).toBe('paid');
    const mails = await t.db.selectFrom('mail_outbox').select('to_address').execute();
    expect(mails.map((m) => m.to_address)).toContain(MX_DETAILS.email);
  });

  it('payment_intent.payment_failed fails the pending order and gives its stock back', async () => {
    const before = await stockOf(STORE.mug.sku);
    const order = await pendingOrder();
    expect(await stockOf(STORE.mug.sku)).toBe(before - 1);
    expect((await hook('payment_intent.payment_failed', order.payment_id!)).statusCode).toBe(200);
    expect(await statusOf(order.id)).toBe('failed');
    expect(await stockOf(STORE.mug.sku)).toBe(before);
  });

  it('a forged webhook (wrong secret) is refused and changes nothing', async () => {
    const order = await pendingOrder();
    const payload = JSON.stringify(webhookEvent('payment_intent.succeeded', { id: order.payment_id, object: 'payment_intent' }));
    const res = await hook('payment_intent.succeeded', order.payment_id!, signWebhook(payload, 'whsec_not_the_secret'));
    expect(res.statusCode).toBe(400);
    expect(await statusOf(order.id)).toBe('pending');
  });
});
