import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { MemberArea } from '../../model/index.ts';
import type { PageAssets, SiteView } from '../../page/context.ts';
import { renderStandaloneError } from '../../page/render.tsx';
import { siteUsersCalls } from '../../shared/contracts/site-users.ts';
import { PageType } from '../../shared/enums.ts';
import { VitrinaError } from '../../shared/errors.ts';
import { t } from '../../shared/messages/index.ts';
import { joinPath, MEMBER_PATHS, signInPath } from '../../shared/members.ts';
import { isSiteRelativeLink } from '../../shared/validate/links.ts';
import { registerBodyParser } from '../http/body.ts';
import { CRUMB_COOKIE, type Crumbs } from '../http/crumb.ts';
import { sendError } from '../http/errors.ts';
import { RateLimiter } from '../http/rate-limit.ts';
import { addressKey } from '../http/token-buckets.ts';
import { DEFAULT_SIGN_IN_LIMITS, SignInGuard, type SignInLimits } from '../owner/index.ts';
import type { SiteViews, Tenant } from '../sites/index.ts';
import { endMemberSessions, memberOf, setMemberCookie } from './auth.ts';
import { Field, MemberForm, MemberLinks, SignInFields, SignOutForm, SignUpFields, sendMemberPage, type FieldErrors } from './pages.tsx';
import { areaPrice, PaidJoin } from './paid-join.tsx';
import { isEmail, MIN_PASSWORD_LENGTH, normaliseEmail, type MemberService } from './service.ts';
import { bodyFields } from '../http/body.ts';
import type { LimitStore } from '../http/limit-store.ts';

export interface MembersRoutesOptions {
  /** Where the rate limits count (memory by default; Redis when REDIS_URL is set: src/server/http/shared-limits.ts). */
  limitStore?: LimitStore;
  service: MemberService;
  crumbs: Crumbs;
  siteViews: SiteViews;
  assets: PageAssets;
  /** The crumb of a page's forms (the request's valid one, or a new one set as its cookie). */
  formCrumb: (req: FastifyRequest, reply: FastifyReply, websiteId: string) => string;
  /** Sign-in limits (the owners' defaults: 5 per account and address, 20 per address, 20 per account in 15 minutes). */
  signInLimits?: SignInLimits;
  /** Sign-ups, reset and verification mails per minute per address (10 by default). */
  mailPerMinute?: number;
  /** The outbox worker, woken after a mail was queued. */
  worker?: { wake(): void } | null;
  /** Called when a member signs out: `keepCart` false for §7 `cloneCart=false` (app.ts clears the cart cookies then). */
  onSignOut?: (req: FastifyRequest, reply: FastifyReply, keepCart: boolean) => void;
}

type Body = Record<string, unknown>;
const text = (v: unknown): string => (typeof v === 'string' ? v : '');
const queryOf = (req: FastifyRequest): Body => (req.query && typeof req.query === 'object' ? (req.query as Body) : {});

/** Where to go after signing in: a path of this site (never another host), else the account page. */
export function memberNext(next: unknown): string {
  if (typeof next !== 'string' || next.length > 1000 || !isSiteRelativeLink(next)) return MEMBER_PATHS.account;
  const url = new URL(next, 'https://site.invalid/');
  return url.pathname + url.search;
}

/** The site's member area of an id, or undefined. */
export function memberArea(site: SiteView, id: unknown): MemberArea | undefined {
  return typeof id === 'string' ? (site.settings.memberAreas ?? []).find((a) => a.id === id) : undefined;
}


/**
 * The members' calls and pages (issue 15, docs/members.md): §7 POST and DELETE
 * /api/site-users/account/session, and the visitor pages under /cuenta (sign in, join, sign up,
 * sign out, account, membership confirmed, password reset, email verification).
 */
export async function membersRoutes(app: FastifyInstance, opts: MembersRoutesOptions): Promise<void> {
  const { service, crumbs, siteViews, assets } = opts;
  const guard = new SignInGuard(opts.signInLimits ?? DEFAULT_SIGN_IN_LIMITS, opts.limitStore, 'members-sign-in');
  // Per address, and per account (reset and verification links: 3 a minute to one address, whoever asks).
  const mailLimit = new RateLimiter('members-mail', { ipPerMinute: opts.mailPerMinute ?? 10, visitorPerMinute: 3 }, opts.limitStore);
  const unknownSite = renderStandaloneError('not-found-site', assets);
  registerBodyParser(app, 16 * 1024);
  // Expired sessions and links nobody presents again are swept hourly (an unref'd timer: it never keeps the process up).
  const sweep = setInterval(() => {
    service.sweep().catch((err) => app.log.error({ err }, 'member session clean-up failed'));
  }, 3_600_000);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  /** The request's site, or the unknown-site page sent. */
  async function siteOf(req: FastifyRequest, reply: FastifyReply): Promise<{ tenant: Tenant; site: SiteView } | null> {
    const tenant = req.site;
    if (!tenant) {
      reply.code(404).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(unknownSite);
      return null;
    }
    return { tenant, site: await siteViews.get(tenant) };
  }
  const mailSite = (site: SiteView) => ({ title: site.website.title, origin: site.baseUrl });
  const redirect = (reply: FastifyReply, to: string) => reply.header('cache-control', 'no-store').redirect(to, 303);

  /**
   * One sign-in attempt, counted before the password is checked (src/server/owner/sign-in-guard.ts):
   * the member id, null for wrong credentials (an unknown email answers the same), or the wait in ms.
   */
  async function attempt(req: FastifyRequest, websiteId: string, email: string, password: string): Promise<{ memberId: string | null } | { waitMs: number }> {
    const admitted = await guard.admit({ websiteId, email: normaliseEmail(email), address: addressKey(req.ip), device: null });
    if ('waitMs' in admitted) return admitted;
    try {
      const memberId = await service.checkPassword(websiteId, email, password);
      await guard.settle(admitted.ticket, memberId ? 'success' : 'failure');
      return { memberId };
    } catch (err) {
      await guard.settle(admitted.ticket, 'unchecked');
      // The password-check queue is full (src/server/owner/password.ts): try again in a second.
      if (err instanceof VitrinaError && err.code === 'rateLimited') return { waitMs: 1000 };
      throw err;
    }
  }

  /** Signs the member in: any session the request carries ends first, and a new one (new id) starts: no fixation. */
  async function startSession(req: FastifyRequest, reply: FastifyReply, websiteId: string, memberId: string, rememberMe: boolean) {
    await endMemberSessions(service, req, reply, websiteId);
    const { token } = await service.openSession(websiteId, memberId, rememberMe);
    setMemberCookie(req, reply, token, rememberMe);
  }

  /** A fresh crumb for a new session, set as the crumb cookie: the §7 xsrfToken. */
  function rotateCrumb(req: FastifyRequest, reply: FastifyReply, websiteId: string): string {
    const crumb = crumbs.mint(websiteId);
    reply.setCookie(CRUMB_COOKIE, crumb, { path: '/', sameSite: 'lax', secure: req.protocol === 'https', httpOnly: false });
    return crumb;
  }

  // ---- §7 calls (the crumb guard checks both: the crumb in x-csrf-token, or crumbFail) ----

  app.post(siteUsersCalls.signIn.path, async (req, reply) => {
    const tenant = req.site;
    if (!tenant) return sendError(reply, 'notFound');
    const parsed = v.safeParse(siteUsersCalls.signIn.request, req.body);
    if (!parsed.success) return sendError(reply, 'badRequest');
    const { email, password, rememberMe } = parsed.output;
    reply.header('cache-control', 'no-store');
    if (!isEmail(normaliseEmail(email)) || !password) return sendError(reply, 'loginRequired');
    const result = await attempt(req, tenant.websiteId, email, password);
    if ('waitMs' in result) return reply.header('retry-after', String(Math.ceil(result.waitMs / 1000))), sendError(reply, 'rateLimited');
    if (!result.memberId) return sendError(reply, 'loginRequired');
    await startSession(req, reply, tenant.websiteId, result.memberId, rememberMe);
    return { xsrfToken: rotateCrumb(req, reply, tenant.websiteId) };
  });

  app.delete(siteUsersCalls.signOut.path, async (req, reply) => {
    const tenant = req.site;
    if (!tenant) return sendError(reply, 'notFound');
    const query = v.safeParse(siteUsersCalls.signOut.request, req.query ?? {});
    if (!query.success) return sendError(reply, 'badRequest');
    await endMemberSessions(service, req, reply, tenant.websiteId);
    // cloneCart=false: this browser forgets the cart (docs/members.md); true or absent keeps it.
    opts.onSignOut?.(req, reply, query.output.cloneCart !== 'false');
    return reply.header('cache-control', 'no-store').code(204).send();
  });

  // ---- Pages ----

  /** The sign-in page, with what was typed and what went wrong. */
  function signInPage(req: FastifyRequest, reply: FastifyReply, tenant: Tenant, site: SiteView, status: number, view: { next: string; email?: string; errors?: FieldErrors; error?: string; notice?: string; rememberMe?: boolean }) {
    const crumb = opts.formCrumb(req, reply, tenant.websiteId);
    return sendMemberPage(reply, assets, site, {
      status,
      heading: t('members.signInTitle'),
      text: view.notice ?? t('members.signInIntro', { site: site.website.title }),
      children: (
        <>
          <MemberForm action={MEMBER_PATHS.signIn} crumb={crumb} error={view.error ?? (view.errors && Object.keys(view.errors).length ? t('members.errorSummary') : undefined)} hidden={{ next: view.next }} submit={t('members.signInButton')}>
            <SignInFields email={view.email} errors={view.errors} rememberMe={view.rememberMe} />
          </MemberForm>
          <MemberLinks
            links={[
              { href: MEMBER_PATHS.reset, text: t('members.forgotLink') },
              { lead: t('members.noAccount'), href: MEMBER_PATHS.signUp, text: t('members.signUpLink') },
            ]}
          />
        </>
      ),
    });
  }

  app.get(MEMBER_PATHS.signIn, async (req, reply) => {
    const s = await siteOf(req, reply);
    if (!s) return;
    const next = memberNext(queryOf(req).next);
    if (await memberOf(service, req, s.tenant)) return redirect(reply, next);
    return signInPage(req, reply, s.tenant, s.site, 200, { next });
  });

  app.post(MEMBER_PATHS.signIn, async (req, reply) => {
    const s = await siteOf(req, reply);
    if (!s) return;
    const body = bodyFields(req);
    const next = memberNext(body.next);
    const email = text(body.email).trim().slice(0, 300);
    const password = text(body.password);
    const rememberMe = body.rememberMe === 'true' || body.rememberMe === 'on';
    const again = { next, email, rememberMe };
    if (crumbs.refusal(req, s.tenant.websiteId)) return signInPage(req, reply, s.tenant, s.site, 403, { ...again, error: t('members.formExpired') });
    const errors: FieldErrors = {};
    if (!email) errors.email = t('members.emailRequired');
    else if (!isEmail(normaliseEmail(email))) errors.email = t('members.emailInvalid');
    if (!password) errors.password = t('members.passwordRequired');
    if (errors.email || errors.password) return signInPage(req, reply, s.tenant, s.site, 400, { ...again, errors });
    const result = await attempt(req, s.tenant.websiteId, email, password.slice(0, 1000));
    if ('waitMs' in result) {
      const seconds = Math.ceil(result.waitMs / 1000);
      reply.header('retry-after', String(seconds));
      return signInPage(req, reply, s.tenant, s.site, 429, { ...again, error: t('members.tooManyAttempts', { seconds }) });
    }
    if (!result.memberId) return signInPage(req, reply, s.tenant, s.site, 401, { ...again, error: t('members.wrongCredentials') });
    await startSession(req, reply, s.tenant.websiteId, result.memberId, rememberMe);
    rotateCrumb(req, reply, s.tenant.websiteId);
    return redirect(reply, next);
  });

  /** The join page of an area: a paid one shows its price and «Unirme» (paid-join.tsx); a free one offers sign-up (or joining, signed in). */
  async function joinPage(req: FastifyRequest, reply: FastifyReply, tenant: Tenant, site: SiteView, areaId: unknown, status = 200, view: { name?: string; email?: string; errors?: FieldErrors; error?: string } = {}) {
    const area = memberArea(site, areaId);
    if (!area) return sendMemberPage(reply, assets, site, { status: 404, heading: t('page.notFoundHeading'), text: t('members.joinUnknown') });
    const heading = t('members.joinTitle', { area: area.title });
    const crumb = opts.formCrumb(req, reply, tenant.websiteId);
    const session = await memberOf(service, req, tenant);
    const member = session ? await service.member(tenant.websiteId, session.memberId) : null;
    if (member) {
      if (member.areas.includes(area.id)) {
        return sendMemberPage(reply, assets, site, { heading, text: t('members.alreadyMember', { area: area.title }), children: <MemberLinks links={[{ href: landing(area), text: t('members.confirmedGo') }]} /> });
      }
    }
    if (area.pricing.kind !== 'free') return sendMemberPage(reply, assets, site, { heading, text: t('paidAreas.joinPrice', { price: areaPrice(site, area) }), children: <PaidJoin site={site} area={area} crumb={crumb} /> });
    if (member) {
      return sendMemberPage(reply, assets, site, {
        status,
        heading,
        text: t('members.joinSignedIn', { name: member.name, area: area.title }),
        children: <MemberForm action={MEMBER_PATHS.join} crumb={crumb} error={view.error} hidden={{ area: area.id }} submit={t('members.joinButton')} />,
      });
    }
    return sendMemberPage(reply, assets, site, {
      status,
      heading,
      text: t('members.joinIntro', { site: site.website.title }),
      children: (
        <>
          {area.description ? <p className="member-page__lead">{area.description}</p> : null}
          <MemberForm action={MEMBER_PATHS.signUp} crumb={crumb} error={view.error ?? (view.errors && Object.keys(view.errors).length ? t('members.errorSummary') : undefined)} hidden={{ area: area.id }} submit={t('members.signUpButton')}>
            <SignUpFields name={view.name} email={view.email} errors={view.errors} />
          </MemberForm>
          <MemberLinks links={[{ lead: t('members.haveAccount'), href: signInPath(joinPath(area.id)), text: t('members.signInLink') }]} />
        </>
      ),
    });
  }

  /** Where an area's members land: its page, or the account page. */
  const landing = (area: MemberArea) => (area.landingUrlId ? `/${area.landingUrlId}` : MEMBER_PATHS.account);

  app.get(MEMBER_PATHS.join, async (req, reply) => {
    const s = await siteOf(req, reply);
    if (!s) return;
    return joinPage(req, reply, s.tenant, s.site, queryOf(req).area);
  });

  app.post(MEMBER_PATHS.join, async (req, reply) => {
    const s = await siteOf(req, reply);
    if (!s) return;
    const body = bodyFields(req);
    if (crumbs.refusal(req, s.tenant.websiteId)) return joinPage(req, reply, s.tenant, s.site, body.area, 403, { error: t('members.formExpired') });
    const area = memberArea(s.site, body.area);
    const session = await memberOf(service, req, s.tenant);
    if (!area || area.pricing.kind !== 'free' || !session) return joinPage(req, reply, s.tenant, s.site, body.area);
    await service.join(s.tenant.websiteId, session.memberId, area.id);
    return redirect(reply, `${MEMBER_PATHS.confirmed}?area=${encodeURIComponent(area.id)}`);
  });

  /** The sign-up page without an area. */
  function signUpPage(req: FastifyRequest, reply: FastifyReply, tenant: Tenant, site: SiteView, status = 200, view: { name?: string; email?: string; errors?: FieldErrors; error?: string } = {}) {
    const crumb = opts.formCrumb(req, reply, tenant.websiteId);
    return sendMemberPage(reply, assets, site, {
      status,
      heading: t('members.signUpTitle'),
      text: t('members.joinIntro', { site: site.website.title }),
      children: (
        <>
          <MemberForm action={MEMBER_PATHS.signUp} crumb={crumb} error={view.error ?? (view.errors && Object.keys(view.errors).length ? t('members.errorSummary') : undefined)} submit={t('members.signUpOnlyButton')}>
            <SignUpFields name={view.name} email={view.email} errors={view.errors} />
          </MemberForm>
          <MemberLinks links={[{ lead: t('members.haveAccount'), href: MEMBER_PATHS.signIn, text: t('members.signInLink') }]} />
        </>
      ),
    });
  }

  app.get(MEMBER_PATHS.signUp, async (req, reply) => {
    const s = await siteOf(req, reply);
    if (!s) return;
    return signUpPage(req, reply, s.tenant, s.site);
  });

  app.post(MEMBER_PATHS.signUp, async (req, reply) => {
    const s = await siteOf(req, reply);
    if (!s) return;
    const body = bodyFields(req);
    const area = memberArea(s.site, body.area);
    const view = { name: text(body.name).slice(0, 120), email: text(body.email).trim().slice(0, 300) };
    const again = (status: number, extra: { errors?: FieldErrors; error?: string }) =>
      area ? joinPage(req, reply, s.tenant, s.site, area.id, status, { ...view, ...extra }) : signUpPage(req, reply, s.tenant, s.site, status, { ...view, ...extra });
    if (crumbs.refusal(req, s.tenant.websiteId)) return again(403, { error: t('members.formExpired') });
    const wait = await mailLimit.check(req.ip, s.tenant.websiteId, null);
    if (wait) return reply.header('retry-after', String(wait)), again(429, { error: t('members.tooManyAttempts', { seconds: wait }) });
    let result: Awaited<ReturnType<MemberService['signUp']>>;
    try {
      result = await service.signUp(s.tenant.websiteId, mailSite(s.site), { ...view, password: text(body.password).slice(0, 1000) });
    } catch (err) {
      if (err instanceof VitrinaError && err.code === 'rateLimited') return reply.header('retry-after', '1'), again(429, { error: t('members.tooManyAttempts', { seconds: 1 }) });
      throw err;
    }
    if ('problem' in result) {
      const errors: FieldErrors =
        result.problem === 'nameRequired'
          ? { name: t('members.nameRequired') }
          : result.problem === 'emailInvalid'
            ? { email: view.email ? t('members.emailInvalid') : t('members.emailRequired') }
            : result.problem === 'passwordShort'
              ? { password: t('members.passwordShort', { min: MIN_PASSWORD_LENGTH }) }
              : { email: t('members.emailTaken') };
      return again(400, { errors });
    }
    opts.worker?.wake();
    await startSession(req, reply, s.tenant.websiteId, result.memberId, false);
    rotateCrumb(req, reply, s.tenant.websiteId);
    if (area && area.pricing.kind === 'free') {
      await service.join(s.tenant.websiteId, result.memberId, area.id);
      return redirect(reply, `${MEMBER_PATHS.confirmed}?area=${encodeURIComponent(area.id)}`);
    }
    return redirect(reply, MEMBER_PATHS.account);
  });

  // The membership-confirmed page (§2 type 208): for a member of the area only.
  app.get(MEMBER_PATHS.confirmed, async (req, reply) => {
    const s = await siteOf(req, reply);
    if (!s) return;
    const area = memberArea(s.site, queryOf(req).area);
    const session = await memberOf(service, req, s.tenant);
    if (!session) return redirect(reply, signInPath(area ? joinPath(area.id) : undefined));
    if (!area || !(await service.areas(s.tenant.websiteId, session.memberId)).includes(area.id)) return redirect(reply, MEMBER_PATHS.account);
    return sendMemberPage(reply, assets, s.site, {
      pageType: PageType.MEMBERSHIP_CONFIRMED,
      heading: t('members.confirmedTitle'),
      text: t('members.confirmedText', { area: area.title }),
      children: (
        <p>
          <a className="btn btn--primary btn--medium" href={landing(area)}>
            {t('members.confirmedGo')}
          </a>
        </p>
      ),
    });
  });

  app.get(MEMBER_PATHS.account, async (req, reply) => {
    const s = await siteOf(req, reply);
    if (!s) return;
    const session = await memberOf(service, req, s.tenant);
    const member = session ? await service.member(s.tenant.websiteId, session.memberId) : null;
    if (!member) return redirect(reply, signInPath(MEMBER_PATHS.account));
    const crumb = opts.formCrumb(req, reply, s.tenant.websiteId);
    const areas = (s.site.settings.memberAreas ?? []).filter((a) => member.areas.includes(a.id));
    const notice = queryOf(req).sent === 'verify' ? t('members.verifySent') : undefined;
    return sendMemberPage(reply, assets, s.site, {
      heading: t('members.accountTitle'),
      text: t('members.accountHello', { name: member.name }),
      children: (
        <>
          {notice ? (
            <p className="member-page__notice" role="status">
              {notice}
            </p>
          ) : null}
          {member.verified ? null : (
            <div className="member-page__verify">
              <p>{t('members.unverified', { email: member.email })}</p>
              <MemberForm action={MEMBER_PATHS.resendVerify} crumb={crumb} submit={t('members.resendVerify')} />
            </div>
          )}
          <h2 className="member-page__subtitle">{t('members.accountAreas')}</h2>
          {areas.length ? (
            <ul className="member-links">
              {areas.map((a) => (
                <li key={a.id}>
                  <a href={landing(a)}>{a.title}</a>
                </li>
              ))}
            </ul>
          ) : (
            <p>{t('members.accountNoAreas')}</p>
          )}
          <SignOutForm crumb={crumb} />
        </>
      ),
    });
  });

  // Sign-out form: the session ends on the server; a replayed cookie is refused afterwards.
  app.post(MEMBER_PATHS.signOut, async (req, reply) => {
    const tenant = req.site;
    if (!tenant || crumbs.refusal(req, tenant.websiteId)) return redirect(reply, MEMBER_PATHS.account);
    await endMemberSessions(service, req, reply, tenant.websiteId);
    opts.onSignOut?.(req, reply, bodyFields(req).cloneCart !== 'false');
    return redirect(reply, '/?logout=true');
  });

  app.post(MEMBER_PATHS.resendVerify, async (req, reply) => {
    const s = await siteOf(req, reply);
    if (!s) return;
    const session = await memberOf(service, req, s.tenant);
    if (!session || crumbs.refusal(req, s.tenant.websiteId)) return redirect(reply, MEMBER_PATHS.account);
    if ((await mailLimit.check(req.ip, s.tenant.websiteId, session.memberId)) === 0) {
      await service.resendVerification(s.tenant.websiteId, mailSite(s.site), session.memberId);
      opts.worker?.wake();
    }
    return redirect(reply, `${MEMBER_PATHS.account}?sent=verify`);
  });

  app.get(MEMBER_PATHS.verify, async (req, reply) => {
    const s = await siteOf(req, reply);
    if (!s) return;
    const ok = await service.verify(s.tenant.websiteId, queryOf(req).token);
    return sendMemberPage(reply, assets, s.site, ok ? { heading: t('members.verifiedTitle'), text: t('members.verifiedText'), children: <MemberLinks links={[{ href: MEMBER_PATHS.account, text: t('members.deniedAccount') }]} /> } : { status: 400, heading: t('members.verifiedTitle'), text: t('members.linkInvalid') });
  });

  /** The "forgot password" page: one email field; the same answer whether the account exists or not. */
  function resetPage(req: FastifyRequest, reply: FastifyReply, tenant: Tenant, site: SiteView, status = 200, view: { email?: string; errors?: FieldErrors; error?: string } = {}) {
    const crumb = opts.formCrumb(req, reply, tenant.websiteId);
    return sendMemberPage(reply, assets, site, {
      status,
      heading: t('members.resetTitle'),
      text: t('members.resetIntro'),
      children: (
        <MemberForm action={MEMBER_PATHS.reset} crumb={crumb} error={view.error ?? (view.errors ? t('members.errorSummary') : undefined)} submit={t('members.resetButton')}>
          <Field name="email" type="email" label={t('members.email')} value={view.email} error={view.errors?.email} autoComplete="email" />
        </MemberForm>
      ),
    });
  }

  app.get(MEMBER_PATHS.reset, async (req, reply) => {
    const s = await siteOf(req, reply);
    if (!s) return;
    return resetPage(req, reply, s.tenant, s.site);
  });

  app.post(MEMBER_PATHS.reset, async (req, reply) => {
    const s = await siteOf(req, reply);
    if (!s) return;
    const email = text(bodyFields(req).email).trim().slice(0, 300);
    if (crumbs.refusal(req, s.tenant.websiteId)) return resetPage(req, reply, s.tenant, s.site, 403, { email, error: t('members.formExpired') });
    if (!isEmail(normaliseEmail(email))) return resetPage(req, reply, s.tenant, s.site, 400, { email, errors: { email: email ? t('members.emailInvalid') : t('members.emailRequired') } });
    const wait = await mailLimit.check(req.ip, s.tenant.websiteId, normaliseEmail(email));
    if (wait) return reply.header('retry-after', String(wait)), resetPage(req, reply, s.tenant, s.site, 429, { email, error: t('members.tooManyAttempts', { seconds: wait }) });
    await service.requestReset(s.tenant.websiteId, mailSite(s.site), email);
    opts.worker?.wake();
    return sendMemberPage(reply, assets, s.site, { heading: t('members.resetTitle'), text: t('members.resetSent') });
  });

  /** The new-password form of a reset link. */
  function newPasswordPage(req: FastifyRequest, reply: FastifyReply, tenant: Tenant, site: SiteView, token: string, status = 200, errors?: FieldErrors) {
    const crumb = opts.formCrumb(req, reply, tenant.websiteId);
    return sendMemberPage(reply, assets, site, {
      status,
      heading: t('members.newPasswordTitle'),
      text: t('members.passwordHint', { min: MIN_PASSWORD_LENGTH }),
      children: (
        <MemberForm action={MEMBER_PATHS.newPassword} crumb={crumb} error={errors ? t('members.errorSummary') : undefined} hidden={{ token }} submit={t('members.newPasswordButton')}>
          <Field name="password" type="password" label={t('members.newPassword')} error={errors?.password} autoComplete="new-password" />
        </MemberForm>
      ),
    });
  }
  const invalidLink = (reply: FastifyReply, site: SiteView) =>
    sendMemberPage(reply, assets, site, { status: 400, heading: t('members.newPasswordTitle'), text: t('members.linkInvalid'), children: <MemberLinks links={[{ href: MEMBER_PATHS.reset, text: t('members.resetButton') }]} /> });

  app.get(MEMBER_PATHS.newPassword, async (req, reply) => {
    const s = await siteOf(req, reply);
    if (!s) return;
    const token = text(queryOf(req).token);
    if (!(await service.resetTokenValid(s.tenant.websiteId, token))) return invalidLink(reply, s.site);
    return newPasswordPage(req, reply, s.tenant, s.site, token);
  });

  app.post(MEMBER_PATHS.newPassword, async (req, reply) => {
    const s = await siteOf(req, reply);
    if (!s) return;
    const body = bodyFields(req);
    const token = text(body.token);
    const password = text(body.password).slice(0, 1000);
    if (crumbs.refusal(req, s.tenant.websiteId) || !(await service.resetTokenValid(s.tenant.websiteId, token))) return invalidLink(reply, s.site);
    if ([...password].length < MIN_PASSWORD_LENGTH) return newPasswordPage(req, reply, s.tenant, s.site, token, 400, { password: t('members.passwordShort', { min: MIN_PASSWORD_LENGTH }) });
    if (!(await service.resetPassword(s.tenant.websiteId, token, password))) return invalidLink(reply, s.site);
    return signInPage(req, reply, s.tenant, s.site, 200, { next: MEMBER_PATHS.account, notice: t('members.passwordChanged') });
  });
}
