import { BlockType } from '../../shared/enums.ts';
import { defineBlockMeta } from '../block-meta.ts';
import { ImageData } from './image.schema.ts';

/** Image block (type 5): static; reads the site's media and whether it is the page's first image. */
export default defineBlockMeta({
  name: 'image',
  types: [BlockType.IMAGE],
  data: ImageData,
  reads: ['media', 'eagerImage'],
});
