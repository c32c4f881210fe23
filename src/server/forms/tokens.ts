import { createHash, randomBytes } from 'node:crypto';

/** A new random token (keys, confirmation and unsubscribe links): 192 bits, URL-safe. */
export function newToken(): string {
  return randomBytes(24).toString('base64url');
}

/** What the database keeps of a token: its SHA-256, so a copy of a table gives no usable link or key. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
