import { COOKIE_MAX_AGE, VISITOR_COOKIES, nextVisit, visitCookieValues, type VisitState } from '../../shared/visitor-cookie.ts';
import { readCookie, writeCookie } from './cookies.ts';

/** A new visitor id: 64 random bits in base 36 (getRandomValues works on http pages too, randomUUID does not). */
export function newVisitorId(): string {
  return Array.from(crypto.getRandomValues(new Uint32Array(2)), (n) => n.toString(36)).join('');
}

/**
 * The §4 visit transition on this page's cookies: reads ss_cvr and ss_cvt (invalid values count
 * as absent and are replaced, §5), writes them back renewed (2 years, 30 minutes, §9) and
 * returns the new state: a new visitor, a new session (visit count + 1), or the same visit.
 */
export function updateVisit(now = Date.now()): VisitState {
  const state = nextVisit(readCookie(VISITOR_COOKIES.record), readCookie(VISITOR_COOKIES.session), now, newVisitorId());
  const values = visitCookieValues(state);
  writeCookie(VISITOR_COOKIES.record, values.ss_cvr, COOKIE_MAX_AGE.record);
  writeCookie(VISITOR_COOKIES.session, values.ss_cvt, COOKIE_MAX_AGE.session);
  return state;
}
