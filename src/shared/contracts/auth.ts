/** The owner's sign-out call of SPEC §7 (the site's own `/config/logout` form is a page, not a call). */
import { contract, NoContent } from './contract.ts';

export const authCalls = {
  /** No body; the crumb guard checks it. Ends the session, clears its cookie, answers 204; the page then reloads or goes to /?logout=true. */
  logout: contract('POST', '/api/auth/Logout', { request: undefined, answer: NoContent }),
};
