import { createServer, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentProvider, StripeProvider, type ChargeRequest, type PaymentEvent } from '../../src/server/commerce/index.ts';
import { createTestApp } from '../helpers/app.ts';
import {
  closedPort,
  FAKE_PUBLISHABLE_KEY,
  FAKE_SECRET_KEY,
  FAKE_WEBHOOK_SECRET,
  signWebhook,
  startFakeStripe,
  TEST_METHODS,
  webhookEvent,
  type FakeStripe,
} from '../helpers/fake-stripe.ts';

// Issue 16, payment through Stripe (docs/commerce.md "Payments"): the provider runs the official
// SDK against a fake Stripe on a local port (no outside network here), and Stripe's webhooks
// reach POST /api/commerce/webhooks/stripe signed as Stripe signs them.

let fake: FakeStripe;
beforeAll(async () => {
  fake = await startFakeStripe();
});
afterAll(() => fake.close());

const keys = { secretKey: FAKE_SECRET_KEY, publishableKey: FAKE_PUBLISHABLE_KEY, webhookSecret: FAKE_WEBHOOK_SECRET };
const provider = () => new StripeProvider({ ...keys, apiUrl: fake.apiUrl });
let attempt = 0;
const request = (over: Partial<ChargeRequest> = {}): ChargeRequest => ({
  websiteId: 'w1',
  orderId: `order${++attempt}`,
  orderNumber: 1000 + attempt,
  amountCents: 74_500,
  currency: 'MXN',
  email: 'ana@example.com',
  idempotencyKey: `attempt-${attempt}-${Date.now()}`,
  payment: { kind: 'stripe', paymentMethodId: TEST_METHODS.visa },
  ...over,
});
const callsWith = (key: string) => fake.calls.filter((c) => c.idempotencyKey === key);

describe('StripeProvider.charge against the fake Stripe', () => {
  it('a good card: one confirmed PaymentIntent for the amount, with the metadata and the idempotency key', async () => {
    const req = request();
    const result = await provider().charge(req);
    expect(result.status).toBe('succeeded');
    const id = (result as { paymentId: string }).paymentId;
    expect(id).toMatch(/^pi_/);
    const [call] = callsWith(req.idempotencyKey);
    expect(call.path).toBe('/v1/payment_intents');
    expect(call.params).toMatchObject({
      amount: '74500',
      currency: 'mxn',
      confirm: 'true',
      payment_method: 'pm_card_visa',
      automatic_payment_methods: { enabled: 'true', allow_redirects: 'never' },
      metadata: { websiteId: 'w1', orderId: req.orderId, orderNumber: String(req.orderNumber) },
    });
    expect(fake.paymentIntents.get(id)).toMatchObject({ status: 'succeeded', amount: 74_500 });
  });

  it('yen are whole units: ¥1,500 is amount 1500', async () => {
    const req = request({ amountCents: 1500, currency: 'JPY' });
    expect((await provider().charge(req)).status).toBe('succeeded');
    expect(callsWith(req.idempotencyKey)[0].params).toMatchObject({ amount: '1500', currency: 'jpy' });
  });

  it('a declined card: declined with commerce.cardDeclined and the PaymentIntent’s id', async () => {
    const result = await provider().charge(request({ payment: { kind: 'stripe', paymentMethodId: TEST_METHODS.declined } }));
    expect(result).toMatchObject({ status: 'declined', failure: 'commerce.cardDeclined' });
    expect((result as { paymentId?: string }).paymentId).toMatch(/^pi_/);
  });

  it('a card that asks for 3-D Secure: pending (requires_action), settled later by a webhook', async () => {
    const result = await provider().charge(request({ payment: { kind: 'stripe', paymentMethodId: TEST_METHODS.threeDSecure } }));
    expect(result.status).toBe('pending');
    expect(fake.paymentIntents.get((result as { paymentId: string }).paymentId)?.status).toBe('requires_action');
  });

  it('no PaymentMethod from Stripe.js (raw card fields, a forged id): declined without calling Stripe', async () => {
    const before = fake.calls.length;
    const card = { kind: 'card' as const, number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123', name: 'Ana' };
    expect(await provider().charge(request({ payment: card }))).toEqual({ status: 'declined', failure: 'commerce.cardInvalid' });
    expect(await provider().charge(request({ payment: { kind: 'stripe', paymentMethodId: 'tok_<script>' } }))).toEqual({ status: 'declined', failure: 'commerce.cardInvalid' });
    expect(fake.calls.length).toBe(before);
  });

  it('a method Stripe does not know (400 from Stripe): declined, commerce.paymentFailed', async () => {
    expect(await provider().charge(request({ payment: { kind: 'stripe', paymentMethodId: 'pm_unknown' } }))).toEqual({ status: 'declined', failure: 'commerce.paymentFailed' });
  });

  it('a retry with the same idempotency key: one PaymentIntent, the same answer', async () => {
    const req = request();
    const before = fake.paymentIntents.size;
    const first = await provider().charge(req);
    const again = await provider().charge(req);
    expect(again).toEqual(first);
    expect(fake.paymentIntents.size).toBe(before + 1);
    const calls = callsWith(req.idempotencyKey);
    expect(calls).toHaveLength(2);
    // A double click: both at once, still one PaymentIntent.
    const twin = request();
    const both = await Promise.all([provider().charge(twin), provider().charge(twin)]);
    expect(both[0]).toEqual(both[1]);
    expect(fake.paymentIntents.size).toBe(before + 2);
  });

  it('a declined attempt retried with its key is declined again, not charged', async () => {
    const req = request({ payment: { kind: 'stripe', paymentMethodId: TEST_METHODS.declined } });
    const first = await provider().charge(req);
    expect(await provider().charge(req)).toEqual(first);
  });

  it('the same key for another amount: rejects (the first call’s outcome stands; unknown to this one)', async () => {
    const req = request();
    await provider().charge(req);
    await expect(provider().charge({ ...req, amountCents: 1 })).rejects.toThrow(/idempotent/);
  });

  it('Stripe unreachable (connection refused): rejects, outcome unknown', async () => {
    const port = await closedPort();
    const offline = new StripeProvider({ ...keys, apiUrl: { protocol: 'http', host: '127.0.0.1', port }, maxNetworkRetries: 0 });
    await expect(offline.charge(request())).rejects.toThrow(/connection to Stripe/);
  });

  it('Stripe silent past the timeout: rejects, outcome unknown (the checkout keeps the order pending)', async () => {
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const port = (silent.address() as AddressInfo).port;
      const slow = new StripeProvider({ ...keys, apiUrl: { protocol: 'http', host: '127.0.0.1', port }, maxNetworkRetries: 0, timeoutMs: 200 });
      await expect(slow.charge(request())).rejects.toThrow(/timeout/);
    } finally {
      sockets.forEach((s) => s.destroy());
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('a wrong secret key (401): declined, nothing charged', async () => {
    const wrong = new StripeProvider({ ...keys, secretKey: 'sk_test_wrongwrongwrong', apiUrl: fake.apiUrl });
    expect(await wrong.charge(request())).toEqual({ status: 'declined', failure: 'commerce.paymentFailed' });
  });

  it('origins and browser config for the checkout page: Stripe.js, its frames and API; the publishable key only', () => {
    const p = provider();
    expect(p.name).toBe('stripe');
    expect(p.origins).toEqual([
      { directive: 'script-src', origin: 'https://js.stripe.com' },
      { directive: 'frame-src', origin: 'https://js.stripe.com' },
      { directive: 'frame-src', origin: 'https://hooks.stripe.com' },
      { directive: 'connect-src', origin: 'https://api.stripe.com' },
    ]);
    expect(p.browserConfig).toEqual({ publishableKey: FAKE_PUBLISHABLE_KEY });
    expect(JSON.stringify(p.browserConfig)).not.toContain(FAKE_SECRET_KEY);
  });
});

describe('StripeProvider.refund', () => {
  it('refunds part, then the rest, once per idempotency key', async () => {
    const charged = (await provider().charge(request({ amountCents: 10_000 }))) as { paymentId: string };
    const part = await provider().refund(charged.paymentId, 2_500, `refund-a-${charged.paymentId}`);
    expect(part.refundId).toMatch(/^re_/);
    // The same key again (a double click on "Reembolsar"): the same refund, not a second one.
    expect(await provider().refund(charged.paymentId, 2_500, `refund-a-${charged.paymentId}`)).toEqual(part);
    const rest = await provider().refund(charged.paymentId, 7_500, `refund-b-${charged.paymentId}`);
    expect(rest.refundId).not.toBe(part.refundId);
    const refunds = [...fake.refunds.values()].filter((r) => r.payment_intent === charged.paymentId);
    expect(refunds.map((r) => r.amount)).toEqual([2_500, 7_500]);
    const call = fake.calls.find((c) => c.path === '/v1/refunds' && c.idempotencyKey === `refund-a-${charged.paymentId}`)!;
    expect(call.params).toEqual({ payment_intent: charged.paymentId, amount: '2500' });
  });

  it('more than is left: rejects (Stripe refuses)', async () => {
    const charged = (await provider().charge(request({ amountCents: 1_000 }))) as { paymentId: string };
    await expect(provider().refund(charged.paymentId, 1_001, `refund-${charged.paymentId}`)).rejects.toThrow(/greater than/);
    await expect(provider().refund(charged.paymentId, 0, `refund0-${charged.paymentId}`)).rejects.toThrow(RangeError);
  });
});

describe('POST /api/commerce/webhooks/stripe', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  const handled: PaymentEvent[] = [];
  let failNext = false;
  beforeAll(async () => {
    const env = { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: FAKE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY: FAKE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET, STRIPE_API_URL: fake.url };
    t = await createTestApp(env, {
      onPaymentEvent: async (event) => {
        if (failNext) {
          failNext = false;
          throw new Error('the order store is down');
        }
        handled.push(event);
      },
    });
  });
  afterAll(() => t.close());

  const post = (payload: string, signature?: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/commerce/webhooks/stripe',
      // Stripe posts to whichever address the owner gave it; no site, no crumb, no cookies.
      headers: { host: 'vitrina.test', 'content-type': 'application/json; charset=utf-8', ...(signature ? { 'stripe-signature': signature } : {}), ...headers },
      payload,
    });
  const intentEvent = (type: string, pi = 'pi_123', id?: string) => JSON.stringify(webhookEvent(type, { id: pi, object: 'payment_intent', status: 'succeeded' }, id), null, 2);
  const rowsOf = async (id: string) => (await t.db.selectFrom('payment_events').selectAll().where('event_id', '=', id).execute()).length;

  it('a signed payment_intent.succeeded: 200 { received: true }, handed on once as payment.succeeded', async () => {
    const payload = intentEvent('payment_intent.succeeded', 'pi_ok', 'evt_ok');
    const res = await post(payload, signWebhook(payload));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true });
    expect(handled.at(-1)).toEqual({ id: 'evt_ok', type: 'payment.succeeded', paymentId: 'pi_ok' });
    expect(await rowsOf('evt_ok')).toBe(1);
  });

  it('a replay of the same event (Stripe retries, an attacker resends): 200 and nothing done', async () => {
    const payload = intentEvent('payment_intent.succeeded', 'pi_replay', 'evt_replay');
    expect((await post(payload, signWebhook(payload))).statusCode).toBe(200);
    const count = handled.length;
    const again = await post(payload, signWebhook(payload));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ received: true });
    expect(handled.length).toBe(count);
    expect(await rowsOf('evt_replay')).toBe(1);
  });

  it('payment_failed and charge.refunded map to payment.failed and payment.refunded with the PaymentIntent id', async () => {
    const failed = intentEvent('payment_intent.payment_failed', 'pi_failed', 'evt_failed');
    expect((await post(failed, signWebhook(failed))).statusCode).toBe(200);
    expect(handled.at(-1)).toEqual({ id: 'evt_failed', type: 'payment.failed', paymentId: 'pi_failed' });
    const refunded = JSON.stringify(webhookEvent('charge.refunded', { id: 'ch_1', object: 'charge', payment_intent: 'pi_refunded', amount_refunded: 500 }, 'evt_refunded'));
    expect((await post(refunded, signWebhook(refunded))).statusCode).toBe(200);
    expect(handled.at(-1)).toEqual({ id: 'evt_refunded', type: 'payment.refunded', paymentId: 'pi_refunded' });
  });

  it('an event we do not act on: 200, not handed on, not kept', async () => {
    const count = handled.length;
    const payload = JSON.stringify(webhookEvent('customer.created', { id: 'cus_1', object: 'customer' }, 'evt_other'));
    expect((await post(payload, signWebhook(payload))).statusCode).toBe(200);
    expect(handled.length).toBe(count);
    expect(await rowsOf('evt_other')).toBe(0);
  });

  it.each([
    ['no signature', undefined],
    ['an empty signature', ''],
    ['garbage', 't=abc,v1=zzz'],
    ['another secret', 'other'],
    ['a timestamp over five minutes old', 'old'],
    ['a payload changed after signing', 'changed'],
  ])('%s: 400 in the §8 shape, nothing handed on', async (_name, kind) => {
    const count = handled.length;
    const payload = intentEvent('payment_intent.succeeded', 'pi_forged', `evt_forged_${kind}`);
    let signature: string | undefined = kind ?? undefined;
    if (kind === 'other') signature = signWebhook(payload, 'whsec_anotheranotheranother');
    if (kind === 'old') signature = signWebhook(payload, FAKE_WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 301);
    let body = payload;
    if (kind === 'changed') {
      signature = signWebhook(payload);
      body = payload.replace('pi_forged', 'pi_other');
    }
    const res = await post(body, signature);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ error: 'La solicitud no es válida. Revisa los datos e intenta nuevamente.', code: 'badRequest' });
    expect(handled.length).toBe(count);
  });

  it('a body over 64 KB: 413 in the §8 shape', async () => {
    const payload = JSON.stringify(webhookEvent('payment_intent.succeeded', { id: 'pi_big', object: 'payment_intent', description: 'x'.repeat(70_000) }));
    const res = await post(payload, signWebhook(payload));
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('payloadTooLarge');
  });

  it('any media type is read as bytes (the signature covers them exactly)', async () => {
    const payload = intentEvent('payment_intent.succeeded', 'pi_text', 'evt_text');
    const res = await post(payload, signWebhook(payload), { 'content-type': 'text/plain' });
    expect(res.statusCode).toBe(200);
    expect(handled.at(-1)?.id).toBe('evt_text');
  });

  it('when handling fails the event is not recorded, so Stripe’s next delivery is handled', async () => {
    const payload = intentEvent('payment_intent.succeeded', 'pi_retry', 'evt_retry');
    failNext = true;
    const res = await post(payload, signWebhook(payload));
    expect(res.statusCode).toBe(500);
    expect(res.json().code).toBe('internalError');
    expect(await rowsOf('evt_retry')).toBe(0);
    const again = await post(payload, signWebhook(payload));
    expect(again.statusCode).toBe(200);
    expect(handled.at(-1)?.id).toBe('evt_retry');
    expect(await rowsOf('evt_retry')).toBe(1);
  });

  it('the provider of the app’s config is Stripe, reaching the fake through STRIPE_API_URL', async () => {
    const payments = paymentProvider(t.config);
    expect(payments.name).toBe('stripe');
    const req = request();
    expect((await payments.charge(req)).status).toBe('succeeded');
    expect(callsWith(req.idempotencyKey)).toHaveLength(1);
  });
});

describe('POST /api/commerce/webhooks/stripe with the test provider (the default)', () => {
  it('404 in the §8 shape, even with a good signature', async () => {
    const t = await createTestApp();
    try {
      const payload = JSON.stringify(webhookEvent('payment_intent.succeeded', { id: 'pi_1', object: 'payment_intent' }));
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/commerce/webhooks/stripe',
        headers: { host: 'vitrina.test', 'content-type': 'application/json', 'stripe-signature': signWebhook(payload) },
        payload,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('notFound');
    } finally {
      await t.close();
    }
  });
});
