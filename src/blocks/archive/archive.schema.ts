import * as v from 'valibot';
import { Id } from '../../shared/id.ts';

/**
 * Archive (block type 61): a blog's published posts grouped by the month they were published in
 * (the site's time zone), each month linked to the blog's list of that month (`/blog?month=2026-03`)
 * with its number of posts; `groupBy: 'year'` folds the months into one collapsible group per year
 * (`<details>`, the newest open).
 */
export const ArchiveData = v.object({
  collectionId: Id,
  groupBy: v.optional(v.picklist(['month', 'year']), 'month'),
  title: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200)), ''),
  headingLevel: v.optional(v.picklist([2, 3, 4]), 2),
});
export type ArchiveData = v.InferOutput<typeof ArchiveData>;
