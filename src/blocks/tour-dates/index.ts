import { createElement } from 'react';
import { defineBlock } from '../types.ts';
import { TourDatesBlock } from './TourDates.tsx';
import meta from './meta.ts';

/** Tour dates block (type 59). */
export default defineBlock(meta, {
  render: ({ data }, ctx) => createElement(TourDatesBlock, { data, ctx }),
});
