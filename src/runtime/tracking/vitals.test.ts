// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakePerformance } from './fake-performance.ts';
import { observeVitals } from './vitals.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const collect = () => {
  const values: Record<string, number> = {};
  observeVitals((name, value) => (values[name] = value));
  return values;
};

describe('the web-vitals collector', () => {
  it('TTFB from the navigation entry, FCP from the paint entry, LCP from the latest candidate, CLS 0 to start', () => {
    const perf = installFakePerformance({ responseStart: 120 });
    const values = collect();
    expect(values).toEqual({ TTFB: 120, CLS: 0 });
    expect(perf.observed()).toEqual(['paint', 'largest-contentful-paint', 'layout-shift', 'event', 'first-input']);
    perf.emit('paint', [{ name: 'first-paint', startTime: 80 }, { name: 'first-contentful-paint', startTime: 95 }]);
    perf.emit('largest-contentful-paint', [{ startTime: 300 }, { startTime: 450 }]);
    expect(values).toMatchObject({ FCP: 95, LCP: 450 });
  });

  it('CLS is the largest session window: shifts under 1 s apart and within 5 s; shifts after input do not count', () => {
    const perf = installFakePerformance();
    const values = collect();
    perf.emit('layout-shift', [{ startTime: 100, value: 0.1 }, { startTime: 600, value: 0.05 }, { startTime: 900, value: 0.5, hadRecentInput: true }]);
    expect(values.CLS).toBeCloseTo(0.15);
    // A gap over 1 s opens a new window; this one grows larger than the first.
    perf.emit('layout-shift', [{ startTime: 3000, value: 0.1 }, { startTime: 3500, value: 0.1 }]);
    expect(values.CLS).toBeCloseTo(0.2);
    // A window closes after 5 s even without a gap.
    const steady = Array.from({ length: 12 }, (_, i) => ({ startTime: 10_000 + i * 900, value: 0.03 }));
    perf.emit('layout-shift', steady);
    expect(values.CLS).toBeCloseTo(0.2);
  });

  it('INP: the longest interaction (entries of one interaction merged), the 98th percentile past 50', () => {
    const perf = installFakePerformance();
    const values = collect();
    perf.emit('first-input', [{ interactionId: 1, duration: 24 }]);
    expect(values.INP).toBe(24);
    perf.emit('event', [{ interactionId: 1, duration: 56 }, { interactionId: 2, duration: 120 }, { interactionId: 0, duration: 900 }]);
    expect(values.INP).toBe(120);
    perf.emit('event', Array.from({ length: 60 }, (_, i) => ({ interactionId: 100 + i, duration: 200 + i })));
    expect(values.INP).toBe(258); // 62 interactions: the second longest
  });

  it('without the entry types (Safari: no layout shift nor LCP) those metrics are simply absent', () => {
    installFakePerformance({ types: ['paint'] });
    expect(collect()).toEqual({});
  });
});
