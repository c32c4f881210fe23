import type { CookieSerializeOptions } from '@fastify/cookie';
import { hostName } from '../sites/index.ts';

/** The cookie naming the site an owner last signed in to (SPEC §9 ss_lastid): base64 of its identifier. */
export const LAST_ID_COOKIE = 'ss_lastid';

/** The site as ss_lastid needs it: its identifier and the configured app domain (may carry a port). */
export interface LastIdSite {
  website: { identifier: string };
  appDomain: string;
}

/** The cookie's value: the site identifier in base64. */
export function lastIdValue(identifier: string): string {
  return Buffer.from(identifier, 'utf8').toString('base64');
}

/**
 * The attributes of ss_lastid: path /, not HttpOnly (the runtime may read it), SameSite=Lax,
 * Secure on https, and Domain = the configured app domain when the browser is on the site's
 * built-in address `<identifier>.<app domain>` (so every site under the app domain sees which one
 * was last); host-only on a custom domain, a loopback address or a single-label app domain
 * (`localhost`: browsers refuse Domain= on it). The Domain value always comes from the config;
 * the Host header only tells which of the site's addresses the browser is on.
 */
export function lastIdOptions(site: LastIdSite, hostHeader: string | undefined, secure: boolean): CookieSerializeOptions {
  const appDomain = site.appDomain.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  const builtIn = `${site.website.identifier.toLowerCase()}.${appDomain}`;
  const onBuiltIn = appDomain.includes('.') && hostName(hostHeader) === builtIn;
  return { path: '/', httpOnly: false, sameSite: 'lax', secure, ...(onBuiltIn ? { domain: appDomain } : {}) };
}
