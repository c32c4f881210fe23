import { ANNOUNCEMENT_DISMISSED_COOKIE, type VisitorChromeState } from '../../shared/chrome.ts';
import { VISITOR_COOKIES } from '../../shared/visitor-cookie.ts';

/** At most this many characters of a dismissed announcement's version make a cache variant. */
const VERSION_MAX = 32;

/**
 * The chrome state of a page request from its cookies (src/shared/chrome.ts). Only a handful of
 * values can come out of it, whatever the cookies hold, so the page cache keeps a few variants
 * of a page, never one per visitor: consent answered or not, and a short dismissed version.
 */
export function visitorChromeState(cookies: Record<string, string | undefined>): VisitorChromeState {
  const consent = cookies[VISITOR_COOKIES.consent];
  const dismissed = cookies[ANNOUNCEMENT_DISMISSED_COOKIE];
  return {
    consentAnswered: consent === 'true' || consent === 'false',
    ...(dismissed && /^[\w-]+$/.test(dismissed) && dismissed.length <= VERSION_MAX ? { dismissedAnnouncement: dismissed } : {}),
  };
}

/** The part of a page's cache key that its chrome state adds ('' for a first visit). */
export function chromeVariant(state: VisitorChromeState): string {
  return `${state.consentAnswered ? 'c' : ''}${state.dismissedAnnouncement ? `|a:${state.dismissedAnnouncement}` : ''}`;
}
