/**
 * The cookie banner in the browser (§4; the server draws it: src/page/chrome/CookieBanner.tsx).
 * Accept or refuse stores ss_cookieAllowed through tracking (which starts or stops visitor
 * tracking under a restrictive policy, clearing the §9 cookies on refusal), says so with
 * CONSENT_EVENT (the consent gate releases or holds third-party content), hides the banner and
 * gives focus back. The footer's "Preferencias de cookies" reopens it with both answers. The
 * force, update and unforce events of src/shared/consent.ts preview it (docs/cookie-banner.md).
 */
import {
  CONSENT_EVENT, COOKIE_ANSWER_ATTRIBUTE, COOKIE_BANNER_EVENTS, COOKIE_BANNER_FORCED_CLASS, COOKIE_PREFERENCES_ATTRIBUTE,
} from '../../shared/consent.ts';
import { cookieBannerClass } from '../../shared/cookie-banner-view.ts';
import { CookieBannerAcceptType, CookieBannerCtaVariant } from '../../shared/enums/cookie-banner.ts';
import { cookieBannerSettings } from '../../shared/validate/cookie-banner.ts';
import { VISITOR_COOKIES } from '../../shared/visitor-cookie.ts';
import { readCookie } from '../tracking/cookies.ts';
import { restrictedByPolicy, storeConsent } from '../tracking/consent.ts';
import type { ChromeContext } from './chrome.ts';
import { cleanBannerHtml } from './cookie-banner-html.ts';
import { focusableIn } from './focus-trap.ts';

/** Sets up the server-drawn banner `banner`. */
export function start(banner: HTMLElement, context: ChromeContext): void {
  const doc = banner.ownerDocument;
  const body = doc.body;
  const part = <T extends HTMLElement>(selector: string) => banner.querySelector<T>(selector)!;
  const refuse = part(`[${COOKIE_ANSWER_ATTRIBUTE}="false"]`);
  const accept = part(`[${COOKIE_ANSWER_ATTRIBUTE}="true"]`);
  let optOut = banner.dataset.acceptType === CookieBannerAcceptType.OPT_IN_AND_OUT;
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
    if (hadFocus) (before?.isConnected && !before.closest('[hidden]') ? before : doc.querySelector<HTMLElement>('main'))?.focus();
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
  doc.addEventListener(COOKIE_BANNER_EVENTS.update, (event) => {
    // The component's raw settings, through the §5 defaults and conversions.
    const s = cookieBannerSettings((event as CustomEvent).detail);
    banner.className = cookieBannerClass(s);
    banner.dataset.acceptType = s.cookieBannerAcceptType;
    part('.cookie-banner__text').replaceChildren(cleanBannerHtml(s.cookieBannerText, doc));
    part('.cookie-banner__cta').textContent = s.cookieBannerCtaText;
    refuse.textContent = s.cookieBannerOptOutCtaText;
    if (s.cookieBannerCtaVariant === CookieBannerCtaVariant.ICON) accept.setAttribute('aria-label', accept.dataset.iconLabel!);
    else accept.removeAttribute('aria-label');
    optOut = s.cookieBannerAcceptType === CookieBannerAcceptType.OPT_IN_AND_OUT;
    if (!banner.hidden) show();
  });
}
