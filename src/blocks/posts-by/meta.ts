import { BlockType } from '../../shared/enums.ts';
import { defineBlockMeta } from '../block-meta.ts';
import { PostsByData } from './posts-by.schema.ts';

/**
 * Posts by author (27), tag (28), category (29) and month (30): one static block, the type
 * choosing what `value` is; reads its blog's published posts (`lists`), thumbnails and time zone.
 */
export default defineBlockMeta({
  name: 'posts-by',
  types: [BlockType.POSTS_BY_AUTHOR, BlockType.POSTS_BY_TAG, BlockType.POSTS_BY_CATEGORY, BlockType.POSTS_BY_MONTH],
  data: PostsByData,
  lists: (d) => [d.collectionId],
  reads: ['lists', 'media', 'site'],
});
