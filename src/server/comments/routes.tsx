import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import { COMMENT_BODY_LIMIT, COMMENT_HONEYPOT, commentsCalls, type CommentAnswer } from '../../shared/contracts/comments.ts';
import type { PageAssets } from '../../page/context.ts';
import { renderMessageDocument } from '../../page/render-document.tsx';
import { PageType } from '../../shared/enums.ts';
import { VitrinaError, type ErrorCode } from '../../shared/errors.ts';
import { t } from '../../shared/messages/index.ts';
import { parseVisitorRecord } from '../../shared/visitor-cookie.ts';
import type { Database } from '../db/schema.ts';
import { registerBodyParser } from '../http/body.ts';
import { enqueueMails, type MailWorker } from '../mail/index.ts';
import { sendError } from '../http/errors.ts';
import { fromAnotherSite } from '../http/origin.ts';
import { RateLimiter } from '../http/rate-limit.ts';
import { Captcha, useCaptchaSolutions } from '../forms/index.ts';
import { commentablePost, type SiteViews } from '../sites/index.ts';
import { newCommentMails } from './mail.tsx';
import { insertComment } from './repo.ts';
import { mayRole, Permission } from '../../shared/owner/permissions.ts';
import type { LimitStore } from '../http/limit-store.ts';

/** Comments a client address may send per minute, and a visitor of a site (docs/comments.md). */
export const COMMENTS_IP_PER_MINUTE = 10;
export const COMMENTS_VISITOR_PER_MINUTE = 5;

/** What the comment route is built from. */
export interface CommentsRoutesOptions {
  /** Where the rate limits count (memory by default; Redis when REDIS_URL is set: src/server/http/shared-limits.ts). */
  limitStore?: LimitStore;
  db: Kysely<Database>;
  sessionSecret: string;
  siteViews: SiteViews;
  /** The built assets, for the error page a plain form post gets. */
  assets: PageAssets;
  /** Limits per minute (tests lower them); the defaults above otherwise. */
  limits?: { ipPerMinute: number; visitorPerMinute: number };
  /** The outbox worker, or null when mail is off: woken after a comment that queued the owners' mail. */
  worker?: MailWorker | null;
}

/**
 * POST /api/comments/SaveComment (docs/comments.md): a visitor's comment on a published blog post
 * of the request's website. Checks, in order: the site (404 when unknown, comments off or handed
 * to Disqus), the origin (403 from another site), the rate limits (429), the payload (400), the
 * post (404), the honeypot (kept as spam, answered like a success), the captcha when the site asks
 * for one (400 captchaRequired). Stored pending, or approved when the commenter is trusted (the
 * site's owner signed in, sending from the site itself); a pending comment queues a mail to each
 * of the site's owners in the same transaction. A form-encoded post is answered 303 back
 * to the post; JSON gets `{ status: 'ok', state }`.
 */
export async function commentsRoutes(app: FastifyInstance, opts: CommentsRoutesOptions): Promise<void> {
  const { db, siteViews } = opts;
  const captcha = new Captcha(opts.sessionSecret);
  const limiter = new RateLimiter('comments', opts.limits ?? { ipPerMinute: COMMENTS_IP_PER_MINUTE, visitorPerMinute: COMMENTS_VISITOR_PER_MINUTE }, opts.limitStore);
  registerBodyParser(app, COMMENT_BODY_LIMIT);

  // The crumb is checked here rather than by the /api/ guard: the post page's plain form is in
  // cached HTML, which cannot hold a visitor's crumb. Cross-site posts are refused all the same.
  app.post(commentsCalls.saveComment.path, { bodyLimit: COMMENT_BODY_LIMIT, config: { crumb: false } }, async (req, reply) => {
    const tenant = req.site;
    if (!tenant) return sendError(reply, 'notFound');
    const site = await siteViews.get(tenant);
    const { settings } = site;
    let back = '/';
    /** A refusal: §8 JSON, or for a browser's plain form post the same status as a page of the site with a way back. */
    const fail = (code: ErrorCode, errors?: Record<string, string>) => {
      if (!wantsPage(req)) return sendError(reply, code, errors);
      const error = new VitrinaError(code, { errors });
      const html = renderMessageDocument(
        { siteName: site.website.title, theme: site.website.theme, heading: t('comments.errorTitle'), text: error.toJSON().error, code: String(error.status), action: false, bodyClass: `page-type-${PageType.PAGE}`, children: <BackLink href={back} /> },
        opts.assets,
      );
      return reply.code(error.status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'private, no-store').send(html);
    };
    if (!settings.commentsEnabled || settings.disqusShortname) return fail('notFound');
    if (fromAnotherSite(req)) return sendError(reply, 'crumbFail');
    const visitorId = parseVisitorRecord(req.cookies?.ss_cvr)?.id ?? null;
    const wait = await limiter.check(req.ip, tenant.websiteId, visitorId);
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      return fail('rateLimited');
    }

    const itemId = (req.body as Record<string, unknown> | undefined)?.itemId;
    const post = typeof itemId === 'string' && /^[0-9a-f]{24}$/.test(itemId) ? await commentablePost(db, tenant.websiteId, itemId) : undefined;
    if (post) back = `${encodeURI(post.path)}#comments`;
    const parsed = v.safeParse(commentsCalls.saveComment.request, req.body ?? {});
    if (!parsed.success) return fail('badRequest', payloadErrors(parsed.issues));
    const payload = parsed.output;
    if (!post) return fail('notFound');

    const spam = payload[COMMENT_HONEYPOT] !== '';
    if (!spam && settings.commentsCaptcha) {
      const check = await captcha.verify(tenant.websiteId, payload.captchaKey);
      if (!check.ok) return fail('captchaRequired');
      const fresh = await useCaptchaSolutions(db, [{ id: check.solutionId, websiteId: tenant.websiteId, expiresAt: check.expiresAt }]);
      if (!fresh.has(check.solutionId)) return fail('captchaRequired');
    }

    const trusted = !spam && (await isTrusted(req, tenant.websiteId));
    const status = spam ? 'spam' : trusted ? 'approved' : 'pending';
    // A comment waiting for moderation is mailed to the site's owners, in the same transaction.
    const owners = status === 'pending' ? await app.vitrina.owners.service.listOwners(tenant.websiteId) : [];
    const mails = newCommentMails(
      // Only those who may moderate (src/shared/owner/permissions.ts) are told.
      owners.filter((o) => mayRole(o.role, Permission.COMMENTS)).map((o) => o.email),
      { websiteId: tenant.websiteId, siteTitle: site.website.title, origin: site.baseUrl, postTitle: post.title, postPath: post.path, name: payload.name, email: payload.email, text: payload.text },
    );
    const id = await db.transaction().execute(async (trx) => {
      const commentId = await insertComment(trx, {
        website_id: tenant.websiteId,
        item_id: payload.itemId,
        name: payload.name,
        email: payload.email,
        body: payload.text,
        status,
        visitor_id: visitorId,
        user_agent: req.headers['user-agent']?.slice(0, 500) ?? null,
        created_at: Date.now(),
      });
      if (mails.length) await enqueueMails(trx, mails);
      return commentId;
    });
    if (mails.length) opts.worker?.wake();
    // The post's cached pages (and the blog's counts) change with an approved comment.
    if (status === 'approved') app.vitrina.pagesChanged(tenant.websiteId);

    reply.header('cache-control', 'no-store');
    if (isFormPost(req)) return reply.redirect(`${encodeURI(post.path)}#${status === 'approved' ? `comment-${id}` : 'comment-sent'}`, 303);
    const answer: CommentAnswer = { status: 'ok', state: status === 'approved' ? 'approved' : 'pending' };
    return reply.send(answer);
  });
}

/** The way back from the error page: to the post's comments, or the site's home. */
function BackLink({ href }: { href: string }) {
  return (
    <p>
      <a className="btn btn--primary btn--medium" href={href}>
        {t('comments.errorBack')}
      </a>
    </p>
  );
}

/** A browser's plain form post (it asks for a page): its refusals are pages, not JSON. */
function wantsPage(req: FastifyRequest): boolean {
  return isFormPost(req) && (req.headers.accept ?? '').includes('text/html');
}

/**
 * Trusted commenters skip moderation: an account of this website whose role holds
 * TRUSTED_COMMENTER (src/shared/owner/permissions.ts), signed in, posting from the site
 * itself (a valid crumb, or a browser's `Sec-Fetch-Site: same-origin`), so no other site can make
 * an owner's browser publish a comment. Docs/comments.md says why an email alone is not enough.
 */
async function isTrusted(req: FastifyRequest, websiteId: string): Promise<boolean> {
  const { owners, crumbs } = req.server.vitrina;
  const fromSite = req.headers['sec-fetch-site'] === 'same-origin' || crumbs.refusal(req, websiteId) === null;
  if (!fromSite) return false;
  const owner = await owners.fromRequest(req);
  return owner !== null && mayRole(owner.role, Permission.TRUSTED_COMMENTER);
}

/** A form-encoded post (the page's plain form): answered with a redirect back to the post. */
function isFormPost(req: FastifyRequest): boolean {
  return (req.headers['content-type'] ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded');
}

/** A payload problem per payload field, in es-419. */
function payloadErrors(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[v.getDotPath(issue) ?? 'body'] ??= t('validation.invalidValue');
  return errors;
}
