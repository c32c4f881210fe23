import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import type { PageAssets } from '../../page/context.ts';
import { PageType } from '../../shared/enums.ts';
import {
  CAPTCHA_CHALLENGE_PATH, FORM_KEY_PATH, NEWSLETTER_CONFIRM_PATH, NEWSLETTER_UNSUBSCRIBE_PATH, SAVE_SUBMISSION_PATH, SUBMISSION_BODY_LIMIT, SubmissionPayload,
} from '../../shared/forms/submission.ts';
import { t } from '../../shared/messages/index.ts';
import { parseVisitorRecord } from '../../shared/visitor-cookie.ts';
import { registerBodyParser } from '../analytics/body.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/schema.ts';
import { sendError } from '../http/errors.ts';
import type { MailWorker } from '../mail/worker.ts';
import type { SiteViews } from '../sites/site-views.ts';
import type { Tenant, TenantResolver } from '../sites/tenant.ts';
import { Captcha } from './captcha.ts';
import { FormsLimiter } from './limiter.ts';
import { confirmSubscription, findByLink, unsubscribe } from './newsletter.ts';
import { sendNewsletterPage } from './pages.tsx';
import { deleteExpiredTokens } from './repo.ts';
import { FormsService } from './service.ts';

/** What the forms routes are built from. */
export interface FormsRoutesOptions {
  db: Kysely<Database>;
  config: Pick<Config, 'sessionSecret' | 'formsIpPerMinute' | 'formsVisitorPerMinute'>;
  tenants: TenantResolver;
  /** The published sites (the newsletter pages wear the site's name and colours). */
  siteViews: SiteViews;
  assets: PageAssets;
  /** The outbox worker, or null when mail is off; woken after every commit that wrote mail. */
  worker: MailWorker | null;
}

/** The routes of SPEC §7 for forms (key, captcha challenge, submission) and the newsletter links. */
export async function formsRoutes(app: FastifyInstance, opts: FormsRoutesOptions): Promise<void> {
  const { db, tenants, siteViews, assets } = opts;
  const captcha = new Captcha(opts.config.sessionSecret);
  const limiter = new FormsLimiter({ ipPerMinute: opts.config.formsIpPerMinute, visitorPerMinute: opts.config.formsVisitorPerMinute });
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
    const tenant = await tenants.resolve(req.headers.host);
    if (!tenant) {
      sendError(reply, 'notFound');
      return null;
    }
    const visitor = visitorId(req);
    const wait = limiter.check(req.ip, tenant.websiteId, visitor);
    if (wait > 0) {
      sendError(reply.header('retry-after', String(wait)), 'rateLimited');
      return null;
    }
    return { tenant, visitor };
  };

  app.post(FORM_KEY_PATH, async (req, reply) => {
    const admitted = await admit(req, reply);
    if (!admitted) return reply;
    return reply.header('cache-control', 'no-store').send({ key: await service.issueKey(admitted.tenant.websiteId) });
  });

  app.get(CAPTCHA_CHALLENGE_PATH, async (req, reply) => {
    const admitted = await admit(req, reply);
    if (!admitted) return reply;
    return reply.header('cache-control', 'no-store').send(await captcha.challenge(admitted.tenant.websiteId));
  });

  app.post(SAVE_SUBMISSION_PATH, { bodyLimit: SUBMISSION_BODY_LIMIT }, async (req, reply) => {
    const admitted = await admit(req, reply);
    if (!admitted) return reply;
    const parsed = v.safeParse(SubmissionPayload, req.body ?? {});
    if (!parsed.success) return sendError(reply, 'badRequest', payloadErrors(parsed.issues));
    await service.submit(parsed.output, {
      ...admitted.tenant,
      origin: `${req.protocol}://${req.host}`,
      visitorId: admitted.visitor,
      userAgent: req.headers['user-agent'] ?? null,
      now: Date.now(),
    });
    return reply.header('cache-control', 'no-store').send({ status: 'ok' });
  });

  /** The site's look for a page, or null after answering 404 for an unknown host. */
  const siteOf = async (req: FastifyRequest) => {
    const tenant = await tenants.resolve(req.headers.host);
    if (!tenant) return null;
    const { website } = await siteViews.get(tenant.websiteId, tenant.version, `${req.protocol}://${req.host}`);
    return { websiteId: tenant.websiteId, look: { title: website.title, theme: website.theme } };
  };
  const invalidLink = (reply: FastifyReply, look: { title: string; theme: any }, pageType?: number) =>
    sendNewsletterPage(reply, assets, look, { heading: t('forms.newsletter.invalidLinkTitle'), text: t('forms.newsletter.invalidLinkText'), status: 404, pageType });

  app.get(NEWSLETTER_CONFIRM_PATH, async (req, reply) => {
    const site = await siteOf(req);
    if (!site) return sendError(reply, 'notFound');
    const now = Date.now();
    const ctx = { websiteId: site.websiteId, siteTitle: site.look.title, pagePath: '', pageTitle: '', now };
    const target = await db.transaction().execute((trx) => confirmSubscription(trx, site.websiteId, query(req, 'token'), ctx));
    if (!target) return invalidLink(reply, site.look);
    opts.worker?.wake();
    return sendNewsletterPage(reply, assets, site.look, { heading: t('forms.newsletter.confirmedTitle'), text: t('forms.newsletter.confirmedText', { form: target.formName || site.look.title }) });
  });

  // GET asks (mail scanners follow links; they must not unsubscribe anybody), POST does it.
  app.get(NEWSLETTER_UNSUBSCRIBE_PATH, async (req, reply) => {
    const site = await siteOf(req);
    if (!site) return sendError(reply, 'notFound');
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
        <form method="post" action={`${NEWSLETTER_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(String(token))}`}>
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
  app.post(NEWSLETTER_UNSUBSCRIBE_PATH, async (req, reply) => {
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
