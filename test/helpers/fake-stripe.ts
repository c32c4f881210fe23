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
 * - Idempotency keys as Stripe keeps them: the same key and body → the same answer, replayed
 *   (header `idempotent-replayed: true`); the same key with another body → 400 idempotency_error.
 * - `Authorization: Bearer <secretKey>` required (401 otherwise).
 * Webhooks: `signWebhook` makes the `Stripe-Signature` header exactly as Stripe does
 * (`t=<unix seconds>,v1=HMAC-SHA256(secret, "<t>.<payload>")`, by the SDK's own helper).
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

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

type Json = Record<string, any>;

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
    return [404, stripeError('invalid_request_error', `Unrecognized request URL (${method}: ${path}).`)];
  };

  // Customers (subscriptions keep the card on one for the renewals, charged off session).
  const customers = new Map<string, Json>();
  const createCustomer = (p: Json): [number, Json] => {
    const customer = { id: `cus_${token()}`, object: 'customer', email: p.email ?? null, metadata: p.metadata ?? {}, livemode: false };
    customers.set(customer.id, customer);
    return [200, customer];
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

/** Stripe's error body: `{ error: { type, message, … } }`. */
function stripeError(type: string, message: string, extra: Json = {}): Json {
  return { error: { type, message, ...extra } };
}

function missing(kind: string, id: string, param?: string): [number, Json] {
  return [400, stripeError('invalid_request_error', `No such ${kind}: '${id}'`, { code: 'resource_missing', ...(param ? { param } : {}) })];
}

const token = () => randomBytes(12).toString('hex');

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/**
 * Stripe's form encoding read back: `metadata[orderId]=x&items[0][sku]=y` →
 * `{ metadata: { orderId: 'x' }, items: [{ sku: 'y' }] }`.
 */
export function parseForm(text: string): Json {
  const out: Json = {};
  for (const [rawKey, value] of new URLSearchParams(text)) {
    const [head, ...rest] = rawKey.split('[');
    const path = [head, ...rest.map((p) => p.replace(/\]$/, ''))];
    let node: any = out;
    path.forEach((part, i) => {
      if (i === path.length - 1) {
        node[part] = value;
        return;
      }
      node[part] ??= /^\d+$/.test(path[i + 1]) ? [] : {};
      node = node[part];
    });
  }
  return out;
}
