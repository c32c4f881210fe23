import * as v from 'valibot';
import { Href, LinkTitle } from './nav-links.ts';

/**
 * Navigation (block type 1): the site's main navigation (`site.navigation`) as a list of links,
 * or the owner's own list when `links` is given. The current page is marked `aria-current`.
 */
export const NavigationData = v.object({
  /** Name of the navigation landmark; the catalogue's «Navegación del sitio» when empty. */
  label: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100)), ''),
  layout: v.optional(v.picklist(['horizontal', 'vertical']), 'horizontal'),
  align: v.optional(v.picklist(['left', 'center', 'right']), 'left'),
  /** Links of its own instead of the site's navigation. */
  links: v.optional(v.pipe(v.array(v.object({ title: LinkTitle, href: Href })), v.maxLength(50))),
});
export type NavigationData = v.InferOutput<typeof NavigationData>;
