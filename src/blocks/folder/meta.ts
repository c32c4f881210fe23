import { BlockType } from '../../shared/enums.ts';
import { defineBlockMeta } from '../block-meta.ts';
import { FolderData } from './folder.schema.ts';

/** Folder block (type 17): a disclosure of links; a small block script adds Escape and outside clicks. */
export default defineBlockMeta({
  name: 'folder',
  types: [BlockType.FOLDER],
  data: FolderData,
  reads: ['current', 'site'],
});
