import { createElement } from 'react';
import { defineBlock } from '../types.ts';
import { JournalBlock } from './Journal.tsx';
import meta from './meta.ts';

/** Journal block (type 7). */
export default defineBlock(meta, {
  render: ({ id, data, span }, ctx) => createElement(JournalBlock, { id, data, span, ctx }),
});
