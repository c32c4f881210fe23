/**
 * Gallery block options that drive the state machine (SPEC §3, §4): the autoplay duration, given
 * in seconds by the block data, and which option changes make a gallery render again.
 */
import { toNumber } from '../validate/numbers.ts';
import { AUTOPLAY_DEFAULT_MS } from './constants.ts';

/**
 * The block's `autoplay-duration` (seconds, §3; a positive number or numeric string) in
 * milliseconds for GalleryOptions.autoplayMs; missing or invalid → 5000 (§9).
 * Example: autoplayDurationMs('3') → 3000; autoplayDurationMs(0) → 5000.
 */
export function autoplayDurationMs(seconds: unknown): number {
  const n = toNumber(seconds);
  return n !== null && n > 0 && n * 1000 < Number.MAX_SAFE_INTEGER ? n * 1000 : AUTOPLAY_DEFAULT_MS;
}

/**
 * The block options whose change makes a gallery render again (§4): aspect ratio, autoplay,
 * autoplay duration, lightbox, lightbox theme, method, padding, thumbnail strip height and
 * margin, transient gallery, vSize. Any other change (design options read live, captions) keeps
 * the rendered gallery and its state.
 */
export const GALLERY_RERENDER_OPTIONS = [
  'imageAspectRatio', 'autoplay', 'autoplay-duration', 'lightbox', 'lightboxTheme', 'method',
  'padding', 'thumbnail-strip-height', 'thumbnail-strip-margin', 'transient', 'vSize',
] as const;

/** Whether going from `before` to `after` changes one of GALLERY_RERENDER_OPTIONS (compared by value). */
export function galleryNeedsRerender(before: Readonly<Record<string, unknown>> | null | undefined, after: Readonly<Record<string, unknown>> | null | undefined): boolean {
  const a = before ?? {};
  const b = after ?? {};
  return GALLERY_RERENDER_OPTIONS.some((key) => !sameValue(a[key], b[key]));
}

function sameValue(x: unknown, y: unknown): boolean {
  if (Object.is(x, y)) return true;
  if (typeof x !== 'object' || typeof y !== 'object' || x === null || y === null) return false;
  try {
    return JSON.stringify(x) === JSON.stringify(y);
  } catch {
    return false;
  }
}
