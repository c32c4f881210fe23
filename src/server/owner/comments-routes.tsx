import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { CommentsView } from '../../page/owner/comments/CommentsView.tsx';
import { t } from '../../shared/messages/index.ts';
import { commentsByStatus, COMMENT_STATUSES, moderate, statusCounts, type CommentStatus } from '../comments/index.ts';
import type { Database } from '../db/schema.ts';
import { Permission } from '../../shared/owner/permissions.ts';
import { requirePermission } from './permission.tsx';
import { sendOwnerPage } from './page.tsx';

const ACTIONS: Record<string, CommentStatus | null> = { approve: 'approved', spam: 'spam', delete: null };

/**
 * The owner's comments (docs/comments.md), behind `requirePermission(COMMENTS)`, for the website of the Host:
 * - GET /config/comments?status=pending|approved|spam: that list, newest first
 * - POST /config/comments/:id/approve|spam|delete (a form with the crumb): then 303 back.
 * A comment of another site is left alone (the update names the signed-in owner's website).
 * Approving, or taking an approved comment away, drops the site's cached pages, so visitors see it.
 */
export function ownerCommentsRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }): void {
  const guarded = { preHandler: requirePermission(Permission.COMMENTS) };

  app.get('/config/comments', guarded, async (req, reply) => {
    const owner = req.owner!;
    const status = statusParam((req.query as Record<string, unknown>).status);
    const [comments, counts, site] = await Promise.all([commentsByStatus(db, owner.websiteId, status), statusCounts(db, owner.websiteId), req.server.vitrina.owners.site(owner)]);
    const crumb = req.server.vitrina.owners.formCrumb(req, reply, owner.websiteId);
    const data = { status, counts, comments, crumb, enabled: site.settings.commentsEnabled };
    return sendOwnerPage(req, reply, { section: 'comments', title: t('comments.ownerTitle'), body: <CommentsView data={data} /> });
  });

  app.post('/config/comments/:id/:action', guarded, async (req, reply) => {
    const owner = req.owner!;
    const { id, action } = req.params as { id: string; action: string };
    const from = statusParam((req.body as Record<string, unknown> | undefined)?.from);
    const back = `/config/comments?status=${from}`;
    reply.header('cache-control', 'no-store');
    // /config is outside the /api/ crumb guard: the form carries the crumb as a field.
    if (!Object.hasOwn(ACTIONS, action) || req.server.vitrina.crumbs.refusal(req, owner.websiteId)) return reply.redirect(back, 303);
    const target = ACTIONS[action];
    const was = await moderate(db, owner.websiteId, id, target);
    if (was === 'approved' || target === 'approved') req.server.vitrina.pagesChanged(owner.websiteId);
    return reply.redirect(back, 303);
  });
}

function statusParam(value: unknown): CommentStatus {
  return COMMENT_STATUSES.includes(value as CommentStatus) ? (value as CommentStatus) : 'pending';
}
