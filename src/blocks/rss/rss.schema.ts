import * as v from 'valibot';
import { Id } from '../../shared/id.ts';

/**
 * RSS link (block type 49): a link to a blog's RSS 2.0 feed (`/blog?format=rss`, served by
 * src/server/sites/blog-list.ts). `label` replaces «Suscribirse por RSS».
 */
export const RssData = v.object({
  collectionId: Id,
  label: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100)), ''),
});
export type RssData = v.InferOutput<typeof RssData>;
