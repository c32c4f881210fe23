/**
 * Dates of a billing period (§3 subscription plans): a subscription's charges and a paid member
 * area's periods count in calendar units from the start — a month after Jan 31 is Feb 28 or 29,
 * then Mar 31: each date counts from the start, never from the clamped one.
 */
import type { BillingPeriod } from './payments.ts';

const DAY_MS = 86_400_000;

/** The date of charge `cycle` (0: the first, at `start`), in UTC calendar units. */
export function chargeDate(start: number, period: BillingPeriod, cycle: number): number {
  if (period.unit === 'week') return start + cycle * period.value * 7 * DAY_MS;
  const months = cycle * period.value * (period.unit === 'year' ? 12 : 1);
  const d = new Date(start);
  const target = d.getUTCMonth() + months;
  const year = d.getUTCFullYear() + Math.floor(target / 12);
  const month = ((target % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return Date.UTC(year, month, Math.min(d.getUTCDate(), lastDay), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), d.getUTCMilliseconds());
}
