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

/** An invitation to the /config area (migration 0010): the id is the SHA-256 (hex) of the mailed token. */
export interface OwnerInvitationsTable {
  id: string;
  website_id: string;
  /** Lowercase. */
  email: string;
  /** The §3 role the account gets on accepting. */
  role: number;
  /** Email of the admin who invited. */
  invited_by: string;
  created_at: Millis;
  expires_at: Millis;
  /** When it was accepted or cancelled; null while it can still be used. */
  used_at: Millis | null;
}

/** The owner domain's tables by name (migrations 0003, 0010). */
export interface OwnerTables {
  owners: OwnersTable;
  owner_sessions: OwnerSessionsTable;
  owner_invitations: OwnerInvitationsTable;
}
