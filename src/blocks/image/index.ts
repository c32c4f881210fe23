import { createElement } from 'react';
import { defineBlock } from '../types.ts';
import { ImageBlock } from './Image.tsx';
import meta from './meta.ts';

/** Image block (type 5). */
export default defineBlock(meta, {
  render: ({ data, span }, ctx) => createElement(ImageBlock, { data, span, ctx }),
});
