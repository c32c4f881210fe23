import { createElement } from 'react';
import { defineBlock } from '../types.ts';
import { IndexBlock } from './IndexBlock.tsx';
import meta from './meta.ts';

/** Index block (type 11). */
export default defineBlock(meta, {
  render: ({ id, data, span }, ctx) => createElement(IndexBlock, { id, data, span, ctx }),
});
