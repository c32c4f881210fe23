/**
 * Renewals billed by the payment provider (docs/commerce-subscriptions.md, "Stripe Subscriptions").
 * The first period is paid by the checkout; the row starts as `handover` and a sweep hands it to
 * the provider (`startRenewals`: Stripe makes a Subscription whose first charge is the second
 * cycle's date). From then on the provider invoices and charges each period itself, and its
 * webhooks say so; every record goes through one function, `reconcile`, which reads what the
 * provider keeps (`renewalsOf`) and records what is new:
 *
 *   paid invoice     a renewal order (`placeRenewalOrder`: hooks, receipt) for the next cycle, the
 *                    row moved on with the provider's next date, the mail «Renovamos…»; the plan's
 *                    last cycle completes it and marks it `ending` (stopped at the provider)
 *   failed invoice   past_due with the provider's next try, the mail «No pudimos cobrar…»
 *   ended            cancelled (the provider gave up, or its dashboard cancelled it), one mail
 *
 * Each invoice is recorded once: `subscription_charges.provider_invoice` is unique per site and the
 * cycle's row is unique, so a webhook and a sweeper reading one invoice at once record one order.
 * The sweeper asks the provider itself about a cycle overdue by an hour (a lost webhook), and
 * stops at the provider what ended here (`ending`: cancelled by the owner's refund, completed).
 * A provider that cannot bill the plan's period (Stripe: longer than a year) leaves the row to
 * the sweeper's off-session renewals.
 */
import { enqueueMails } from '../../mail/index.ts';
import type { ProviderInvoice, ProviderRenewals } from '../payments/provider.ts';
import type { SubscriptionDeps } from './deps.ts';
import { subscriptionMail, type SubscriptionMailInput, type SubscriptionMailSite } from './mail.tsx';
import type { OrderSite } from '../order-hooks.ts';
import { cycleKey, LEASE_MS, mailInput, placeRenewalOrder } from './renewal-order.ts';
import { billingWork, cancelRow, chargeOfInvoice, claimBilling, handedOver, moveBilling, moveSubscription, recordFailedCycle, releaseLease, subscriptionById, subscriptionByProviderRef, type Subscription } from './repo.ts';
import { chargeDate, planComplete } from './schedule.ts';

/** A hand-over needs the provider's first charge at least this far ahead (Stripe refuses a trial ending in the past). */
export const HANDOVER_MARGIN_MS = 10 * 60_000;
/** How long after a renewal's date the webhook may take before the sweeper asks the provider itself. */
export const OVERDUE_AFTER_MS = 60 * 60_000;
/** How long the sweeper waits before asking again about a cycle the provider has not billed yet. */
export const RECHECK_MS = 60 * 60_000;

/** One reconcile's subscription: its ids, its site (undefined: gone) and the mails' common part. */
interface Recording {
  websiteId: string;
  id: string;
  site: (OrderSite & SubscriptionMailSite) | undefined;
  mail: SubscriptionMailInput;
}

/** The provider-billed part of the renewals: `sweep` (hand-overs, overdue checks, stops) and `reconcile` (webhooks). */
export function providerBilling(deps: SubscriptionDeps) {
  const now = deps.now ?? Date.now;
  const { db, provider } = deps;

  /** Hands one claimed `handover` row to the provider, or to the sweeper when the provider cannot bill it. */
  async function handover(s: Subscription): Promise<void> {
    const at = now();
    const billable = provider.startRenewals && provider.billsPeriod?.(s.plan.billingPeriod) && s.provider === provider.name && s.provider_ref && s.next_charge_at !== null;
    if (!billable) {
      await moveBilling(db, s.website_id, s.id, 'handover', 'sweeper', at);
      return;
    }
    const mail = await mailInput(db, s, deps.secret);
    let ref: string;
    try {
      ref = await provider.startRenewals!({ websiteId: s.website_id, subscriptionId: s.id, title: mail.title, amountCents: s.amount_cents, currency: s.currency, email: s.email, savedMethod: s.provider_ref!, period: s.plan.billingPeriod, firstChargeAt: s.next_charge_at!, idempotencyKey: `sub-${s.id}-start` });
    } catch {
      // Not made, or not known: the lease lapses and the next sweep asks again with the same key.
      return;
    }
    await handedOver(db, s.website_id, s.id, ref, now());
  }

  /** Records a paid renewal invoice as the next cycle's order; false when it was recorded already. */
  async function recordPaid({ websiteId, id, site, mail }: Recording, invoice: ProviderInvoice, nextChargeAt: number | null): Promise<boolean> {
    if (!site) return false;
    const at = now();
    return db.transaction().execute(async (trx) => {
      const s = await subscriptionById(trx, websiteId, id);
      const known = await chargeOfInvoice(trx, websiteId, invoice.id);
      if (!s || known?.status === 'paid') return false;
      const cycle = known?.cycle ?? s.cycles_paid + 1;
      // The money was taken: the order is recorded even if the row ended meanwhile (the owner may refund it).
      const placed = await placeRenewalOrder(trx, { subscription: s, cycle, paymentId: invoice.paymentId ?? invoice.id, providerInvoice: invoice.id, site, secret: deps.secret, hooks: deps.hooks, now: at });
      if (!placed) return false;
      if (cycle !== s.cycles_paid + 1) return true;
      const done = planComplete(s.plan, cycle);
      const next = done ? null : (nextChargeAt ?? chargeDate(s.created_at, s.plan.billingPeriod, cycle));
      const moved = await moveSubscription(trx, s, { status: done ? 'completed' : 'active', cycles_paid: cycle, attempts: 0, next_charge_at: next, lease_until: null, ...(done ? { billing: 'ending' as const } : {}) }, at);
      if (moved) await enqueueMails(trx, [subscriptionMail(site, mail, { kind: 'renewed', number: placed.details.order.number, next })], at);
      return true;
    });
  }

  /** Records a refused try of the cycle now due: past_due until the provider's next try; false when this try was recorded already. */
  async function recordFailed({ websiteId, id, site, mail }: Recording, invoice: ProviderInvoice): Promise<boolean> {
    if (!site) return false;
    const at = now();
    return db.transaction().execute(async (trx) => {
      const s = await subscriptionById(trx, websiteId, id);
      const known = await chargeOfInvoice(trx, websiteId, invoice.id);
      if (!s || (known && (known.status === 'paid' || known.attempts >= invoice.attempts))) return false;
      const cycle = known?.cycle ?? s.cycles_paid + 1;
      if (cycle !== s.cycles_paid + 1 || (s.status !== 'active' && s.status !== 'past_due')) return false;
      await recordFailedCycle(trx, { subscription_id: s.id, website_id: websiteId, cycle, idempotency_key: cycleKey(s.id, cycle), order_id: null, status: 'failed', attempts: invoice.attempts, payment_id: null, provider_invoice: invoice.id, created_at: at });
      if (!(await moveSubscription(trx, s, { status: 'past_due', attempts: invoice.attempts, next_charge_at: invoice.retryAt ?? s.next_charge_at, lease_until: null }, at))) return false;
      // No next try: the provider ends the subscription, and that move mails.
      if (invoice.retryAt !== null) await enqueueMails(trx, [subscriptionMail(site, mail, { kind: 'failed', retryAt: invoice.retryAt })], at);
      return true;
    });
  }

  /** The provider's subscription ended: the row is cancelled (one mail), or, ended here already, marked done. */
  async function recordEnded({ websiteId, id, site, mail }: Recording): Promise<boolean> {
    const before = await subscriptionById(db, websiteId, id);
    if (!before) return false;
    const at = now();
    if (before.status !== 'active' && before.status !== 'past_due') return moveBilling(db, websiteId, id, 'ending', 'ended', at);
    return db.transaction().execute(async (trx) => {
      if (!(await cancelRow(trx, websiteId, id, at, true))) return false;
      // After refused tries the provider gave up; otherwise someone cancelled it at the provider.
      if (site) await enqueueMails(trx, [subscriptionMail(site, mail, before.status === 'past_due' ? { kind: 'gaveUp' } : { kind: 'cancelled' })], at);
      return true;
    });
  }

  /** Reads the provider's subscription and records what is new; answers whether anything moved. Rejects when the provider cannot be read. */
  async function reconcile(s: Subscription): Promise<boolean> {
    if (!provider.renewalsOf || !s.provider_subscription || s.provider !== provider.name) return false;
    const state: ProviderRenewals = await provider.renewalsOf(s.provider_subscription);
    // The site and the mails' common part, read once for every invoice of this look.
    const recording: Recording = { websiteId: s.website_id, id: s.id, site: await deps.site(s.website_id), mail: await mailInput(db, s, deps.secret) };
    let moved = false;
    for (const invoice of state.invoices) {
      if (invoice.status === 'paid') moved = (await recordPaid(recording, invoice, state.nextChargeAt)) || moved;
      else moved = (await recordFailed(recording, invoice)) || moved;
    }
    if (state.ended) moved = (await recordEnded(recording)) || moved;
    if (moved) deps.mailQueued?.();
    return moved;
  }

  /** Stops at the provider one claimed row that ended here (cancelled by a refund, or its plan completed). */
  async function stop(s: Subscription): Promise<void> {
    if (s.provider_subscription && s.provider === provider.name) {
      try {
        await provider.cancelRenewals?.(s.provider_subscription);
      } catch {
        return; // the lease lapses and the next sweep tries again
      }
    }
    await moveBilling(db, s.website_id, s.id, 'ending', 'ended', now());
  }

  return {
    reconcile,
    /** A webhook named one of the provider's subscriptions: reconcile ours, if it is ours. */
    async changed(providerSubscription: string): Promise<void> {
      const s = await subscriptionByProviderRef(db, provider.name, providerSubscription);
      if (s) await reconcile(s);
    },
    /** Hand-overs, overdue checks and stops due now (at most `limit` of each). */
    async sweep(limit = 50): Promise<void> {
      const at = now();
      for (const row of await billingWork(db, 'handover', at, limit, { chargeAfter: at + HANDOVER_MARGIN_MS })) {
        const s = await claimBilling(db, row.website_id, row.id, 'handover', at, at + LEASE_MS);
        if (s) await handover(s);
      }
      for (const row of await billingWork(db, 'provider', at, limit, { chargeBefore: at - OVERDUE_AFTER_MS })) {
        const s = await claimBilling(db, row.website_id, row.id, 'provider', at, at + LEASE_MS);
        if (!s) continue;
        let moved = false;
        try {
          moved = await reconcile(s);
        } catch {
          continue; // the provider could not be read: the lease lapses and the next sweep asks again
        }
        // Nothing billed yet (the provider retries later, or is late): ask again in an hour.
        if (!moved) await releaseLease(db, s.website_id, s.id, now() + RECHECK_MS);
      }
      for (const row of await billingWork(db, 'ending', at, limit)) {
        const s = await claimBilling(db, row.website_id, row.id, 'ending', at, at + LEASE_MS);
        if (s) await stop(s);
      }
    },
  };
}
export type ProviderBilling = ReturnType<typeof providerBilling>;
