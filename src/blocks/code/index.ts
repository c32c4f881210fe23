import { createElement } from 'react';
import { defineBlock } from '../types.ts';
import { CodeBlock } from './Code.tsx';
import meta from './meta.ts';

/** Code block (type 23). */
export default defineBlock(meta, {
  render: ({ id, data }, ctx) => createElement(CodeBlock, { id, data, ctx }),
});
