import { createElement } from 'react';
import { defineBlock } from '../types.ts';
import { LinkBlock } from './Link.tsx';
import meta from './meta.ts';

/** Link (13) and collection link (12) blocks. */
export default defineBlock(meta, {
  render: ({ data }, ctx) => createElement(LinkBlock, { data, ctx }),
});
