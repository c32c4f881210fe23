import { createElement } from 'react';
import { defineBlock } from '../types.ts';
import { NavigationBlock } from './Navigation.tsx';
import meta from './meta.ts';

/** Navigation block (type 1). */
export default defineBlock(meta, {
  render: ({ data }, ctx) => createElement(NavigationBlock, { data, ctx }),
});
