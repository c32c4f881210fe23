import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import type { PageAssets } from '../../page/context.ts';
import { renderStandaloneError } from '../../page/render.tsx';
import { PageType } from '../../shared/enums.ts';
import { captchaCalls } from '../../shared/contracts/captcha.ts';
import { formsCalls, SUBMISSION_BODY_LIMIT, type FormKeyAnswer, type SubmissionAnswer } from '../../shared/contracts/forms.ts';
import { newsletterCalls } from '../../shared/contracts/newsletter.ts';
import { t } from '../../shared/messages/index.ts';
import { parseVisitorRecord } from '../../shared/visitor-cookie.ts';
import { registerBodyParser } from '../http/body.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/schema.ts';
import { sendError } from '../http/errors.ts';
import type { MailWorker } from '../mail/index.ts';
import type { SiteViews, Tenant } from '../sites/index.ts';
import { Captcha } from './captcha.ts';
import { RateLimiter } from '../http/rate-limit.ts';
import { confirmSubscription, findByLink, unsubscribe } from './newsletter.ts';
import { sendNewsletterPage } from './pages.tsx';
import { deleteExpiredTokens } from './repo.ts';
import { FormsService } from './service.ts';
import type { LimitStore } from '../http/limit-store.ts';

/** What the forms routes are built from. */
export interface FormsRoutesOptions {
  /** Where the rate limits count (memory by default; Redis when REDIS_URL is set: src/server/http/shared-limits.ts). */
  limitStore?: LimitStore;
  db: Kysely<Database>;
  config: Pick<Config, 'sessionSecret' | 'formsIpPerMinute' | 'formsVisitorPerMinute'>;
  /** The published sites (their address and name for the mails, their look for the newsletter pages). */
  siteViews: SiteViews;
  assets: PageAssets;
  /** The outbox worker, or null when mail is off; woken after every commit that wrote mail. */
  worker: MailWorker | null;
}

/** The routes of SPEC §7 for forms (key, captcha challenge, submission) and the newsletter links. */
export async function formsRoutes(app: FastifyInstance, opts: FormsRoutesOptions): Promise<void> {
  const { db, siteViews, assets } = opts;
  const captcha = new Captcha(opts.config.sessionSecret);
  const limiter = new RateLimiter('forms', { ipPerMinute: opts.config.formsIpPerMinute, visitorPerMinute: opts.config.formsVisitorPerMinute }, opts.limitStore);
  const service = new FormsService(db, captcha, () => opts.worker?.wake());
  // Expired keys and captcha solutions go every hour (they are refused anyway once expired).
  const cleanup = setInterval(() => deleteExpiredTokens(db, Date.now()).catch((err) => app.log.error({ err }, 'form key clean-up failed')), 3_600_000);
  cleanup.unref();
  app.addHook('onClose', async () => clearInterval(cleanup));

  // JSON, form-encoded and text/plain bodies, strings made safe for both databases, at most 256 KB (413 beyond).
  registerBodyParser(app, SUBMISSION_BODY_LIMIT);

  app.addHook('onClose', async () => service.writer.idle());

  /** The website and visitor of the request, within its allowance: null after answering 404 or 429. */
  const admit = async (req: FastifyRequest, reply: FastifyReply): Promise<{ tenant: Tenant; visitor: string | null } | null> => {
    const tenant = req.site;
    if (!tenant) {
      sendError(reply, 'notFound');
      return null;
    }
    const visitor = visitorId(req);
    const wait = await limiter.check(req.ip, tenant.websiteId, visitor);
    if (wait > 0) {
      sendError(reply.header('retry-after', String(wait)), 'rateLimited');
      return null;
    }
    return { tenant, visitor };
  };

  const { formSubmissionKey, saveFormSubmission } = formsCalls;
  app.post(formSubmissionKey.path, async (req, reply) => {
    const admitted = await admit(req, reply);
    if (!admitted) return reply;
    const answer: FormKeyAnswer = { key: await service.issueKey(admitted.tenant.websiteId) };
    return reply.header('cache-control', 'no-store').send(answer);
  });

  app.get(captchaCalls.captchaChallenge.path, async (req, reply) => {
    const admitted = await admit(req, reply);
    if (!admitted) return reply;
    return reply.header('cache-control', 'no-store').send(await captcha.challenge(admitted.tenant.websiteId));
  });

  app.post(saveFormSubmission.path, { bodyLimit: SUBMISSION_BODY_LIMIT }, async (req, reply) => {
    const admitted = await admit(req, reply);
    if (!admitted) return reply;
    const parsed = v.safeParse(saveFormSubmission.request, req.body ?? {});
    if (!parsed.success) return sendError(reply, 'badRequest', payloadErrors(parsed.issues));
    await service.submit(parsed.output, {
      ...admitted.tenant,
      // The site's own address, never the request's Host or X-Forwarded-Host (issue 10, defect 3).
      origin: (await siteViews.get(admitted.tenant)).baseUrl,
      visitorId: admitted.visitor,
      userAgent: req.headers['user-agent'] ?? null,
      now: Date.now(),
    });
    const answer: SubmissionAnswer = { status: 'ok' };
    return reply.header('cache-control', 'no-store').send(answer);
  });

  /** The site's look for a page, or null after answering 404 for an unknown host. */
  const siteOf = async (req: FastifyRequest) => {
    const tenant = req.site;
    if (!tenant) return null;
    const { website } = await siteViews.get(tenant);
    return { websiteId: tenant.websiteId, look: { title: website.title, theme: website.theme } };
  };
  const invalidLink = (reply: FastifyReply, look: { title: string; theme: any }, pageType?: number) =>
    sendNewsletterPage(reply, assets, look, { heading: t('forms.newsletter.invalidLinkTitle'), text: t('forms.newsletter.invalidLinkText'), status: 404, pageType });

  // A visitor following a newsletter link on an address no site answers gets the HTML page of
  // an unknown site, as any page request does, never the API's JSON.
  const unknownSitePage = renderStandaloneError('not-found-site', assets);
  const unknownSite = (reply: FastifyReply) => reply.code(404).type('text/html; charset=utf-8').send(unknownSitePage);

  app.get(newsletterCalls.confirm.path, async (req, reply) => {
    const site = await siteOf(req);
    if (!site) return unknownSite(reply);
    const now = Date.now();
    const ctx = { websiteId: site.websiteId, siteTitle: site.look.title, pagePath: '', pageTitle: '', now };
    const target = await db.transaction().execute((trx) => confirmSubscription(trx, site.websiteId, query(req, 'token'), ctx));
    if (!target) return invalidLink(reply, site.look);
    opts.worker?.wake();
    return sendNewsletterPage(reply, assets, site.look, { heading: t('forms.newsletter.confirmedTitle'), text: t('forms.newsletter.confirmedText', { form: target.formName || site.look.title }) });
  });

  // GET asks (mail scanners follow links; they must not unsubscribe anybody), POST does it.
  app.get(newsletterCalls.unsubscribePage.path, async (req, reply) => {
    const site = await siteOf(req);
    if (!site) return unknownSite(reply);
    const token = query(req, 'token');
    const target = await findByLink(db, site.websiteId, 'unsubscribe', token);
    if (!target) return invalidLink(reply, site.look, PageType.NEWSLETTER_UNSUBSCRIBE);
    const form = target.formName || site.look.title;
    if (target.status === 'unsubscribed') {
      return sendNewsletterPage(reply, assets, site.look, { heading: t('forms.newsletter.unsubscribedTitle'), text: t('forms.newsletter.unsubscribedText', { form, email: target.email }), pageType: PageType.NEWSLETTER_UNSUBSCRIBE });
    }
    return sendNewsletterPage(reply, assets, site.look, {
      heading: t('forms.newsletter.unsubscribeTitle'),
      text: t('forms.newsletter.unsubscribeText', { form, email: target.email }),
      pageType: PageType.NEWSLETTER_UNSUBSCRIBE,
      children: (
        <form method="post" action={`${newsletterCalls.unsubscribe.path}?token=${encodeURIComponent(String(token))}`}>
          <p>
            <button type="submit" className="btn btn--primary btn--medium">
              {t('forms.newsletter.unsubscribeButton')}
            </button>
          </p>
        </form>
      ),
    });
  });

  // Also the one-click unsubscribe of RFC 8058 (a POST to the link, body List-Unsubscribe=One-Click).
  app.post(newsletterCalls.unsubscribe.path, async (req, reply) => {
    const site = await siteOf(req);
    if (!site) return sendError(reply, 'notFound');
    const target = await unsubscribe(db, site.websiteId, query(req, 'token'), Date.now());
    if (!target) return invalidLink(reply, site.look, PageType.NEWSLETTER_UNSUBSCRIBE);
    const form = target.formName || site.look.title;
    return sendNewsletterPage(reply, assets, site.look, { heading: t('forms.newsletter.unsubscribedTitle'), text: t('forms.newsletter.unsubscribedText', { form, email: target.email }), pageType: PageType.NEWSLETTER_UNSUBSCRIBE });
  });
}

/** The visitor id of the ss_cvr cookie, or null. */
function visitorId(req: FastifyRequest): string | null {
  return parseVisitorRecord(req.cookies?.ss_cvr)?.id ?? null;
}

/** A query parameter, when it is a single string. */
function query(req: FastifyRequest, name: string): string | undefined {
  const value = (req.query as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value : undefined;
}

/** A payload problem per payload field, in es-419. */
function payloadErrors(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[v.getDotPath(issue) ?? 'body'] ??= t('validation.invalidValue');
  return errors;
}
