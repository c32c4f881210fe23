import { createElement } from 'react';
import { defineBlock } from '../types.ts';
import { MarkdownBlock } from './Markdown.tsx';
import meta from './meta.ts';

/** Markdown block (type 44). */
export default defineBlock(meta, {
  render: ({ data }) => createElement(MarkdownBlock, { data }),
});
