import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SiteView } from '../../page/context.ts';
import { t } from '../../shared/messages/index.ts';
import { MEMBER_PATHS, signInPath } from '../../shared/members.ts';
import { bodyFields } from '../http/body.ts';
import type { Tenant } from '../sites/index.ts';
import { endMemberSessions, memberOf } from './auth.ts';
import { landing, queryOf, text, type MembersKit } from './kit.ts';
import { Field, MemberForm, MemberLinks, SignOutForm, sendMemberPage, type FieldErrors } from './pages.tsx';
import { isEmail, MIN_PASSWORD_LENGTH, normaliseEmail } from './service.ts';
import { signInPage } from './sign-in-routes.tsx';

/** The account page, signing out, email verification and the password reset (a link by mail, then a new password). */
export function accountRoutes(app: FastifyInstance, kit: MembersKit): void {
  const { opts, service, crumbs, assets, mailLimit, siteOf, mailSite, redirect } = kit;

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
    return signInPage(kit, req, reply, s.tenant, s.site, 200, { next: MEMBER_PATHS.account, notice: t('members.passwordChanged') });
  });
}
