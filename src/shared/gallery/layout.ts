/**
 * Gallery layout and input rules without a DOM (SPEC §4, §9): carousel slides per row and its
 * controls, the carousel group kept on resize, swipe direction, stacked click by side, the image
 * load queue by device. Pure functions: bad input gives the default or null, never a throw.
 */
import { toNumber } from '../validate/numbers.ts';
import {
  CAROUSEL_MEDIUM_PER_ROW, CAROUSEL_MEDIUM_PX, CAROUSEL_NARROW_PER_ROW, CAROUSEL_NARROW_PX,
  CAROUSEL_PER_ROW, IMAGE_QUEUE_DESKTOP, IMAGE_QUEUE_MOBILE, SWIPE_DISTANCE_PX,
  SWIPE_FLICK_VELOCITY, SWIPE_TIME_MS,
} from './constants.ts';

/** Where a gesture moves a gallery. */
export type GalleryDirection = 'next' | 'previous';

/** A finite number from a number or numeric string, else null. */
const finite = toNumber;

/**
 * Carousel slides per row at a container width (§9): the block's slidesPerRow (a positive
 * integer, numeric string accepted, else 3), at most 2 below 480 px and at most 3 below 724 px.
 * Example: carouselPerRow(600, 5) → 3; carouselPerRow(400, 5) → 2; carouselPerRow(1000, 'x') → 3.
 */
export function carouselPerRow(width: unknown, option?: unknown): number {
  const asked = finite(option);
  const perRow = asked !== null && asked >= 1 ? Math.floor(asked) : CAROUSEL_PER_ROW;
  const w = finite(width);
  if (w === null) return perRow;
  if (w < CAROUSEL_NARROW_PX) return Math.min(perRow, CAROUSEL_NARROW_PER_ROW);
  if (w < CAROUSEL_MEDIUM_PX) return Math.min(perRow, CAROUSEL_MEDIUM_PER_ROW);
  return perRow;
}

/** A carousel's layout at one width. */
export interface CarouselLayout {
  /** Slides shown in one row (one group). */
  perRow: number;
  /** Number of groups (pages) the slides make; at least 1. */
  groups: number;
  /** True when every slide fits in one row: previous/next are not shown (§4). */
  controlsHidden: boolean;
}

/** The carousel layout for `count` slides at a width with the block's slidesPerRow option. */
export function carouselLayout(width: unknown, option: unknown, count: unknown): CarouselLayout {
  const perRow = carouselPerRow(width, option);
  const n = finite(count);
  const slides = n !== null && n > 0 ? Math.floor(n) : 0;
  return { perRow, groups: Math.max(1, Math.ceil(slides / perRow)), controlsHidden: slides <= perRow };
}

/**
 * The carousel group to show after a resize (§4 "current group kept proportionally"): the group
 * holding the first slide of the group shown before, within the new number of groups.
 * Example: group 2 of 3 per row (slides 6–8) becomes group 3 at 2 per row (slides 6–7).
 */
export function carouselGroupAfterResize(group: number, oldPerRow: number, newPerRow: number, count: number): number {
  const g = Number.isFinite(group) && group > 0 ? Math.floor(group) : 0;
  const before = Number.isFinite(oldPerRow) && oldPerRow >= 1 ? Math.floor(oldPerRow) : CAROUSEL_PER_ROW;
  const after = Number.isFinite(newPerRow) && newPerRow >= 1 ? Math.floor(newPerRow) : CAROUSEL_PER_ROW;
  const slides = Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
  const lastGroup = Math.max(0, Math.ceil(slides / after) - 1);
  return Math.min(lastGroup, Math.floor((g * before) / after));
}

/** A finished drag: horizontal distance (px, negative = towards the left), duration (ms), velocity (px/ms, optional). */
export interface SwipeInput {
  dx: number;
  dt: number;
  velocity?: number;
}

/**
 * Where a stacked-gallery drag goes (§4, §9): a drag of at least 50 px, or a flick that lasted at
 * most 250 ms at 0.2 px/ms or faster (50 px in 250 ms), moves the gallery; dragging towards the
 * left shows the next slide, towards the right the previous one. Anything else (a short slow
 * drag, a tap, bad numbers) → null, the slide settles back.
 */
export function swipeDirection(input: SwipeInput): GalleryDirection | null {
  const dx = finite(input?.dx);
  const dt = finite(input?.dt);
  if (dx === null || dx === 0 || dt === null || dt < 0) return null;
  const direction: GalleryDirection = dx < 0 ? 'next' : 'previous';
  if (Math.abs(dx) >= SWIPE_DISTANCE_PX) return direction;
  if (dt > SWIPE_TIME_MS) return null;
  const given = finite(input.velocity);
  const speed = given !== null ? Math.abs(given) : dt > 0 ? Math.abs(dx) / dt : Infinity;
  return speed >= SWIPE_FLICK_VELOCITY ? direction : null;
}

/**
 * A click on a stacked gallery by side (§4): the left half goes back, the right half forward.
 * `x` is measured from the gallery's left edge; outside [0, width] or bad numbers → null.
 */
export function stackedClickDirection(x: number, width: number): GalleryDirection | null {
  const px = finite(x);
  const w = finite(width);
  if (px === null || w === null || w <= 0 || px < 0 || px > w) return null;
  return px < w / 2 ? 'previous' : 'next';
}

/** How many gallery images load at once (§9): 16 on a desktop, 1 on a phone. */
export function imageQueueSize(mobile: boolean): number {
  return mobile ? IMAGE_QUEUE_MOBILE : IMAGE_QUEUE_DESKTOP;
}
