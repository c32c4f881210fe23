import { createElement } from 'react';
import { defineBlock } from '../types.ts';
import { MapBlock } from './Map.tsx';
import meta from './meta.ts';

/** Map (type 4) and geo (10). */
export default defineBlock(meta, {
  render: ({ data }, ctx) => createElement(MapBlock, { data, ctx }),
});
