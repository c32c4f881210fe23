/**
 * Scaled text (§1 "scaled text", §9 "text shrink minimum font 11 px, resize debounce 100 ms"):
 * a heading or paragraph of rich text that fits its container's width on one line. §1 gives it
 * no block number, so site files mark it in owner HTML: `<h2 data-scaled-text>Café Altura</h2>`
 * (h1–h4 or p). The server renders a clamp() estimate from the text's length (no script needed,
 * little layout shift); the browser (scaled-text.dom.ts) then measures and sets the exact size.
 */

/** §9: never smaller than 11 px. */
export const SCALED_TEXT_MIN_PX = 11;
/** Never larger than this (the spec is silent; a one-word heading would otherwise fill a desktop). */
export const SCALED_TEXT_MAX_PX = 200;
/** §9: resize debounce. */
export const SCALED_TEXT_DEBOUNCE_MS = 100;
/** The attribute marking scaled text in owner HTML. */
export const SCALED_TEXT_ATTRIBUTE = 'data-scaled-text';
/** Tags that may carry it. */
export const SCALED_TEXT_TAGS = ['h1', 'h2', 'h3', 'h4', 'p'] as const;
/** Average advance of one character, in em, for the server's estimate. */
export const SCALED_TEXT_EM_PER_CHAR = 0.55;

/**
 * The font size, in px, at which text now `textWidth` wide at `fontPx` fills `containerWidth`,
 * kept within 11–200 px: `fitFontSize(40, 800, 400)` → 20.
 */
export function fitFontSize(fontPx: number, textWidth: number, containerWidth: number): number {
  if (!(fontPx > 0 && textWidth > 0 && containerWidth > 0)) return Math.max(SCALED_TEXT_MIN_PX, fontPx || SCALED_TEXT_MIN_PX);
  const fitted = Math.floor(((fontPx * containerWidth) / textWidth) * 100) / 100;
  return Math.min(SCALED_TEXT_MAX_PX, Math.max(SCALED_TEXT_MIN_PX, fitted));
}

/**
 * The server's estimate as a CSS value for `chars` characters: the page's content width divided
 * by the text's estimated width in em, within 11–200 px.
 */
export function scaledTextFallback(chars: number): string {
  const em = Math.max(1, chars) * SCALED_TEXT_EM_PER_CHAR;
  const n = Math.round(em * 1000) / 1000;
  return `clamp(${SCALED_TEXT_MIN_PX}px, min(calc((100vw - 2 * var(--gutter)) / ${n}), calc(var(--content-max) / ${n})), ${SCALED_TEXT_MAX_PX}px)`;
}
