/**
 * Renewals as durable scheduled jobs (docs/commerce-subscriptions.md). The state lives in the
 * `subscriptions` rows (next_charge_at, attempts, lease_until), so a restart loses nothing; any
 * number of processes may sweep:
 *
 *   claim    a guarded UPDATE takes a due subscription's lease (next_charge_at <= now and no live
 *            lease): one sweeper per subscription at a time
 *   charge   the provider's `renew` with the saved method and the key `sub-{id}-{cycle}` (a retry
 *            adds `-{attempt}`): a crash between charge and record replays the same key, never a
 *            second charge
 *   record   one transaction: the cycle's row (unique per cycle: a second writer finds it paid and
 *            rolls back), the renewal order (`placeRenewalOrder`), the subscription moved on
 *            (guarded by the cycles and attempts it was read with), the mails
 *
 * A refused renewal is tried again 1, 3 and 7 days after it was due (past_due, a mail each time),
 * then the subscription is cancelled with a mail.
 */
import { enqueueMails } from '../../mail/index.ts';
import type { OrderSite } from '../order-hooks.ts';
import type { ChargeResult } from '../payments/provider.ts';
import type { SubscriptionDeps } from './deps.ts';
import { subscriptionMail, type SubscriptionMailSite } from './mail.tsx';
import { claimDue, dueSubscriptions, moveSubscription, recordFailedCycle, releaseLease, type Subscription } from './repo.ts';
import { chargeDate, planComplete, retryAt } from './schedule.ts';
import { providerBilling } from './provider-billing.ts';
import { cycleKey, LEASE_MS, mailInput, placeRenewalOrder } from './renewal-order.ts';

export { cycleKey, LEASE_MS, mailInput, placeRenewalOrder, type RenewalOrderInput } from './renewal-order.ts';

/** The sweeper of due renewals: `sweep()` charges what is due now; answers how many it claimed. */
export function subscriptionRenewals(deps: SubscriptionDeps) {
  const now = deps.now ?? Date.now;
  const { db, provider } = deps;
  const billing = providerBilling(deps);

  async function recordSuccess(s: Subscription, site: OrderSite & SubscriptionMailSite, cycle: number, paymentId: string, at: number): Promise<boolean> {
    const mail = await mailInput(db, s, deps.secret);
    const moved = await db.transaction().execute(async (trx) => {
      const placed = await placeRenewalOrder(trx, { subscription: s, cycle, paymentId, site, secret: deps.secret, hooks: deps.hooks, now: at });
      if (!placed) return false;
      const done = planComplete(s.plan, cycle);
      const next = done ? null : chargeDate(Number(s.created_at), s.plan.billingPeriod, cycle);
      const ok = await moveSubscription(trx, s, { status: done ? 'completed' : 'active', cycles_paid: cycle, attempts: 0, next_charge_at: next, lease_until: null }, at);
      // Moved meanwhile (cancelled by the buyer while the charge ran): the order stands, the row is theirs.
      if (ok) await enqueueMails(trx, [subscriptionMail(site, mail, { kind: 'renewed', number: placed.details.order.number, next })], at);
      return true;
    });
    return moved;
  }

  async function recordFailure(s: Subscription, site: SubscriptionMailSite, cycle: number, at: number): Promise<void> {
    const mail = await mailInput(db, s, deps.secret);
    const attempts = s.attempts + 1;
    const due = chargeDate(Number(s.created_at), s.plan.billingPeriod, cycle - 1);
    const again = retryAt(due, attempts);
    await db.transaction().execute(async (trx) => {
      await recordFailedCycle(trx, { subscription_id: s.id, website_id: s.website_id, cycle, idempotency_key: cycleKey(s.id, cycle), order_id: null, status: 'failed', attempts, payment_id: null, created_at: at });
      const patch = again === undefined ? { status: 'cancelled' as const, attempts, next_charge_at: null, lease_until: null, cancelled_at: at } : { status: 'past_due' as const, attempts, next_charge_at: again, lease_until: null };
      if (!(await moveSubscription(trx, s, patch, at))) return;
      await enqueueMails(trx, [subscriptionMail(site, mail, again === undefined ? { kind: 'gaveUp' } : { kind: 'failed', retryAt: again })], at);
    });
  }

  /** Charges one claimed subscription's due cycle and records the outcome. */
  async function renew(s: Subscription): Promise<void> {
    const site = await deps.site(s.website_id);
    const cycle = s.cycles_paid + 1;
    if (!site || !provider.renew || s.provider !== provider.name) return releaseLease(db, s.website_id, s.id, now() + LEASE_MS);
    let result: ChargeResult;
    try {
      result = s.provider_ref
        ? await provider.renew({ websiteId: s.website_id, subscriptionId: s.id, cycle, amountCents: s.amount_cents, currency: s.currency, email: s.email, idempotencyKey: s.attempts ? `${cycleKey(s.id, cycle)}-${s.attempts}` : cycleKey(s.id, cycle), savedMethod: s.provider_ref })
        : { status: 'declined', failure: 'commerce.cardInvalid' };
    } catch {
      // Unknown outcome: the lease lapses and the next sweep asks again with the same key.
      return;
    }
    const at = now();
    if (result.status === 'succeeded') {
      if (await recordSuccess(s, site, cycle, result.paymentId, at)) deps.mailQueued?.();
    } else if (result.status === 'declined') {
      await recordFailure(s, site, cycle, at);
      deps.mailQueued?.();
    }
    // pending: the provider decides later (a webhook); the lease lapses and the same key asks again.
  }

  return {
    renew,
    /** A provider's webhook named one of its subscriptions (Stripe's `invoice.*`, `customer.subscription.*`): record what it billed. */
    providerChanged: billing.changed,
    /**
     * Claims and charges the subscriptions the sweeper bills that are due now (at most `limit`);
     * answers how many this sweeper claimed. First, the provider-billed part: hand-overs, overdue
     * checks, stops (not counted).
     */
    async sweep(limit = 50): Promise<number> {
      await billing.sweep(limit);
      const at = now();
      let claimed = 0;
      for (const due of await dueSubscriptions(db, at, limit)) {
        const s = await claimDue(db, due.website_id, due.id, at, at + LEASE_MS);
        if (!s) continue;
        claimed++;
        await renew(s);
      }
      return claimed;
    },
  };
}
export type SubscriptionRenewals = ReturnType<typeof subscriptionRenewals>;
