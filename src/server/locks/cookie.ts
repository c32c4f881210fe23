import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { SITE_LOCK_SCOPE } from '../sites/index.ts';

/** Unlock cookies are named `vitrina_unlock_<scope>`: a collection id, or `site` for the whole-site lock. */
export const UNLOCK_COOKIE_PREFIX = 'vitrina_unlock_';
/** How long an unlock lasts (7 days), in the cookie's Max-Age and in its signed expiry. */
export const UNLOCK_MS = 7 * 24 * 3600_000;

const VALUE = /^(\d{10,13})\.([A-Za-z0-9_-]{43})$/;

/** The cookie name of a scope. @example cookieName('*') === 'vitrina_unlock_site' */
export function cookieName(scope: string): string {
  return UNLOCK_COOKIE_PREFIX + (scope === SITE_LOCK_SCOPE ? 'site' : scope);
}

/** The scope a cookie name stands for, or undefined for any other cookie. */
export function scopeOfCookie(name: string): string | undefined {
  if (!name.startsWith(UNLOCK_COOKIE_PREFIX)) return undefined;
  const rest = name.slice(UNLOCK_COOKIE_PREFIX.length);
  if (rest === 'site') return SITE_LOCK_SCOPE;
  return /^[0-9a-f]{24}$/.test(rest) ? rest : undefined;
}

/**
 * Signs and checks unlock cookies: `<expires ms>.<HMAC(website, scope, expires, password version)>`,
 * the version being derived from the lock's stored hash, so a new password (a new hash) ends every
 * unlock of the old one. Another site's, another scope's, an expired or altered cookie never passes.
 */
export class UnlockCookies {
  private readonly key: Buffer;

  constructor(secret: string) {
    // A key of its own, so an unlock cookie can never be mistaken for another signed value.
    this.key = createHmac('sha256', secret).update('vitrina unlock v1').digest();
  }

  /** A cookie value unlocking `scope` of `websiteId` until `now + UNLOCK_MS`. */
  mint(websiteId: string, scope: string, hash: string, now = Date.now()): string {
    const expires = now + UNLOCK_MS;
    return `${expires}.${this.sign(websiteId, scope, expires, hash)}`;
  }

  /** True when `value` unlocks `scope` of `websiteId` whose password hash is `hash`, now. */
  verify(websiteId: string, scope: string, hash: string, value: string, now = Date.now()): boolean {
    const m = VALUE.exec(value);
    if (!m || Number(m[1]) <= now) return false;
    return timingSafeEqual(Buffer.from(m[2]), Buffer.from(this.sign(websiteId, scope, Number(m[1]), hash)));
  }

  private sign(websiteId: string, scope: string, expires: number, hash: string): string {
    const version = createHash('sha256').update(hash).digest('base64url');
    return createHmac('sha256', this.key).update(`${websiteId}\n${scope}\n${expires}\n${version}`).digest('base64url');
  }
}
