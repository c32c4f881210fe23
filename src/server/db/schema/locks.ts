import type { Millis } from './columns.ts';

/** A password lock of a website (migration 0009, docs/locks.md). */
export interface SiteLocksTable {
  website_id: string;
  /** A password-locked collection's id, or '*' (the whole-site lock). */
  scope: string;
  /** `$scrypt$…` (src/server/owner/password.ts); the plaintext is never stored. */
  password_hash: string;
  updated_at: Millis;
}

/** The locks domain's tables by name. */
export interface LocksTables {
  site_locks: SiteLocksTable;
}
