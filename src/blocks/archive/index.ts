import { createElement } from 'react';
import { defineBlock } from '../types.ts';
import { ArchiveBlock } from './Archive.tsx';
import meta from './meta.ts';

/** Archive block (type 61). */
export default defineBlock(meta, {
  render: ({ id, data }, ctx) => createElement(ArchiveBlock, { id, data, ctx }),
});
