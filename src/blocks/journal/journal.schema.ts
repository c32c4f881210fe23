import * as v from 'valibot';
import { Id } from '../../shared/id.ts';

/**
 * Journal (block type 7): the latest posts of a blog (`collectionId`, a blog of the same site),
 * each with its title and, as chosen, thumbnail, date, author and excerpt, and a «Ver todas» link
 * to the blog. `title` heads the block at `headingLevel`; the posts' titles sit one level below.
 */
export const JournalData = v.object({
  collectionId: Id,
  title: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200)), ''),
  headingLevel: v.optional(v.picklist([2, 3, 4]), 2),
  limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(20)), 3),
  showThumbnail: v.optional(v.boolean(), true),
  showExcerpt: v.optional(v.boolean(), true),
  showDate: v.optional(v.boolean(), true),
  showAuthor: v.optional(v.boolean(), false),
});
export type JournalData = v.InferOutput<typeof JournalData>;
