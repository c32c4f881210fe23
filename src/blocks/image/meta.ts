import { BlockType } from '../../shared/enums.ts';
import { defineBlockMeta } from '../block-meta.ts';
import { IMAGE_LAYOUT_VARIANTS } from './image-layouts.ts';
import { ImageData } from './image.schema.ts';

/** Image block (type 5, §3 variants 1011–1016 as `layout`): static; reads the site's media and whether it is the page's first image. */
export default defineBlockMeta({
  name: 'image',
  types: [BlockType.IMAGE],
  variants: Object.values(IMAGE_LAYOUT_VARIANTS),
  data: ImageData,
  reads: ['media', 'eagerImage'],
});
