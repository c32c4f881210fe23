import { describe, expect, it } from 'vitest';
import { chargeDate, planComplete, retryAt } from './schedule.ts';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number | undefined) => (ms === undefined ? undefined : new Date(ms).toISOString());

describe('chargeDate', () => {
  it('counts calendar months from the start: Jan 31 → Feb 29 (leap) → Mar 31', () => {
    const start = at('2024-01-31T10:00:00.000Z');
    const month = { value: 1, unit: 'month' } as const;
    expect([1, 2, 3, 13].map((c) => iso(chargeDate(start, month, c)))).toEqual(['2024-02-29T10:00:00.000Z', '2024-03-31T10:00:00.000Z', '2024-04-30T10:00:00.000Z', '2025-02-28T10:00:00.000Z']);
  });
  it('weeks are 7 days; years are 12 months (Feb 29 → Feb 28)', () => {
    expect(iso(chargeDate(at('2026-11-26T00:00:00.000Z'), { value: 2, unit: 'week' }, 3))).toBe('2027-01-07T00:00:00.000Z');
    expect(iso(chargeDate(at('2024-02-29T12:00:00.000Z'), { value: 1, unit: 'year' }, 1))).toBe('2025-02-28T12:00:00.000Z');
  });
  it('every 3 months across a year end', () => {
    expect(iso(chargeDate(at('2026-11-30T00:00:00.000Z'), { value: 3, unit: 'month' }, 1))).toBe('2027-02-28T00:00:00.000Z');
  });
});

describe('retries and completion', () => {
  it('tries again after 1, 3 and 7 days, then gives up', () => {
    const due = at('2026-01-01T00:00:00.000Z');
    expect([1, 2, 3, 4].map((a) => iso(retryAt(due, a)))).toEqual(['2026-01-02T00:00:00.000Z', '2026-01-04T00:00:00.000Z', '2026-01-08T00:00:00.000Z', undefined]);
  });
  it('0 cycles never completes; 3 cycles completes at 3', () => {
    const period = { value: 1, unit: 'month' } as const;
    expect(planComplete({ billingPeriod: period, numBillingCycles: 0 }, 500)).toBe(false);
    expect(planComplete({ billingPeriod: period, numBillingCycles: 3 }, 2)).toBe(false);
    expect(planComplete({ billingPeriod: period, numBillingCycles: 3 }, 3)).toBe(true);
  });
});
