import { createElement } from 'react';
import { defineBlock } from '../types.ts';
import { GalleryBlock } from './Gallery.tsx';
import meta from './meta.ts';

/** Gallery block (type 8 and variants 1000–1003). */
export default defineBlock(meta, {
  render: ({ data, span, type }, ctx) => createElement(GalleryBlock, { data, span, type, ctx }),
});
