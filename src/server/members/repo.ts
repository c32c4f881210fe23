import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, MembersTable, MemberTokensTable } from '../db/schema.ts';

/** Members, sessions, memberships and mail-link tokens in the database. Every function takes the website first. */

export type MemberRow = Selectable<MembersTable>;
type Db = Kysely<Database> | Transaction<Database>;

export async function insertMember(db: Db, websiteId: string, row: Omit<MemberRow, 'website_id'>): Promise<void> {
  await db.insertInto('members').values({ ...row, website_id: websiteId }).execute();
}

/** The member with this (lowercase) email on the website. */
export function findMemberByEmail(db: Db, websiteId: string, email: string): Promise<MemberRow | undefined> {
  return db.selectFrom('members').selectAll().where('website_id', '=', websiteId).where('email', '=', email).executeTakeFirst();
}

export function findMember(db: Db, websiteId: string, id: string): Promise<MemberRow | undefined> {
  return db.selectFrom('members').selectAll().where('website_id', '=', websiteId).where('id', '=', id).executeTakeFirst();
}

export async function setPassword(db: Db, websiteId: string, id: string, hash: string): Promise<void> {
  await db.updateTable('members').set({ password_hash: hash }).where('website_id', '=', websiteId).where('id', '=', id).execute();
}

export async function setVerified(db: Db, websiteId: string, id: string, at: number): Promise<void> {
  await db.updateTable('members').set({ email_verified_at: at }).where('website_id', '=', websiteId).where('id', '=', id).where('email_verified_at', 'is', null).execute();
}

export async function insertSession(db: Db, websiteId: string, row: { id: string; member_id: string; created_at: number; expires_at: number }): Promise<void> {
  await db.insertInto('member_sessions').values({ ...row, website_id: websiteId }).execute();
}

/** A session of the website by its id (the token's hash). */
export function findSession(db: Db, websiteId: string, id: string) {
  return db.selectFrom('member_sessions').select(['id', 'member_id', 'expires_at']).where('website_id', '=', websiteId).where('id', '=', id).executeTakeFirst();
}

export async function deleteSession(db: Db, websiteId: string, id: string): Promise<boolean> {
  const r = await db.deleteFrom('member_sessions').where('website_id', '=', websiteId).where('id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

/** Ends every session of a member (after a password reset). */
export async function deleteMemberSessions(db: Db, websiteId: string, memberId: string): Promise<void> {
  await db.deleteFrom('member_sessions').where('website_id', '=', websiteId).where('member_id', '=', memberId).execute();
}

export async function deleteExpiredSessions(db: Db, websiteId: string, memberId: string, now: number): Promise<void> {
  await db.deleteFrom('member_sessions').where('website_id', '=', websiteId).where('member_id', '=', memberId).where('expires_at', '<=', now).execute();
}

/** The ids of the member areas a member joined, and of those a paid order grants them at `now` (docs/members-paid.md). */
export async function areasOf(db: Db, websiteId: string, memberId: string, now: number): Promise<string[]> {
  const rows = await db.selectFrom('memberships').select('area_id').where('website_id', '=', websiteId).where('member_id', '=', memberId).execute();
  const granted = await db
    .selectFrom('member_area_grants')
    .select('area_id')
    .where('website_id', '=', websiteId)
    .where('account_id', '=', memberId)
    .where((eb) => eb.or([eb('until', 'is', null), eb('until', '>', now)]))
    .execute();
  return [...new Set([...rows, ...granted].map((r) => r.area_id))];
}

/** Adds a membership; joining twice changes nothing. */
export async function insertMembership(db: Db, websiteId: string, memberId: string, areaId: string, now: number): Promise<void> {
  await db
    .insertInto('memberships')
    .values({ website_id: websiteId, member_id: memberId, area_id: areaId, created_at: now })
    .onConflict((oc) => oc.columns(['member_id', 'area_id']).doNothing())
    .execute();
}

export async function insertToken(db: Db, websiteId: string, row: Omit<Selectable<MemberTokensTable>, 'website_id'>): Promise<void> {
  await db.insertInto('member_tokens').values({ ...row, website_id: websiteId }).execute();
}

/** Takes a token (deletes it): its member id when it existed for this purpose and had not expired. */
export async function takeToken(db: Db, websiteId: string, id: string, purpose: 'reset' | 'verify', now: number): Promise<string | undefined> {
  const row = await db.deleteFrom('member_tokens').where('website_id', '=', websiteId).where('id', '=', id).where('purpose', '=', purpose).returning(['member_id', 'expires_at']).executeTakeFirst();
  return row && Number(row.expires_at) > now ? row.member_id : undefined;
}

/** Forgets a member's earlier tokens of one purpose (only the newest link works). */
export async function deleteTokens(db: Db, websiteId: string, memberId: string, purpose: 'reset' | 'verify'): Promise<void> {
  await db.deleteFrom('member_tokens').where('website_id', '=', websiteId).where('member_id', '=', memberId).where('purpose', '=', purpose).execute();
}

/** Housekeeping across every website: deletes expired sessions and mail-link tokens; resolves to how many went. */
export async function deleteAllExpired(db: Kysely<Database>, now: number): Promise<number> {
  const sessions = await db.deleteFrom('member_sessions').where('expires_at', '<=', now).executeTakeFirst();
  const tokens = await db.deleteFrom('member_tokens').where('expires_at', '<=', now).executeTakeFirst();
  return Number(sessions.numDeletedRows) + Number(tokens.numDeletedRows);
}
