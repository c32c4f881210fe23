import { COOKIE_MAX_AGE, RESTRICTIVE_POLICY_COOKIES, VISITOR_COOKIES } from '../../shared/visitor-cookie.ts';
import { clearCookie, readCookie, writeCookie } from './cookies.ts';

/** The cookie settings tracking reads (websiteSettings.cookieSettings, §3). */
export interface CookiePolicy {
  isRestrictiveCookiePolicyEnabled?: boolean;
}

/**
 * Whether the site's restrictive cookie policy forbids tracking this visitor: the policy is on and
 * the visitor has not accepted cookies (ss_cookieAllowed is not 'true'). When it forbids, the
 * visitor cookies of §9 are cleared (§4 "a restrictive policy without consent clears them").
 */
export function restrictedByPolicy(policy: CookiePolicy | undefined): boolean {
  if (!policy?.isRestrictiveCookiePolicyEnabled || readCookie(VISITOR_COOKIES.consent) === 'true') return false;
  for (const name of RESTRICTIVE_POLICY_COOKIES) clearCookie(name);
  return true;
}

/** Stores the visitor's answer to the cookie banner (ss_cookieAllowed 'true' or 'false', 30 days, path /). */
export function storeConsent(allowed: boolean): void {
  writeCookie(VISITOR_COOKIES.consent, String(allowed), COOKIE_MAX_AGE.consent);
}
