import { BlockType } from '../../shared/enums.ts';
import { defineBlockMeta } from '../block-meta.ts';
import { JournalData } from './journal.schema.ts';

/** Journal block (type 7): static; reads its blog's published posts (`lists`), their thumbnails and the site's time zone. */
export default defineBlockMeta({
  name: 'journal',
  types: [BlockType.JOURNAL],
  data: JournalData,
  lists: (d) => [d.collectionId],
  reads: ['lists', 'media', 'site'],
});
