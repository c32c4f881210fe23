import * as v from 'valibot';
import { findFontFamily, parseFontSpec, parseFvd } from './fonts.ts';
import type { SiteIssue } from './site-issue.ts';
import { ANIMATION_KINDS } from '../shared/animations.ts';
import { t } from '../shared/messages/index.ts';

/** A font as §3 googleFonts names it (includeName): `"Fraunces:400,600"`, `"Inter:400,400italic,700"`. */
export const FontName = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(120),
  v.check((s) => parseFontSpec(s) !== null, 'Nombre de fuente no válido: se espera «Familia:400,700italic»'),
);

/** A kit font (§3 typekitFonts): `id` is the family's slug (`playfair-display`), variations in FVD (`n4`, `i7`). */
export const TypekitFont = v.object({
  id: v.pipe(v.string(), v.regex(/^[a-z0-9-]{1,64}$/, 'Identificador de fuente no válido')),
  variations: v.optional(v.array(v.pipe(v.string(), v.check((s) => parseFvd(s) !== null, 'Variación no válida: se espera n4, i7…'))), ['n4']),
});
export type TypekitFont = v.InferOutput<typeof TypekitFont>;

/** Choices of the site styles (the order is the order a design screen offers them in). */
export const HEADING_SCALES = ['subtle', 'balanced', 'bold'] as const;
export const SECTION_SPACINGS = ['compact', 'normal', 'airy'] as const;
export const BUTTON_SHAPES = ['square', 'rounded', 'pill'] as const;
export const BUTTON_STYLES = ['solid', 'outline', 'soft'] as const;

/**
 * The site's styles besides its colours (`website.theme`): fonts, sizes, spacing and buttons. Every
 * field is optional and absent means today's look (system fonts, 16–18 px text, balanced headings,
 * normal spacing, solid pill buttons): src/page/theme-vars.ts turns what is set into CSS custom
 * properties on <html>, and the system UI (--ui-* tokens) never reads them.
 */
export const SiteStyles = v.object({
  /** Headings' family from the offered set (src/model/fonts.ts), with the weights to load. */
  headingFont: v.optional(FontName),
  /** Body text's family from the offered set. */
  bodyFont: v.optional(FontName),
  /** Kit fonts (§3 typekitFonts): served from our origin when the family is in the set, else reported. */
  typekitFonts: v.optional(v.array(TypekitFont)),
  /** Body text size on a desktop, in px (phones get 16/18 of it); today's is 18. */
  baseFontSize: v.optional(v.pipe(v.number(), v.integer(), v.minValue(14), v.maxValue(22))),
  /** How much bigger headings are than text: subtle, balanced (today's) or bold. */
  headingScale: v.optional(v.picklist(HEADING_SCALES)),
  /** Space above and below page sections: compact, normal (today's) or airy. */
  sectionSpacing: v.optional(v.picklist(SECTION_SPACINGS)),
  /** Button corners: square, rounded or pill (today's). */
  buttonShape: v.optional(v.picklist(BUTTON_SHAPES)),
  /** Primary buttons: solid (today's), outline, or soft (a light tint of the accent). */
  buttonStyle: v.optional(v.picklist(BUTTON_STYLES)),
  /** How blocks come in as the visitor scrolls (§4): none (today's), fade, rise or scale (src/shared/animations.ts). */
  animation: v.optional(v.picklist(ANIMATION_KINDS)),
});
export type SiteStyles = v.InferOutput<typeof SiteStyles>;

/**
 * Publish warnings for the fonts of `styles` that the set does not have (they are ignored when the
 * page is drawn: the system fonts stay). Kit fonts outside the set are not warned about here: the
 * page lists them and the browser reports them (§8 'Requested font no longer in Typekit').
 */
export function fontWarnings(styles: SiteStyles | undefined): SiteIssue[] {
  const warnings: SiteIssue[] = [];
  for (const field of ['headingFont', 'bodyFont'] as const) {
    const name = styles?.[field];
    const spec = name ? parseFontSpec(name) : null;
    if (spec && !findFontFamily(spec.family)) warnings.push({ path: `website.styles.${field}`, message: t('styles.unknownFont', { family: spec.family }) });
  }
  return warnings;
}

/** Ids of the kit fonts (§3 typekitFonts) of `styles` that the self-hosted set does not have. */
export function missingKitFonts(styles: SiteStyles | undefined): string[] {
  return (styles?.typekitFonts ?? []).map((f) => f.id).filter((id) => !findFontFamily(id));
}
