import { createElement } from 'react';
import { defineBlock } from '../types.ts';
import { SummaryBlock } from './Summary.tsx';
import meta from './meta.ts';

/** Summary block (types 20 and 55, variants 1004–1007). */
export default defineBlock(meta, {
  render: ({ id, data, span, type }, ctx) => createElement(SummaryBlock, { id, type, span: span ?? 12, data, ctx }),
});
