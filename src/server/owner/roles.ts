import type { Kysely, Transaction } from 'kysely';
import { SiteUserRole } from '../../shared/enums/site.ts';
import { ASSIGNABLE_ROLES } from '../../shared/owner/permissions.ts';
import { dialectOf, newId } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import { enqueueMail } from '../mail/index.ts';
import { invitationMail } from './invitation-mail.tsx';
import { hashPassword } from './password.ts';
import { isEmail, MIN_PASSWORD_LENGTH, normaliseEmail } from './service.ts';
import { newSessionToken, sessionId } from './session-token.ts';

/** How long an invitation link works. */
export const INVITATION_DAYS = 7;
const INVITATION_MS = INVITATION_DAYS * 24 * 3600_000;

/** Why a change to who has which role was refused (each has a message `roles.error.<problem>`). */
export type RolesProblem = 'emailInvalid' | 'roleInvalid' | 'duplicate' | 'lastAdmin' | 'notFound';

/** A pending invitation as the people page lists it. */
export interface PendingInvitation {
  id: string;
  email: string;
  role: number;
  expiresAt: number;
}

/** What the invitation mail names: the site and who invited. */
export interface InviteContext {
  siteTitle: string;
  /** The site's address, `https://…` without a trailing slash: the link in the mail. */
  origin: string;
  invitedBy: string;
}

type Db = Kysely<Database> | Transaction<Database>;

/** Whether `role` is one an admin may give (ASSIGNABLE_ROLES). */
export const isAssignable = (role: number): boolean => (ASSIGNABLE_ROLES as readonly number[]).includes(role);

/** The website's invitations that can still be used (unused, unexpired). */
function usable(db: Kysely<Database>, websiteId: string, now: number) {
  return db.selectFrom('owner_invitations').select(['id', 'email', 'role', 'expires_at']).where('website_id', '=', websiteId).where('used_at', 'is', null).where('expires_at', '>', now);
}

const pendingOf = (r: { id: string; email: string; role: number; expires_at: number }): PendingInvitation => ({ id: r.id, email: r.email, role: Number(r.role), expiresAt: Number(r.expires_at) });

/** The website's unused, unexpired invitations, newest first. */
export async function pendingInvitations(db: Kysely<Database>, websiteId: string, now = Date.now()): Promise<PendingInvitation[]> {
  return (await usable(db, websiteId, now).orderBy('created_at', 'desc').execute()).map(pendingOf);
}

/**
 * Invites `email` with `role`: one row and its mail in the outbox, in one transaction (the mail
 * goes only if the invitation is stored). A newer invitation of the same email replaces the older.
 * Resolves to the token of the link (only the mail carries it; the table keeps its SHA-256).
 */
export async function invite(db: Kysely<Database>, websiteId: string, input: { email: string; role: number }, ctx: InviteContext, now = Date.now()): Promise<{ token: string } | { problem: RolesProblem }> {
  const email = normaliseEmail(input.email);
  if (!isEmail(email)) return { problem: 'emailInvalid' };
  if (!isAssignable(input.role)) return { problem: 'roleInvalid' };
  const token = newSessionToken();
  const expiresAt = now + INVITATION_MS;
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('owners').select('id').where('website_id', '=', websiteId).where('email', '=', email).executeTakeFirst();
    if (existing) return { problem: 'duplicate' as const };
    await trx.updateTable('owner_invitations').set({ used_at: now }).where('website_id', '=', websiteId).where('email', '=', email).where('used_at', 'is', null).execute();
    await trx
      .insertInto('owner_invitations')
      .values({ id: sessionId(token)!, website_id: websiteId, email, role: input.role, invited_by: ctx.invitedBy, created_at: now, expires_at: expiresAt, used_at: null })
      .execute();
    await enqueueMail(trx, invitationMail({ websiteId, to: email, role: input.role, token, expiresAt, ...ctx }), now);
    return { token };
  });
}

/** The invitation a link's token names, while it can be used; null when unknown, used, expired or of another site. */
export async function openInvitation(db: Kysely<Database>, websiteId: string, token: unknown, now = Date.now()): Promise<PendingInvitation | null> {
  const id = sessionId(token);
  if (!id) return null;
  const row = await usable(db, websiteId, now).where('id', '=', id).executeTakeFirst();
  return row ? pendingOf(row) : null;
}

/**
 * Accepts an invitation: marks it used and creates the account with its role, in one transaction
 * (a link used twice at once creates one account; the second finds it used). 'passwordShort'
 * when the password is too short, 'invalid' when the link no longer works.
 */
export async function acceptInvitation(db: Kysely<Database>, websiteId: string, token: unknown, password: string, now = Date.now()): Promise<{ email: string } | 'passwordShort' | 'invalid'> {
  if ([...password].length < MIN_PASSWORD_LENGTH) return 'passwordShort';
  const id = sessionId(token);
  if (!id) return 'invalid';
  const hash = await hashPassword(password);
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('owner_invitations')
      .set({ used_at: now })
      .where('website_id', '=', websiteId)
      .where('id', '=', id)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .returning(['email', 'role'])
      .executeTakeFirst();
    if (!claimed) return 'invalid' as const;
    const existing = await trx.selectFrom('owners').select('id').where('website_id', '=', websiteId).where('email', '=', claimed.email).executeTakeFirst();
    if (existing) return 'invalid' as const;
    await trx.insertInto('owners').values({ id: newId(), website_id: websiteId, email: claimed.email, password_hash: hash, role: Number(claimed.role), created_at: now }).execute();
    return { email: claimed.email };
  });
}

/** Housekeeping across every website: deletes invitations past their end (used or not); resolves to how many went. */
export async function deleteEndedInvitations(db: Kysely<Database>, now: number): Promise<number> {
  const r = await db.deleteFrom('owner_invitations').where('expires_at', '<=', now).executeTakeFirst();
  return Number(r.numDeletedRows);
}

/** Cancels a pending invitation of the website; false when there was none. */
export async function revokeInvitation(db: Kysely<Database>, websiteId: string, id: string, now = Date.now()): Promise<boolean> {
  const r = await db.updateTable('owner_invitations').set({ used_at: now }).where('website_id', '=', websiteId).where('id', '=', id).where('used_at', 'is', null).executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/**
 * The website's admins, locked for the rest of the transaction: on PostgreSQL `FOR UPDATE`, so
 * two admins demoting each other at once are serialised and the second sees the first's change;
 * SQLite transactions already hold the write lock from their start (BEGIN IMMEDIATE).
 */
async function lockedAdmins(trx: Db, websiteId: string): Promise<string[]> {
  const query = trx.selectFrom('owners').select('id').where('website_id', '=', websiteId).where('role', '=', SiteUserRole.ADMIN);
  const rows = await (dialectOf(trx) === 'postgres' ? query.forUpdate() : query).execute();
  return rows.map((r) => r.id);
}

/** Whether taking `ownerId`'s admin role away would leave the website without one. */
async function wouldLeaveNoAdmin(trx: Db, websiteId: string, ownerId: string): Promise<boolean> {
  const admins = await lockedAdmins(trx, websiteId);
  return admins.includes(ownerId) && admins.length <= 1;
}

/** Gives an account of the website another role; the last admin cannot be demoted (checked in the same transaction). */
export async function changeRole(db: Kysely<Database>, websiteId: string, ownerId: string, role: number): Promise<{ email: string } | { problem: RolesProblem }> {
  if (!isAssignable(role)) return { problem: 'roleInvalid' };
  return db.transaction().execute(async (trx) => {
    if (role !== SiteUserRole.ADMIN && (await wouldLeaveNoAdmin(trx, websiteId, ownerId))) return { problem: 'lastAdmin' as const };
    const row = await trx.updateTable('owners').set({ role }).where('website_id', '=', websiteId).where('id', '=', ownerId).returning('email').executeTakeFirst();
    return row ? { email: row.email } : { problem: 'notFound' as const };
  });
}

/** Removes an account of the website and its sessions; the last admin cannot be removed (same transaction). */
export async function removePerson(db: Kysely<Database>, websiteId: string, ownerId: string): Promise<{ email: string } | { problem: RolesProblem }> {
  return db.transaction().execute(async (trx) => {
    if (await wouldLeaveNoAdmin(trx, websiteId, ownerId)) return { problem: 'lastAdmin' as const };
    await trx.deleteFrom('owner_sessions').where('website_id', '=', websiteId).where('owner_id', '=', ownerId).execute();
    const row = await trx.deleteFrom('owners').where('website_id', '=', websiteId).where('id', '=', ownerId).returning('email').executeTakeFirst();
    return row ? { email: row.email } : { problem: 'notFound' as const };
  });
}
