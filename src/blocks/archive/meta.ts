import { BlockType } from '../../shared/enums.ts';
import { defineBlockMeta } from '../block-meta.ts';
import { ArchiveData } from './archive.schema.ts';

/** Archive block (type 61): static; reads its blog's published posts (`lists`) and the site's time zone. */
export default defineBlockMeta({ name: 'archive', types: [BlockType.ARCHIVE], data: ArchiveData, lists: (d) => [d.collectionId], reads: ['lists', 'site'] });
