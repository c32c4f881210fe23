import { createElement } from 'react';
import { CommentsThread } from '../../ui/Comments.tsx';
import { defineBlock } from '../types.ts';
import meta from './meta.ts';

/**
 * Comments block (type 16): on a blog post with native comments on, the post's approved comments
 * and the form (the post page then leaves out its own copy); elsewhere nothing (docs/comments.md).
 */
export default defineBlock(meta, {
  render: (_block, ctx) => (ctx.comments ? createElement(CommentsThread, { itemId: ctx.comments.itemId, comments: ctx.comments.thread, captcha: ctx.comments.captcha, timeZone: ctx.site.timeZone }) : null),
});
