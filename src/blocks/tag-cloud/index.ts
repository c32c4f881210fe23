import { createElement } from 'react';
import { defineBlock } from '../types.ts';
import { TagCloudBlock } from './TagCloud.tsx';
import meta from './meta.ts';

/** Tag cloud block (type 14). */
export default defineBlock(meta, {
  render: ({ id, data }, ctx) => createElement(TagCloudBlock, { id, data, ctx }),
});
