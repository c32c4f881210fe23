import { createElement } from 'react';
import { defineBlock } from '../types.ts';
import { ChartBlock } from './Chart.tsx';
import meta from './meta.ts';

/** Chart block (type 62 and variants 1008–1010). */
export default defineBlock(meta, {
  render: ({ id, data, type }) => createElement(ChartBlock, { id, data, type }),
});
