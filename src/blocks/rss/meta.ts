import { BlockType } from '../../shared/enums.ts';
import { defineBlockMeta } from '../block-meta.ts';
import { RssData } from './rss.schema.ts';

/** RSS link block (type 49): static; reads its blog (`lists`) for its address and title. */
export default defineBlockMeta({ name: 'rss', types: [BlockType.RSS], data: RssData, lists: (d) => [d.collectionId], reads: ['lists'] });
