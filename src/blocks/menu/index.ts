import { createElement } from 'react';
import { defineBlock } from '../types.ts';
import { MenuBlock } from './Menu.tsx';
import meta from './meta.ts';

/** Menu block (type 18). */
export default defineBlock(meta, {
  render: ({ id, data }, ctx) => createElement(MenuBlock, { id, data, ctx }),
});
