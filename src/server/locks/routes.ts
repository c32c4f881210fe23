import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import type { PageAssets } from '../../page/context.ts';
import { lockPageModel } from '../../page/lock-model.ts';
import { renderPage } from '../../page/render.tsx';
import { locksCalls, UNLOCK_BODY_LIMIT } from '../../shared/contracts/locks.ts';
import { VitrinaError, type ErrorCode } from '../../shared/errors.ts';
import { t } from '../../shared/messages/index.ts';
import { registerBodyParser } from '../http/body.ts';
import { sendError } from '../http/errors.ts';
import { fromAnotherSite } from '../http/origin.ts';
import { RateLimiter } from '../http/rate-limit.ts';
import { verifyPassword } from '../owner/index.ts';
import { normalisePath, type SiteViews } from '../sites/index.ts';
import { cookieName, UNLOCK_MS, type UnlockCookies } from './cookie.ts';
import type { LockStore } from './store.ts';
import type { LimitStore } from '../http/limit-store.ts';

/** Password attempts per minute: per client address (any lock), and per lock of a site (any address). */
export interface UnlockLimits {
  addressPerMinute: number;
  scopePerMinute: number;
}
export const DEFAULT_UNLOCK_LIMITS: UnlockLimits = { addressPerMinute: 10, scopePerMinute: 60 };

export interface LocksRoutesOptions {
  /** Where the rate limits count (memory by default; Redis when REDIS_URL is set: src/server/http/shared-limits.ts). */
  limitStore?: LimitStore;
  siteViews: SiteViews;
  assets: PageAssets;
  cookies: UnlockCookies;
  store: LockStore;
  limits?: UnlockLimits;
}

/**
 * POST /api/locks/Unlock (docs/locks.md): checks a lock's password and, when it matches, sets the
 * unlock cookie of that scope alone and answers 303 back to the page. Checks, in order: the site
 * (404), the origin (403 crumbFail from another site), the payload (400), the lock (404), the rate
 * limits (429 with Retry-After), the password (403). A browser's plain form post gets its refusals
 * as the lock's page again with the error in es-419; any other client gets the §8 JSON.
 */
export async function locksRoutes(app: FastifyInstance, opts: LocksRoutesOptions): Promise<void> {
  const { siteViews, assets, cookies, store } = opts;
  const limits = opts.limits ?? DEFAULT_UNLOCK_LIMITS;
  // Per address, and per lock ("visitor" here: the scope of the site) across addresses.
  const limiter = new RateLimiter('unlock', { ipPerMinute: limits.addressPerMinute, visitorPerMinute: limits.scopePerMinute }, opts.limitStore);
  registerBodyParser(app, UNLOCK_BODY_LIMIT);

  // The form is on pages that carry no crumb field: same-origin checked here instead of by the
  // /api/ crumb guard (a browser always says where a form post comes from).
  app.post(locksCalls.unlock.path, { bodyLimit: UNLOCK_BODY_LIMIT, config: { crumb: false } }, async (req, reply) => {
    const tenant = req.site;
    if (!tenant) return sendError(reply, 'notFound');
    if (fromAnotherSite(req)) return sendError(reply, 'crumbFail');
    const parsed = v.safeParse(locksCalls.unlock.request, req.body ?? {});
    if (!parsed.success) return sendError(reply, 'badRequest');
    const { scope, password } = parsed.output;
    const back = safeBack(parsed.output.back);
    const hash = (await store.get(tenant)).get(scope);
    if (!hash) return sendError(reply, 'notFound');

    const site = await siteViews.get(tenant);
    const refuse = (code: ErrorCode, message: string) => {
      reply.header('cache-control', 'private, no-store');
      if (!wantsPage(req)) return sendError(reply, code, { password: message });
      const html = renderPage(lockPageModel(site, back, scope, message), assets, { status: new VitrinaError(code).status });
      return reply.code(new VitrinaError(code).status).type('text/html; charset=utf-8').send(html);
    };
    const tooMany = (seconds: number) => {
      reply.header('retry-after', String(seconds));
      return refuse('rateLimited', t('locks.tooManyAttempts', { seconds }));
    };
    const wait = await limiter.check(req.ip, tenant.websiteId, scope);
    if (wait > 0) return tooMany(wait);
    if (password === '') return refuse('badRequest', t('locks.passwordRequired'));
    let ok: boolean;
    try {
      ok = await verifyPassword(password, hash);
    } catch (err) {
      // The process's password-check queue is full (owner/password.ts): try again in a second.
      if (err instanceof VitrinaError && err.code === 'rateLimited') return tooMany(1);
      throw err;
    }
    if (!ok) return refuse('authorizationFail', t('locks.wrongPassword'));
    reply.setCookie(cookieName(scope), cookies.mint(tenant.websiteId, scope, hash), {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: req.protocol === 'https',
      maxAge: UNLOCK_MS / 1000,
    });
    return reply.header('cache-control', 'no-store').redirect(encodeURI(back), 303);
  });
}

/** The page to go back to: a normalised path of this site, else the home page. */
function safeBack(back: string): string {
  if (!back.startsWith('/') || back.startsWith('//')) return '/';
  return normalisePath(back) ?? '/';
}

/** A browser's plain form post (it asks for a page): its refusals are pages, not JSON. */
function wantsPage(req: FastifyRequest): boolean {
  const form = (req.headers['content-type'] ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded');
  return form && (req.headers.accept ?? '').includes('text/html');
}
