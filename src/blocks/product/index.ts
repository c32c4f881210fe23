import { createElement } from 'react';
import { defineBlock } from '../types.ts';
import { ProductBlock } from './Product.tsx';
import meta from './meta.ts';

/** Product block (type 43). */
export default defineBlock(meta, {
  render: ({ id, data }, ctx) => createElement(ProductBlock, { id, data, ctx }),
});
