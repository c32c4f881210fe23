import { BlockType } from '../../shared/enums.ts';
import { defineBlockMeta } from '../block-meta.ts';
import { LinkData } from './link.schema.ts';

/** Link (13) and collection link (12) blocks: static; read the site's pages and the current page. */
export default defineBlockMeta({
  name: 'link',
  types: [BlockType.LINK, BlockType.COLLECTION_LINK],
  data: LinkData,
  reads: ['current', 'site'],
});
