import { createHash, randomBytes } from 'node:crypto';

/** The cookie that carries an owner's session token (HttpOnly, SameSite=Lax, Path /). */
export const SESSION_COOKIE = 'vitrina_session';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** A new session token: 256 random bits, base64url (43 characters). */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * The id a token is stored under: its SHA-256 in hex. Only the browser holds the token, so
 * whoever reads the table cannot present a session. Undefined for a value that is not a token.
 */
export function sessionId(token: unknown): string | undefined {
  return typeof token === 'string' && TOKEN.test(token) ? createHash('sha256').update(token).digest('hex') : undefined;
}
