import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINI_ID } from '../../src/server/forms/test-client.ts';
import { createTestApp } from '../helpers/app.ts';
import { MX_DETAILS, payKey } from '../helpers/checkout.ts';
import { FAKE_PUBLISHABLE_KEY, FAKE_SECRET_KEY, FAKE_WEBHOOK_SECRET, startFakeStripe, type FakeStripe } from '../helpers/fake-stripe.ts';
import { SUBS, subscribeClient, subscriptionSite } from '../helpers/subscriptions.ts';

// Subscriptions through Stripe (docs/commerce-subscriptions.md, "Providers") against the fake
// server with the unchanged SDK: the first charge makes a Customer and keeps the card
// (setup_future_usage), a due renewal is an off-session PaymentIntent keyed `sub-{id}-{cycle}`.

let fake: FakeStripe;
let t: Awaited<ReturnType<typeof createTestApp>>;
let clock = Date.now();

beforeAll(async () => {
  fake = await startFakeStripe();
  const env = { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: FAKE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY: FAKE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET, STRIPE_API_URL: fake.url };
  t = await createTestApp(env, { checkout: { sweepEveryMs: 0, payLimits: { ipPerMinute: 1000, visitorPerMinute: 1000 } }, subscriptions: { sweepEveryMs: 0, now: () => clock } });
  await t.publish(subscriptionSite());
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('subscriptions with Stripe', () => {
  it('subscribe keeps the card on a Customer; a due renewal is charged off session once, as a renewal order', async () => {
    const c = subscribeClient(t.app);
    const checkout = String((await c.start(SUBS.course.itemId, SUBS.course.sku)).headers.location);
    expect((await c.post(checkout, { action: 'details', ...MX_DETAILS })).statusCode).toBe(303);
    const key = payKey((await c.get(checkout)).body)!;
    const paid = await c.post(checkout, { action: 'pay', key, paymentMethodId: 'pm_card_visa', cardName: 'ANA PEREZ' });
    expect(paid.statusCode).toBe(303);
    const orderId = /\/pedido\/([0-9a-f]{24})/.exec(String(paid.headers.location))![1];
    const sub = await t.db.selectFrom('subscriptions').selectAll().where('website_id', '=', MINI_ID).where('first_order_id', '=', orderId).executeTakeFirstOrThrow();
    expect(sub.provider).toBe('stripe');
    expect(sub.provider_ref).toMatch(/^cus_\w+ pm_card_visa$/);
    const first = fake.calls.find((call) => call.path === '/v1/payment_intents' && call.idempotencyKey === key)!;
    expect(first.params.setup_future_usage).toBe('off_session');
    expect(first.params.customer).toBe(sub.provider_ref!.split(' ')[0]);

    clock = Number(sub.next_charge_at) + 1;
    await Promise.all([t.app.subscriptionRenewals.sweep(), t.app.subscriptionRenewals.sweep()]);
    const renewals = fake.calls.filter((call) => call.path === '/v1/payment_intents' && call.idempotencyKey === `sub-${sub.id}-2`);
    expect(renewals).toHaveLength(1);
    expect(renewals[0].params).toMatchObject({ off_session: 'true', confirm: 'true', customer: sub.provider_ref!.split(' ')[0], payment_method: 'pm_card_visa', amount: String(SUBS.course.price) });
    const order = await t.db.selectFrom('orders').selectAll().where('website_id', '=', MINI_ID).where('idempotency_key', '=', `sub-${sub.id}-2`).executeTakeFirstOrThrow();
    expect(order.status).toBe('paid');
    expect(order.provider).toBe('stripe');
    expect(order.payment_id).toMatch(/^pi_/);
    const after = await t.db.selectFrom('subscriptions').selectAll().where('id', '=', sub.id).executeTakeFirstOrThrow();
    expect(after.status).toBe('completed');
  });
});
