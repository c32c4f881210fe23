import { randomBytes } from 'node:crypto';

/**
 * The idempotency key of a payment attempt (checkout, gift checkout, subscribe, donate): minted
 * with the page, posted back with the pay form, so a double click or a retry answers the same
 * order or donation and never charges twice (docs/commerce.md).
 */
export const ATTEMPT_KEY = /^[A-Za-z0-9_-]{32}$/;

/** A new attempt key (24 random bytes, base64url: 32 characters). */
export const newAttemptKey = () => randomBytes(24).toString('base64url');
