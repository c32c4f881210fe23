/**
 * The cookie banner in the browser (§4; the server draws it: src/page/chrome/CookieBanner.tsx).
 * Accept or refuse stores ss_cookieAllowed through tracking (which starts or stops visitor
 * tracking under a restrictive policy, clearing the §9 cookies on refusal), says so with
 * CONSENT_EVENT (the consent gate releases or holds third-party content), hides the banner and
 * gives focus back. The footer's "Preferencias de cookies" reopens it with both answers. The
 * force, update and unforce events of src/shared/consent.ts preview it (docs/cookie-banner.md).
 */
import {
  CONSENT_EVENT, COOKIE_ANSWER_ATTRIBUTE, COOKIE_BANNER_EVENTS, COOKIE_BANNER_FORCED_CLASS, COOKIE_BANNER_UPDATED_EVENT,
  COOKIE_PREFERENCES_ATTRIBUTE,
} from '../../shared/consent.ts';
import type { CookieBannerAcceptType } from '../../shared/enums/cookie-banner.ts';
import { VISITOR_COOKIES } from '../../shared/visitor-cookie.ts';
import { readCookie } from '../tracking/cookies.ts';
import { restrictedByPolicy, storeConsent } from '../tracking/consent.ts';
import type { readPageContext } from '../page-context.ts';
import { focusableIn } from './focus-trap.ts';

/** The accept type that offers refusing (a literal: the enum's lookups would weigh on this chunk). */
const OPT_IN_AND_OUT: CookieBannerAcceptType = 'OPT_IN_AND_OUT';

/** The page context (chrome.ts's ChromeContext, named here: importing chrome.ts would make a cycle). */
type ChromeContext = ReturnType<typeof readPageContext>;

/** Sets up the server-drawn banner `banner`. */
export function start(banner: HTMLElement, context: ChromeContext): void {
  const doc = banner.ownerDocument;
  const body = doc.body;
  const part = <T extends HTMLElement>(selector: string) => banner.querySelector<T>(selector)!;
  const refuse = part(`[${COOKIE_ANSWER_ATTRIBUTE}="false"]`);
  let optOut = banner.dataset.acceptType === OPT_IN_AND_OUT;
  /** Reopened from the footer: both answers are offered. */
  let reopened = false;
  /** Where focus was before it entered the banner. */
  let before: HTMLElement | null = null;
  /** Forced: whether it was hidden before (unforce restores that). */
  let forced: { hidden: boolean } | null = null;

  const show = () => {
    refuse.hidden = !(optOut || reopened);
    banner.hidden = false;
  };
  const close = () => {
    const hadFocus = banner.contains(doc.activeElement);
    banner.hidden = true;
    reopened = false;
    if (hadFocus) (before?.isConnected && !before.closest('[hidden]') ? before : doc.querySelector<HTMLElement>('main'))?.focus({ preventScroll: true });
    before = null;
  };
  const answer = (allowed: boolean) => {
    const track = window.Vitrina?.track;
    if (track) track.consent(allowed);
    else {
      storeConsent(allowed);
      if (!allowed) restrictedByPolicy(context.websiteSettings?.cookieSettings);
    }
    forced = null;
    body.classList.remove(COOKIE_BANNER_FORCED_CLASS);
    close();
    doc.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail: { allowed } }));
  };

  banner.addEventListener('focusin', (event) => {
    const from = event.relatedTarget as HTMLElement | null;
    if (!banner.contains(from)) before = from;
  });
  // Focus already in the banner by keyboard when this script starts: the visitor tabbed in before
  // it ran, unseen, from the Tab stop before the banner (so Accept gives focus back there, not to
  // <main>). A mouse click's focus is left out: focusing the skip link would show it.
  const active = doc.activeElement as HTMLElement | null;
  if (active && banner.contains(active) && active.matches(':focus-visible')) before = tabStopBefore(banner);
  banner.addEventListener('click', (event) => {
    const button = (event.target as Element).closest(`[${COOKIE_ANSWER_ATTRIBUTE}]`);
    if (button) answer(button.getAttribute(COOKIE_ANSWER_ATTRIBUTE) === 'true');
  });
  // Reopened after an answer, Escape closes it again and changes nothing.
  banner.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && /^(true|false)$/.test(readCookie(VISITOR_COOKIES.consent) ?? '') && !forced) close();
  });
  doc.addEventListener('click', (event) => {
    const control = (event.target as Element).closest?.<HTMLElement>(`[${COOKIE_PREFERENCES_ATTRIBUTE}]`);
    if (!control) return;
    reopened = true;
    show();
    focusableIn(banner)[0]?.focus();
    before = control;
  });

  doc.addEventListener(COOKIE_BANNER_EVENTS.force, () => {
    forced ??= { hidden: banner.hidden };
    body.classList.add(COOKIE_BANNER_FORCED_CLASS);
    show();
  });
  doc.addEventListener(COOKIE_BANNER_EVENTS.unforce, () => {
    if (!forced) return;
    const { hidden } = forced;
    forced = null;
    body.classList.remove(COOKIE_BANNER_FORCED_CLASS);
    if (hidden) close();
    else show();
  });
  // The component's raw settings, through the §5 defaults and conversions (a chunk of its own).
  // Updates apply in the order they came; COOKIE_BANNER_UPDATED_EVENT on the banner says one was.
  let updates: Promise<unknown> = Promise.resolve();
  doc.addEventListener(COOKIE_BANNER_EVENTS.update, (event) => {
    const detail = (event as CustomEvent).detail;
    updates = updates
      .then(() => import('./cookie-banner-update.ts'))
      .then(({ redraw }) => {
        optOut = redraw(banner, detail);
        if (!banner.hidden) show();
        banner.dispatchEvent(new Event(COOKIE_BANNER_UPDATED_EVENT));
      })
      .catch((error) => console.error('Vitrina: cookie banner update failed', error));
  });
}

/** The last element reachable by Tab that comes before `el` in the document, if any. */
function tabStopBefore(el: HTMLElement): HTMLElement | null {
  const earlier = focusableIn(el.ownerDocument).filter((stop) => !el.contains(stop) && stop.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING);
  return earlier.at(-1) ?? null;
}
