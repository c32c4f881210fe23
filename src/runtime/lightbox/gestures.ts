/**
 * The lightbox's navigation gestures as plain functions (SPEC §4, §9): the 2 % edge click zones,
 * the 200 ms navigation throttle and the swipe (the gallery's own rule, swipeDirection). No DOM
 * here, so each rule is tested on its own.
 */
import { LIGHTBOX_EDGE_ZONE_PERCENT, LIGHTBOX_NAV_THROTTLE_MS } from '../../shared/gallery/constants.ts';

export type Direction = 'previous' | 'next';

/**
 * A click at `x` in a window `width` px wide: within 2 % of the left edge → previous, of the
 * right edge → next, else null (bad numbers too).
 */
export function edgeDirection(x: number, width: number): Direction | null {
  if (!Number.isFinite(x) || !Number.isFinite(width) || width <= 0 || x < 0 || x > width) return null;
  const zone = (width * LIGHTBOX_EDGE_ZONE_PERCENT) / 100;
  if (x <= zone) return 'previous';
  if (x >= width - zone) return 'next';
  return null;
}

/**
 * A gate that lets one navigation through per `ms` (200 by default): `pass()` is true when the
 * last accepted one is at least `ms` old, and then counts as the new last.
 */
export function createThrottle(now: () => number, ms = LIGHTBOX_NAV_THROTTLE_MS): { pass(): boolean } {
  let last = -Infinity;
  return {
    pass() {
      const at = now();
      if (at - last < ms) return false;
      last = at;
      return true;
    },
  };
}
