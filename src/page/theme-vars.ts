import type { Website } from '../model/index.ts';

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
 * The site's colours as CSS custom properties for `<html style>`: the owner's accent, ink
 * and paper, plus derived colours that keep AA contrast whatever the owner picked.
 */
export function themeVars(theme: Partial<Website['theme']> | undefined): Record<string, string> {
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
