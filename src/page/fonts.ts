import { FONT_SUBSETS, findFontFamily, fontFileKey, parseFontSpec, parseFvd, type FontFamily, type FontStyle, type FontSubset } from '../model/fonts.ts';
import type { Website } from '../model/index.ts';
import { styleFont } from './theme-vars.ts';

/** The fonts of one page: the @font-face rules and the files to preload (above the fold). */
export interface PageFonts {
  css: string;
  /** At most two URLs: the heading's and the body text's regular latin file. */
  preload: string[];
}

/** The styles each served family needs, in the order they were asked for. */
function neededFamilies(website: Website): Map<FontFamily, Set<FontStyle>> {
  const needed = new Map<FontFamily, Set<FontStyle>>();
  const add = (family: FontFamily | undefined, styles: FontStyle[]) => {
    if (!family) return;
    const set = needed.get(family) ?? new Set<FontStyle>();
    for (const s of styles) if (s === 'normal' || family.italic) set.add(s);
    if (set.size) needed.set(family, set);
  };
  const { headingFont, bodyFont, typekitFonts } = website.styles ?? {};
  for (const name of [headingFont, bodyFont]) {
    const spec = name ? parseFontSpec(name) : null;
    if (spec) add(findFontFamily(spec.family), spec.variants.map((v) => v.style));
  }
  for (const font of typekitFonts ?? []) add(findFontFamily(font.id), font.variations.flatMap((fvd) => parseFvd(fvd)?.style ?? []));
  return needed;
}

/** The local face that stands in while `family` loads, scaled to its metrics (no layout shift on swap). */
function fallbackFace(family: FontFamily): string {
  const { local, sizeAdjust, ascent, descent } = family.fallback;
  return `@font-face{font-family:'${family.family} fallback';src:local('${local}'),local('${local === 'Arial' ? 'Liberation Sans' : 'Liberation Serif'}');size-adjust:${sizeAdjust}%;ascent-override:${ascent}%;descent-override:${descent}%;line-gap-override:0%}`;
}

/**
 * The fonts a page of `website` uses, self-hosted (`urls` from the server: file key → URL): one
 * @font-face per family, style and subset (latin, latin-ext) with `font-display: swap` and its
 * unicode-range, a metric-matched fallback face per family, and preloads for the heading's and
 * the body's regular latin files. Families outside the set are left out (publish warned about
 * them). Undefined when the site names no font of the set.
 */
export function pageFonts(website: Website, urls: Record<string, string> | undefined): PageFonts | undefined {
  if (!urls || !website.styles) return undefined;
  const rules: string[] = [];
  for (const [family, styles] of neededFamilies(website)) {
    for (const style of styles) {
      for (const subset of Object.keys(FONT_SUBSETS) as FontSubset[]) {
        const url = urls[fontFileKey(family.id, subset, style)];
        if (!url) continue;
        rules.push(
          `@font-face{font-family:'${family.family}';font-style:${style};font-weight:${family.weights[0]} ${family.weights[1]};font-display:swap;` +
            `src:url(${url}) format('woff2');unicode-range:${FONT_SUBSETS[subset]}}`,
        );
      }
    }
    rules.push(fallbackFace(family));
  }
  if (!rules.length) return undefined;
  const preload = [styleFont(website.styles.headingFont), styleFont(website.styles.bodyFont)]
    .flatMap((family) => (family ? [urls[fontFileKey(family.id, 'latin', 'normal')]] : []))
    .filter((url): url is string => Boolean(url));
  return { css: rules.join('\n'), preload: [...new Set(preload)].slice(0, 2) };
}
