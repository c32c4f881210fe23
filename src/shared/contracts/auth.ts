/** The owner's sign-out call of SPEC §7 (the site's own `/config/logout` form is a page, not a call). */
import { LOGOUT_PATH } from './auth-paths.ts';
import { contract, NoContent } from './contract.ts';

export * from './auth-paths.ts';

export const authCalls = {
  /** No body; the crumb guard checks it. Ends the session, clears its cookie, answers 204; the page then reloads or goes to /?logout=true. */
  logout: contract('POST', LOGOUT_PATH, { request: undefined, answer: NoContent }),
};
