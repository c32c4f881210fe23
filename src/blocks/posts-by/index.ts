import { createElement } from 'react';
import { BlockType } from '../../shared/enums.ts';
import { defineBlock } from '../types.ts';
import { PostsByBlock } from './PostsBy.tsx';
import meta from './meta.ts';

/** Posts by author, tag, category or month (types 27–30). */
export default defineBlock(meta, {
  render: ({ id, type, data, span }, ctx) => createElement(PostsByBlock, { id, type: type ?? BlockType.POSTS_BY_TAG, data, span, ctx }),
});
