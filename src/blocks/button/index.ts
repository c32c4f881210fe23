import { createElement } from 'react';
import { defineBlock } from '../types.ts';
import { ButtonBlock } from './Button.tsx';
import meta from './meta.ts';

/** Button block (type 53). */
export default defineBlock(meta, {
  render: ({ id, data }) => createElement(ButtonBlock, { id, data }),
});
