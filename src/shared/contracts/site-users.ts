/** The site users' (members') session calls of SPEC §7 (issue 15, docs/members.md). */
import * as v from 'valibot';
import { contract, NoContent } from './contract.ts';
import { MEMBER_SESSION_PATH } from './site-users-paths.ts';

export * from './site-users-paths.ts';

/** §3 login session payload. */
export const MemberSignIn = v.object({
  email: v.pipe(v.string(), v.maxLength(300)),
  password: v.pipe(v.string(), v.maxLength(1000)),
  rememberMe: v.optional(v.boolean(), false),
});

/** DELETE's query: cloneCart=false also clears the cart cookies; true or absent keeps them (docs/members.md). */
export const MemberSignOut = v.object({ cloneCart: v.optional(v.picklist(['true', 'false'])) });

export const siteUsersCalls = {
  /**
   * Signs a member in: a new session (its cookie HttpOnly, the old one ended) and a fresh crumb.
   * The answer's xsrfToken is that crumb: later calls send it in the x-csrf-token header.
   * 401 loginRequired for a wrong email or password alike; 429 rateLimited past the limits.
   */
  signIn: contract('POST', MEMBER_SESSION_PATH, { request: MemberSignIn, answer: v.object({ xsrfToken: v.string() }) }),
  /** Ends the member's session on the server and clears its cookie: 204 (crumb-checked; the runtime retries once on crumbFail). */
  signOut: contract('DELETE', MEMBER_SESSION_PATH, { request: MemberSignOut, answer: NoContent }),
};
