/**
 * Holds content from consent-bound third-party origins until the visitor consents (§4 cookie
 * banner): the server renders it inert (`data-consent-src`, src/shared/consent.ts); here it gets
 * its `src` once ss_cookieAllowed is 'true', at start or when the banner says so (CONSENT_EVENT).
 * A withdrawal (the banner answered 'false' after 'true') holds released frames and images again,
 * which unloads them; a released script cannot be taken back, so then the page reloads.
 */
import { CONSENT_EVENT, CONSENT_RELEASED_ATTRIBUTE, CONSENT_SRC_ATTRIBUTE } from '../shared/consent.ts';
import { VISITOR_COOKIES } from '../shared/visitor-cookie.ts';
import { readCookie } from './tracking/cookies.ts';

/** Gives every held element under `root` its source, marking it released. */
export function releaseHeld(root: ParentNode): void {
  root.querySelectorAll(`[${CONSENT_SRC_ATTRIBUTE}]`).forEach((el) => {
    el.setAttribute('src', el.getAttribute(CONSENT_SRC_ATTRIBUTE)!);
    el.removeAttribute(CONSENT_SRC_ATTRIBUTE);
    el.setAttribute(CONSENT_RELEASED_ATTRIBUTE, '');
  });
}

/**
 * Holds again what releaseHeld released under `root`: each element is replaced by an inert copy
 * (removing a frame ends its document and whatever it was sending). Returns false when a released
 * script ran, which only a reload undoes.
 */
export function holdReleased(root: ParentNode): boolean {
  let undoable = true;
  root.querySelectorAll(`[${CONSENT_RELEASED_ATTRIBUTE}]`).forEach((el) => {
    if (el.tagName === 'SCRIPT') undoable = false;
    const held = el.cloneNode(true) as Element;
    held.setAttribute(CONSENT_SRC_ATTRIBUTE, el.getAttribute('src') ?? '');
    held.removeAttribute('src');
    held.removeAttribute(CONSENT_RELEASED_ATTRIBUTE);
    el.replaceWith(held);
  });
  return undoable;
}

/**
 * Releases held content now if the visitor has consented, else when consent arrives, and holds
 * it again when consent is withdrawn. It listens for the page's whole life.
 */
export function startConsentGate(doc: Document): void {
  const check = () => {
    if (readCookie(VISITOR_COOKIES.consent) === 'true') releaseHeld(doc);
    else if (!holdReleased(doc)) location.reload();
  };
  check();
  doc.addEventListener(CONSENT_EVENT, check);
}
