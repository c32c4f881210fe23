import { BlockType } from '../../shared/enums.ts';
import { defineBlockMeta } from '../block-meta.ts';
import { TagCloudData } from './tag-cloud.schema.ts';

/** Tag cloud block (type 14): static; reads its blog's published posts (`lists`). */
export default defineBlockMeta({ name: 'tag-cloud', types: [BlockType.TAG_CLOUD], data: TagCloudData, lists: (d) => [d.collectionId], reads: ['lists'] });
