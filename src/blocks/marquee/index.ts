import { createElement } from 'react';
import { defineBlock } from '../types.ts';
import { MarqueeBlock } from './Marquee.tsx';
import meta from './meta.ts';

/** Marquee block (type 70). */
export default defineBlock(meta, {
  render: ({ id, data }) => createElement(MarqueeBlock, { id, data }),
});
