import { createElement } from 'react';
import { defineBlock } from '../types.ts';
import { MessageLinkBlock } from './MessageLink.tsx';
import meta from './meta.ts';

/** In-browser message link block (type 58). */
export default defineBlock(meta, {
  render: ({ data }) => createElement(MessageLinkBlock, { data }),
});
