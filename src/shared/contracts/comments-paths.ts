/** The path of the comment call (issue 14, docs/comments.md), as a plain string; the call is in comments.ts. */

/** POST. A comment on a blog post → `{ status: 'ok', state }` (JSON) or 303 back to the post (form-encoded), or a §8 error. */
export const SAVE_COMMENT_PATH = '/api/comments/SaveComment';
