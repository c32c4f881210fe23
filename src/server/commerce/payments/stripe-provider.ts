/**
 * Stripe through its official SDK (docs/commerce.md, "Payments"): a charge is one PaymentIntent
 * created and confirmed in one call with the PaymentMethod Stripe.js made in the visitor's
 * browser, under the checkout attempt's idempotency key; refunds likewise; webhooks are read
 * only once their signature holds. A subscription's renewals are a Stripe Subscription
 * (docs/commerce-subscriptions.md "Stripe Subscriptions"). Card numbers never reach this server.
 */
import Stripe from 'stripe';
import { PAYMENT_METHOD_ID } from '../../../shared/payment-element.ts';
import { t } from '../../../shared/messages/index.ts';
import type { BlockOrigin } from '../../../blocks/block-meta.ts';
import type { BillingPeriod } from '../../../shared/payments.ts';
import type { ChargeRequest, ChargeResult, PaymentEvent, PaymentFailure, PaymentProvider, ProviderInvoice, ProviderRenewals, RenewalRequest, RenewalsStart } from './provider.ts';
import { toStripeAmount } from './stripe-amount.ts';

export interface StripeProviderOptions {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** A local server speaking Stripe's API instead of api.stripe.com (tests, self-hosters' mocks). */
  apiUrl?: { protocol: 'http' | 'https'; host: string; port: number } | null;
  /** Retries of a call that got no answer, with the same idempotency key (default 1). */
  maxNetworkRetries?: number;
  /**
   * How long one call may take (default 10 s). A visitor is waiting, and the server ends a request
   * after 30 s (app.ts requestTimeout): two tries of 10 s and the SDK's pause stay well inside it.
   */
  timeoutMs?: number;
}

/** What the checkout page admits for Stripe.js, its frames (card field, 3-D Secure) and its API. */
const STRIPE_ORIGINS: readonly BlockOrigin[] = [
  { directive: 'script-src', origin: 'https://js.stripe.com' },
  { directive: 'frame-src', origin: 'https://js.stripe.com' },
  { directive: 'frame-src', origin: 'https://hooks.stripe.com' },
  { directive: 'connect-src', origin: 'https://api.stripe.com' },
];

/** Card error codes that mean the card's details are wrong, not that the bank said no. */
const INVALID_CARD = new Set(['incorrect_number', 'invalid_number', 'invalid_expiry_month', 'invalid_expiry_year', 'invalid_cvc', 'incorrect_cvc', 'expired_card', 'incorrect_zip']);

/** Stripe's webhook events we act on, as the provider-neutral event types. */
const EVENT_TYPES: Record<string, PaymentEvent['type']> = {
  'payment_intent.succeeded': 'payment.succeeded',
  'payment_intent.payment_failed': 'payment.failed',
  'charge.refunded': 'payment.refunded',
  // A subscription's renewal billed or refused, or the subscription ended (Stripe gave up, or the dashboard cancelled it).
  'invoice.paid': 'renewals.changed',
  'invoice.payment_failed': 'renewals.changed',
  'customer.subscription.deleted': 'renewals.changed',
  'customer.subscription.updated': 'renewals.changed',
};

/** A Stripe subscription in one of these has stopped billing for good. */
const ENDED = new Set(['canceled', 'incomplete_expired', 'unpaid']);

/** Renewal invoices read per look (newest first): more than this missed in a row is not caught up. */
const INVOICES_READ = 10;

/** The Stripe payment provider. */
export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe';
  readonly origins = STRIPE_ORIGINS;
  readonly browserConfig: Readonly<Record<string, string>>;
  private readonly stripe: Stripe;
  private readonly webhookSecret: string;

  constructor(options: StripeProviderOptions) {
    const api = options.apiUrl ?? undefined;
    this.stripe = new Stripe(options.secretKey, {
      maxNetworkRetries: options.maxNetworkRetries ?? 1,
      timeout: options.timeoutMs ?? 10_000,
      telemetry: false,
      appInfo: { name: 'Vitrina' },
      ...(api ? { host: api.host, port: api.port, protocol: api.protocol } : {}),
    });
    this.webhookSecret = options.webhookSecret;
    this.browserConfig = Object.freeze({ publishableKey: options.publishableKey });
  }

  /**
   * Creates and confirms a PaymentIntent. Succeeded → succeeded; requires_action (3-D Secure) or
   * processing → pending (a webhook settles it); a card error → declined. Rejects when the outcome
   * is unknown (no answer, a Stripe server error, the key reused for another amount).
   */
  async charge(request: ChargeRequest): Promise<ChargeResult> {
    if (request.payment.kind !== 'stripe' || !PAYMENT_METHOD_ID.test(request.payment.paymentMethodId)) {
      // Raw card fields never go to Stripe from here; without a PaymentMethod there is nothing to charge.
      return { status: 'declined', failure: 'commerce.cardInvalid' };
    }
    const amount = toStripeAmount(request.amountCents, request.currency);
    const paymentMethod = request.payment.paymentMethodId;
    let intent: Stripe.PaymentIntent;
    let customer: string | undefined;
    try {
      // A subscription's first charge: a Customer holds the card for the renewals (charged off session).
      if (request.saveForRenewals) customer = (await this.stripe.customers.create({ email: request.email, metadata: { websiteId: request.websiteId, orderId: request.orderId } }, { idempotencyKey: `${request.idempotencyKey}:customer` })).id;
      intent = await this.stripe.paymentIntents.create(
        {
          amount,
          currency: request.currency.toLowerCase(),
          payment_method: paymentMethod,
          // Confirmed here, with no page to come back to: no payment method that leaves for another site.
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          confirm: true,
          description: `Pedido ${request.orderNumber}`,
          metadata: { websiteId: request.websiteId, orderId: request.orderId, orderNumber: String(request.orderNumber) },
          ...(customer ? { customer, setup_future_usage: 'off_session' as const } : {}),
        },
        { idempotencyKey: request.idempotencyKey },
      );
    } catch (err) {
      return declinedOrThrow(err);
    }
    const result = outcomeOf(intent);
    return result.status === 'succeeded' && customer ? { ...result, savedMethod: `${customer} ${paymentMethod}` } : result;
  }

  /**
   * A renewal the sweeper charges (a period Stripe cannot bill, or a subscription from before the
   * hand-over): an off-session PaymentIntent on the Customer and card the first
   * charge kept (`savedMethod` "cus_… pm_…"), with the cycle's key as Stripe's Idempotency-Key.
   */
  async renew(request: RenewalRequest): Promise<ChargeResult> {
    const [customer, paymentMethod] = request.savedMethod.split(' ');
    if (!/^cus_\w+$/.test(customer ?? '') || !PAYMENT_METHOD_ID.test(paymentMethod ?? '')) return { status: 'declined', failure: 'commerce.cardInvalid' };
    let intent: Stripe.PaymentIntent;
    try {
      intent = await this.stripe.paymentIntents.create(
        {
          amount: toStripeAmount(request.amountCents, request.currency),
          currency: request.currency.toLowerCase(),
          customer,
          payment_method: paymentMethod,
          off_session: true,
          confirm: true,
          description: t('subscriptions.renewalDescription', { cycle: request.cycle }),
          metadata: { websiteId: request.websiteId, subscriptionId: request.subscriptionId, cycle: String(request.cycle) },
        },
        { idempotencyKey: request.idempotencyKey },
      );
    } catch (err) {
      return declinedOrThrow(err);
    }
    return outcomeOf(intent);
  }

  /** Stripe's intervals go up to one year (52 weeks, 12 months, 1 year); a longer period is renewed by the sweeper. */
  billsPeriod(period: BillingPeriod): boolean {
    const max = period.unit === 'week' ? 52 : period.unit === 'month' ? 12 : 1;
    return period.value >= 1 && period.value <= max;
  }

  /**
   * A Stripe Subscription on the Customer and card the first charge kept: one Product for it, a
   * price of the renewal amount every period (`price_data`), and a trial until the second cycle's
   * date, since the first period was paid by the checkout's PaymentIntent. Stripe then invoices and
   * charges each period itself (off session) and tells us by webhook (`invoice.paid`,
   * `invoice.payment_failed`, `customer.subscription.deleted`).
   */
  async startRenewals(request: RenewalsStart): Promise<string> {
    const [customer, paymentMethod] = request.savedMethod.split(' ');
    if (!/^cus_\w+$/.test(customer ?? '') || !PAYMENT_METHOD_ID.test(paymentMethod ?? '')) throw new Error('not a Stripe saved method');
    const metadata = { websiteId: request.websiteId, subscriptionId: request.subscriptionId };
    const product = await this.stripe.products.create({ name: request.title || request.subscriptionId, metadata }, { idempotencyKey: `${request.idempotencyKey}:product` });
    const subscription = await this.stripe.subscriptions.create(
      {
        customer,
        default_payment_method: paymentMethod,
        items: [{ price_data: { currency: request.currency.toLowerCase(), product: product.id, unit_amount: toStripeAmount(request.amountCents, request.currency), recurring: { interval: request.period.unit, interval_count: request.period.value } } }],
        trial_end: Math.floor(request.firstChargeAt / 1000),
        proration_behavior: 'none',
        off_session: true,
        metadata,
      },
      { idempotencyKey: request.idempotencyKey },
    );
    return subscription.id;
  }

  /** The subscription's state, its next period's start and its latest renewal invoices (paid ones with their PaymentIntent). */
  async renewalsOf(providerSubscription: string): Promise<ProviderRenewals> {
    const subscription = await this.stripe.subscriptions.retrieve(providerSubscription);
    const ended = ENDED.has(subscription.status);
    const periodEnd = subscription.items.data[0]?.current_period_end;
    const list = await this.stripe.invoices.list({ subscription: providerSubscription, limit: INVOICES_READ });
    const invoices: ProviderInvoice[] = [];
    for (const invoice of list.data.filter((i) => i.billing_reason === 'subscription_cycle').sort((a, b) => a.created - b.created)) {
      if (!invoice.id) continue;
      if (invoice.status === 'paid') {
        const payments = await this.stripe.invoicePayments.list({ invoice: invoice.id, status: 'paid', limit: 1 });
        const intent = payments.data[0]?.payment.payment_intent;
        const paymentId = typeof intent === 'string' ? intent : intent?.id;
        invoices.push({ id: invoice.id, status: 'paid', attempts: invoice.attempt_count, retryAt: null, ...(paymentId ? { paymentId } : {}) });
      } else if ((invoice.status === 'open' || invoice.status === 'uncollectible') && invoice.attempt_count > 0) {
        invoices.push({ id: invoice.id, status: 'failed', attempts: invoice.attempt_count, retryAt: invoice.next_payment_attempt ? invoice.next_payment_attempt * 1000 : null });
      }
    }
    return { ended, nextChargeAt: !ended && periodEnd ? periodEnd * 1000 : null, invoices };
  }

  /** Cancels the Stripe subscription now (no proration, no refund); one already cancelled is fine. */
  async cancelRenewals(providerSubscription: string): Promise<void> {
    try {
      await this.stripe.subscriptions.cancel(providerSubscription);
    } catch (err) {
      if (!(err instanceof Stripe.errors.StripeInvalidRequestError)) throw err;
      // Stripe refuses to cancel twice: fine when it is cancelled already.
      const subscription = await this.stripe.subscriptions.retrieve(providerSubscription);
      if (!ENDED.has(subscription.status)) throw err;
    }
  }

  /** Refunds part or all of a PaymentIntent's charge, once per idempotency key; rejects when Stripe refuses or cannot be reached. */
  async refund(paymentId: string, amountCents: number, idempotencyKey: string): Promise<{ refundId: string }> {
    if (!Number.isSafeInteger(amountCents) || amountCents <= 0) throw new RangeError(`A refund is a positive whole number of minor units, got ${amountCents}`);
    // Our minor units are Stripe's for every store currency (stripe-amount.ts), so the amount passes as is.
    const refund = await this.stripe.refunds.create({ payment_intent: paymentId, amount: amountCents }, { idempotencyKey });
    return { refundId: refund.id };
  }

  /** Checks the `Stripe-Signature` header over the raw body (5 minutes' tolerance) and reads the event; throws when it does not hold. */
  webhookEvent(rawBody: Buffer, signature: string | undefined): PaymentEvent {
    if (!signature) throw new Error('no Stripe-Signature header');
    const event = this.stripe.webhooks.constructEvent(rawBody, signature, this.webhookSecret);
    const type = EVENT_TYPES[event.type] ?? 'other';
    if (type === 'renewals.changed') {
      const providerSubscription = subscriptionOf(event.data.object as StripeObject);
      return providerSubscription ? { id: event.id, type, providerSubscription } : { id: event.id, type: 'other' };
    }
    const object = event.data.object as { id?: unknown; object?: unknown; payment_intent?: unknown };
    let paymentId: unknown;
    if (object.object === 'payment_intent') paymentId = object.id;
    else if (object.object === 'charge') paymentId = typeof object.payment_intent === 'string' ? object.payment_intent : (object.payment_intent as { id?: unknown } | null)?.id;
    return { id: event.id, type, ...(type !== 'other' && typeof paymentId === 'string' ? { paymentId } : {}) };
  }
}

type StripeObject = { id?: unknown; object?: unknown; subscription?: unknown; parent?: { subscription_details?: { subscription?: unknown } | null } | null };

/** The subscription an event is about: the subscription itself, or an invoice's (`parent.subscription_details`, or `subscription` before API 2025-03-31). */
function subscriptionOf(object: StripeObject): string | undefined {
  const idOf = (v: unknown) => (typeof v === 'string' ? v : typeof (v as { id?: unknown } | null)?.id === 'string' ? ((v as { id: string }).id) : undefined);
  if (object.object === 'subscription') return idOf(object.id);
  if (object.object === 'invoice') return idOf(object.parent?.subscription_details?.subscription) ?? idOf(object.subscription);
  return undefined;
}

/** A PaymentIntent's outcome: succeeded → paid; requires_action (3-D Secure) or processing → pending; otherwise declined. */
function outcomeOf(intent: Stripe.PaymentIntent): ChargeResult {
  switch (intent.status) {
    case 'succeeded':
      return { status: 'succeeded', paymentId: intent.id };
    case 'processing':
    case 'requires_action':
    case 'requires_capture':
      return { status: 'pending', paymentId: intent.id };
    default:
      // requires_payment_method (the attempt failed), canceled, requires_confirmation.
      return { status: 'declined', paymentId: intent.id, failure: failureOf(intent.last_payment_error?.code) };
  }
}

/** A Stripe error that says nothing was charged → declined; any other → rethrown (outcome unknown). */
function declinedOrThrow(err: unknown): ChargeResult {
  if (err instanceof Stripe.errors.StripeCardError) {
    const paymentId = (err.payment_intent as { id?: string } | undefined)?.id;
    return { status: 'declined', ...(paymentId ? { paymentId } : {}), failure: failureOf(err.code) };
  }
  // Refused before anything was done: bad parameters (an amount under Stripe's minimum), a wrong
  // key, too many calls. An idempotency error is not among them: the key's first call may have charged.
  if (
    err instanceof Stripe.errors.StripeInvalidRequestError ||
    err instanceof Stripe.errors.StripeAuthenticationError ||
    err instanceof Stripe.errors.StripePermissionError ||
    err instanceof Stripe.errors.StripeRateLimitError
  ) {
    return { status: 'declined', failure: 'commerce.paymentFailed' };
  }
  throw err;
}

/** The message key for a Stripe decline code. */
function failureOf(code: string | undefined): PaymentFailure {
  if (code === 'card_declined') return 'commerce.cardDeclined';
  if (code && INVALID_CARD.has(code)) return 'commerce.cardInvalid';
  return 'commerce.paymentFailed';
}
