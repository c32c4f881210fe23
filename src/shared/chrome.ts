/**
 * The site chrome: what sits around every published page without being a block (SPEC §1, §3,
 * §4, §6): the cookie banner, the announcement bar, the mobile information bar, the popup
 * overlay, the system dialogs, tooltips, the owner's keys and the mobile app bridge. The server
 * draws each part that has markup with `data-chrome="<part>"` (src/page/chrome/); the always-loaded
 * runtime fetches the chrome script (src/runtime/chrome/chrome.ts) only when the page has one, or
 * when the page needs chrome behaviour without markup (`data-chrome-needs` on <body>, or the
 * query asks for the mobile app container).
 */

/** The attribute naming a chrome part on its element. */
export const CHROME_ATTRIBUTE = 'data-chrome';

/**
 * Chrome the page needs without an element of its own, as a space-separated list on <body>
 * (e.g. `data-chrome-needs="owner-keys"` for a signed-in owner or a site whose visitors may
 * sign in by the Escape key).
 */
export const CHROME_NEEDS_ATTRIBUTE = 'data-chrome-needs';

/**
 * Links to a place on the same page (the skip link aside, which the browser handles well): the
 * chrome script's scroll part (src/runtime/chrome/scroll.ts) scrolls to their target.
 */
export const ANCHOR_SELECTOR = 'a[href^="#"]:not([href="#"]):not(.skip-link)';

/**
 * Links to the checkout's entry (§2 `/commerce/goto-checkout`): the chrome script's checkout guard
 * (src/runtime/chrome/checkout-guard.ts) stops them when no cart cookie exists. Not part of
 * CHROME_SELECTOR (the runtime's budget): a store's pages carry the cart indicator, whose part
 * fetches the chrome script and starts the guard.
 */
export const CHECKOUT_LINK_SELECTOR = 'a[href^="/commerce/goto-checkout"]';

/** What makes the runtime fetch the chrome script. */
export const CHROME_SELECTOR = `[${CHROME_ATTRIBUTE}],[${CHROME_NEEDS_ATTRIBUTE}],[data-tooltip],${ANCHOR_SELECTOR}`;

/**
 * What a visitor's cookies say about the chrome, read by the server so a part the visitor has
 * already answered is drawn as answered, before any script (no flash, no layout shift). Pages
 * are cached once per state (src/server/sites/visitor-state.ts), never per visitor.
 */
export interface VisitorChromeState {
  /** ss_cookieAllowed is set ('true' or 'false'): the cookie banner was answered. */
  consentAnswered: boolean;
  /** The announcement bar version the visitor dismissed (ANNOUNCEMENT_DISMISSED_COOKIE), if any. */
  dismissedAnnouncement?: string;
}

/** The cookie remembering which announcement bar (its version) the visitor closed. */
export const ANNOUNCEMENT_DISMISSED_COOKIE = 'ss_announcementDismissed';
