import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { renderStandaloneError } from '../../page/render.tsx';
import { LoginPage, type LoginView } from '../../page/owner/LoginPage.tsx';
import { renderOwnerDocument } from '../../page/owner/document.tsx';
import { t } from '../../shared/messages/index.ts';
import { addressKey } from '../http/token-buckets.ts';
import type { LimitStore } from '../http/limit-store.ts';
import type { Tenant } from '../sites/index.ts';
import { safeNext, type OwnerAuth } from './auth.ts';
import { privateHtml } from './page.tsx';
import { isEmail, normaliseEmail, REMEMBER_MS } from './service.ts';
import { SESSION_COOKIE } from './session-token.ts';
import { DEFAULT_SIGN_IN_LIMITS, SignInGuard, type SignInLimits } from './sign-in-guard.ts';
import { KnownDevices } from './known-device.ts';
import { VitrinaError } from '../../shared/errors.ts';
import { OWNER_CSS_URL } from './styles.ts';
import { LAST_ID_COOKIE, lastIdOptions, lastIdValue } from './last-id.ts';

export { DEFAULT_SIGN_IN_LIMITS, type SignInLimits } from './sign-in-guard.ts';

type Field = string | undefined;
const text = (v: unknown): Field => (typeof v === 'string' ? v : undefined);

/** GET and POST /config/login: the sign-in page and the attempt, with the crumb and rate limits. */
export function loginRoutes(app: FastifyInstance, auth: OwnerAuth, limits: SignInLimits = DEFAULT_SIGN_IN_LIMITS, store?: LimitStore): void {
  const guard = new SignInGuard(limits, store, 'owner-sign-in');
  const devices = new KnownDevices(auth.crumbs);
  const unknownSite = renderStandaloneError('not-found-site', auth.assets);

  async function sendLogin(req: FastifyRequest, reply: FastifyReply, tenant: Tenant, status: number, view: Omit<LoginView, 'siteTitle' | 'crumb'>) {
    const site = await auth.site(tenant);
    const crumb = auth.formCrumb(req, reply, tenant.websiteId);
    const html = renderOwnerDocument({
      site: { title: site.website.title, theme: site.website.theme },
      title: t('owner.loginTitle'),
      assets: auth.assets,
      ownerCss: OWNER_CSS_URL,
      body: <LoginPage view={{ ...view, siteTitle: site.website.title, crumb }} />,
    });
    return privateHtml(reply, status).send(html);
  }

  app.get('/config/login', async (req, reply) => {
    const tenant = req.site;
    if (!tenant) return privateHtml(reply, 404).send(unknownSite);
    const next = safeNext((req.query as Record<string, unknown>).next);
    if (await auth.fromRequest(req, tenant)) return reply.header('cache-control', 'no-store').redirect(next, 303);
    return sendLogin(req, reply, tenant, 200, { next });
  });

  app.post('/config/login', async (req, reply) => {
    const tenant = req.site;
    if (!tenant) return privateHtml(reply, 404).send(unknownSite);
    const body = (req.body && typeof req.body === 'object' ? req.body : {}) as Record<string, unknown>;
    const next = safeNext(body.next);
    const email = (text(body.email) ?? '').trim().slice(0, 300);
    const password = text(body.password) ?? '';
    const rememberMe = body.rememberMe === 'true' || body.rememberMe === 'on';
    const again = { next, email, rememberMe };

    const refusal = auth.crumbs.refusal(req, tenant.websiteId);
    if (refusal) {
      req.log.info({ reason: refusal }, 'sign-in crumb refused');
      return sendLogin(req, reply, tenant, 403, { ...again, formError: t('owner.formExpired') });
    }
    const errors: LoginView['errors'] = {};
    if (!email) errors.email = t('owner.emailRequired');
    else if (!isEmail(normaliseEmail(email))) errors.email = t('owner.emailInvalid');
    if (!password) errors.password = t('owner.passwordRequired');
    if (errors.email || errors.password) return sendLogin(req, reply, tenant, 400, { ...again, errors });

    const tooMany = (waitMs: number) => {
      const seconds = Math.ceil(waitMs / 1000);
      reply.header('retry-after', String(seconds));
      return sendLogin(req, reply, tenant, 429, { ...again, formError: t('owner.tooManyAttempts', { seconds }) });
    };
    // Counted before the password is checked (reserve, then settle): see sign-in-guard.ts.
    const account = normaliseEmail(email);
    const device = devices.idOf(req, tenant.websiteId, account);
    const admitted = await guard.admit({ websiteId: tenant.websiteId, email: account, address: addressKey(req.ip), device });
    if ('waitMs' in admitted) return tooMany(admitted.waitMs);
    let result: Awaited<ReturnType<typeof auth.service.signIn>>;
    try {
      result = await auth.service.signIn(tenant.websiteId, { email, password, rememberMe, knownDevice: device !== null });
    } catch (err) {
      await guard.settle(admitted.ticket, 'unchecked');
      // The password-check queue is full (password.ts): try again in a second.
      if (err instanceof VitrinaError && err.code === 'rateLimited') return tooMany(1000);
      throw err;
    }
    await guard.settle(admitted.ticket, result ? 'success' : 'failure');
    if (!result) return sendLogin(req, reply, tenant, 401, { ...again, formError: t('owner.wrongCredentials') });
    devices.remember(req, reply, tenant.websiteId, account);
    reply.setCookie(SESSION_COOKIE, result.token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: req.protocol === 'https',
      ...(rememberMe ? { maxAge: REMEMBER_MS / 1000 } : {}),
    });
    // §9 ss_lastid: which site this browser last signed in to (as long as the session cookie).
    const site = await auth.site(tenant);
    reply.setCookie(LAST_ID_COOKIE, lastIdValue(site.website.identifier), {
      ...lastIdOptions(site, req.headers.host, req.protocol === 'https'),
      ...(rememberMe ? { maxAge: REMEMBER_MS / 1000 } : {}),
    });
    return reply.header('cache-control', 'no-store').redirect(next, 303);
  });
}
