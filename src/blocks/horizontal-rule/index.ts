import { createElement } from 'react';
import { defineBlock } from '../types.ts';
import meta from './meta.ts';

/** Horizontal rule block (type 47): a thematic break. */
export default defineBlock(meta, {
  render: () => createElement('hr', { className: 'rule-block' }),
});
