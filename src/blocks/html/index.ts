import { createElement } from 'react';
import { defineBlock } from '../types.ts';
import { HtmlBlock } from './Html.tsx';
import meta from './meta.ts';

/** Rich text block (type 2). */
export default defineBlock(meta, {
  render: ({ id, data }, ctx) => createElement(HtmlBlock, { id, data, ctx }),
});
