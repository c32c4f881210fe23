import { createElement } from 'react';
import { defineBlock } from '../types.ts';
import { FolderBlock } from './Folder.tsx';
import meta from './meta.ts';

/** Folder block (type 17). */
export default defineBlock(meta, {
  render: ({ data }, ctx) => createElement(FolderBlock, { data, ctx }),
});
