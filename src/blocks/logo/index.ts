import { createElement } from 'react';
import { defineBlock } from '../types.ts';
import { LogoBlock } from './Logo.tsx';
import meta from './meta.ts';

/** Logo block (type 3). */
export default defineBlock(meta, {
  render: ({ data }, ctx) => createElement(LogoBlock, { data, ctx }),
});
