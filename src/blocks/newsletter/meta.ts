import { BlockType } from '../../shared/enums.ts';
import { defineBlockMeta } from '../block-meta.ts';
import { NewsletterBlockData } from './newsletter.schema.ts';

/** Newsletter block (type 51): the form island in its newsletter layout, woken near the viewport. */
export default defineBlockMeta({
  name: 'newsletter',
  types: [BlockType.NEWSLETTER],
  data: NewsletterBlockData,
  hydrate: 'visible',
  reads: ['collectionId', 'itemId'],
});
