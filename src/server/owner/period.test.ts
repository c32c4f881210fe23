import { describe, expect, it } from 'vitest';
import { parsePeriod } from './period.ts';

const NOW = Date.UTC(2026, 10, 22, 15, 30);
const DAY = 86_400_000;

describe('the analytics period', () => {
  it('defaults to the last 30 days including today (UTC)', () => {
    const p = parsePeriod({}, NOW);
    expect(p).toMatchObject({ preset: '30d', lastDay: '2026-11-22', firstDay: '2026-10-24', invalid: false });
    expect(p.to).toBe(Date.UTC(2026, 10, 23));
    expect((p.to - p.from) / DAY).toBe(30);
  });

  it.each([['7d', 7, '2026-11-16'], ['90d', 90, '2026-08-25']])('%s is %i days', (period, days, first) => {
    const p = parsePeriod({ period }, NOW);
    expect((p.to - p.from) / DAY).toBe(days);
    expect(p.firstDay).toBe(first);
  });

  it('from/to: both days included', () => {
    const p = parsePeriod({ from: '2026-01-01', to: '2026-01-31' }, NOW);
    expect(p).toMatchObject({ preset: 'custom', from: Date.UTC(2026, 0, 1), to: Date.UTC(2026, 1, 1), firstDay: '2026-01-01', lastDay: '2026-01-31', invalid: false });
    expect(parsePeriod({ from: '2026-02-03', to: '2026-02-03' }, NOW).to - Date.UTC(2026, 1, 3)).toBe(DAY);
  });

  it.each([
    [{ period: '1y' }],
    [{ period: ['7d', '30d'] }],
    [{ from: '2026-02-30', to: '2026-03-01' }],
    [{ from: '2026-03-01', to: '2026-02-01' }],
    [{ from: '2026-03-01' }],
    [{ from: '2024-01-01', to: '2026-01-01' }],
    [{ from: '1/3/2026', to: '2026-03-05' }],
  ])('%j is invalid: the default 30 days with a notice', (query) => {
    expect(parsePeriod(query as Record<string, unknown>, NOW)).toMatchObject({ preset: '30d', invalid: true, lastDay: '2026-11-22' });
  });
});
