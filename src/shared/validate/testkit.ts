/** Test helpers for the validators: a robust linear-time check and string arbitraries. Used by tests only. */
import fc from 'fast-check';
import { expect } from 'vitest';

/** The fastest of `runs` timings of `fn`, in milliseconds: noise (other processes, GC) only adds time. */
function fastestMs(fn: () => unknown, runs: number): number {
  let best = Infinity;
  for (let r = 0; r < runs; r++) {
    const t0 = performance.now();
    fn();
    best = Math.min(best, performance.now() - t0);
  }
  return best;
}

/**
 * Asserts that `check` runs in (about) linear time on the inputs `make(n)` and `make(4n)`: the
 * time ratio must stay under 12 (linear is about 4, quadratic 16). Timings are the fastest of 7
 * runs, with a 1 ms floor so that very fast checks do not compare noise. A busy machine can
 * still slow one measurement, so it is taken up to three times: a quadratic check fails all
 * three (its ratio is its nature), a linear one passes as soon as the machine lets it.
 */
export function expectLinear(check: (input: string) => unknown, make: (n: number) => string, n = 50_000): void {
  const small = make(n);
  const large = make(4 * n);
  check(small);
  check(large);
  let message = '';
  for (let attempt = 0; attempt < 3; attempt++) {
    const tSmall = fastestMs(() => check(small), 7);
    const tLarge = fastestMs(() => check(large), 7);
    if (tLarge < 12 * Math.max(tSmall, 1)) return;
    message = `${tSmall.toFixed(2)} ms → ${tLarge.toFixed(2)} ms`;
  }
  expect.fail(`not linear: ${message} (ratio ≥ 12, three times)`);
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
