import type { Millis } from './columns.ts';

/** Subscriptions' tables (migration 0014, docs/commerce-subscriptions.md). Amounts are integer minor units. */

export type SubscriptionStatus = 'active' | 'past_due' | 'cancelled' | 'completed';

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
  /** The provider's reusable reference: the test provider's saved card, Stripe's subscription id. */
  provider_ref: string | null;
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
  created_at: Millis;
}

export interface SubscriptionsTables {
  subscriptions: SubscriptionsTable;
  subscription_charges: SubscriptionChargesTable;
}
