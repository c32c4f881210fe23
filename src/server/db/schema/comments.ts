import type { Generated } from 'kysely';
import type { Millis } from './columns.ts';

/** A comment on a blog post (migration 0006, docs/comments.md). */
export interface CommentsTable {
  id: Generated<number>;
  website_id: string;
  item_id: string;
  name: string;
  /** Trimmed and lowercased; '' when the commenter gave none. Never shown to visitors. */
  email: string;
  /** Plain text as typed (escaped wherever shown). */
  body: string;
  status: 'pending' | 'approved' | 'spam';
  visitor_id: string | null;
  user_agent: string | null;
  created_at: Millis;
}

/** The comments domain's tables by name. */
export interface CommentsTables {
  comments: CommentsTable;
}
