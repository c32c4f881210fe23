/** The path of the owner's sign-out call of SPEC §7, as a plain string; the call itself is in auth.ts. */

/** POST. No body → 204: the session ends and its cookie is cleared. */
export const LOGOUT_PATH = '/api/auth/Logout';
