import { BlockType } from '../../shared/enums.ts';
import { defineBlockMeta } from '../block-meta.ts';
import { IndexData } from './index.schema.ts';

/** Index block (type 11): static; reads the site's pages, the current page and media (thumbnails). */
export default defineBlockMeta({ name: 'index', types: [BlockType.INDEX], data: IndexData, reads: ['current', 'site', 'media'] });
