import { createElement } from 'react';
import { defineBlock } from '../types.ts';
import meta from './meta.ts';
import { VideoBlock } from './Video.tsx';

/** Video block (type 32). */
export default defineBlock(meta, {
  render: ({ data, span }, ctx) => createElement(VideoBlock, { data, span, ctx }),
});
