/**
 * The announcement bar, the mobile information bar and the popup overlay (SPEC §3 "Popup", §6,
 * §9): names and rules shared by the server (which draws them) and the chrome runtime (which
 * decides when the popup opens and remembers what the visitor did). Pure; no DOM.
 */

/** The chrome part names (`data-chrome="…"`). */
export const ANNOUNCEMENT_PART = 'announcement-bar';
export const POPUP_PART = 'popup-overlay';

/** The attribute marking a form as the popup overlay's own (its submission says isOverlayForm). */
export const OVERLAY_FORM_ATTRIBUTE = 'data-overlay-form';

/** The block id of the popup's newsletter (its DOM ids and its submissions' objectName). */
export const POPUP_NEWSLETTER_BLOCK_ID = 'popup-overlay-newsletter';

/**
 * The event the newsletter island fires on `window` after a subscription (its NEWSLETTER_EVENT,
 * named here again so the popup's chunk does not load React; a test holds them equal).
 */
export const NEWSLETTER_SUBSCRIBED_EVENT = 'vitrina:newsletter-subscribe';

/** The three local-storage keys of §3 "Popup": the closed date, the version seen, the submitted flag. */
export const POPUP_STORAGE = {
  closedDate: 'ss_popupOverlayClosedDate',
  version: 'ss_popupOverlayVersion',
  submitted: 'ss_popupOverlaySubmitted',
} as const;

/** The session-storage key that lets a signed-in owner see the popup once per browser session. */
export const POPUP_OWNER_SEEN = 'ss_popupOverlayOwnerSeen';

/** Widest viewport that counts as a phone (§9 "mobile max width 432"). */
export const PHONE_MAX_WIDTH = 432;
/** Widest viewport that shows the mobile information bar (§9 "mobile info bar up to 1024"). */
export const MOBILE_INFO_BAR_MAX_WIDTH = 1024;

/** §3 popup type numbers, the popup overlay's page type (§2) and its cover/overlay kind. */
export const POPUP_TYPE_OVERLAY = 2;
export const POPUP_PAGE_TYPE = 104;

/** A version string as the announcement cookie and the popup keep it: 1–32 of [A-Za-z0-9_-]. */
export const VERSION_PATTERN = /^[\w-]{1,32}$/;

/**
 * A short version derived from content (FNV-1a, base 36): a bar whose text or link changes gets
 * a new version, so visitors who dismissed the old one see the new one.
 */
export function contentVersion(...parts: string[]): string {
  let hash = 0x811c9dc5;
  for (const ch of parts.join('\u0000')) {
    hash ^= ch.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `v${hash.toString(36)}`;
}

/** The `tel:` address of a phone number as people write it ("+52 55 5264 1187" → "tel:+525552641187"). */
export function telHref(phone: string): string {
  const plus = phone.trim().startsWith('+') ? '+' : '';
  return `tel:${plus}${phone.replace(/\D/g, '')}`;
}

/** What the popup decision reads of the settings. */
export interface PopupRules {
  enabled: boolean;
  enableMobile: boolean;
  version: string;
  showUntilSignup: boolean;
  /** Days before it shows again after being closed; -1: never again. */
  displayFrequency: number;
}

/** The three stored keys as read from local storage (null when absent). */
export interface PopupStored {
  closedDate: string | null;
  version: string | null;
  submitted: string | null;
}

const DAY_MS = 86_400_000;

/**
 * Whether the popup overlay opens for a visitor (§3 "Popup", §9): never when disabled; not on a
 * phone (≤ 432 px) unless enableMobile; a stored version other than the current one means the
 * owner made a new popup, and everything stored before counts for nothing; with showUntilSignup,
 * never again once the visitor subscribed through it; after a close, not again for
 * displayFrequency days (-1: never again; 0: on the next page).
 */
export function shouldShowPopup(rules: PopupRules, stored: PopupStored, now: number, viewportWidth: number): boolean {
  if (!rules.enabled) return false;
  if (viewportWidth <= PHONE_MAX_WIDTH && !rules.enableMobile) return false;
  if (stored.version !== null && stored.version !== rules.version) return true;
  if (rules.showUntilSignup && stored.submitted === 'true') return false;
  if (stored.closedDate === null) return true;
  if (rules.displayFrequency < 0) return false;
  const closed = Date.parse(stored.closedDate);
  if (Number.isNaN(closed)) return true;
  return now - closed >= rules.displayFrequency * DAY_MS;
}
