import { GRID_COLUMNS } from '../model/layout.ts';

/** Widest the content column gets, in CSS px (theme `--content-max`, 72rem). */
export const CONTENT_MAX_PX = 1152;

/** Below this width blocks stack (§9 desktop breakpoint 800 px). */
export const DESKTOP_MIN_PX = 800;

/** Image variant widths of SPEC §9, narrowest first (publish makes these, no wider than the source). */
export const IMAGE_WIDTHS = [100, 300, 500, 750, 1000, 1500, 2500] as const;

/**
 * The variant to fetch for `needed` device pixels: the next width up among `available` (the §9
 * widths by default), or the widest when none is wide enough. This is what a correct `sizes`
 * makes the browser choose; the e2e test checks fetched widths against it.
 */
export function nextImageWidth(needed: number, available: readonly number[] = IMAGE_WIDTHS): number {
  const widths = [...available].sort((a, b) => a - b);
  if (widths.length === 0) return Math.ceil(Math.max(needed, 0));
  return widths.find((w) => w >= needed) ?? widths[widths.length - 1];
}

/**
 * The `sizes` of an image `span` grid columns wide. The content column is
 * `min(100% - 2 × gutter, 72rem)` with the gutter `clamp(1rem, 4vw, 2.5rem)`: 100vw − 2rem up to
 * 400 px, 92vw up to 1000 px, 100vw − 5rem up to 1232 px, then 1152 px. Blocks stack below 800 px.
 */
export function sizesForSpan(span = GRID_COLUMNS): string {
  // A handful of spans, asked for by every image of every render: each written once.
  let sizes = sizesBySpan.get(span);
  if (sizes === undefined) {
    sizes = spanSizes(span);
    if (sizesBySpan.size < 256) sizesBySpan.set(span, sizes);
  }
  return sizes;
}

const sizesBySpan = new Map<number, string>();

function spanSizes(span: number): string {
  const share = Math.min(Math.max(span, 1), GRID_COLUMNS) / GRID_COLUMNS;
  const k = Math.round(share * 10000) / 10000;
  return [
    `(max-width: 400px) calc(100vw - 2rem)`,
    `(max-width: ${DESKTOP_MIN_PX - 1}px) 92vw`,
    `(max-width: 1000px) ${share === 1 ? '92vw' : `${Math.round(share * 9200) / 100}vw`}`,
    `(max-width: ${CONTENT_MAX_PX + 80}px) ${k === 1 ? 'calc(100vw - 5rem)' : `calc((100vw - 5rem) * ${k})`}`,
    `${Math.round(share * CONTENT_MAX_PX)}px`,
  ].join(', ');
}
