import type { Website } from '../model/index.ts';
import { findFontFamily, parseFontSpec, type FontFamily } from '../model/fonts.ts';
import type { SiteStyles } from '../model/site-styles.ts';

type Rgb = [number, number, number];

const DEFAULTS = { accent: '#b4532a', ink: '#1f1a17', paper: '#fbf7f2' };

function parseHex(hex: string): Rgb {
  let h = hex.replace('#', '');
  if (h.length === 3 || h.length === 4) h = [...h.slice(0, 3)].map((c) => c + c).join('');
  const n = parseInt(h.slice(0, 6), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const toHex = (rgb: Rgb) => '#' + rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('');

function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG contrast ratio of two hex colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(parseHex(a)), luminance(parseHex(b))].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

function mix(a: string, b: string, t: number): string {
  const [x, y] = [parseHex(a), parseHex(b)];
  return toHex([0, 1, 2].map((i) => x[i] + (y[i] - x[i]) * t) as Rgb);
}

/** `color` moved towards `towards` just enough to reach `ratio` against `background` (AA). */
function readable(color: string, background: string, towards: string, ratio = 4.5): string {
  for (let t = 0; t <= 1.0001; t += 0.05) {
    const c = mix(color, towards, t);
    if (contrast(c, background) >= ratio) return c;
  }
  return towards;
}

/**
 * The site's colours and styles as CSS custom properties for `<html style>`: the owner's accent,
 * ink and paper, plus derived colours that keep AA contrast whatever the owner picked, and the
 * site styles that are set (styleVars). Never a --ui-* token: the system UI looks the same everywhere.
 */
export function themeVars(theme: Partial<Website['theme']> | undefined, styles?: SiteStyles): Record<string, string> {
  if (!styles) return colourVars(theme);
  const colours = colourVars(theme);
  const vars = { ...colours, ...styleVars(styles) };
  // Soft and outline buttons on an accent section sit on the accent pushed away from their text
  // colour (--on-accent), so the tint keeps AA contrast whatever the accent.
  if (styles.buttonStyle === 'soft' || styles.buttonStyle === 'outline') {
    const away = contrast('#000000', colours['--on-accent']) > contrast('#ffffff', colours['--on-accent']) ? '#000000' : '#ffffff';
    vars['--btn-under-accent'] = mix(colours['--accent'], away, 0.3);
  }
  return vars;
}

function colourVars(theme: Partial<Website['theme']> | undefined): Record<string, string> {
  const accent = theme?.accent ?? DEFAULTS.accent;
  const paper = theme?.paper ?? DEFAULTS.paper;
  const key = `${accent}|${theme?.ink ?? DEFAULTS.ink}|${paper}`;
  let vars = computed.get(key);
  if (!vars) {
    vars = deriveVars(accent, theme?.ink ?? DEFAULTS.ink, paper);
    // A handful of palettes per process; the bound only guards against unbounded growth.
    if (computed.size >= 1000) computed.clear();
    computed.set(key, vars);
  }
  return { ...vars };
}

const computed = new Map<string, Record<string, string>>();

function deriveVars(accent: string, ownInk: string, paper: string): Record<string, string> {
  const ink = readable(ownInk, paper, contrast('#000000', paper) > contrast('#ffffff', paper) ? '#000000' : '#ffffff', 7);
  // Text on the accent: white, else the ink, else whichever of black and white reads best.
  const onAccent = ['#ffffff', ink].find((c) => contrast(c, accent) >= 4.5) ?? (contrast('#000000', accent) > contrast('#ffffff', accent) ? '#000000' : '#ffffff');
  return {
    '--accent': accent,
    '--ink': ink,
    '--paper': paper,
    '--on-accent': onAccent,
    // Accent used as text or a thin line on the page background.
    '--accent-ink': readable(accent, paper, ink),
    // Accent as text on a dark (ink) section.
    '--accent-on-ink': readable(accent, ink, paper),
  };
}

/** The offered family a font setting names, if it is one of the set (else the setting is ignored). */
export function styleFont(name: string | undefined): FontFamily | undefined {
  const spec = name ? parseFontSpec(name) : null;
  return spec ? findFontFamily(spec.family) : undefined;
}

/** The font stack of a family: itself, its metric-matched fallback face, then the system stack of its kind. */
export function fontStack(font: FontFamily): string {
  const system = font.kind === 'serif' ? 'var(--font-serif)' : 'var(--font-sans)';
  return `'${font.family}', '${font.family} fallback', ${system}`;
}

/** Today's type scale (tokens.css): min and max of each step in rem, --step--1 to --step-4. */
const STEPS: [number, number][] = [[0.875, 0.9375], [1, 1.125], [1.2, 1.45], [1.45, 1.95], [1.8, 2.7], [2.2, 3.8]];
/** Heading steps (1 to 4) multiplied by the heading scale; balanced is today's. */
const HEADING_SCALE = { subtle: [0.95, 0.88, 0.8, 0.72], balanced: [1, 1, 1, 1], bold: [1.05, 1.12, 1.2, 1.3] } as const;
const SECTION_SPACE = { compact: 'clamp(2rem, 4.5vw, 3.5rem)', normal: undefined, airy: 'clamp(3.5rem, 10vw, 8rem)' } as const;
const BUTTON_RADIUS = { square: '0px', rounded: '0.5rem', pill: undefined } as const;
const BUTTON_STYLE = {
  solid: {},
  outline: { '--btn-fill': '0%', '--btn-line': '100%', '--btn-text-fill': '0%' },
  soft: { '--btn-fill': '16%', '--btn-text-fill': '0%' },
} as const;

const round = (n: number) => String(Math.round(n * 10000) / 10000);

/** A fluid size from `min` rem on a 360 px screen to `max` rem on a 1280 px one (and clamped there). */
function fluid(min: number, max: number): string {
  const slope = (max - min) / ((1280 - 360) / 16);
  return `clamp(${round(min)}rem, ${round(min - slope * (360 / 16))}rem + ${round(slope * 100)}vw, ${round(max)}rem)`;
}

/**
 * The site styles that are set, as custom properties the theme CSS reads: --font-heading and
 * --font-body (families of the set only), --step--1…--step-4 (base size and heading scale),
 * --section-space, --btn-radius, and --btn-fill/--btn-line/--btn-text-fill (button style).
 * Nothing set (or today's values) gives nothing, so the page looks as it always did.
 * @example styleVars({ buttonShape: 'square' }) // { '--btn-radius': '0px' }
 */
export function styleVars(styles: SiteStyles): Record<string, string> {
  const vars: Record<string, string> = {};
  const heading = styleFont(styles.headingFont);
  const body = styleFont(styles.bodyFont);
  if (heading) vars['--font-heading'] = fontStack(heading);
  if (body) vars['--font-body'] = fontStack(body);
  const size = styles.baseFontSize ?? 18;
  const scale = HEADING_SCALE[styles.headingScale ?? 'balanced'];
  if (size !== 18 || scale !== HEADING_SCALE.balanced) {
    STEPS.forEach(([min, max], i) => {
      const k = (size / 18) * (i >= 2 ? scale[i - 2] : 1);
      vars[`--step-${i - 1}`] = fluid(min * k, max * k);
    });
  }
  const space = SECTION_SPACE[styles.sectionSpacing ?? 'normal'];
  if (space) vars['--section-space'] = space;
  const radius = BUTTON_RADIUS[styles.buttonShape ?? 'pill'];
  if (radius) vars['--btn-radius'] = radius;
  Object.assign(vars, BUTTON_STYLE[styles.buttonStyle ?? 'solid']);
  return vars;
}
