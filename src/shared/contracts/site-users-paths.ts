/** The path of the site users' session calls of SPEC §7 (docs/members.md), as a plain string; the calls are in site-users.ts. */

/** POST: sign in (email, password, rememberMe) → `{ xsrfToken }`. DELETE (?cloneCart=): sign out → 204. */
export const MEMBER_SESSION_PATH = '/api/site-users/account/session';
