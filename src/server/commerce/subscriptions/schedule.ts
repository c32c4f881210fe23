/**
 * When a subscription is charged next (docs/commerce-subscriptions.md): every billing period from
 * the first order, in calendar units (a month after Jan 31 is Feb 28 or 29, then Mar 31: each date
 * counts from the start, never from the clamped one), and when a failed renewal is tried again.
 */
import type { SubscriptionPlan } from '../../../model/collection.ts';

const DAY_MS = 86_400_000;

export { chargeDate } from '../../../shared/billing-dates.ts';

/** Days after the due date a failed renewal is tried again: after the last, the subscription is cancelled. */
export const RETRY_DAYS = [1, 3, 7] as const;

/** When try `attempts` (1, 2, 3 after failures) of a cycle due at `due` runs; undefined when no try is left. */
export function retryAt(due: number, attempts: number): number | undefined {
  const days = RETRY_DAYS[attempts - 1];
  return days === undefined ? undefined : due + days * DAY_MS;
}

/** Whether the plan has charged its last cycle (`numBillingCycles` 0: never). */
export const planComplete = (plan: SubscriptionPlan, cyclesPaid: number) => plan.numBillingCycles > 0 && cyclesPaid >= plan.numBillingCycles;
