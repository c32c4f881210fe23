import type { SiteView } from '../../page/context.ts';
import type { SiteDesign } from '../../page/owner/DesignView.tsx';

/**
 * What /config/design shows of a published site's styles: everything the page lists comes from
 * here, so a new style setting is one line (a colour in COLOURS, a font or button entry below).
 * Today the site file has the three theme colours (`website.theme`); fonts and buttons show
 * when the settings carry them.
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
  const settings = site.settings as Record<string, unknown>;
  return {
    colours: COLOURS.map((c) => ({ name: c.name, hint: c.hint, token: c.token, hex: (theme[c.key] ?? DEFAULT_THEME[c.key]).toLowerCase() })),
    fonts: fontsOf(settings),
    buttons: buttonsOf(settings),
  };
}

/** Fonts named in the settings (`googleFonts`: [{ includeName | family }], `typekitFonts`: [{ id }]), if any. */
function fontsOf(settings: Record<string, unknown>): SiteDesign['fonts'] {
  const out: SiteDesign['fonts'] = [];
  for (const [source, list] of [['Google Fonts', settings.googleFonts], ['Adobe Fonts', settings.typekitFonts]] as const) {
    if (!Array.isArray(list)) continue;
    for (const f of list) {
      const family = f && typeof f === 'object' ? (f as Record<string, unknown>).family ?? (f as Record<string, unknown>).includeName ?? (f as Record<string, unknown>).id : f;
      if (typeof family === 'string' && family) out.push({ family, source });
    }
  }
  return out;
}

/** The button shape and sizes, when the settings have them (`buttonStyle: { shape, sizes }`). */
function buttonsOf(settings: Record<string, unknown>): SiteDesign['buttons'] {
  const style = settings.buttonStyle as { shape?: unknown; sizes?: unknown } | undefined;
  if (!style || typeof style !== 'object') return undefined;
  const shape = typeof style.shape === 'string' ? style.shape : undefined;
  const sizes = style.sizes && typeof style.sizes === 'object' ? Object.entries(style.sizes as Record<string, unknown>).filter(([, v]) => typeof v === 'string' || typeof v === 'number').map(([k, v]) => ({ name: k, value: String(v) })) : [];
  return shape || sizes.length ? { shape, sizes } : undefined;
}
