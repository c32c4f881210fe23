import * as v from 'valibot';

/** Comments (block type 16): no settings; the thread is the post's own (docs/comments.md). */
export const CommentsData = v.object({});
