/**
 * The `paid` order hook of subscriptions (docs/commerce-subscriptions.md): a paid first order
 * whose line is a product with a `subscriptionPlan` starts its subscription, in the paying
 * transaction, with the method the provider saved for renewals. A renewal order (it has its cycle
 * row already) starts nothing. When the owner cancels or refunds a subscription's FIRST order, the
 * subscription stops too (no more charges, the buyer is mailed); refunding a renewal does not.
 */
import { newId, toJson } from '../../db/dialect.ts';
import type { OrderHook } from '../order-hooks.ts';
import { enqueueMails } from '../../mail/index.ts';
import { subscriptionMail } from './mail.tsx';
import { plansOf, insertSubscription, cancelRow, subscriptionOfOrder } from './repo.ts';
import { cycleKey, mailInput } from './renewals.ts';
import { chargeDate, planComplete } from './schedule.ts';

/** The hook app.ts pushes onto `orderHooks`. */
export const subscriptionHook: OrderHook = {
  name: 'subscriptions',
  async paid({ trx, details, now, savedMethod }) {
    const { order, lines } = details;
    const renewal = await trx.selectFrom('subscription_charges').select('cycle').where('website_id', '=', order.website_id).where('order_id', '=', order.id).executeTakeFirst();
    if (renewal) return;
    const plans = await plansOf(trx, order.website_id, lines.map((l) => l.item_id));
    const line = lines.find((l) => plans.has(l.item_id));
    if (!line) return;
    const plan = plans.get(line.item_id)!;
    const id = newId();
    const start = order.paid_at ?? now;
    const done = planComplete(plan, 1);
    await insertSubscription(
      trx,
      {
        id,
        website_id: order.website_id,
        first_order_id: order.id,
        item_id: line.item_id,
        sku: line.sku,
        plan: toJson(plan),
        // A coupon given at subscribing discounts every cycle (like Stripe's coupons of duration «forever»).
        amount_cents: order.total_cents,
        currency: order.currency,
        email: order.email,
        status: done ? 'completed' : 'active',
        cycles_paid: 1,
        next_charge_at: done ? null : chargeDate(start, plan.billingPeriod, 1),
        attempts: 0,
        lease_until: null,
        provider: order.provider,
        provider_ref: savedMethod ?? null,
        // With a saved card the next sweep offers the renewals to the provider (Stripe Subscriptions), or keeps them.
        billing: savedMethod && !done ? 'handover' : 'sweeper',
        created_at: start,
        updated_at: now,
        cancelled_at: null,
      },
      { subscription_id: id, website_id: order.website_id, cycle: 1, idempotency_key: cycleKey(id, 1), order_id: order.id, status: 'paid', attempts: 1, payment_id: order.payment_id, created_at: now },
    );
  },
  async cancelled({ trx, details, site, token, now }) {
    const found = await subscriptionOfOrder(trx, details.order.website_id, details.order.id);
    if (!found || found.cycle !== 1) return;
    if (!(await cancelRow(trx, details.order.website_id, found.subscription.id, now))) return;
    const mail = { ...(await mailInput(trx, found.subscription, '')), token };
    await enqueueMails(trx, [subscriptionMail(site, mail, { kind: 'cancelled' })], now);
  },
};
