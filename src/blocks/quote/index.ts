import { createElement } from 'react';
import { defineBlock } from '../types.ts';
import { QuoteBlock } from './Quote.tsx';
import meta from './meta.ts';

/** Quote block (type 31). */
export default defineBlock(meta, {
  render: ({ data }) => createElement(QuoteBlock, { data }),
});
