import { createElement } from 'react';
import { defineBlock } from '../types.ts';
import { SearchBlock } from './Search.tsx';
import meta from './meta.ts';

/** Search block (type 33). */
export default defineBlock(meta, {
  render: ({ id, data }) => createElement(SearchBlock, { id, data }),
});
