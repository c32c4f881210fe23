/**
 * When a subscription is charged next (docs/commerce-subscriptions.md): every billing period from
 * the first order, in calendar units (a month after Jan 31 is Feb 28 or 29, then Mar 31: each date
 * counts from the start, never from the clamped one), and when a failed renewal is tried again.
 */
import type { SubscriptionPlan } from '../../../model/collection.ts';

const DAY_MS = 86_400_000;

/** The date of charge `cycle` (0: the first order at `start`), in UTC calendar units. */
export function chargeDate(start: number, period: SubscriptionPlan['billingPeriod'], cycle: number): number {
  if (period.unit === 'week') return start + cycle * period.value * 7 * DAY_MS;
  const months = cycle * period.value * (period.unit === 'year' ? 12 : 1);
  const d = new Date(start);
  const target = d.getUTCMonth() + months;
  const year = d.getUTCFullYear() + Math.floor(target / 12);
  const month = ((target % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return Date.UTC(year, month, Math.min(d.getUTCDate(), lastDay), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), d.getUTCMilliseconds());
}

/** Days after the due date a failed renewal is tried again: after the last, the subscription is cancelled. */
export const RETRY_DAYS = [1, 3, 7] as const;

/** When try `attempts` (1, 2, 3 after failures) of a cycle due at `due` runs; undefined when no try is left. */
export function retryAt(due: number, attempts: number): number | undefined {
  const days = RETRY_DAYS[attempts - 1];
  return days === undefined ? undefined : due + days * DAY_MS;
}

/** Whether the plan has charged its last cycle (`numBillingCycles` 0: never). */
export const planComplete = (plan: SubscriptionPlan, cyclesPaid: number) => plan.numBillingCycles > 0 && cyclesPaid >= plan.numBillingCycles;
