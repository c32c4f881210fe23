import * as v from 'valibot';
import { Id } from '../../shared/id.ts';

/**
 * Tag cloud (block type 14): the tags (or categories) of a blog's published posts, each sized by
 * how many posts carry it and linked to the blog's list of those posts (`/blog?tag=…`). At most
 * `limit` of them, the most used, shown alphabetically.
 */
export const TagCloudData = v.object({
  collectionId: Id,
  kind: v.optional(v.picklist(['tags', 'categories']), 'tags'),
  title: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200)), ''),
  headingLevel: v.optional(v.picklist([2, 3, 4]), 2),
  limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)), 30),
});
export type TagCloudData = v.InferOutput<typeof TagCloudData>;
