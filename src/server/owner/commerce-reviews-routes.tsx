import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { ReviewsView } from '../../page/owner/commerce/ReviewsView.tsx';
import { REVIEW_STATUSES } from '../../shared/reviews.ts';
import { t } from '../../shared/messages/index.ts';
import { Permission } from '../../shared/owner/permissions.ts';
import type { Database, ReviewStatus } from '../db/schema.ts';
import { decideReview, reviewCounts, reviewsByStatus } from '../reviews/index.ts';
import { sendOwnerPage } from './page.tsx';
import { requirePermission } from './permission.tsx';

/** Each action: the statuses it moves a review from, and to. */
const MOVES: Record<string, { from: readonly ReviewStatus[]; to: ReviewStatus; notice: 'approved' | 'rejected' }> = {
  approve: { from: ['pending', 'rejected'], to: 'approved', notice: 'approved' },
  reject: { from: ['pending', 'approved'], to: 'rejected', notice: 'rejected' },
};
const statusParam = (v: unknown): ReviewStatus => ((REVIEW_STATUSES as readonly unknown[]).includes(v) ? (v as ReviewStatus) : 'pending');

/**
 * The owner's product reviews (docs/commerce-reviews.md), behind `requirePermission(STORE)`, for
 * the website of the Host only:
 * - GET /config/commerce/resenas?status=pending|approved|rejected&notice=…: that list, newest first
 * - POST /config/commerce/resenas/:id/approve|reject (crumb, `from`): a guarded move, then 303 back
 *   with a notice; nothing moved (another click got there first, another site's id): 409, the page
 *   again with why. Approving, or taking an approved review away, drops the site's cached pages.
 */
export function ownerReviewsRoutes(app: FastifyInstance, { db }: { db: Kysely<Database> }): void {
  const guarded = { preHandler: requirePermission(Permission.STORE) };

  async function list(req: FastifyRequest, reply: FastifyReply, status: ReviewStatus, code = 200, extra: { notice?: string; error?: string } = {}) {
    const websiteId = req.owner!.websiteId;
    const [reviews, counts] = await Promise.all([reviewsByStatus(db, websiteId, status), reviewCounts(db, websiteId)]);
    const crumb = req.server.vitrina.owners.formCrumb(req, reply, websiteId);
    return sendOwnerPage(req, reply, { section: 'commerce', title: t('reviews.ownerTitle'), body: <ReviewsView data={{ status, counts, reviews, crumb, ...extra }} />, status: code });
  }

  app.get('/config/commerce/resenas', guarded, async (req, reply) => {
    const query = req.query as Record<string, unknown>;
    const notice = query.notice === 'approved' ? t('reviews.ownerApproved') : query.notice === 'rejected' ? t('reviews.ownerRejected') : undefined;
    return list(req, reply, statusParam(query.status), 200, { notice });
  });

  app.post('/config/commerce/resenas/:id/:action', guarded, async (req, reply) => {
    const websiteId = req.owner!.websiteId;
    const { id, action } = req.params as { id: string; action: string };
    const from = statusParam((req.body as Record<string, unknown> | undefined)?.from);
    reply.header('cache-control', 'no-store');
    const move = Object.hasOwn(MOVES, action) ? MOVES[action] : undefined;
    if (!move) return list(req, reply, from, 404, { error: t('reviews.ownerNothingChanged') });
    // /config is outside the /api/ crumb guard: the form carries the crumb as a field.
    if (req.server.vitrina.crumbs.refusal(req, websiteId)) return list(req, reply, from, 403, { error: t('reviews.ownerFormExpired') });
    if (!(await decideReview(db, websiteId, id, move.from, move.to, Date.now()))) return list(req, reply, from, 409, { error: t('reviews.ownerNothingChanged') });
    // The product page shows approved reviews: it, and any page caching it, must follow.
    req.server.vitrina.pagesChanged(websiteId);
    return reply.redirect(`/config/commerce/resenas?status=${from}&notice=${move.notice}`, 303);
  });
}
