import { createElement } from 'react';
import { defineBlock } from '../types.ts';
import meta from './meta.ts';

/** Spacer block (type 21): empty vertical space, hidden from assistive technology. */
export default defineBlock(meta, {
  render: ({ data }) => createElement('div', { className: 'spacer-block', 'aria-hidden': true, style: { height: `${data.height}rem` } }),
});
