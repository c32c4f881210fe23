import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SiteView } from '../../page/context.ts';
import { PageType } from '../../shared/enums.ts';
import { VitrinaError } from '../../shared/errors.ts';
import { t } from '../../shared/messages/index.ts';
import { joinPath, MEMBER_PATHS, signInPath } from '../../shared/members.ts';
import { bodyFields } from '../http/body.ts';
import type { Tenant } from '../sites/index.ts';
import { memberOf } from './auth.ts';
import { landing, memberArea, memberNext, queryOf, text, type MembersKit } from './kit.ts';
import { MemberForm, MemberLinks, SignInFields, SignUpFields, sendMemberPage, type FieldErrors } from './pages.tsx';
import { areaPrice, PaidJoin } from './paid-join.tsx';
import { isEmail, MIN_PASSWORD_LENGTH, normaliseEmail, type MemberService } from './service.ts';

/** What the sign-in page shows besides its form: what was typed and what went wrong, or a notice. */
export interface SignInView {
  next: string;
  email?: string;
  errors?: FieldErrors;
  error?: string;
  notice?: string;
  rememberMe?: boolean;
}

/** The sign-in page, with what was typed and what went wrong. */
export function signInPage(kit: MembersKit, req: FastifyRequest, reply: FastifyReply, tenant: Tenant, site: SiteView, status: number, view: SignInView) {
  const { opts, assets } = kit;
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

/** The sign-in, join and sign-up pages and the membership-confirmed page (§2 type 208). */
export function signInRoutes(app: FastifyInstance, kit: MembersKit): void {
  const { opts, service, crumbs, assets, mailLimit, siteOf, mailSite, redirect, attempt, startSession, rotateCrumb } = kit;
  const showSignIn = (req: FastifyRequest, reply: FastifyReply, tenant: Tenant, site: SiteView, status: number, view: SignInView) => signInPage(kit, req, reply, tenant, site, status, view);

  app.get(MEMBER_PATHS.signIn, async (req, reply) => {
    const s = await siteOf(req, reply);
    if (!s) return;
    const next = memberNext(queryOf(req).next);
    if (await memberOf(service, req, s.tenant)) return redirect(reply, next);
    return showSignIn(req, reply, s.tenant, s.site, 200, { next });
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
    if (crumbs.refusal(req, s.tenant.websiteId)) return showSignIn(req, reply, s.tenant, s.site, 403, { ...again, error: t('members.formExpired') });
    const errors: FieldErrors = {};
    if (!email) errors.email = t('members.emailRequired');
    else if (!isEmail(normaliseEmail(email))) errors.email = t('members.emailInvalid');
    if (!password) errors.password = t('members.passwordRequired');
    if (errors.email || errors.password) return showSignIn(req, reply, s.tenant, s.site, 400, { ...again, errors });
    const result = await attempt(req, s.tenant.websiteId, email, password.slice(0, 1000));
    if ('waitMs' in result) {
      const seconds = Math.ceil(result.waitMs / 1000);
      reply.header('retry-after', String(seconds));
      return showSignIn(req, reply, s.tenant, s.site, 429, { ...again, error: t('members.tooManyAttempts', { seconds }) });
    }
    if (!result.memberId) return showSignIn(req, reply, s.tenant, s.site, 401, { ...again, error: t('members.wrongCredentials') });
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
}
