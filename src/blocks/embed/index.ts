import { createElement } from 'react';
import { defineBlock } from '../types.ts';
import { EmbedBlock } from './Embed.tsx';
import meta from './meta.ts';

/** Embed block (type 22). */
export default defineBlock(meta, {
  render: ({ data, span }, ctx) => createElement(EmbedBlock, { data, span, ctx }),
});
