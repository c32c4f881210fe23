import * as v from 'valibot';

/** A 24-character lowercase hex id, as used for pages and collections (§2 "/pages/{24-character id}"). */
export const Id = v.pipe(v.string(), v.regex(/^[0-9a-f]{24}$/, 'Debe ser un id de 24 caracteres hexadecimales'));

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
  v.regex(/^(\/(?!\/)|https?:\/\/|mailto:|tel:|#)/, 'Debe ser un enlace relativo (/…) o http(s), mailto, tel'),
);

/** An ISO-8601 date or date-time. */
export const IsoDate = v.pipe(v.string(), v.isoTimestamp('Debe ser una fecha ISO-8601 con hora'));

/** A focal point (§3 image loading config: x, y default 0.5 each). */
export const FocalPoint = v.object({
  x: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(1)), 0.5),
  y: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(1)), 0.5),
});
