/**
 * Holds content from consent-bound third-party origins until the visitor consents (§4 cookie
 * banner): the server renders it inert (`data-consent-src`, src/shared/consent.ts); here it gets
 * its `src` once ss_cookieAllowed is 'true', at start or when the banner says so (CONSENT_EVENT).
 */
import { CONSENT_EVENT, CONSENT_SRC_ATTRIBUTE } from '../shared/consent.ts';
import { VISITOR_COOKIES } from '../shared/visitor-cookie.ts';
import { readCookie } from './tracking/cookies.ts';

/** Gives every held element under `root` its source. */
export function releaseHeld(root: ParentNode): void {
  root.querySelectorAll(`[${CONSENT_SRC_ATTRIBUTE}]`).forEach((el) => {
    el.setAttribute('src', el.getAttribute(CONSENT_SRC_ATTRIBUTE)!);
    el.removeAttribute(CONSENT_SRC_ATTRIBUTE);
  });
}

/**
 * Releases held content now if the visitor has consented, else when consent arrives. It listens
 * for the page's whole life (no destructor: a few bytes of the 6 KB runtime budget).
 */
export function startConsentGate(doc: Document): void {
  const check = () => readCookie(VISITOR_COOKIES.consent) === 'true' && releaseHeld(doc);
  check();
  doc.addEventListener(CONSENT_EVENT, check);
}
