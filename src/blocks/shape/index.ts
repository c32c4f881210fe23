import { createElement } from 'react';
import { defineBlock } from '../types.ts';
import { ShapeBlock } from './Shape.tsx';
import meta from './meta.ts';

/** Shape block (type 71). */
export default defineBlock(meta, {
  render: ({ data }) => createElement(ShapeBlock, { data }),
});
