import type { Millis } from './columns.ts';

/** An account that may sign in to a site's /config area (migration 0003). */
export interface OwnersTable {
  id: string;
  website_id: string;
  /** Lowercase; unique per website. */
  email: string;
  /** scrypt in a PHC-style string (src/server/owner/password.ts). */
  password_hash: string;
  /** Site user role of §3 (admin 1 … viewer 10). */
  role: number;
  created_at: Millis;
}

/** A signed-in owner's session: the id is the SHA-256 (hex) of the cookie's random token. */
export interface OwnerSessionsTable {
  id: string;
  owner_id: string;
  website_id: string;
  created_at: Millis;
  expires_at: Millis;
  last_seen: Millis;
}

/** The owner domain's tables by name (migration 0003). */
export interface OwnerTables {
  owners: OwnersTable;
  owner_sessions: OwnerSessionsTable;
}
