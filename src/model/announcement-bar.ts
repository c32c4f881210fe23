import * as v from 'valibot';
import { contentVersion, VERSION_PATTERN } from '../shared/overlays.ts';
import { isSiteRelativeLink } from '../shared/validate/links.ts';
import { Text } from './common.ts';

/** A link of the site chrome: a site-relative path ("/tienda", checked as every site link is) or an https address. */
export const ChromeHref = v.pipe(
  v.string(),
  v.maxLength(1000),
  v.check(
    (href) => (href.startsWith('/') ? isSiteRelativeLink(href) : /^https:\/\/[^\s/?#]+/i.test(href) && URL.canParse(href)),
    'Debe ser un enlace del sitio (/…) o una dirección https://',
  ),
);

/** A version as the dismissal cookie keeps it: 1–32 letters, digits, _ or -. */
export const ChromeVersion = v.pipe(v.string(), v.regex(VERSION_PATTERN, 'La versión debe tener de 1 a 32 letras, dígitos, _ o -'));

/**
 * The announcement bar (§1, §6): one line of text above the site header, with an optional link,
 * that visitors may dismiss. `version` names this bar; without one it is derived from the text
 * and link, so a changed bar shows again to visitors who dismissed the old one.
 */
export const AnnouncementBar = v.pipe(
  v.object({
    enabled: v.optional(v.boolean(), false),
    text: v.optional(Text(300), ''),
    link: v.optional(v.object({ href: ChromeHref, label: v.pipe(Text(80), v.minLength(1, 'El enlace necesita un texto')) })),
    dismissable: v.optional(v.boolean(), true),
    version: v.optional(ChromeVersion),
  }),
  v.forward(v.check((s) => !s.enabled || s.text.trim() !== '', 'La barra de anuncios activada necesita un texto'), ['text']),
  v.transform((s) => ({ ...s, version: s.version ?? contentVersion(s.text, s.link?.href ?? '', s.link?.label ?? '') })),
);
export type AnnouncementBar = v.InferOutput<typeof AnnouncementBar>;
