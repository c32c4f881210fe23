/**
 * How an order is paid (issue 16, docs/commerce.md): one interface, two implementations — the
 * built-in test provider (the default: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is
 * declined; no network) and Stripe through its official SDK (PaymentIntents, webhooks with
 * signature checks). The server's config picks one (PAYMENT_PROVIDER); the checkout page's
 * security policy admits the provider's `origins` on the checkout page only.
 */
import type { BlockOrigin } from '../../../blocks/block-meta.ts';
import type { BillingPeriod } from '../../../shared/payments.ts';

/** What the visitor gave to pay: card fields (test provider) or a Stripe PaymentMethod id made by Stripe.js. */
export type PaymentInput =
  | { kind: 'card'; number: string; expMonth: number; expYear: number; cvc: string; name: string }
  | { kind: 'stripe'; paymentMethodId: string };

/** One charge. The idempotency key is the checkout attempt's: a retry never charges twice. */
export interface ChargeRequest {
  websiteId: string;
  orderId: string;
  orderNumber: number;
  amountCents: number;
  currency: string;
  email: string;
  idempotencyKey: string;
  payment: PaymentInput;
  /** Keep the payment method for renewals (the first order of a subscription): a success then answers `savedMethod`. */
  saveForRenewals?: boolean;
}

/** A subscription's renewal, charged off-session with the method saved by its first order. */
export interface RenewalRequest {
  websiteId: string;
  subscriptionId: string;
  cycle: number;
  amountCents: number;
  currency: string;
  email: string;
  /** `sub-{subscriptionId}-{cycle}` (a retry adds `-{attempt}`): the same try is never charged twice. */
  idempotencyKey: string;
  /** What the first charge answered as `savedMethod`. */
  savedMethod: string;
}

/** A subscription whose first period is paid, handed to a provider that bills renewals itself (Stripe Subscriptions). */
export interface RenewalsStart {
  websiteId: string;
  subscriptionId: string;
  /** What the buyer's statements and the provider's dashboard call it (the product's title). */
  title: string;
  amountCents: number;
  currency: string;
  email: string;
  /** What the first charge answered as `savedMethod`. */
  savedMethod: string;
  period: BillingPeriod;
  /** When the provider charges first (the second cycle's date): the first period is already paid. */
  firstChargeAt: number;
  /** `sub-{subscriptionId}-start`: a retry never makes a second subscription at the provider. */
  idempotencyKey: string;
}

/** One renewal invoice of a provider's subscription, as the provider keeps it. */
export interface ProviderInvoice {
  id: string;
  status: 'paid' | 'failed';
  /** The payment that paid it (what a refund names); paid invoices only. */
  paymentId?: string;
  /** Tries the provider made so far. */
  attempts: number;
  /** When the provider tries a failed invoice again; null: it will not. */
  retryAt: number | null;
}

/** What a provider's subscription says now: its renewal invoices (oldest first), when it bills next, whether it ended. */
export interface ProviderRenewals {
  ended: boolean;
  nextChargeAt: number | null;
  invoices: ProviderInvoice[];
}

/** Why a payment failed, as a message key of the catalogue (what the visitor reads). */
export type PaymentFailure = 'commerce.cardDeclined' | 'commerce.cardInvalid' | 'commerce.paymentFailed';

/** The outcome of a charge: paid, refused (nothing charged), or waiting for the provider (a webhook settles it). */
export type ChargeResult =
  | { status: 'succeeded'; paymentId: string; savedMethod?: string }
  | { status: 'declined'; paymentId?: string; failure: PaymentFailure }
  | { status: 'pending'; paymentId: string };

/** A provider's webhook event, once its signature holds. */
export interface PaymentEvent {
  id: string;
  /** `renewals.changed`: one of the provider's subscriptions billed, failed or ended (read it with `renewalsOf`). */
  type: 'payment.succeeded' | 'payment.failed' | 'payment.refunded' | 'renewals.changed' | 'other';
  paymentId?: string;
  /** `renewals.changed`: the provider's subscription id. */
  providerSubscription?: string;
}

export interface PaymentProvider {
  /** Stored on the order ('test' | 'stripe'). */
  readonly name: string;
  /** Third-party origins the checkout page needs (Stripe.js, its frames and API); none for the test provider. */
  readonly origins: readonly BlockOrigin[];
  /** What the checkout page's payment section needs in the browser (Stripe's publishable key), if anything. */
  readonly browserConfig?: Readonly<Record<string, string>>;
  /**
   * Charges once per idempotency key. Resolves with the outcome; rejects only when the outcome
   * is unknown (the provider could not be reached): the caller keeps the order pending and the
   * same key settles it later, never a second charge.
   */
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Refunds `amountCents` of a payment (once per idempotency key). */
  refund(paymentId: string, amountCents: number, idempotencyKey: string): Promise<{ refundId: string }>;
  /**
   * Charges a subscription's renewal with the saved method (once per idempotency key); rejects
   * when the outcome is unknown. Absent: the provider renews by itself (see docs/commerce-subscriptions.md).
   */
  renew?(request: RenewalRequest): Promise<ChargeResult>;
  /** Whether the provider bills renewals of this period itself (`startRenewals`); otherwise the sweeper charges them with `renew`. */
  billsPeriod?(period: BillingPeriod): boolean;
  /** Hands a subscription to the provider, which bills each renewal itself; answers the provider's subscription id. Rejects when it could not. */
  startRenewals?(request: RenewalsStart): Promise<string>;
  /** What the provider's subscription says now (its renewal invoices, next charge, whether it ended). */
  renewalsOf?(providerSubscription: string): Promise<ProviderRenewals>;
  /** Stops the provider's subscription (no more renewals); idempotent. */
  cancelRenewals?(providerSubscription: string): Promise<void>;
  /** Checks a webhook's signature over its raw body and reads the event; throws when it does not hold. */
  webhookEvent?(rawBody: Buffer, signature: string | undefined): PaymentEvent;
}
