import { createElement } from 'react';
import { defineBlock } from '../types.ts';
import meta from './meta.ts';
import { SocialLinksBlock } from './SocialLinks.tsx';

/** Social links (types 19, 48, 54) and share buttons. */
export default defineBlock(meta, {
  render: ({ data }, ctx) => createElement(SocialLinksBlock, { data, current: ctx.current }),
});
