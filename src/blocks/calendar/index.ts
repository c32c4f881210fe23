import { createElement } from 'react';
import { defineBlock } from '../types.ts';
import { CalendarBlock } from './Calendar.tsx';
import meta from './meta.ts';

/** Calendar block (type 26). */
export default defineBlock(meta, {
  render: ({ id, data }, ctx) => createElement(CalendarBlock, { id, data, ctx }),
});
