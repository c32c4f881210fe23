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
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { newId } from '../../db/dialect.ts';
import { enqueueMails } from '../../mail/index.ts';
import { runOrderHooks, type OrderHook, type OrderSite } from '../order-hooks.ts';
import { orderMails } from '../order-mail.tsx';
import { loadOrder, type OrderDetails } from '../order-view.tsx';
import { insertOrder, nextOrderNumber, orderById, orderLines } from '../orders-repo.ts';
import { orderToken } from '../orders-service.ts';
import { createHash } from 'node:crypto';
import type { ChargeResult } from '../payments/provider.ts';
import type { SubscriptionDeps } from './deps.ts';
import { subscriptionMail, type SubscriptionMailInput, type SubscriptionMailSite } from './mail.tsx';
import { claimDue, dueSubscriptions, moveSubscription, recordFailedCycle, recordPaidCycle, releaseLease, type Subscription } from './repo.ts';
import { chargeDate, planComplete, retryAt } from './schedule.ts';
import { providerBilling } from './provider-billing.ts';

/** How long a sweeper holds a subscription it is charging (a crashed one's claim lapses after this). */
export const LEASE_MS = 5 * 60_000;

/** The idempotency key of a cycle's renewal order and charge row. */
export const cycleKey = (subscriptionId: string, cycle: number) => `sub-${subscriptionId}-${cycle}`;

/** What a renewal order is made from. */
export interface RenewalOrderInput {
  subscription: Subscription;
  cycle: number;
  paymentId: string;
  site: OrderSite;
  secret: string;
  hooks: readonly OrderHook[];
  now: number;
  /** The provider's invoice that charged it, when the provider bills the renewals. */
  providerInvoice?: string;
}

/**
 * Inside the caller's transaction: a renewal order — a new, numbered order with the first order's
 * lines, address, shipping and amounts, status paid, keyed `sub-{id}-{cycle}` (unique: never two
 * for one cycle) — its cycle row, the `paid` order hooks, then its receipt queued. Answers the
 * order and its link token; undefined when the cycle was already recorded (the caller rolls back).
 */
export async function placeRenewalOrder(trx: Kysely<Database>, input: RenewalOrderInput): Promise<{ details: OrderDetails; token: string } | undefined> {
  const { subscription: s, cycle, now } = input;
  const first = await orderById(trx, s.website_id, s.first_order_id);
  if (!first) return undefined;
  const id = newId();
  const key = cycleKey(s.id, cycle);
  const recorded = await recordPaidCycle(trx, { subscription_id: s.id, website_id: s.website_id, cycle, idempotency_key: key, order_id: id, status: 'paid', attempts: s.attempts + 1, payment_id: input.paymentId, provider_invoice: input.providerInvoice ?? null, created_at: now });
  if (!recorded) return undefined;
  const token = orderToken(input.secret, id);
  const lines = await orderLines(trx, s.website_id, first.id);
  await insertOrder(
    trx,
    {
      ...first,
      id,
      number: await nextOrderNumber(trx, s.website_id),
      secret_hash: createHash('sha256').update(token).digest('hex'),
      idempotency_key: key,
      status: 'paid',
      payment_id: input.paymentId,
      failure: null,
      created_at: now,
      updated_at: now,
      paid_at: now,
      fulfilled_at: null,
      refunded_at: null,
    },
    lines.map((l) => ({ ...l, order_id: id })),
  );
  const details = (await loadOrder(trx, s.website_id, id))!;
  await runOrderHooks(input.hooks, 'paid', { trx, details, site: input.site, token, now });
  await enqueueMails(trx, orderMails(input.site, input.site.store, details, token), now);
  return { details, token };
}

/** The mails' common part, from the first order. */
export async function mailInput(db: Kysely<Database>, s: Subscription, secret: string): Promise<SubscriptionMailInput> {
  const first = await loadOrder(db, s.website_id, s.first_order_id);
  return {
    websiteId: s.website_id,
    email: s.email,
    name: first?.address?.name || s.email,
    title: first?.lines[0]?.title ?? '',
    amountCents: s.amount_cents,
    currency: s.currency,
    orderId: s.first_order_id,
    token: orderToken(secret, s.first_order_id),
  };
}

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
