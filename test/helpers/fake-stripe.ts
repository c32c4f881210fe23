/**
 * A fake Stripe for tests (no outside network here): a real local HTTP server speaking the part of
 * Stripe's API the provider calls, so the official SDK runs unchanged against it (STRIPE_API_URL).
 * - POST /v1/payment_intents (form-encoded, `confirm=true`): pm_card_visa (and the other
 *   pm_card_* successes) succeed; pm_card_chargeDeclined and pm_card_visa_chargeDeclined answer
 *   402 card_declined in Stripe's error shape; pm_card_threeDSecure2Required (and
 *   pm_card_authenticationRequired) stop at requires_action; an unknown method is 400 resource_missing.
 * - GET /v1/payment_intents/:id, POST /v1/refunds (payment_intent or charge, amount ≤ what is left).
 * - POST /v1/customers; a PaymentIntent may name a `customer` (unknown: 400) with
 *   `setup_future_usage`, and `off_session=true` needs one (subscriptions' renewals).
 * - Subscriptions (Stripe Billing): POST /v1/products; POST /v1/subscriptions with one item's
 *   `price_data` (a known product, interval up to a year), a known customer and payment method, and
 *   `trial_end` in the future (status trialing, a $0 invoice `subscription_create` as Stripe makes);
 *   GET and DELETE /v1/subscriptions/:id; GET /v1/invoices?subscription= (newest first);
 *   GET /v1/invoice_payments?invoice=. Time does not pass here: the test bills a period with
 *   `billSubscription` (a paid invoice with its PaymentIntent and charge, or a refused one that
 *   Stripe will retry), `retryInvoice`, and ends one with `endSubscription`; each answers the
 *   webhook event Stripe would send, for the test to sign and post.
 * - Idempotency keys as Stripe keeps them: the same key and body → the same answer, replayed
 *   (header `idempotent-replayed: true`); the same key with another body → 400 idempotency_error.
 * - `Authorization: Bearer <secretKey>` required (401 otherwise).
 * Webhooks: `signWebhook` makes the `Stripe-Signature` header exactly as Stripe does
 * (`t=<unix seconds>,v1=HMAC-SHA256(secret, "<t>.<payload>")`, by the SDK's own helper).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { chargeDate } from '../../src/shared/billing-dates.ts';
import { header, list, missing, parseForm, readBody, stripeError, token, type Json } from './fake-stripe-wire.ts';

export const FAKE_SECRET_KEY = 'sk_test_fakefakefakefake';
export const FAKE_PUBLISHABLE_KEY = 'pk_test_fakefakefakefake';
export const FAKE_WEBHOOK_SECRET = 'whsec_fakefakefakefakefake';

/** Test PaymentMethods (the ids Stripe's test mode knows). */
export const TEST_METHODS = {
  visa: 'pm_card_visa',
  declined: 'pm_card_chargeDeclined',
  threeDSecure: 'pm_card_threeDSecure2Required',
} as const;

const SUCCEEDS = new Set(['pm_card_visa', 'pm_card_mastercard', 'pm_card_amex', 'pm_card_mx', 'pm_card_jp']);
const DECLINES = new Set(['pm_card_chargeDeclined', 'pm_card_visa_chargeDeclined']);
const NEEDS_ACTION = new Set(['pm_card_threeDSecure2Required', 'pm_card_authenticationRequired']);

/** One call the fake received. */
export interface FakeCall {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  params: Json;
  headers: IncomingMessage['headers'];
}

export interface FakeStripe {
  /** `http://127.0.0.1:<port>`, for STRIPE_API_URL. */
  url: string;
  /** The SDK's connection settings for this server. */
  apiUrl: { protocol: 'http'; host: string; port: number };
  /** Every call received, in order. */
  calls: FakeCall[];
  /** The PaymentIntents created, by id. */
  paymentIntents: Map<string, Json>;
  /** The refunds created, by id. */
  refunds: Map<string, Json>;
  /** The subscriptions created, by id. */
  subscriptions: Map<string, Json>;
  /** The invoices, by id. */
  invoices: Map<string, Json>;
  /** Stripe bills a subscription's next period: paid with its default payment method, or refused (Stripe retries in 3 days). Answers the webhook event. */
  billSubscription(id: string, options?: { decline?: boolean }): Json;
  /** Stripe retries a refused invoice: paid, or refused again (`lastTry`: no further try). Answers the webhook event. */
  retryInvoice(id: string, options?: { decline?: boolean; lastTry?: boolean }): Json;
  /** Stripe ends a subscription (its retries ran out, or the dashboard cancelled it). Answers `customer.subscription.deleted`. */
  endSubscription(id: string): Json;
  close(): Promise<void>;
}

/** Starts a fake Stripe on a free port of 127.0.0.1. */
export async function startFakeStripe(secretKey = FAKE_SECRET_KEY): Promise<FakeStripe> {
  const calls: FakeCall[] = [];
  const paymentIntents = new Map<string, Json>();
  const charges = new Map<string, Json>();
  const refunds = new Map<string, Json>();
  const replies = new Map<string, { body: string; status: number; answer: Json }>();

  const route = (method: string, path: string, params: Json): [number, Json] => {
    if (method === 'POST' && path === '/v1/payment_intents') return createIntent(params);
    if (method === 'POST' && path === '/v1/customers') return createCustomer(params);
    const one = /^\/v1\/payment_intents\/([\w]+)$/.exec(path);
    if (method === 'GET' && one) return paymentIntents.has(one[1]) ? [200, paymentIntents.get(one[1])!] : missing('payment_intent', one[1]);
    if (method === 'POST' && path === '/v1/refunds') return createRefund(params);
    if (method === 'POST' && path === '/v1/products') return createProduct(params);
    if (method === 'POST' && path === '/v1/subscriptions') return createSubscription(params);
    const sub = /^\/v1\/subscriptions\/(\w+)$/.exec(path);
    if (sub && method === 'GET') return subscriptions.has(sub[1]) ? [200, subscriptions.get(sub[1])!] : missing('subscription', sub[1]);
    if (sub && method === 'DELETE') return cancelSubscription(sub[1]);
    if (method === 'GET' && path === '/v1/invoices') return list([...invoices.values()].filter((i) => i.parent?.subscription_details?.subscription === params.subscription).reverse(), params, '/v1/invoices');
    if (method === 'GET' && path === '/v1/invoice_payments') return list([...invoicePayments.values()].filter((p) => p.invoice === params.invoice && (!params.status || p.status === params.status)), params, '/v1/invoice_payments');
    return [404, stripeError('invalid_request_error', `Unrecognized request URL (${method}: ${path}).`)];
  };

  // Customers (subscriptions keep the card on one for the renewals, charged off session).
  const customers = new Map<string, Json>();
  const createCustomer = (p: Json): [number, Json] => {
    const customer = { id: `cus_${token()}`, object: 'customer', email: p.email ?? null, metadata: p.metadata ?? {}, livemode: false };
    customers.set(customer.id, customer);
    return [200, customer];
  };

  // Stripe Billing: products, subscriptions (one item of price_data), their invoices and invoice payments.
  const products = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const invoices = new Map<string, Json>();
  const invoicePayments = new Map<string, Json>();
  let clock = Math.floor(Date.now() / 1000);
  /** Stripe's `created` of the next object: never before the last one, so "newest first" holds. */
  const tick = () => (clock = Math.max(clock + 1, Math.floor(Date.now() / 1000)));
  const MAX_INTERVAL: Record<string, number> = { day: 365, week: 52, month: 12, year: 1 };

  const createProduct = (p: Json): [number, Json] => {
    if (!p.name) return [400, stripeError('invalid_request_error', 'Missing required param: name.', { code: 'parameter_missing', param: 'name' })];
    const product = { id: `prod_${token()}`, object: 'product', name: p.name, active: true, metadata: p.metadata ?? {}, livemode: false };
    products.set(product.id, product);
    return [200, product];
  };

  const createSubscription = (p: Json): [number, Json] => {
    if (!customers.has(p.customer)) return missing('customer', p.customer ?? '', 'customer');
    const pm = String(p.default_payment_method ?? '');
    if (!SUCCEEDS.has(pm) && !DECLINES.has(pm) && !NEEDS_ACTION.has(pm)) return missing('payment_method', pm, 'default_payment_method');
    const item = p.items?.[0];
    const data = item?.price_data;
    if (!data || p.items.length !== 1) return [400, stripeError('invalid_request_error', 'Missing required param: items.', { code: 'parameter_missing', param: 'items' })];
    if (!products.has(data.product)) return missing('product', data.product ?? '', 'items[0][price_data][product]');
    const amount = Number(data.unit_amount);
    const count = Number(data.recurring?.interval_count ?? 1);
    const interval = data.recurring?.interval;
    if (!Number.isInteger(amount) || amount < 0) return [400, stripeError('invalid_request_error', 'Invalid integer: unit_amount', { param: 'items[0][price_data][unit_amount]' })];
    if (!(interval in MAX_INTERVAL) || !Number.isInteger(count) || count < 1 || count > MAX_INTERVAL[interval]) return [400, stripeError('invalid_request_error', 'The maximum billing interval is one year.', { param: 'items[0][price_data][recurring]' })];
    const trialEnd = Number(p.trial_end);
    if (!Number.isInteger(trialEnd) || trialEnd <= Math.floor(Date.now() / 1000)) return [400, stripeError('invalid_request_error', 'Invalid timestamp: must be an integer Unix timestamp in the future.', { param: 'trial_end' })];
    const created = tick();
    const price = { id: `price_${token()}`, object: 'price', currency: data.currency, unit_amount: amount, product: data.product, recurring: { interval, interval_count: count } };
    const subscription: Json = {
      id: `sub_${token()}`,
      object: 'subscription',
      customer: p.customer,
      status: 'trialing',
      default_payment_method: pm,
      billing_cycle_anchor: trialEnd,
      trial_end: trialEnd,
      cancel_at: null,
      canceled_at: null,
      created,
      metadata: p.metadata ?? {},
      off_session: p.off_session === 'true',
      items: { object: 'list', data: [{ id: `si_${token()}`, object: 'subscription_item', price, quantity: 1, current_period_start: created, current_period_end: trialEnd }] },
      livemode: false,
      periods: 0,
    };
    subscriptions.set(subscription.id, subscription);
    // The trial's $0 invoice, as Stripe makes it.
    invoice(subscription, 'subscription_create', 0, { start: created, end: trialEnd }, 'paid');
    return [200, subscription];
  };

  const cancelSubscription = (id: string): [number, Json] => {
    const subscription = subscriptions.get(id);
    if (!subscription) return missing('subscription', id);
    if (subscription.status === 'canceled') return [400, stripeError('invalid_request_error', `A canceled subscription can only update its cancellation_details and metadata.`)];
    Object.assign(subscription, { status: 'canceled', canceled_at: tick() });
    return [200, subscription];
  };

  const invoice = (subscription: Json, reason: string, amount: number, period: { start: number; end: number }, status: string): Json => {
    const item = subscription.items.data[0];
    const created = tick();
    const made: Json = {
      id: `in_${token()}`,
      object: 'invoice',
      billing_reason: reason,
      customer: subscription.customer,
      currency: item.price.currency,
      amount_due: amount,
      amount_paid: status === 'paid' ? amount : 0,
      status,
      attempt_count: 0,
      next_payment_attempt: null,
      created,
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id, metadata: subscription.metadata } },
      period_start: item.current_period_start,
      period_end: period.start,
      lines: { object: 'list', data: [{ id: `il_${token()}`, object: 'line_item', amount, currency: item.price.currency, period }] },
      livemode: false,
    };
    invoices.set(made.id, made);
    return made;
  };

  /** Tries to pay an invoice with the subscription's default payment method; true when paid. */
  const pay = (subscription: Json, made: Json, decline: boolean, lastTry = false): boolean => {
    made.attempt_count += 1;
    const pm = subscription.default_payment_method;
    if (decline || DECLINES.has(pm)) {
      made.next_payment_attempt = lastTry ? null : tick() + 3 * 86_400;
      subscription.status = 'past_due';
      return false;
    }
    const [, intent] = createIntent({ amount: String(made.amount_due), currency: made.currency, payment_method: pm, customer: subscription.customer, off_session: 'true', confirm: 'true' });
    const payment = { id: `inpay_${token()}`, object: 'invoice_payment', invoice: made.id, status: 'paid', amount_paid: made.amount_due, payment: { type: 'payment_intent', payment_intent: intent.id }, livemode: false };
    invoicePayments.set(payment.id, payment);
    Object.assign(made, { status: 'paid', amount_paid: made.amount_due, next_payment_attempt: null });
    subscription.status = 'active';
    return true;
  };

  const billSubscription = (id: string, options: { decline?: boolean } = {}): Json => {
    const subscription = subscriptions.get(id);
    if (!subscription || subscription.status === 'canceled') throw new Error(`fake Stripe: no live subscription ${id}`);
    const item = subscription.items.data[0];
    const period = { value: item.price.recurring.interval_count, unit: item.price.recurring.interval };
    // Periods count from the anchor, the day of the month kept (Jan 31 → Feb 28 → Mar 31), as Stripe bills.
    const start = item.current_period_end;
    subscription.periods += 1;
    const end = Math.floor(chargeDate(subscription.billing_cycle_anchor * 1000, period, subscription.periods) / 1000);
    const made = invoice(subscription, 'subscription_cycle', item.price.unit_amount, { start, end }, 'open');
    Object.assign(item, { current_period_start: start, current_period_end: end });
    const paid = pay(subscription, made, options.decline ?? false);
    return webhookEvent(paid ? 'invoice.paid' : 'invoice.payment_failed', made);
  };

  const retryInvoice = (id: string, options: { decline?: boolean; lastTry?: boolean } = {}): Json => {
    const made = invoices.get(id);
    if (!made || made.status !== 'open') throw new Error(`fake Stripe: no open invoice ${id}`);
    const subscription = subscriptions.get(made.parent.subscription_details.subscription)!;
    const paid = pay(subscription, made, options.decline ?? false, options.lastTry);
    return webhookEvent(paid ? 'invoice.paid' : 'invoice.payment_failed', made);
  };

  const endSubscription = (id: string): Json => {
    const subscription = subscriptions.get(id);
    if (!subscription) throw new Error(`fake Stripe: no subscription ${id}`);
    Object.assign(subscription, { status: 'canceled', canceled_at: tick() });
    return webhookEvent('customer.subscription.deleted', subscription);
  };

  const createIntent = (p: Json): [number, Json] => {
    if (p.customer !== undefined && !customers.has(p.customer)) return missing('customer', p.customer, 'customer');
    if (p.off_session === 'true' && p.customer === undefined) return [400, stripeError('invalid_request_error', 'A PaymentIntent off session needs a customer.', { param: 'customer' })];
    const amount = Number(p.amount);
    if (!p.amount || !Number.isInteger(amount) || amount < 1) return [400, stripeError('invalid_request_error', 'Missing required param: amount.', { code: 'parameter_missing', param: 'amount' })];
    if (!/^[a-z]{3}$/.test(p.currency ?? '')) return [400, stripeError('invalid_request_error', 'Missing required param: currency.', { code: 'parameter_missing', param: 'currency' })];
    const pm = String(p.payment_method ?? '');
    const known = SUCCEEDS.has(pm) || DECLINES.has(pm) || NEEDS_ACTION.has(pm);
    if (!known) return missing('payment_method', pm, 'payment_method');
    const intent: Json = {
      id: `pi_${token()}`,
      object: 'payment_intent',
      amount,
      amount_received: 0,
      currency: p.currency,
      status: 'requires_confirmation',
      payment_method: pm,
      customer: p.customer ?? null,
      setup_future_usage: p.setup_future_usage ?? null,
      metadata: p.metadata ?? {},
      description: p.description ?? null,
      client_secret: `pi_secret_${token()}`,
      created: Math.floor(Date.now() / 1000),
      latest_charge: null,
      last_payment_error: null,
      next_action: null,
      livemode: false,
    };
    paymentIntents.set(intent.id, intent);
    if (p.confirm !== 'true') return [200, intent];
    if (NEEDS_ACTION.has(pm)) {
      Object.assign(intent, { status: 'requires_action', next_action: { type: 'use_stripe_sdk', use_stripe_sdk: { type: 'three_d_secure_redirect' } } });
      return [200, intent];
    }
    const charge: Json = { id: `ch_${token()}`, object: 'charge', amount, amount_refunded: 0, currency: p.currency, payment_intent: intent.id, refunded: false };
    charges.set(charge.id, charge);
    intent.latest_charge = charge.id;
    if (DECLINES.has(pm)) {
      Object.assign(charge, { status: 'failed', failure_code: 'card_declined' });
      const error = { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.', type: 'card_error' };
      Object.assign(intent, { status: 'requires_payment_method', last_payment_error: error });
      return [402, { error: { ...error, charge: charge.id, payment_intent: intent, payment_method: { id: pm, object: 'payment_method' } } }];
    }
    Object.assign(charge, { status: 'succeeded' });
    Object.assign(intent, { status: 'succeeded', amount_received: amount });
    return [200, intent];
  };

  const createRefund = (p: Json): [number, Json] => {
    const charge = p.charge ? charges.get(p.charge) : [...charges.values()].find((c) => c.payment_intent === p.payment_intent && c.status === 'succeeded');
    if (!charge) return p.charge ? missing('charge', p.charge, 'charge') : missing('payment_intent', p.payment_intent ?? '', 'payment_intent');
    const left = charge.amount - charge.amount_refunded;
    const amount = p.amount === undefined ? left : Number(p.amount);
    if (left === 0) return [400, stripeError('invalid_request_error', `Charge ${charge.id} has already been refunded.`, { code: 'charge_already_refunded' })];
    if (!Number.isInteger(amount) || amount < 1 || amount > left) {
      return [400, stripeError('invalid_request_error', `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`, { param: 'amount' })];
    }
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded === charge.amount;
    const refund = { id: `re_${token()}`, object: 'refund', amount, charge: charge.id, currency: charge.currency, payment_intent: charge.payment_intent, status: 'succeeded', metadata: p.metadata ?? {} };
    refunds.set(refund.id, refund);
    return [200, refund];
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const body = await readBody(req);
    const url = new URL(req.url ?? '/', 'http://fake');
    const method = req.method ?? 'GET';
    const params = parseForm(method === 'GET' ? url.search.slice(1) : body);
    const key = header(req, 'idempotency-key');
    calls.push({ method, path: url.pathname, idempotencyKey: key, params, headers: req.headers });
    const send = (status: number, answer: Json, replayed = false) => {
      res.writeHead(status, {
        'content-type': 'application/json',
        'request-id': `req_${token()}`,
        'stripe-version': header(req, 'stripe-version') ?? '2026-10-28.endive',
        ...(key ? { 'idempotency-key': key } : {}),
        ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
      });
      res.end(JSON.stringify(answer));
    };
    if (header(req, 'authorization') !== `Bearer ${secretKey}`) return send(401, stripeError('invalid_request_error', 'Invalid API Key provided.'));
    if (method === 'POST' && key) {
      const earlier = replies.get(key);
      if (earlier && earlier.body !== body) {
        return send(400, stripeError('idempotency_error', `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`));
      }
      if (earlier) return send(earlier.status, earlier.answer, true);
    }
    const [status, answer] = route(method, url.pathname, params);
    // Stripe keeps the answer of a key once the call ran (errors included), snapshotted as sent.
    if (method === 'POST' && key) replies.set(key, { body, status, answer: JSON.parse(JSON.stringify(answer)) });
    send(status, answer);
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((err) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify(stripeError('api_error', String(err))));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    apiUrl: { protocol: 'http', host: '127.0.0.1', port },
    calls,
    paymentIntents,
    refunds,
    subscriptions,
    invoices,
    billSubscription,
    retryInvoice,
    endSubscription,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The `Stripe-Signature` header of a webhook payload, as Stripe signs it; `timestamp` in Unix
 * seconds (default now; an old one makes a replay the provider must refuse).
 * @example signWebhook(JSON.stringify(event), FAKE_WEBHOOK_SECRET)
 */
export function signWebhook(payload: string, secret = FAKE_WEBHOOK_SECRET, timestamp = Math.floor(Date.now() / 1000)): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
}

/** A webhook event as Stripe sends it (API object `event`), around `object`. */
export function webhookEvent(type: string, object: Json, id = `evt_${token()}`): Json {
  return { id, object: 'event', api_version: '2026-10-28.endive', created: Math.floor(Date.now() / 1000), type, livemode: false, pending_webhooks: 1, request: { id: null, idempotency_key: null }, data: { object } };
}

/** A port on 127.0.0.1 nothing listens on (bound, then closed): calls to it are refused. */
export async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
