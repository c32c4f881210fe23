import * as v from 'valibot';

/** Logo heights in px by size (the header's own logo is 48 px high). */
export const LOGO_HEIGHTS = { small: 40, medium: 64, large: 96 } as const;

/**
 * Logo (block type 3): the site's logo (`site.logo`), or its title in the heading font when it has
 * none, linked to the home page unless `link` is false.
 */
export const LogoData = v.object({
  size: v.optional(v.picklist(['small', 'medium', 'large']), 'medium'),
  align: v.optional(v.picklist(['left', 'center', 'right']), 'left'),
  link: v.optional(v.boolean(), true),
});
export type LogoData = v.InferOutput<typeof LogoData>;
