/**
 * The §3 decoration shapes (shape block 71 and the text-decoration effect): one hand-drawn SVG
 * path each, in a 100 × 100 box that is stretched to its element (`preserveAspectRatio="none"`,
 * strokes kept even with `vector-effect="non-scaling-stroke"`). Open shapes start on the right,
 * as a pen would for a draw that goes right (§4 direction right).
 */

/** §3 shape names, in the spec's order. */
export const SHAPE_NAMES = [
  'circle', 'cross', 'enclose', 'jagged', 'marker', 'scribble',
  'strike', 'strikeDiagonal', 'underline', 'underlineCurve', 'underlineDouble', 'wave',
] as const;
export type ShapeName = (typeof SHAPE_NAMES)[number];

/** Whether `name` is one of the §3 shape names. */
export function isShapeName(name: unknown): name is ShapeName {
  return typeof name === 'string' && (SHAPE_NAMES as readonly string[]).includes(name);
}

/** The path of each shape in the 100 × 100 box. */
export const SHAPE_PATHS: Readonly<Record<ShapeName, string>> = {
  circle: 'M90 20C70 3 20 4 7 30C-3 56 22 96 58 94C90 92 101 62 94 34C90 22 80 14 64 9',
  cross: 'M96 8L4 92M4 8L96 92',
  enclose: 'M96 6L4 8L3 92L97 94L95 3',
  jagged: 'M98 90L90 78L82 90L74 78L66 90L58 78L50 90L42 78L34 90L26 78L18 90L10 78L2 90',
  marker: 'M98 62C64 58 38 66 2 61',
  scribble: 'M98 72C82 38 72 96 57 60C46 34 36 96 22 62C13 44 7 82 2 70',
  strike: 'M98 52C70 48 32 56 2 51',
  strikeDiagonal: 'M96 8L4 92',
  underline: 'M98 88C70 84 34 93 2 87',
  underlineCurve: 'M98 78Q50 102 2 78',
  underlineDouble: 'M98 82C66 80 34 87 2 83M94 94C66 92 36 97 6 94',
  wave: 'M98 88q-6-10-12 0t-12 0t-12 0t-12 0t-12 0t-12 0t-12 0t-12 0',
};

/**
 * The vertical middle of each path in its box: text decorations sit where text needs them (an
 * underline low, a strike in the middle); the shape block centres them in its view box.
 */
export const SHAPE_MIDDLES: Readonly<Record<ShapeName, number>> = {
  circle: 50, cross: 50, enclose: 49, jagged: 84, marker: 62, scribble: 65,
  strike: 52, strikeDiagonal: 50, underline: 88, underlineCurve: 84, underlineDouble: 88, wave: 85,
};

/** The §9 shape mask default heights for a width of 100: compact 100, tall 150, wide 67. */
export const MASK_HEIGHTS = { compact: 100, tall: 150, wide: 67 } as const;
export type ShapeMask = keyof typeof MASK_HEIGHTS;

/** Default view box of a mask, `0 0 100 67` for wide. */
export function maskViewBox(mask: ShapeMask): string {
  return `0 0 100 ${MASK_HEIGHTS[mask]}`;
}

/** The four numbers of a view box string (`"0 0 100 150"`), or undefined when it is not one (width and height must be positive). */
export function parseViewBox(value: string): [number, number, number, number] | undefined {
  const parts = value.trim().split(/[\s,]+/);
  if (parts.length !== 4 || parts.some((p) => !/^-?\d+(\.\d+)?$/.test(p))) return undefined;
  const [x, y, w, h] = parts.map(Number) as [number, number, number, number];
  return w > 0 && h > 0 ? [x, y, w, h] : undefined;
}
