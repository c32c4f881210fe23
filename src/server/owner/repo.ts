import type { Kysely, Selectable } from 'kysely';
import type { Database, OwnerSessionsTable, OwnersTable } from '../db/schema.ts';

/** Owner accounts and sessions in the database. Every function takes the website first. */

export type OwnerRow = Selectable<OwnersTable>;
export type OwnerSessionRow = Selectable<OwnerSessionsTable>;

/** Adds an account; throws on a duplicate (website, email). */
export async function insertOwner(db: Kysely<Database>, websiteId: string, row: Omit<OwnerRow, 'website_id'>): Promise<void> {
  await db.insertInto('owners').values({ ...row, website_id: websiteId }).execute();
}

/** The account with this (lowercase) email on the website, or undefined. */
export function findOwnerByEmail(db: Kysely<Database>, websiteId: string, email: string): Promise<OwnerRow | undefined> {
  return db.selectFrom('owners').selectAll().where('website_id', '=', websiteId).where('email', '=', email).executeTakeFirst();
}

/** Every account of the website, oldest first. */
export function listOwnerRows(db: Kysely<Database>, websiteId: string): Promise<OwnerRow[]> {
  return db.selectFrom('owners').selectAll().where('website_id', '=', websiteId).orderBy('created_at').orderBy('email').execute();
}

/** Stores a new session. */
export async function insertSession(db: Kysely<Database>, websiteId: string, row: Omit<OwnerSessionRow, 'website_id'>): Promise<void> {
  await db.insertInto('owner_sessions').values({ ...row, website_id: websiteId }).execute();
}

/** A session of the website by its id (the token's hash) with its account's email and role. */
export function findSession(db: Kysely<Database>, websiteId: string, id: string) {
  return db
    .selectFrom('owner_sessions as s')
    .innerJoin('owners as o', (j) => j.onRef('o.id', '=', 's.owner_id').onRef('o.website_id', '=', 's.website_id'))
    .select(['s.id', 's.owner_id', 's.expires_at', 's.last_seen', 'o.email', 'o.role'])
    .where('s.website_id', '=', websiteId)
    .where('s.id', '=', id)
    .executeTakeFirst();
}

/** Records that a session was used at `now`. */
export async function touchSession(db: Kysely<Database>, websiteId: string, id: string, now: number): Promise<void> {
  await db.updateTable('owner_sessions').set({ last_seen: now }).where('website_id', '=', websiteId).where('id', '=', id).execute();
}

/** Ends one session; true when there was one. */
export async function deleteSession(db: Kysely<Database>, websiteId: string, id: string): Promise<boolean> {
  const r = await db.deleteFrom('owner_sessions').where('website_id', '=', websiteId).where('id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

/** Deletes an account's sessions that expired before `now`. */
export async function deleteExpiredSessions(db: Kysely<Database>, websiteId: string, ownerId: string, now: number): Promise<void> {
  await db.deleteFrom('owner_sessions').where('website_id', '=', websiteId).where('owner_id', '=', ownerId).where('expires_at', '<=', now).execute();
}

/**
 * Housekeeping across every website: deletes the sessions that expired before `now` (by the
 * expiry index); resolves to how many went. Sessions are also checked on use, so this only
 * keeps the table from growing with sessions nobody presents again.
 */
export async function deleteAllExpiredSessions(db: Kysely<Database>, now: number): Promise<number> {
  const r = await db.deleteFrom('owner_sessions').where('expires_at', '<=', now).executeTakeFirst();
  return Number(r.numDeletedRows);
}
