import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refundOrder, StripeProvider, subscriptionHook, type OrderSite } from '../../src/server/commerce/index.ts';
import { MINI_HOST, MINI_ID } from '../../src/server/forms/test-client.ts';
import { storeSettings } from '../../src/model/store.ts';
import { OVERDUE_AFTER_MS } from '../../src/server/commerce/subscriptions/provider-billing.ts';
import { createTestApp } from '../helpers/app.ts';
import { MX_DETAILS, payKey } from '../helpers/checkout.ts';
import { FAKE_PUBLISHABLE_KEY, FAKE_SECRET_KEY, FAKE_WEBHOOK_SECRET, signWebhook, startFakeStripe, type FakeStripe } from '../helpers/fake-stripe.ts';
import { SUBS, subscribeClient, subscriptionSite } from '../helpers/subscriptions.ts';

// Subscriptions through Stripe Subscriptions (docs/commerce-subscriptions.md, "Stripe
// Subscriptions") against the fake server with the unchanged SDK: the checkout's first charge keeps
// the card on a Customer; the next sweep hands the subscription to Stripe (a Subscription whose
// trial ends at the second cycle's date); Stripe's signed webhooks (`invoice.paid`,
// `invoice.payment_failed`, `customer.subscription.deleted`) record renewal orders, refusals and
// the end; the sweeper asks Stripe about a cycle overdue without a webhook; cancelling stops it at
// Stripe. A period Stripe cannot bill (over a year) keeps the sweeper's off-session renewals.

let fake: FakeStripe;
let t: Awaited<ReturnType<typeof createTestApp>>;
let clock = Date.now();

beforeAll(async () => {
  fake = await startFakeStripe();
  const env = { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: FAKE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY: FAKE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET, STRIPE_API_URL: fake.url };
  t = await createTestApp(env, { checkout: { sweepEveryMs: 0, payLimits: { ipPerMinute: 1000, visitorPerMinute: 1000 } }, subscriptions: { sweepEveryMs: 0, now: () => clock } });
  const site = subscriptionSite();
  // A plan Stripe cannot bill (its intervals stop at one year): the sweeper keeps it.
  const tienda = site.collections.find((c: any) => c.urlId === 'tienda');
  tienda.items.push({ id: 'aaaaaaaaaaaaaaaaaaaaaa43', urlId: 'bienal', title: 'Membresía bienal', recordType: 11, publishedOn: '2026-01-10T10:00:00.000Z', product: { productType: 'DIGITAL', variants: [{ sku: 'BIENAL', priceCents: 90000, unlimited: true }], subscriptionPlan: { billingPeriod: { value: 2, unit: 'year' }, numBillingCycles: 0 } } });
  await t.publish(site);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const site: OrderSite = { websiteId: MINI_ID, title: 'Panadería', baseUrl: `http://${MINI_HOST}`, store: storeSettings({ selectedCurrency: 'MXN' }) };
/** A provider on the same fake, for the owner's refunds. */
const stripeProvider = () => new StripeProvider({ secretKey: FAKE_SECRET_KEY, publishableKey: FAKE_PUBLISHABLE_KEY, webhookSecret: FAKE_WEBHOOK_SECRET, apiUrl: fake.apiUrl });
const BIENNIAL = { itemId: 'aaaaaaaaaaaaaaaaaaaaaa43', sku: 'BIENAL' };
const subscriptionRow = (id: string) => t.db.selectFrom('subscriptions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const renewalOrders = (id: string) => t.db.selectFrom('orders').selectAll().where('website_id', '=', MINI_ID).where('idempotency_key', 'like', `sub-${id}-%`).orderBy('number').execute();
const mailsTo = (email: string, like: string) => t.db.selectFrom('mail_outbox').selectAll().where('to_address', '=', email).where('subject', 'like', like).execute();

/** Posts a webhook event as Stripe does: the JSON body signed with the endpoint's secret. */
function postEvent(event: object) {
  const payload = JSON.stringify(event);
  return t.app.inject({ method: 'POST', url: '/api/commerce/webhooks/stripe', headers: { 'content-type': 'application/json', 'stripe-signature': signWebhook(payload) }, payload });
}

/** Subscribes by the forms with Stripe's test card; answers the subscription's row and the order's link. */
async function subscribe(item: { itemId: string; sku: string }) {
  const c = subscribeClient(t.app);
  const checkout = String((await c.start(item.itemId, item.sku)).headers.location);
  const email = `ana+${Math.random().toString(36).slice(2, 8)}@ejemplo.com`;
  expect((await c.post(checkout, { action: 'details', ...MX_DETAILS, email })).statusCode).toBe(303);
  if ((await c.get(checkout)).body.includes('name="shipping"')) expect((await c.post(checkout, { action: 'shipping', shipping: 'estandar' })).statusCode).toBe(303);
  const key = payKey((await c.get(checkout)).body)!;
  const paid = await c.post(checkout, { action: 'pay', key, paymentMethodId: 'pm_card_visa', cardName: 'ANA PEREZ' });
  expect(paid.statusCode).toBe(303);
  const orderUrl = String(paid.headers.location);
  const orderId = /\/pedido\/([0-9a-f]{24})/.exec(orderUrl)![1];
  const row = await t.db.selectFrom('subscriptions').selectAll().where('website_id', '=', MINI_ID).where('first_order_id', '=', orderId).executeTakeFirstOrThrow();
  return { row, email, key, orderUrl, c };
}

/** Subscribes and lets the sweep hand the subscription to Stripe; answers the row and Stripe's subscription. */
async function subscribeAtStripe(item: { itemId: string; sku: string }) {
  const s = await subscribe(item);
  await t.app.subscriptionRenewals.sweep();
  const row = await subscriptionRow(s.row.id);
  expect(row.billing).toBe('provider');
  return { ...s, row, stripe: fake.subscriptions.get(row.provider_subscription!)! };
}

describe('subscriptions billed by Stripe Subscriptions', () => {
  it('the first charge keeps the card on a Customer; the next sweep makes one Stripe Subscription that first charges at the second cycle', async () => {
    const { row, key } = await subscribe(SUBS.coffee);
    expect(row.billing).toBe('handover');
    expect(row.provider_ref).toMatch(/^cus_\w+ pm_card_visa$/);
    const [customer] = row.provider_ref!.split(' ');
    const first = fake.calls.find((call) => call.path === '/v1/payment_intents' && call.idempotencyKey === key)!;
    expect(first.params).toMatchObject({ setup_future_usage: 'off_session', customer });

    // Two sweepers at once: one hand-over, one Subscription at Stripe.
    await Promise.all([t.app.subscriptionRenewals.sweep(), t.app.subscriptionRenewals.sweep()]);
    const after = await subscriptionRow(row.id);
    expect(after.billing).toBe('provider');
    expect(after.provider_subscription).toMatch(/^sub_\w+$/);
    const made = fake.calls.filter((call) => call.method === 'POST' && call.path === '/v1/subscriptions' && call.idempotencyKey === `sub-${row.id}-start`);
    expect(made.length).toBeGreaterThanOrEqual(1);
    expect(new Set(made.map((call) => JSON.stringify(call.params))).size).toBe(1);
    expect(made[0].params).toMatchObject({
      customer,
      default_payment_method: 'pm_card_visa',
      trial_end: String(Math.floor(Number(row.next_charge_at) / 1000)),
      proration_behavior: 'none',
      off_session: 'true',
      metadata: { websiteId: MINI_ID, subscriptionId: row.id },
      items: [{ price_data: { currency: 'mxn', unit_amount: String(row.amount_cents), recurring: { interval: 'month', interval_count: '1' } } }],
    });
    const stripeSub = fake.subscriptions.get(after.provider_subscription!)!;
    expect(stripeSub.status).toBe('trialing');
    expect(fake.subscriptions.size).toBeGreaterThanOrEqual(1);
    // The sweeper no longer charges it itself when its date comes.
    clock = Number(row.next_charge_at) + 1;
    try {
      expect(await t.app.subscriptionRenewals.sweep()).toBe(0);
    } finally {
      clock = Date.now();
    }
    expect(fake.calls.filter((call) => call.path === '/v1/payment_intents' && call.idempotencyKey?.startsWith(`sub-${row.id}-2`))).toHaveLength(0);
  });

  it('invoice.paid records the renewal order once (replays and the overdue sweep add nothing), with Stripe’s PaymentIntent, its receipt and the next date; a refund goes to that PaymentIntent', async () => {
    const { row, email, stripe } = await subscribeAtStripe(SUBS.coffee);
    const event = fake.billSubscription(stripe.id);
    const invoice = event.data.object;
    expect((await postEvent(event)).statusCode).toBe(200);
    const [renewal] = await renewalOrders(row.id);
    expect(renewal).toMatchObject({ status: 'paid', provider: 'stripe', total_cents: row.amount_cents });
    const intent = fake.paymentIntents.get(String(renewal.payment_id))!;
    expect(intent).toMatchObject({ status: 'succeeded', customer: row.provider_ref!.split(' ')[0], amount: Number(row.amount_cents) });
    const moved = await subscriptionRow(row.id);
    expect(moved).toMatchObject({ status: 'active', cycles_paid: 2, attempts: 0 });
    expect(Number(moved.next_charge_at)).toBe(stripe.items.data[0].current_period_end * 1000);
    const charge = await t.db.selectFrom('subscription_charges').selectAll().where('subscription_id', '=', row.id).where('cycle', '=', 2).executeTakeFirstOrThrow();
    expect(charge).toMatchObject({ status: 'paid', provider_invoice: invoice.id, order_id: renewal.id });
    expect(await mailsTo(email, 'Renovamos tu suscripción%')).toHaveLength(1);
    expect(await mailsTo(email, `%n.º ${renewal.number} %`)).toHaveLength(1);

    // The same invoice again (a new event id, as a second `invoice.paid` would be), and the sweeper when the cycle is long past: nothing more.
    expect((await postEvent({ ...event, id: `${event.id}x` })).statusCode).toBe(200);
    clock = Number(row.next_charge_at) + OVERDUE_AFTER_MS + 1;
    try {
      await t.app.subscriptionRenewals.sweep();
    } finally {
      clock = Date.now();
    }
    expect(await renewalOrders(row.id)).toHaveLength(1);
    expect(await mailsTo(email, 'Renovamos tu suscripción%')).toHaveLength(1);

    // The owner's refund of the renewal goes back to Stripe's PaymentIntent of that invoice.
    expect(await refundOrder({ db: t.db, provider: stripeProvider(), stockChanged: () => {} }, site, renewal.id, 'refund', false)).toEqual({ done: 'refunded' });
    expect([...fake.refunds.values()].filter((r) => r.payment_intent === renewal.payment_id)).toHaveLength(1);
  });

  it('a webhook that never came: the sweeper asks Stripe about the overdue cycle and records it', async () => {
    const { row, stripe } = await subscribeAtStripe(SUBS.coffee);
    fake.billSubscription(stripe.id); // Stripe billed; its webhook is lost
    clock = Number(row.next_charge_at) + 1;
    try {
      await t.app.subscriptionRenewals.sweep();
      expect(await renewalOrders(row.id)).toHaveLength(0); // within the hour the webhook may take
      clock = Number(row.next_charge_at) + OVERDUE_AFTER_MS + 1;
      await Promise.all([t.app.subscriptionRenewals.sweep(), t.app.subscriptionRenewals.sweep()]);
    } finally {
      clock = Date.now();
    }
    const orders = await renewalOrders(row.id);
    expect(orders).toHaveLength(1);
    expect(String(orders[0].payment_id)).toMatch(/^pi_/);
    expect((await subscriptionRow(row.id)).cycles_paid).toBe(2);
  });

  it('invoice.payment_failed: past due with Stripe’s next try and one mail per try; paid on a retry, active again; Stripe giving up cancels it with one mail', async () => {
    const { row, email, stripe } = await subscribeAtStripe(SUBS.coffee);
    const failed = fake.billSubscription(stripe.id, { decline: true });
    expect((await postEvent(failed)).statusCode).toBe(200);
    expect((await postEvent({ ...failed, id: `${failed.id}x` })).statusCode).toBe(200);
    let s = await subscriptionRow(row.id);
    expect(s).toMatchObject({ status: 'past_due', cycles_paid: 1, attempts: 1 });
    expect(Number(s.next_charge_at)).toBe(failed.data.object.next_payment_attempt * 1000);
    expect(await mailsTo(email, 'No pudimos cobrar tu suscripción%')).toHaveLength(1);
    expect(await renewalOrders(row.id)).toHaveLength(0);

    const paid = fake.retryInvoice(failed.data.object.id);
    expect((await postEvent(paid)).statusCode).toBe(200);
    s = await subscriptionRow(row.id);
    expect(s).toMatchObject({ status: 'active', cycles_paid: 2, attempts: 0 });
    expect(await renewalOrders(row.id)).toHaveLength(1);

    // The next period is refused at every try; Stripe gives up and ends the subscription.
    const again = fake.billSubscription(stripe.id, { decline: true });
    await postEvent(again);
    await postEvent(fake.retryInvoice(again.data.object.id, { decline: true, lastTry: true }));
    expect(await mailsTo(email, 'No pudimos cobrar tu suscripción%')).toHaveLength(2);
    expect((await subscriptionRow(row.id)).status).toBe('past_due');
    const ended = fake.endSubscription(stripe.id);
    expect((await postEvent(ended)).statusCode).toBe(200);
    expect((await postEvent({ ...ended, id: `${ended.id}x` })).statusCode).toBe(200);
    s = await subscriptionRow(row.id);
    expect(s).toMatchObject({ status: 'cancelled', billing: 'ended', next_charge_at: null });
    expect(await mailsTo(email, 'Tu suscripción en % está cancelada')).toHaveLength(1);
  });

  it('the plan’s last cycle completes it and the sweep stops it at Stripe', async () => {
    // Every 2 weeks, 2 payments: the checkout paid the first, Stripe bills the second and last.
    const { row, stripe } = await subscribeAtStripe(SUBS.course);
    expect(fake.calls.find((call) => call.path === '/v1/subscriptions' && call.idempotencyKey === `sub-${row.id}-start`)!.params.items[0].price_data.recurring).toEqual({ interval: 'week', interval_count: '2' });
    await postEvent(fake.billSubscription(stripe.id));
    expect(await subscriptionRow(row.id)).toMatchObject({ status: 'completed', cycles_paid: 2, billing: 'ending', next_charge_at: null });
    await t.app.subscriptionRenewals.sweep();
    expect((await subscriptionRow(row.id)).billing).toBe('ended');
    expect(stripe.status).toBe('canceled');
    expect(fake.calls.filter((call) => call.method === 'DELETE' && call.path === `/v1/subscriptions/${stripe.id}`)).toHaveLength(1);
  });

  it('cancelling from the order page cancels at Stripe first; a second cancel changes nothing', async () => {
    const { row, email, orderUrl, c, stripe } = await subscribeAtStripe(SUBS.coffee);
    const token = new URL(orderUrl, 'https://x.invalid').searchParams.get('t')!;
    const path = new URL(orderUrl, 'https://x.invalid').pathname;
    const res = await c.post(`${path}/suscripcion`, { t: token, confirm: '1' });
    expect(res.statusCode).toBe(303);
    expect(stripe.status).toBe('canceled');
    expect(await subscriptionRow(row.id)).toMatchObject({ status: 'cancelled', billing: 'ended' });
    expect((await c.post(`${path}/suscripcion`, { t: token, confirm: '1' })).statusCode).toBe(303);
    expect(fake.calls.filter((call) => call.method === 'DELETE' && call.path === `/v1/subscriptions/${stripe.id}`)).toHaveLength(1);
    expect(await mailsTo(email, 'Tu suscripción en % está cancelada')).toHaveLength(1);
    // Stripe's own `customer.subscription.deleted` for it afterwards: nothing more.
    expect((await postEvent(fake.endSubscription(stripe.id))).statusCode).toBe(200);
    expect(await mailsTo(email, 'Tu suscripción en % está cancelada')).toHaveLength(1);
  });

  it('a period Stripe cannot bill (every 2 years) stays with the sweeper: an off-session PaymentIntent on the saved card, once', async () => {
    const { row } = await subscribe(BIENNIAL);
    await t.app.subscriptionRenewals.sweep();
    expect(await subscriptionRow(row.id)).toMatchObject({ billing: 'sweeper', provider_subscription: null });
    expect(fake.calls.filter((call) => call.path === '/v1/subscriptions' && call.idempotencyKey === `sub-${row.id}-start`)).toHaveLength(0);
    clock = Number(row.next_charge_at) + 1;
    try {
      await Promise.all([t.app.subscriptionRenewals.sweep(), t.app.subscriptionRenewals.sweep()]);
    } finally {
      clock = Date.now();
    }
    const renewals = fake.calls.filter((call) => call.path === '/v1/payment_intents' && call.idempotencyKey === `sub-${row.id}-2`);
    expect(renewals).toHaveLength(1);
    expect(renewals[0].params).toMatchObject({ off_session: 'true', confirm: 'true', customer: row.provider_ref!.split(' ')[0], payment_method: 'pm_card_visa' });
    const [order] = await renewalOrders(row.id);
    expect(order).toMatchObject({ status: 'paid', provider: 'stripe' });
  });

  it('a webhook naming a subscription that is not ours is acknowledged and changes nothing', async () => {
    const before = await t.db.selectFrom('orders').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const stranger = { id: 'evt_stranger', object: 'event', type: 'invoice.paid', created: Math.floor(Date.now() / 1000), data: { object: { id: 'in_x', object: 'invoice', parent: { subscription_details: { subscription: 'sub_notours' } } } } };
    expect((await postEvent(stranger)).statusCode).toBe(200);
    const after = await t.db.selectFrom('orders').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('the owner refunding the first order cancels the subscription, and the next sweep stops it at Stripe', async () => {
    const { row, stripe } = await subscribeAtStripe(SUBS.coffee);
    expect(await refundOrder({ db: t.db, provider: stripeProvider(), stockChanged: () => {}, hooks: [subscriptionHook] }, site, row.first_order_id, 'refund', false)).toEqual({ done: 'refunded' });
    expect(await subscriptionRow(row.id)).toMatchObject({ status: 'cancelled', billing: 'ending' });
    expect(stripe.status).toBe('trialing');
    await t.app.subscriptionRenewals.sweep();
    expect((await subscriptionRow(row.id)).billing).toBe('ended');
    expect(stripe.status).toBe('canceled');
  });
});
