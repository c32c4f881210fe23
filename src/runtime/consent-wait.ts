/**
 * For block scripts that load a third party themselves (a map's tiles, a reservation widget's
 * script): wait until the visitor has consented where the site asks for consent (§4 cookie
 * banner, ss_cookieAllowed), now or when the banner says so (CONSENT_EVENT).
 */
import { CONSENT_EVENT } from '../shared/consent.ts';
import { VISITOR_COOKIES } from '../shared/visitor-cookie.ts';
import { readCookie } from './tracking/cookies.ts';

/** Whether third parties may load now: the site does not ask, or the visitor said yes. */
export function consentGiven(asksConsent: boolean, cookies?: string): boolean {
  return !asksConsent || readCookie(VISITOR_COOKIES.consent, cookies) === 'true';
}

/**
 * Resolves at once when consent is not needed or already given, else at the banner's answer
 * «yes» (CONSENT_EVENT on `doc` with the cookie then 'true'); never before.
 */
export function whenConsented(doc: Document, asksConsent: boolean): Promise<void> {
  if (consentGiven(asksConsent, doc.cookie)) return Promise.resolve();
  return new Promise((resolve) => {
    const check = () => {
      if (!consentGiven(asksConsent, doc.cookie)) return;
      doc.removeEventListener(CONSENT_EVENT, check);
      resolve();
    };
    doc.addEventListener(CONSENT_EVENT, check);
  });
}
