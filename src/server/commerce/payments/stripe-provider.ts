/**
 * Stripe through its official SDK (docs/commerce.md, "Payments"): a charge is one PaymentIntent
 * created and confirmed in one call with the PaymentMethod Stripe.js made in the visitor's
 * browser, under the checkout attempt's idempotency key; refunds likewise; webhooks are read
 * only once their signature holds. Card numbers never reach this server.
 */
import Stripe from 'stripe';
import { PAYMENT_METHOD_ID } from '../../../shared/payment-element.ts';
import { t } from '../../../shared/messages/index.ts';
import type { BlockOrigin } from '../../../blocks/block-meta.ts';
import type { ChargeRequest, ChargeResult, PaymentEvent, PaymentFailure, PaymentProvider, RenewalRequest } from './provider.ts';
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
};

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
   * A subscription's renewal: an off-session PaymentIntent on the Customer and card the first
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

  /** Nothing at Stripe renews by itself (the sweeper charges each cycle): nothing to stop. */
  async cancelRenewals(): Promise<void> {}

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
    const object = event.data.object as { id?: unknown; object?: unknown; payment_intent?: unknown };
    let paymentId: unknown;
    if (object.object === 'payment_intent') paymentId = object.id;
    else if (object.object === 'charge') paymentId = typeof object.payment_intent === 'string' ? object.payment_intent : (object.payment_intent as { id?: unknown } | null)?.id;
    return { id: event.id, type, ...(type !== 'other' && typeof paymentId === 'string' ? { paymentId } : {}) };
  }
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
