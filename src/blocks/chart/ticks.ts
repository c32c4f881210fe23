/**
 * Nice axis ticks: steps of 1, 2, 2.5 or 5 times a power of ten, so an axis reads 0, 250, 500…
 * rather than 0, 237, 474… Hand-written (a dozen lines) rather than a chart library: none is
 * installed and the server only needs this and some arithmetic.
 */

export interface Ticks {
  /** The axis' ends: the first and last tick. */
  min: number;
  max: number;
  step: number;
  /** Every tick from min to max, rounded to the step's precision (no 0.30000000000000004). */
  values: number[];
}

const NICE_FRACTIONS = [1, 2, 2.5, 5, 10];

/** The smallest nice step (1, 2, 2.5, 5 × 10^n) at least `rough`. */
export function niceStep(rough: number): number {
  if (!(rough > 0) || !Number.isFinite(rough)) return 1;
  const power = 10 ** Math.floor(Math.log10(rough));
  const fraction = rough / power;
  const nice = NICE_FRACTIONS.find((f) => f >= fraction - 1e-9) ?? 10;
  return nice * power;
}

/** Decimals needed to write multiples of `step` exactly (2.5 → 1, 0.25 → 2, 500 → 0). */
export function stepDecimals(step: number): number {
  for (let d = 0; d < 10; d++) if (Math.abs(Math.round(step * 10 ** d) - step * 10 ** d) < 1e-6) return d;
  return 10;
}

/**
 * Ticks covering [lo, hi] in at most `count` + 1 intervals, the finest nice step that does. `includeZero` (bars) stretches the
 * range to zero. A flat range (one value) gets an interval around it.
 */
export function niceTicks(lo: number, hi: number, count = 5, includeZero = false): Ticks {
  if (!Number.isFinite(lo) || !Number.isFinite(hi)) lo = hi = 0;
  if (lo > hi) [lo, hi] = [hi, lo];
  if (includeZero) {
    lo = Math.min(lo, 0);
    hi = Math.max(hi, 0);
  }
  if (lo === hi) {
    // One value (or all zero): an interval around it. With includeZero only 0 = 0 gets here.
    const pad = lo === 0 ? 1 : Math.abs(lo) / 2;
    if (lo !== 0) lo -= pad;
    hi += pad;
  }
  // The smallest nice step that covers the range in at most count + 1 intervals.
  let step = niceStep((hi - lo) / (count + 1));
  while (Math.ceil(hi / step - 1e-9) - Math.floor(lo / step + 1e-9) > count + 1) step = niceStep(step * 1.0001);
  const decimals = stepDecimals(step);
  const round = (x: number) => Number(x.toFixed(decimals));
  const min = round(Math.floor(lo / step + 1e-9) * step);
  const max = round(Math.ceil(hi / step - 1e-9) * step);
  const values: number[] = [];
  for (let i = 0; min + i * step <= max + step / 2; i++) values.push(round(min + i * step));
  return { min, max, step, values };
}
