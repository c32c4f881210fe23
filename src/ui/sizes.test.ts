import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, nextImageWidth, sizesForSpan } from './sizes.ts';

describe('nextImageWidth (the variant a displayed width needs)', () => {
  it('the §9 widths', () => {
    expect([...IMAGE_WIDTHS]).toEqual([100, 300, 500, 750, 1000, 1500, 2500]);
  });

  it.each([
    // displayed CSS px, DPR, variant
    [358, 3, 1500], // a phone column at DPR 3: 1074 device px
    [390, 3, 1500],
    [150, 3, 500], // a 48 px high logo, 150 px wide
    [150, 1, 300],
    [1152, 1, 1500],
    [576, 1, 750],
    [384, 1, 500],
    [500, 1, 500], // exactly a width: that width
    [500.5, 1, 750],
    [1, 1, 100],
    [0, 2, 100],
    [1152, 2, 2500],
    [2000, 2, 2500], // wider than any: the widest
  ])('%d px at DPR %d → %d', (displayed, dpr, expected) => {
    const chosen = nextImageWidth(displayed * dpr);
    expect(chosen).toBe(expected);
    // The next width up: wide enough (unless none is), and the one below would not be.
    const below = IMAGE_WIDTHS.filter((w) => w < chosen).at(-1);
    if (displayed * dpr <= 2500) expect(chosen).toBeGreaterThanOrEqual(displayed * dpr);
    if (below !== undefined) expect(below).toBeLessThan(displayed * dpr);
  });

  it('is never more than 1.5× the pixels needed between 500 and 1500 px, where the §9 steps allow it', () => {
    for (let needed = 500; needed <= 1500; needed += 1) expect(nextImageWidth(needed) / needed).toBeLessThanOrEqual(1.5);
    // The §9 steps 100 → 300 → 500 and 1500 → 2500 are wider than 1.5×: the next width up is the bound there.
    expect(nextImageWidth(101) / 101).toBeGreaterThan(1.5);
  });

  it('only chooses among the widths a file has (a small source has fewer variants)', () => {
    expect(nextImageWidth(900, [100, 300, 500, 750])).toBe(750);
    expect(nextImageWidth(40, [60])).toBe(60);
    expect(nextImageWidth(40, [])).toBe(40);
  });
});

describe('sizesForSpan', () => {
  it('describes the content column: 100vw − 2rem on small phones, 92vw, 100vw − 5rem, then 1152 px', () => {
    expect(sizesForSpan()).toBe('(max-width: 400px) calc(100vw - 2rem), (max-width: 799px) 92vw, (max-width: 1000px) 92vw, (max-width: 1232px) calc(100vw - 5rem), 1152px');
  });

  it('takes the span’s share above the stacking breakpoint, full width below it', () => {
    expect(sizesForSpan(6)).toBe('(max-width: 400px) calc(100vw - 2rem), (max-width: 799px) 92vw, (max-width: 1000px) 46vw, (max-width: 1232px) calc((100vw - 5rem) * 0.5), 576px');
    expect(sizesForSpan(0)).toContain('96px');
    expect(sizesForSpan(99)).toBe(sizesForSpan());
  });
});
