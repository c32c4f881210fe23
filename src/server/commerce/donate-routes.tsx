/**
 * Donations, the visitor's pages (issue 17, docs/commerce-donations.md):
 * - GET /checkout/donate?donatePageId=… (§2 type 203): the cause and its form; an unknown page → 404 page
 * - POST /checkout/donate: crumb, the form's idempotency key, the amount (a suggested one or
 *   «Otra cantidad» within the page's limits, checked here), name, email, anonymous, message and
 *   the card → 303 to the donation's page, or the form again with its errors (400; 403 without a
 *   valid crumb; 409 for a key used with other answers; 429 past the limits). Giving is the donate
 *   flow's (handed in as `donations`); its sweeper of pending donations runs here.
 * - GET /commerce/donacion/:id?t=… (§2 type 204): the donation, only with its secret token.
 * Site paths in the site's chrome, `private, no-store`, `noindex`; they work without script.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ReactNode } from 'react';
import type { DonationPage, StoreSettings } from '../../model/index.ts';
import { storeSettings } from '../../model/store.ts';
import type { PageAssets, SiteView } from '../../page/context.ts';
import { renderPage, renderStandaloneError } from '../../page/render.tsx';
import { PageType } from '../../shared/enums.ts';
import { isMessageKey, t } from '../../shared/messages/index.ts';
import { formatMoney } from '../../shared/money.ts';
import type { Database } from '../db/schema.ts';
import { registerBodyParser } from '../http/body.ts';
import type { Crumbs } from '../http/crumb.ts';
import { RateLimiter, type RateLimits } from '../http/rate-limit.ts';
import { pagePolicy } from '../http/security.ts';
import { siteLocked, visitorAccess, type AccessSource, type SiteViews, type Tenant } from '../sites/index.ts';
import { readPayment } from './checkout-routes.tsx';
import { DonateBody, DonationBody, donationHeading, parseAmount, type DonateField, type DonateInputView, type DonateView } from './donate-page.tsx';
import { DONATE_PATH, DONATION_PATH, donationById, donationByKey, donationFingerprint, donationPath, donationToken, findDonationPage, type DonationPlacer, type DonationRow } from './donations.ts';
import { tokenOpens } from './orders-service.ts';
import type { PaymentProvider } from './payments/provider.ts';
import { fieldText } from '../http/body.ts';
import { ATTEMPT_KEY, newAttemptKey } from './attempt-key.ts';
import type { LimitStore } from '../http/limit-store.ts';

export interface DonateRoutesOptions {
  /** Where the rate limits count (memory by default; Redis when REDIS_URL is set: src/server/http/shared-limits.ts). */
  limitStore?: LimitStore;
  db: Kysely<Database>;
  siteViews: SiteViews;
  assets: PageAssets;
  access: readonly AccessSource[];
  crumbs: Crumbs;
  formCrumb: (req: FastifyRequest, reply: FastifyReply, websiteId: string) => string;
  provider: PaymentProvider;
  /** The donate flow (src/server/flows/donate.ts). */
  donations: DonationPlacer;
  /** The secret donation links are derived from (the session secret). */
  secret: string;
  /** Donation attempts per minute per address and per email (20 and 5 by default). */
  limits?: RateLimits;
  /** How often the sweeper asks about pending donations (ms; 0: never). Every minute by default. */
  sweepEveryMs?: number;
}

type Body = Record<string, unknown>;
const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;
const MESSAGE_MAX = 500;

/** What the form sent, checked: the amount in cents and the donor, or the errors by field. */
type Checked = { ok: true; amountCents: number; input: DonateInputView } | { ok: false; errors: Partial<Record<DonateField, string>>; input: DonateInputView };

/** Reads and checks the donation form against the page's limits (the server decides the amount, never the browser). */
export function checkDonation(body: Body, page: DonationPage, store: StoreSettings): Checked {
  const currency = store.selectedCurrency;
  const rawMessage = typeof body.message === 'string' ? body.message.trim() : '';
  const input: DonateInputView = {
    amount: fieldText(body.amount, 20),
    customAmount: fieldText(body.customAmount, 30),
    name: fieldText(body.name, 120),
    email: fieldText(body.email, 254),
    anonymous: body.anonymous === '1' || body.anonymous === 'on',
    message: rawMessage.slice(0, MESSAGE_MAX + 1),
    cardName: fieldText(body.cardName, 120),
  };
  const errors: Partial<Record<DonateField, string>> = {};
  let amountCents: number | undefined;
  const suggested = page.suggestedAmountsCents.find((c) => String(c) === input.amount);
  const custom = input.amount === 'custom' || (!input.amount && input.customAmount !== '');
  if (suggested !== undefined) amountCents = suggested;
  else if (custom && !page.allowCustom) errors.amount = t('donations.customNotAllowed');
  else if (custom) {
    if (!input.customAmount) errors.customAmount = t('donations.amountRequired');
    else {
      amountCents = parseAmount(input.customAmount, currency);
      if (amountCents === undefined) errors.customAmount = t('donations.amountInvalid');
      else if (amountCents < page.minCents) errors.customAmount = t('donations.amountBelowMin', { min: formatMoney(page.minCents, currency) });
      else if (amountCents > page.maxCents) errors.customAmount = t('donations.amountAboveMax', { max: formatMoney(page.maxCents, currency) });
    }
  } else errors.amount = page.allowCustom ? t('donations.amountRequired') : t('donations.customNotAllowed');
  if (!input.name) errors.name = t('donations.nameRequired');
  if (!EMAIL.test(input.email)) errors.email = t('donations.emailInvalid');
  if (input.message.length > MESSAGE_MAX) errors.message = t('donations.messageTooLong');
  if (Object.keys(errors).length || amountCents === undefined) return { ok: false, errors, input };
  return { ok: true, amountCents, input };
}

export async function donateRoutes(app: FastifyInstance, opts: DonateRoutesOptions): Promise<void> {
  const { db, siteViews, assets, provider, donations } = opts;
  const unknownSite = renderStandaloneError('not-found-site', assets);
  const limiter = new RateLimiter('donate', opts.limits ?? { ipPerMinute: 20, visitorPerMinute: 5 }, opts.limitStore);
  const policy = pagePolicy(provider.origins);
  registerBodyParser(app, 16 * 1024);

  const every = opts.sweepEveryMs ?? 60_000;
  if (every > 0) {
    // Donations whose provider could not be reached are asked about again (an unref'd timer).
    const sweep = setInterval(() => donations.sweep().catch((err) => app.log.error({ err }, 'pending donation sweep failed')), every);
    sweep.unref();
    app.addHook('onClose', async () => clearInterval(sweep));
  }

  /** A donation page in the site's chrome: never cached, never indexed, the referrer kept on the site. */
  function send(reply: FastifyReply, site: SiteView, page: { status: number; pageType: number; heading: string; text: string; body?: ReactNode; policy?: string }) {
    const path = reply.request.url.split('?')[0];
    const html = renderPage({ site, path, pageType: page.pageType as PageType, title: page.heading, description: page.text, message: { heading: page.heading, text: page.text, body: page.body, className: 'donate-page' } }, assets, { status: page.status });
    if (page.policy) reply.header('content-security-policy', page.policy);
    // same-origin (not no-referrer): a form posted from a no-referrer page says `Origin: null`, which the crumb check refuses.
    return reply.code(page.status).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex').header('referrer-policy', 'same-origin').send(html);
  }

  /** The request's site and store; or the answer already sent (unknown or locked site). */
  async function visit(req: FastifyRequest, reply: FastifyReply): Promise<{ tenant: Tenant; site: SiteView; store: StoreSettings } | null> {
    const tenant = req.site;
    if (!tenant) {
      reply.code(404).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(unknownSite);
      return null;
    }
    const site = await siteViews.get(tenant);
    if (siteLocked(site, await visitorAccess(opts.access, req, tenant))) {
      reply.header('cache-control', 'no-store').redirect('/', 303);
      return null;
    }
    return { tenant, site, store: storeSettings(site.settings.storeSettings ?? {}) };
  }

  const notFound = (reply: FastifyReply, site: SiteView) => send(reply, site, { status: 404, pageType: PageType.NOT_FOUND, heading: t('donations.notFoundTitle'), text: t('donations.notFoundText') });

  function form(req: FastifyRequest, reply: FastifyReply, v: { tenant: Tenant; site: SiteView; store: StoreSettings }, page: DonationPage, status = 200, extra: Partial<DonateView> = {}) {
    const view: DonateView = { page, store: v.store, crumb: opts.formCrumb(req, reply, v.tenant.websiteId), key: newAttemptKey(), provider: { name: provider.name, browserConfig: provider.browserConfig }, ...extra };
    return send(reply, v.site, { status, pageType: PageType.DONATE, heading: page.title, text: page.description, body: <DonateBody view={view} />, policy });
  }

  const redirect = (reply: FastifyReply, to: string) => reply.header('cache-control', 'no-store').redirect(to, 303);
  const pageIdOf = (req: FastifyRequest, body: Body = {}) => fieldText(body.donatePageId, 64) || fieldText((req.query as Record<string, unknown> | undefined)?.donatePageId, 64);

  app.get(DONATE_PATH, async (req, reply) => {
    const v = await visit(req, reply);
    if (!v) return;
    const page = findDonationPage(v.store, pageIdOf(req));
    if (!page) return notFound(reply, v.site);
    return form(req, reply, v, page);
  });

  app.post(DONATE_PATH, async (req, reply) => {
    const v = await visit(req, reply);
    if (!v) return;
    const body: Body = req.body && typeof req.body === 'object' ? (req.body as Body) : {};
    const page = findDonationPage(v.store, pageIdOf(req, body));
    if (!page) return notFound(reply, v.site);
    const checked = checkDonation(body, page, v.store);
    const websiteId = v.tenant.websiteId;
    if (opts.crumbs.refusal(req, websiteId)) return form(req, reply, v, page, 403, { input: checked.input, error: t('donations.formExpired') });
    const key = fieldText(body.key, 64);
    if (!ATTEMPT_KEY.test(key)) return form(req, reply, v, page, 400, { input: checked.input, error: t('donations.formExpired') });
    if (!checked.ok) return form(req, reply, v, page, 400, { input: checked.input, errors: checked.errors });
    const request = { websiteId, page, amountCents: checked.amountCents, currency: v.store.selectedCurrency, email: checked.input.email, name: checked.input.name, anonymous: checked.input.anonymous, message: checked.input.message, key };
    const answerUsed = (d: DonationRow) => {
      if (d.donate_page_id !== page.id || d.fingerprint !== donationFingerprint(request)) return form(req, reply, v, page, 409, { input: checked.input, error: t('donations.keyReused') });
      if (d.status === 'failed') return form(req, reply, v, page, 400, { input: checked.input, error: t(d.failure && isMessageKey(d.failure) ? d.failure : 'commerce.paymentFailed') });
      return redirect(reply, donationPath(d.id, donationToken(opts.secret, d.id)));
    };
    const used = await donationByKey(db, websiteId, key);
    if (used) return answerUsed(used);
    const wait = await limiter.check(req.ip, websiteId, request.email.toLowerCase());
    if (wait) return reply.header('retry-after', String(wait)), form(req, reply, v, page, 429, { input: checked.input, error: t('donations.tooManyAttempts', { seconds: wait }) });
    const card = readPayment(body, provider);
    if ('errors' in card) return form(req, reply, v, page, 400, { input: checked.input, errors: card.errors });
    const result = await donations.donate({ ...request, payment: card.payment });
    switch (result.kind) {
      case 'paid':
      case 'pending':
        return redirect(reply, donationPath(result.id, result.token));
      case 'existing':
        return answerUsed(result.donation);
      case 'declined':
        return form(req, reply, v, page, 400, { input: checked.input, error: t(result.failure) });
    }
  });

  app.get<{ Params: { id: string }; Querystring: Record<string, unknown> }>(`${DONATION_PATH}/:id`, async (req, reply) => {
    const tenant = req.site;
    if (!tenant) return reply.code(404).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(unknownSite);
    const site = await siteViews.get(tenant);
    const donation = await donationById(db, tenant.websiteId, req.params.id);
    if (!donation || !tokenOpens(donation, req.query?.t)) return send(reply, site, { status: 404, pageType: PageType.NOT_FOUND, heading: t('donations.linkNotFoundTitle'), text: t('donations.linkNotFoundText') });
    const page = findDonationPage(storeSettings(site.settings.storeSettings ?? {}), donation.donate_page_id);
    const head = donationHeading(donation, page);
    return send(reply, site, { status: 200, pageType: PageType.CONTRIBUTION_CONFIRMED, heading: head.heading, text: head.text, body: <DonationBody donation={donation} page={page} timeZone={site.settings.timeZone} /> });
  });
}
