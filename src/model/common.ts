import * as v from 'valibot';
import { isSiteRelativeLink } from '../shared/validate/links.ts';

// Defined in shared, where the form contracts need it too (shared imports nothing of ours).
export { Id } from '../shared/id.ts';

/** A URL slug: lowercase letters, digits and hyphens (§3 text filter url-slug). */
export const Slug = v.pipe(
  v.string(),
  v.minLength(1),
  v.maxLength(150),
  v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Debe ser un slug: minúsculas, dígitos y guiones'),
);

/** Plain text shown to visitors, trimmed and bounded. */
export const Text = (max = 500) => v.pipe(v.string(), v.maxLength(max));

/** A site-relative link ("/about") or an absolute http(s)/mailto/tel link. */
export const Href = v.pipe(
  v.string(),
  v.maxLength(1000),
  // A path by the URL parser (not '/\\evil.example', which the browser reads as '//evil.example').
  v.check((href) => (href.startsWith('/') ? isSiteRelativeLink(href) : /^(https?:\/\/|mailto:|tel:|#)/.test(href)), 'Debe ser un enlace relativo (/…) o http(s), mailto, tel'),
);

/** An ISO-8601 date or date-time. */
export const IsoDate = v.pipe(v.string(), v.isoTimestamp('Debe ser una fecha ISO-8601 con hora'));

/** A focal point (§3 image loading config: x, y default 0.5 each). */
export const FocalPoint = v.object({
  x: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(1)), 0.5),
  y: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(1)), 0.5),
});
