import type { Insertable, Kysely } from 'kysely';
import type { ModeratedComment, ModerationStatus, PublicComment } from '../../shared/contracts/comments.ts';
import type { CommentsTable, Database } from '../db/schema.ts';

/** A comment's moderation state (the column's values). */
export type CommentStatus = ModerationStatus;
export const COMMENT_STATUSES: readonly CommentStatus[] = ['pending', 'approved', 'spam'];

/** Approved comments a post page shows at most (oldest first). */
export const THREAD_LIMIT = 500;

/** Stores a comment; resolves to its id. */
export async function insertComment(db: Kysely<Database>, row: Insertable<CommentsTable>): Promise<string> {
  const { id } = await db.insertInto('comments').values(row).returning('id').executeTakeFirstOrThrow();
  return String(id);
}

/** The approved comments of one post, oldest first: what its page shows. */
export async function approvedComments(db: Kysely<Database>, websiteId: string, itemId: string): Promise<PublicComment[]> {
  const rows = await db
    .selectFrom('comments')
    .select(['id', 'name', 'body', 'created_at'])
    .where('website_id', '=', websiteId)
    .where('item_id', '=', itemId)
    .where('status', '=', 'approved')
    .orderBy('created_at')
    .orderBy('id')
    .limit(THREAD_LIMIT)
    .execute();
  return rows.map((r) => ({ id: String(r.id), name: r.name, text: r.body, createdAt: new Date(Number(r.created_at)).toISOString() }));
}

/** The number of approved comments of each of `itemIds` (absent: none). */
export async function approvedCounts(db: Kysely<Database>, websiteId: string, itemIds: readonly string[]): Promise<Record<string, number>> {
  if (itemIds.length === 0) return {};
  const rows = await db
    .selectFrom('comments')
    .select(['item_id', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('website_id', '=', websiteId)
    .where('item_id', 'in', [...itemIds])
    .where('status', '=', 'approved')
    .groupBy('item_id')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.item_id, Number(r.n)]));
}

/** The comments of one status, newest first, with their post's title and path (null when the post is gone). */
export async function commentsByStatus(db: Kysely<Database>, websiteId: string, status: CommentStatus, limit = 200): Promise<ModeratedComment[]> {
  const rows = await db
    .selectFrom('comments')
    .leftJoin('items', (j) => j.onRef('items.id', '=', 'comments.item_id').onRef('items.website_id', '=', 'comments.website_id'))
    .leftJoin('collections', (j) => j.onRef('collections.id', '=', 'items.collection_id').onRef('collections.website_id', '=', 'items.website_id'))
    .select(['comments.id', 'comments.item_id', 'comments.name', 'comments.email', 'comments.body', 'comments.created_at', 'items.title', 'items.url_id as itemUrl', 'collections.url_id as collectionUrl'])
    .where('comments.website_id', '=', websiteId)
    .where('comments.status', '=', status)
    .orderBy('comments.created_at', 'desc')
    .orderBy('comments.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: String(r.id),
    itemId: r.item_id,
    postTitle: r.title ?? null,
    postPath: r.itemUrl && r.collectionUrl ? `/${r.collectionUrl}/${r.itemUrl}` : null,
    name: r.name,
    email: r.email,
    text: r.body,
    createdAt: Number(r.created_at),
  }));
}

/** The number of comments of each status. */
export async function statusCounts(db: Kysely<Database>, websiteId: string): Promise<Record<CommentStatus, number>> {
  const rows = await db
    .selectFrom('comments')
    .select(['status', (eb) => eb.fn.countAll<number | string>().as('n')])
    .where('website_id', '=', websiteId)
    .groupBy('status')
    .execute();
  const counts: Record<CommentStatus, number> = { pending: 0, approved: 0, spam: 0 };
  for (const r of rows) if (r.status in counts) counts[r.status] = Number(r.n);
  return counts;
}

/**
 * Moves a comment of `websiteId` to `status`, or deletes it (`null`). Resolves to the status it had,
 * or undefined when there is no such comment on this website (another site's id changes nothing).
 */
export async function moderate(db: Kysely<Database>, websiteId: string, id: string, status: CommentStatus | null): Promise<CommentStatus | undefined> {
  if (!/^\d{1,15}$/.test(id)) return undefined;
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('comments').select('status').where('website_id', '=', websiteId).where('id', '=', Number(id)).executeTakeFirst();
    if (!row) return undefined;
    if (status === null) await trx.deleteFrom('comments').where('website_id', '=', websiteId).where('id', '=', Number(id)).execute();
    else await trx.updateTable('comments').set({ status }).where('website_id', '=', websiteId).where('id', '=', Number(id)).execute();
    return row.status;
  });
}
