/**
 * The fonts a site may name (§3 googleFonts includeName, typekitFonts): a curated set of variable
 * families, self-hosted from the @fontsource-variable packages (src/server/fonts/ serves the files).
 * A name outside this set is ignored when the page is drawn and warned about at publish.
 */

/** How a family falls back while it loads (and where it is missing): the system stack of its kind. */
export type FontKind = 'serif' | 'sans-serif' | 'display';

/** One family of the set. `id` is the @fontsource-variable package name and the CSS slug. */
export interface FontFamily {
  id: string;
  family: string;
  kind: FontKind;
  /** The variable font's weight axis. */
  weights: readonly [number, number];
  italic: boolean;
  /**
   * Metrics of the local fallback face that keep text in place while the font loads (CLS):
   * `size-adjust` of the fallback (`local` face) and the font's own ascent and descent, in percent.
   * Measured in Chromium by scripts/font-metrics.ts (width of a Spanish sample against Liberation
   * Sans/Serif, metric twins of Arial and Times New Roman); rerun it when a family is added.
   */
  fallback: { local: 'Arial' | 'Times New Roman'; sizeAdjust: number; ascent: number; descent: number };
}

/** The offered families: four serifs, five sans-serifs, one hand-written display face. */
export const FONT_FAMILIES: readonly FontFamily[] = [
  { id: 'fraunces', family: 'Fraunces', kind: 'serif', weights: [100, 900], italic: true, fallback: { local: 'Times New Roman', sizeAdjust: 115.5, ascent: 84.8, descent: 22.5 } },
  { id: 'lora', family: 'Lora', kind: 'serif', weights: [400, 700], italic: true, fallback: { local: 'Times New Roman', sizeAdjust: 115.3, ascent: 87.6, descent: 23.4 } },
  { id: 'playfair-display', family: 'Playfair Display', kind: 'serif', weights: [400, 900], italic: true, fallback: { local: 'Times New Roman', sizeAdjust: 111, ascent: 97.3, descent: 22.5 } },
  { id: 'eb-garamond', family: 'EB Garamond', kind: 'serif', weights: [400, 800], italic: true, fallback: { local: 'Times New Roman', sizeAdjust: 94.3, ascent: 107.1, descent: 31.8 } },
  { id: 'inter', family: 'Inter', kind: 'sans-serif', weights: [100, 900], italic: true, fallback: { local: 'Arial', sizeAdjust: 105.5, ascent: 91.9, descent: 22.7 } },
  { id: 'dm-sans', family: 'DM Sans', kind: 'sans-serif', weights: [100, 900], italic: true, fallback: { local: 'Arial', sizeAdjust: 102.9, ascent: 96.2, descent: 30.1 } },
  { id: 'work-sans', family: 'Work Sans', kind: 'sans-serif', weights: [100, 900], italic: true, fallback: { local: 'Arial', sizeAdjust: 109.6, ascent: 84.8, descent: 21.9 } },
  { id: 'montserrat', family: 'Montserrat', kind: 'sans-serif', weights: [100, 900], italic: true, fallback: { local: 'Arial', sizeAdjust: 110.1, ascent: 88.1, descent: 22.7 } },
  { id: 'source-sans-3', family: 'Source Sans 3', kind: 'sans-serif', weights: [200, 900], italic: true, fallback: { local: 'Arial', sizeAdjust: 91.2, ascent: 111.9, descent: 43.9 } },
  { id: 'caveat', family: 'Caveat', kind: 'display', weights: [400, 700], italic: false, fallback: { local: 'Arial', sizeAdjust: 74.1, ascent: 129.6, descent: 40.5 } },
];

/** The subsets served (§ latin + latin-ext) and their unicode ranges (as in the packages' unicode.json). */
export const FONT_SUBSETS = {
  latin: 'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  'latin-ext': 'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
} as const;
export type FontSubset = keyof typeof FONT_SUBSETS;
export type FontStyle = 'normal' | 'italic';

/** The name of one served file of the set, without hash: `fraunces-latin-normal`. */
export const fontFileKey = (id: string, subset: FontSubset, style: FontStyle) => `${id}-${subset}-${style}`;

/** Every file of the set (the allow-list the server serves; nothing else under /assets/fonts/). */
export function fontFileKeys(): string[] {
  return FONT_FAMILIES.flatMap((f) =>
    (['normal', ...(f.italic ? ['italic' as const] : [])] as FontStyle[]).flatMap((style) =>
      (Object.keys(FONT_SUBSETS) as FontSubset[]).map((subset) => fontFileKey(f.id, subset, style)),
    ),
  );
}

const slug = (name: string) => name.trim().toLowerCase().replace(/[\s+_]+/g, '-');

/** The family of the set named `name` (family name, any case, `+` for spaces, or its slug id). */
export function findFontFamily(name: string): FontFamily | undefined {
  const s = slug(name);
  return FONT_FAMILIES.find((f) => f.id === s);
}

/** One weight and style of a family. */
export interface FontVariant {
  weight: number;
  style: FontStyle;
}

/** A font as a site names it: family and the variants it asks for. */
export interface FontSpec {
  family: string;
  variants: FontVariant[];
}

const VARIANT = /^(\d{3})?(italic|i)?$/;
const WORDS: Record<string, FontVariant> = { regular: { weight: 400, style: 'normal' }, bold: { weight: 700, style: 'normal' }, bolditalic: { weight: 700, style: 'italic' } };

/**
 * Parses a §3 googleFonts includeName: `"Fraunces:400,600"`, `"Playfair+Display:700italic,400i"`,
 * `"Inter:regular,italic"`. No variants means regular (400 normal). Null when it is no font name
 * at all (empty family, a variant that is not a weight, a weight outside 100–900).
 * @example parseFontSpec('Lora:400,700italic') // { family: 'Lora', variants: [{400 normal}, {700 italic}] }
 */
export function parseFontSpec(includeName: string): FontSpec | null {
  const [rawFamily, rawVariants, ...rest] = includeName.split(':');
  const family = rawFamily.replace(/\+/g, ' ').replace(/\s+/g, ' ').trim();
  if (rest.length || !/^[\p{L}\p{N}][\p{L}\p{N} '-]{0,63}$/u.test(family)) return null;
  const tokens = (rawVariants ?? '').split(',').map((t) => t.trim().toLowerCase()).filter(Boolean);
  const variants: FontVariant[] = [];
  for (const token of tokens.length ? tokens : ['regular']) {
    const word = WORDS[token];
    const m = word ? null : VARIANT.exec(token);
    if (!word && (!m || (!m[1] && !m[2]))) return null;
    const variant = word ?? { weight: m![1] ? Number(m![1]) : 400, style: m![2] ? 'italic' : 'normal' };
    if (variant.weight < 100 || variant.weight > 900 || variant.weight % 100) return null;
    if (!variants.some((v) => v.weight === variant.weight && v.style === variant.style)) variants.push(variant);
  }
  return { family, variants };
}

/** A Typekit variation description (`n4` regular, `i7` bold italic) as a variant; null when malformed. */
export function parseFvd(fvd: string): FontVariant | null {
  const m = /^([ni])([1-9])$/.exec(fvd);
  return m ? { weight: Number(m[2]) * 100, style: m[1] === 'i' ? 'italic' : 'normal' } : null;
}
