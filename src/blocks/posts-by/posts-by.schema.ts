import * as v from 'valibot';
import { Id } from '../../shared/id.ts';

/**
 * Posts by author, tag, category or month (block types 27–30): the posts of a blog
 * (`collectionId`) whose author, tag or category is `value` (as the posts spell it), or that were
 * published in the month `value` (`YYYY-MM`, the site's time zone), newest first, at most `limit`,
 * with a link to the blog's list filtered the same way (`/blog?tag=…`). `title` defaults to what
 * is shown («Entradas con la etiqueta «café»»).
 */
export const PostsByData = v.object({
  collectionId: Id,
  value: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(100)),
  title: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200)), ''),
  headingLevel: v.optional(v.picklist([2, 3, 4]), 2),
  limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(20)), 5),
  showThumbnail: v.optional(v.boolean(), false),
  showExcerpt: v.optional(v.boolean(), false),
  showDate: v.optional(v.boolean(), true),
});
export type PostsByData = v.InferOutput<typeof PostsByData>;
