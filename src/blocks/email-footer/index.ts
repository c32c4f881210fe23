import { createElement } from 'react';
import { defineBlock } from '../types.ts';
import { EmailFooterBlock } from './EmailFooter.tsx';
import meta from './meta.ts';

/** Email footer block (type 57). */
export default defineBlock(meta, {
  render: ({ data }) => createElement(EmailFooterBlock, { data }),
});
