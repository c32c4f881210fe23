import * as v from 'valibot';

/** Most entries one index lists. */
export const INDEX_MAX_PAGES = 50;

/**
 * Index (block type 11): a list of the site's pages — every page a visitor may be linked to
 * (`site.collections`, in site order) or the ones `pages` names, each with an optional
 * description and thumbnail (a media id of the site). Pages the site does not have, or locks,
 * are left out.
 */
export const IndexData = v.object({
  title: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200)), ''),
  headingLevel: v.optional(v.picklist([2, 3, 4]), 3),
  layout: v.optional(v.picklist(['list', 'cards']), 'cards'),
  pages: v.optional(
    v.pipe(
      v.array(
        v.object({
          collection: v.pipe(v.string(), v.trim(), v.regex(/^\/?[\w-]{1,150}$/)),
          description: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(300)), ''),
          mediaId: v.optional(v.pipe(v.string(), v.maxLength(100))),
        }),
      ),
      v.maxLength(INDEX_MAX_PAGES),
    ),
  ),
});
export type IndexData = v.InferOutput<typeof IndexData>;
