import type { SiteView } from '../../page/context.ts';
import type { SiteDesign } from '../../page/owner/DesignView.tsx';
import { parseFontSpec } from '../../model/fonts.ts';
import type { SiteStyles } from '../../model/site-styles.ts';
import { t, type MessageKey } from '../../shared/messages/index.ts';

/**
 * What /config/design shows of a published site's styles: everything the page lists comes from
 * here, so a new style setting is one line (a colour in COLOURS, a font or button entry below).
 * Colours come from `website.theme`, fonts, buttons and measures from `website.styles`
 * (src/model/site-styles.ts), each shown only when the site sets it.
 */
const COLOURS = [
  { key: 'accent', token: '--accent', name: 'owner.designColourAccent', hint: 'owner.designColourAccentHint' },
  { key: 'ink', token: '--ink', name: 'owner.designColourInk', hint: 'owner.designColourInkHint' },
  { key: 'paper', token: '--paper', name: 'owner.designColourPaper', hint: 'owner.designColourPaperHint' },
] as const;

/** The defaults of the theme (src/model/website.ts), shown when the site sets none. */
const DEFAULT_THEME: Record<(typeof COLOURS)[number]['key'], string> = { accent: '#b4532a', ink: '#1f1a17', paper: '#fbf7f2' };

/** The site's styles as the design page lists them. */
export function siteDesign(site: SiteView): SiteDesign {
  const theme = (site.website.theme ?? {}) as Partial<Record<string, string>>;
  const styles = site.website.styles ?? {};
  return {
    colours: COLOURS.map((c) => ({ name: c.name, hint: c.hint, token: c.token, hex: (theme[c.key] ?? DEFAULT_THEME[c.key]).toLowerCase() })),
    fonts: fontsOf(styles),
    facts: factsOf(styles),
  };
}

/** The heading and body fonts (served from the site) and the kit fonts of the styles. */
function fontsOf(styles: SiteStyles): SiteDesign['fonts'] {
  const out: SiteDesign['fonts'] = [];
  for (const [field, role] of [['headingFont', 'owner.designRoleHeadings'], ['bodyFont', 'owner.designRoleBody']] as const) {
    const spec = styles[field] ? parseFontSpec(styles[field]) : null;
    if (spec) out.push({ family: spec.family, role, source: 'owner.designSourceSite' });
  }
  for (const kit of styles.typekitFonts ?? []) out.push({ family: kit.id, role: 'owner.designRoleKit', source: 'owner.designSourceKit' });
  return out;
}

/** Buttons and measures, each only when the site sets it (absent: the theme's). */
function factsOf(styles: SiteStyles): SiteDesign['facts'] {
  const value = (v: string) => t(`owner.designValue.${v}` as MessageKey);
  const facts: SiteDesign['facts'] = [];
  if (styles.buttonShape) facts.push({ label: 'owner.designButtonShape', value: value(styles.buttonShape) });
  if (styles.buttonStyle) facts.push({ label: 'owner.designButtonStyle', value: value(styles.buttonStyle) });
  if (styles.baseFontSize) facts.push({ label: 'owner.designBaseSize', value: `${styles.baseFontSize} px` });
  if (styles.headingScale) facts.push({ label: 'owner.designHeadingScale', value: value(styles.headingScale) });
  if (styles.sectionSpacing) facts.push({ label: 'owner.designSectionSpacing', value: value(styles.sectionSpacing) });
  return facts;
}
