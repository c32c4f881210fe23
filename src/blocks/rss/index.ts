import { createElement } from 'react';
import { defineBlock } from '../types.ts';
import { RssBlock } from './Rss.tsx';
import meta from './meta.ts';

/** RSS link block (type 49). */
export default defineBlock(meta, {
  render: ({ data }, ctx) => createElement(RssBlock, { data, ctx }),
});
