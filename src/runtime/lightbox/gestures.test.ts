import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createThrottle, edgeDirection } from './gestures.ts';

describe('edgeDirection (§9: 2 % edge click zones)', () => {
  it('gives previous within 2 % of the left edge, next within 2 % of the right, else nothing', () => {
    expect(edgeDirection(0, 1000)).toBe('previous');
    expect(edgeDirection(20, 1000)).toBe('previous');
    expect(edgeDirection(21, 1000)).toBeNull();
    expect(edgeDirection(500, 1000)).toBeNull();
    expect(edgeDirection(979, 1000)).toBeNull();
    expect(edgeDirection(980, 1000)).toBe('next');
    expect(edgeDirection(1000, 1000)).toBe('next');
  });

  it('ignores bad numbers and clicks outside the window', () => {
    for (const [x, w] of [[NaN, 1000], [10, NaN], [10, 0], [-1, 1000], [1001, 1000], [Infinity, 1000]]) expect(edgeDirection(x, w)).toBeNull();
  });

  it('a click in the middle 96 % never navigates', () => {
    fc.assert(fc.property(fc.integer({ min: 100, max: 4000 }), fc.double({ min: 0.0201, max: 0.9799, noNaN: true }), (w, f) => {
      expect(edgeDirection(w * f, w)).toBeNull();
    }));
  });
});

describe('createThrottle (§9: navigation at most once per 200 ms)', () => {
  it('lets the first through and the next only 200 ms after the last accepted one', () => {
    let t = 1000;
    const gate = createThrottle(() => t);
    expect(gate.pass()).toBe(true);
    t += 199;
    expect(gate.pass()).toBe(false);
    t += 1;
    expect(gate.pass()).toBe(true);
    t += 100;
    expect(gate.pass()).toBe(false);
    t += 100;
    expect(gate.pass()).toBe(true);
  });

  it('never lets two through within 200 ms, whatever the timing', () => {
    fc.assert(fc.property(fc.array(fc.integer({ min: 0, max: 400 }), { maxLength: 50 }), (gaps) => {
      let t = 0;
      const gate = createThrottle(() => t);
      const accepted: number[] = [];
      for (const gap of gaps) {
        t += gap;
        if (gate.pass()) accepted.push(t);
      }
      for (let i = 1; i < accepted.length; i++) expect(accepted[i] - accepted[i - 1]).toBeGreaterThanOrEqual(200);
    }));
  });
});
