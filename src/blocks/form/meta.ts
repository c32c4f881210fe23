import { BlockType } from '../../shared/enums.ts';
import { defineBlockMeta } from '../block-meta.ts';
import { FormBlockData } from './form.schema.ts';

/** Form block (type 9): an island that wakes near the viewport; its census names the page. */
export default defineBlockMeta({
  name: 'form',
  types: [BlockType.FORM],
  data: FormBlockData,
  hydrate: 'visible',
  reads: ['collectionId', 'itemId'],
});
