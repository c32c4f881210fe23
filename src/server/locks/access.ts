import type { FastifyRequest } from 'fastify';
import type { AccessSource } from '../sites/index.ts';
import { scopeOfCookie, UNLOCK_COOKIE_PREFIX, type UnlockCookies } from './cookie.ts';
import type { LockStore } from './store.ts';
import { cookiePairs } from '../http/cookie-header.ts';

/** The most unlock cookies read from one request (a visitor rarely holds more than a few). */
const MAX_COOKIES = 32;

/**
 * The locks domain's part of a visitor's access (src/server/sites/access.ts): the scopes their
 * valid unlock cookies open. A request without an unlock cookie reads nothing (no database, no
 * store), so anonymous visits stay on the cached path.
 */
export function unlockAccess(cookies: UnlockCookies, store: LockStore): AccessSource {
  return async (req, tenant) => {
    const found = unlockCookies(req);
    if (found.length === 0) return undefined;
    const locks = await store.get(tenant);
    const unlocked = new Set<string>();
    const now = Date.now();
    for (const [scope, value] of found) {
      const hash = locks.get(scope);
      if (hash && cookies.verify(tenant.websiteId, scope, hash, value, now)) unlocked.add(scope);
    }
    return unlocked.size ? { unlocked } : undefined;
  };
}

/** Every `vitrina_unlock_<scope>` cookie of the request, repeated names included (a sibling subdomain may add its own). */
function unlockCookies(req: FastifyRequest): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  if (!req.headers.cookie?.includes(UNLOCK_COOKIE_PREFIX)) return out;
  for (const [name, value] of cookiePairs(req)) {
    const scope = scopeOfCookie(name);
    if (scope !== undefined && out.length < MAX_COOKIES) out.push([scope, value]);
  }
  return out;
}
