/**
 * The comments domain (issue 14, docs/comments.md): visitors' comments on blog posts, their
 * moderation, and what post and blog pages show of them. Other domains import only this file.
 */
export { commentsRoutes, type CommentsRoutesOptions } from './routes.tsx';
export { approvedComments, approvedCounts, commentsByStatus, COMMENT_STATUSES, moderate, statusCounts, type CommentStatus } from './repo.ts';
export { seedComments } from './seed.ts';
