/**
 * The comment call (issue 14, docs/comments.md): a visitor's comment on a blog post. Pure; the
 * post page's plain form (form-encoded) and any script (JSON) send this payload, the route parses
 * it with the same schema.
 */
import * as v from 'valibot';
import { Id } from '../id.ts';
import { contract } from './contract.ts';
import { SAVE_COMMENT_PATH } from './comments-paths.ts';

export * from './comments-paths.ts';

/** Largest SaveComment body in bytes (a larger one is answered 413). */
export const COMMENT_BODY_LIMIT = 32 * 1024;
/** Longest name, email and comment text, in characters. */
export const COMMENT_LIMITS = { name: 100, email: 254, text: 5000 } as const;
/** The off-screen field robots fill and people leave empty (the forms domain's honeypot name). */
export const COMMENT_HONEYPOT = 'company_website';

const trimmed = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max));

/** The SaveComment payload (JSON or form-encoded). */
export const CommentPayload = v.object({
  itemId: Id,
  name: v.pipe(trimmed(COMMENT_LIMITS.name), v.minLength(1)),
  email: v.optional(v.union([v.literal(''), v.pipe(trimmed(COMMENT_LIMITS.email), v.email(), v.toLowerCase())]), ''),
  text: v.pipe(trimmed(COMMENT_LIMITS.text), v.minLength(1)),
  captchaKey: v.optional(v.pipe(v.string(), v.maxLength(10_000))),
  [COMMENT_HONEYPOT]: v.optional(v.pipe(v.string(), v.maxLength(1000)), ''),
  crumb: v.optional(v.pipe(v.string(), v.maxLength(500))),
});
export type CommentPayload = v.InferOutput<typeof CommentPayload>;

/** The answer of a successful SaveComment (JSON): shown at once (a trusted commenter) or waiting for the owner. */
export const CommentAnswer = v.object({ status: v.literal('ok'), state: v.picklist(['pending', 'approved']) });
export type CommentAnswer = v.InferOutput<typeof CommentAnswer>;

/** An approved comment as a post page shows it (no email, no visitor id). */
export interface PublicComment {
  id: string;
  name: string;
  text: string;
  /** ISO date and time in UTC. */
  createdAt: string;
}

/** A comment's moderation state. */
export type ModerationStatus = 'pending' | 'approved' | 'spam';

/** A comment as the owner's moderation page lists it (the comments domain reads it, the page shows it). */
export interface ModeratedComment {
  id: string;
  itemId: string;
  /** The post's title and path, null when the post is gone. */
  postTitle: string | null;
  postPath: string | null;
  name: string;
  /** '' when none was given. */
  email: string;
  text: string;
  /** Milliseconds since the epoch. */
  createdAt: number;
}

/** The comment call (the crumb sent along, as a header or a form field). */
export const commentsCalls = {
  saveComment: contract('POST', SAVE_COMMENT_PATH, { request: CommentPayload, answer: CommentAnswer }),
};
