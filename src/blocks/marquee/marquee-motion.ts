/**
 * The marquee's numbers and motion as pure functions (§3 props, §4 states, §9 constants), used
 * by the server markup (Marquee.tsx) and the browser (marquee.script.ts).
 */

/** §3 marquee props' defaults. */
export const MARQUEE_DEFAULTS = { waveFrequency: 1, waveIntensity: 0, animationDirection: 'left', animationSpeed: 1, pausedOnHover: false } as const;
/** §9: re-render (copies to fill the region) at most once a second while resizing. */
export const MARQUEE_RERENDER_DEBOUNCE_MS = 1000;
/** §9: a region narrower than this does not move. */
export const MARQUEE_MIN_REGION_WIDTH = 50;
/** Pixels per second at animationSpeed 1 (the spec is silent). */
export const MARQUEE_BASE_SPEED = 60;
/** Time constant of slowing to a stop on hover, and of starting again, in ms. */
export const MARQUEE_EASE_MS = 300;
/** Copies the server renders before the browser measures. */
export const MARQUEE_SERVER_COPIES = 3;
/** Wave amplitude, in em, at waveIntensity 1. */
export const MARQUEE_WAVE_EM = 0.5;

/** Copies of the text a region needs so that no gap shows while it scrolls by one copy: `copiesNeeded(1280, 500)` → 4. */
export function copiesNeeded(regionWidth: number, copyWidth: number): number {
  if (!(copyWidth > 0)) return 1;
  return Math.max(2, Math.ceil(regionWidth / copyWidth) + 1);
}

/** The scroll offset after `dtMs` at `speed` (× MARQUEE_BASE_SPEED px/s), kept within one copy. */
export function advance(offset: number, dtMs: number, speed: number, copyWidth: number): number {
  if (!(copyWidth > 0)) return 0;
  const next = offset + (MARQUEE_BASE_SPEED * speed * dtMs) / 1000;
  return ((next % copyWidth) + copyWidth) % copyWidth;
}

/** The track's translateX for an offset: left moves content leftwards, right rightwards. */
export function trackX(offset: number, copyWidth: number, direction: 'left' | 'right'): number {
  return direction === 'left' ? -offset : offset - copyWidth;
}

/** The speed factor one frame later, easing toward `target` (0 on hover with pausedOnHover, 1 otherwise); snaps to it when within 1%. */
export function easeToward(current: number, target: number, dtMs: number): number {
  const next = current + (target - current) * (1 - Math.exp(-dtMs / MARQUEE_EASE_MS));
  return Math.abs(next - target) < 0.01 ? target : next;
}

/**
 * The vertical offset of letter `index` of `count` in one copy, in em: a sine with
 * `frequency` waves per copy (rounded so copies join) and amplitude `intensity` × 0.5 em.
 */
export function waveOffset(index: number, count: number, frequency: number, intensity: number): number {
  if (intensity === 0 || count <= 0) return 0;
  const waves = Math.max(1, Math.round(frequency));
  return Math.round(MARQUEE_WAVE_EM * intensity * Math.sin((2 * Math.PI * waves * index) / count) * 1000) / 1000 || 0;
}
