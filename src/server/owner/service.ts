import type { Kysely } from 'kysely';
import { newId } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import { SiteUserRoleEnum } from '../../shared/enums.ts';
import { decoyHash, hashPassword, verifyPassword } from './password.ts';
import * as repo from './repo.ts';
import { newSessionToken, sessionId } from './session-token.ts';

/** Shortest password an account may have. */
export const MIN_PASSWORD_LENGTH = 10;
/** Lifetime of a "remember me" session (and its cookie). */
export const REMEMBER_MS = 30 * 24 * 3600_000;
/** Lifetime of a session without "remember me" (its cookie ends with the browser). */
export const SESSION_MS = 12 * 3600_000;
/** A session's last_seen is written at most this often (not on every page). */
export const TOUCH_EVERY_MS = 5 * 60_000;

const EMAIL = /^[^\s@]{1,64}@[^\s@.]+(\.[^\s@.]+)+$/;

/** An account as shown (never its hash). */
export interface Owner {
  id: string;
  email: string;
  role: number;
  createdAt: number;
}

/** A valid session: who is signed in to the website. */
export interface OwnerSession {
  sessionId: string;
  ownerId: string;
  email: string;
  role: number;
  expiresAt: number;
}

/** Why an account could not be created (operator-facing: the CLI prints it). */
export type AddOwnerProblem = 'emailInvalid' | 'passwordShort' | 'roleInvalid' | 'duplicate';

/** An account that cannot be created, with the reason. */
export class AddOwnerError extends Error {
  constructor(readonly problem: AddOwnerProblem) {
    super(problem);
  }
}

/** Lowercased, trimmed email as stored. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** True for an email the sign-in form accepts (the §5 shape, loosely: something@host.tld). */
export const isEmail = (email: string) => email.length <= 256 && EMAIL.test(email);

/**
 * Owner accounts and their sessions. Every call names the website: an account or a session
 * of one site is never found from another.
 */
export class OwnerService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => number = Date.now,
  ) {
    // Made now, not on the first unknown email: that sign-in would otherwise take two scrypts.
    void decoyHash();
  }

  /** Creates an account; throws AddOwnerError on a bad email, short password, unknown role or duplicate. */
  async addOwner(websiteId: string, input: { email: string; password: string; role: number }): Promise<Owner> {
    const email = normaliseEmail(input.email);
    if (!isEmail(email)) throw new AddOwnerError('emailInvalid');
    if ([...input.password].length < MIN_PASSWORD_LENGTH) throw new AddOwnerError('passwordShort');
    if (!SiteUserRoleEnum.is(input.role)) throw new AddOwnerError('roleInvalid');
    if (await repo.findOwnerByEmail(this.db, websiteId, email)) throw new AddOwnerError('duplicate');
    const owner = { id: newId(), email, role: input.role, createdAt: this.now() };
    await repo.insertOwner(this.db, websiteId, {
      id: owner.id,
      email,
      password_hash: await hashPassword(input.password),
      role: owner.role,
      created_at: owner.createdAt,
    });
    return owner;
  }

  /** The website's accounts, oldest first. */
  async listOwners(websiteId: string): Promise<Owner[]> {
    const rows = await repo.listOwnerRows(this.db, websiteId);
    return rows.map((r) => ({ id: r.id, email: r.email, role: Number(r.role), createdAt: Number(r.created_at) }));
  }

  /**
   * Checks the credentials and opens a session: the token for the cookie, or null when they do
   * not match. An unknown email costs the same scrypt as a wrong password. `knownDevice` (a signed
   * device cookie of this account) jumps the scrypt queue instead of being refused when it is full.
   */
  async signIn(websiteId: string, input: { email: string; password: string; rememberMe: boolean; knownDevice?: boolean }): Promise<{ token: string; session: OwnerSession } | null> {
    const owner = await repo.findOwnerByEmail(this.db, websiteId, normaliseEmail(input.email));
    const ok = await verifyPassword(input.password, owner?.password_hash ?? (await decoyHash()), input.knownDevice);
    if (!owner || !ok) return null;
    const now = this.now();
    const token = newSessionToken();
    const id = sessionId(token)!;
    const expiresAt = now + (input.rememberMe ? REMEMBER_MS : SESSION_MS);
    await repo.deleteExpiredSessions(this.db, websiteId, owner.id, now);
    await repo.insertSession(this.db, websiteId, { id, owner_id: owner.id, created_at: now, expires_at: expiresAt, last_seen: now });
    return { token, session: { sessionId: id, ownerId: owner.id, email: owner.email, role: Number(owner.role), expiresAt } };
  }

  /** The valid session of the website for a cookie's token, or null (unknown, expired, other site). */
  async session(websiteId: string, token: unknown): Promise<OwnerSession | null> {
    const id = sessionId(token);
    if (!id) return null;
    const row = await repo.findSession(this.db, websiteId, id);
    if (!row) return null;
    const now = this.now();
    if (Number(row.expires_at) <= now) {
      await repo.deleteSession(this.db, websiteId, id);
      return null;
    }
    if (now - Number(row.last_seen) >= TOUCH_EVERY_MS) await repo.touchSession(this.db, websiteId, id, now);
    return { sessionId: id, ownerId: row.owner_id, email: row.email, role: Number(row.role), expiresAt: Number(row.expires_at) };
  }

  /** Ends the session of a cookie's token; true when one was ended. */
  async signOut(websiteId: string, token: unknown): Promise<boolean> {
    const id = sessionId(token);
    return id ? repo.deleteSession(this.db, websiteId, id) : false;
  }
}
