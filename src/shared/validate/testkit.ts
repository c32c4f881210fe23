/** Test helpers for the validators: a robust linear-time check and string arbitraries. Used by tests only. */
import fc from 'fast-check';
import { expect } from 'vitest';

/** Median of `runs` timings of `fn`, in milliseconds. */
function medianMs(fn: () => unknown, runs: number): number {
  const times: number[] = [];
  for (let r = 0; r < runs; r++) {
    const t0 = performance.now();
    fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return times[runs >> 1];
}

/**
 * Asserts that `check` runs in (about) linear time on the inputs `make(n)` and `make(4n)`: the
 * time ratio must stay under 12 (linear is about 4, quadratic 16). Timings are medians of 7
 * runs, with a 1 ms floor so that very fast checks do not compare noise.
 */
export function expectLinear(check: (input: string) => unknown, make: (n: number) => string, n = 50_000): void {
  const small = make(n);
  const large = make(4 * n);
  check(small);
  check(large);
  const tSmall = medianMs(() => check(small), 7);
  const tLarge = medianMs(() => check(large), 7);
  expect(tLarge, `${tSmall.toFixed(2)} ms → ${tLarge.toFixed(2)} ms`).toBeLessThan(12 * Math.max(tSmall, 1));
}

/** Any UTF-16 code unit, lone surrogates included. */
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c));

/** The characters and pieces the validators care about, to reach their deeper branches. */
const piece = fc.constantFrom(
  'a', 'Z', '0', '9', '@', '.', '-', '_', '+', '%', '/', '\\', '#', ':', '?', '&', '=', '[', ']', ' ', '\t',
  'y', 'm', 'd', 't', 'http', 'https://', '//', 'mailto:', 'tel:', 'sms:', 'ftp://', 'javascript:', '/s/',
  '<p>', '</p>', '<br>', '&nbsp;', 'x', ',', '%E0', 'é', '😀', '\u0000', '__proto__', 'constructor',
);

/** Arbitrary strings of several kinds: ASCII, full Unicode, raw code units, validator-shaped, and long. */
export const anyString: fc.Arbitrary<string> = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: codeUnit }),
  fc.string({ unit: piece, maxLength: 60 }),
  fc.string({ unit: piece, minLength: 200, maxLength: 2000 }),
  fc.string({ minLength: 1000, maxLength: 5000 }),
);
