/**
 * Numeric settings with defaults (SPEC §3, §5, §9): tween duration, image sizeAdjustment, focal
 * point, image dimensions. Invalid input gives the default; nothing throws.
 */

/** Default tween duration in milliseconds (§9). */
export const DEFAULT_TWEEN_DURATION = 300;
/** Default image sizeAdjustment (§5). */
export const DEFAULT_SIZE_ADJUSTMENT = 1;
/** Default focal point coordinate (§3): the centre. */
export const DEFAULT_FOCAL = 0.5;

/** A tween duration: a finite, non-negative number of milliseconds, else 300. Strings are not numbers here. */
export function tweenDuration(value: unknown): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : DEFAULT_TWEEN_DURATION;
}

/** An image sizeAdjustment: a finite number ≥ 0 (a numeric string counts), else 1. */
export function sizeAdjustment(value: unknown): number {
  const n = toNumber(value);
  return n !== null && n >= 0 ? n : DEFAULT_SIZE_ADJUSTMENT;
}

/** A focal point coordinate: a fraction from 0 to 1 (a numeric string counts), else 0.5. */
export function focalCoordinate(value: unknown): number {
  const n = toNumber(value);
  return n !== null && n >= 0 && n <= 1 ? n : DEFAULT_FOCAL;
}

/**
 * A focal point from `{ x, y }` or from the slide attribute form '0.3,0.7' (§3); each coordinate
 * that is missing or invalid is 0.5. Example: focalPoint('0.25,abc') → { x: 0.25, y: 0.5 }.
 */
export function focalPoint(value: unknown): { x: number; y: number } {
  if (typeof value === 'string') {
    const parts = value.split(',', 3);
    return parts.length === 2
      ? { x: focalCoordinate(parts[0]), y: focalCoordinate(parts[1]) }
      : { x: DEFAULT_FOCAL, y: DEFAULT_FOCAL };
  }
  if (typeof value === 'object' && value !== null) {
    const { x, y } = value as { x?: unknown; y?: unknown };
    return { x: focalCoordinate(x), y: focalCoordinate(y) };
  }
  return { x: DEFAULT_FOCAL, y: DEFAULT_FOCAL };
}

/** Image dimensions from 'width x height' (§3, e.g. '1500x1000'), both positive integers, else null. */
export function imageDimensions(value: unknown): { width: number; height: number } | null {
  if (typeof value !== 'string') return null;
  const m = /^\s*([0-9]{1,6})\s*x\s*([0-9]{1,6})\s*$/i.exec(value);
  if (!m) return null;
  const width = Number(m[1]);
  const height = Number(m[2]);
  return width > 0 && height > 0 ? { width, height } : null;
}

/** A finite number from a number or a decimal numeric string (trimmed; '1.5', '-2', '1e3'), else null. */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.length > 100) return null;
  const text = value.trim();
  if (!/^[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:e[+-]?[0-9]+)?$/i.test(text)) return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}
