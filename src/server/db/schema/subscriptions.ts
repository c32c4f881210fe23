import type { Generated } from 'kysely';
import type { Millis } from './columns.ts';

/** Subscriptions' tables (migration 0014, docs/commerce-subscriptions.md). Amounts are integer minor units. */

export type SubscriptionStatus = 'active' | 'past_due' | 'cancelled' | 'completed';

/**
 * Who charges the renewals (migration 0018): our sweeper; to be handed to the provider; the
 * provider (Stripe Subscriptions); ended here and still to be cancelled at the provider; ended.
 */
export type SubscriptionBilling = 'sweeper' | 'handover' | 'provider' | 'ending' | 'ended';

/** A subscription: started by the `paid` hook of its first order, renewed by the sweeper. */
export interface SubscriptionsTable {
  id: string;
  website_id: string;
  first_order_id: string;
  item_id: string;
  sku: string;
  /** JSON of `SubscriptionPlan` (src/model/collection.ts). */
  plan: string;
  /** What each renewal charges. */
  amount_cents: number;
  currency: string;
  email: string;
  status: SubscriptionStatus;
  /** Cycles paid so far (the first order is cycle 1). */
  cycles_paid: number;
  /** When the next renewal is due; null once cancelled or completed. */
  next_charge_at: Millis | null;
  /** Failed tries of the cycle now due. */
  attempts: number;
  /** A sweeper's claim: no other sweeper charges this subscription before then. */
  lease_until: Millis | null;
  provider: string;
  /** The provider's saved payment method (the test provider's saved card; Stripe's "cus_… pm_…"). */
  provider_ref: string | null;
  billing: Generated<SubscriptionBilling>;
  /** The provider's subscription when it bills the renewals (Stripe's `sub_…`). */
  provider_subscription: string | null;
  created_at: Millis;
  updated_at: Millis;
  cancelled_at: Millis | null;
}

/** One cycle's renewal: its key `sub-{id}-{cycle}` is unique per website. */
export interface SubscriptionChargesTable {
  subscription_id: string;
  website_id: string;
  cycle: number;
  idempotency_key: string;
  order_id: string | null;
  status: 'paid' | 'failed';
  attempts: number;
  payment_id: string | null;
  /** The provider's invoice that charged (or tried) this cycle, when the provider bills. */
  provider_invoice: string | null;
  created_at: Millis;
}

export interface SubscriptionsTables {
  subscriptions: SubscriptionsTable;
  subscription_charges: SubscriptionChargesTable;
}
