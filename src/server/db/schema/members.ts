import type { Millis } from './columns.ts';

/** A site user (member) of one website (migration 0008). */
export interface MembersTable {
  id: string;
  website_id: string;
  /** Lowercase; unique per website. */
  email: string;
  name: string;
  /** scrypt in a PHC-style string (src/server/owner/password.ts). */
  password_hash: string;
  email_verified_at: Millis | null;
  created_at: Millis;
}

/** A member's session: the id is the SHA-256 (hex) of the cookie's random token. */
export interface MemberSessionsTable {
  id: string;
  member_id: string;
  website_id: string;
  created_at: Millis;
  expires_at: Millis;
}

/** A member area a member joined (the area is one of the site's settings.memberAreas). */
export interface MembershipsTable {
  website_id: string;
  member_id: string;
  area_id: string;
  created_at: Millis;
}

/** A one-use mail link: the id is the SHA-256 (hex) of the link's token. */
export interface MemberTokensTable {
  id: string;
  member_id: string;
  website_id: string;
  purpose: 'reset' | 'verify';
  expires_at: Millis;
}

/** What a paid order granted (migration 0017, docs/members-paid.md): an area to an account, until a time (null: for ever). */
export interface MemberAreaGrantsTable {
  website_id: string;
  account_id: string;
  area_id: string;
  order_id: string;
  until: Millis | null;
  created_at: Millis;
}

/** The members domain's tables by name (migrations 0008, 0017). */
export interface MembersTables {
  member_area_grants: MemberAreaGrantsTable;
  members: MembersTable;
  member_sessions: MemberSessionsTable;
  memberships: MembershipsTable;
  member_tokens: MemberTokensTable;
}
