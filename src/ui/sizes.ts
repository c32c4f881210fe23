import { GRID_COLUMNS } from '../model/layout.ts';

/** Widest the content column gets, in CSS px (theme `--content-max`, 72rem). */
export const CONTENT_MAX_PX = 1152;

/** Below this width blocks stack (§9 desktop breakpoint 800 px). */
export const DESKTOP_MIN_PX = 800;

/** The `sizes` of an image `span` grid columns wide: full width on phones, its share above. */
export function sizesForSpan(span = GRID_COLUMNS): string {
  const share = Math.min(Math.max(span, 1), GRID_COLUMNS) / GRID_COLUMNS;
  return `(max-width: ${DESKTOP_MIN_PX - 1}px) 100vw, (max-width: ${CONTENT_MAX_PX}px) ${Math.round(share * 100)}vw, ${Math.round(share * CONTENT_MAX_PX)}px`;
}
