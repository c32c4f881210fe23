import type { Kysely } from 'kysely';
import { newId } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import { enqueueMail, type OutgoingMail } from '../mail/index.ts';
import { decoyHash, hashPassword, isEmail, MIN_PASSWORD_LENGTH, newSessionToken, normaliseEmail, REMEMBER_MS, SESSION_MS, sessionId, verifyPassword } from '../owner/index.ts';
import * as repo from './repo.ts';
import { MEMBER_PATHS } from '../../shared/members.ts';

export { MIN_PASSWORD_LENGTH, REMEMBER_MS, SESSION_MS, isEmail, normaliseEmail };

/** How long a password-reset link works. */
export const RESET_MS = 3600_000;
/** How long an email-verification link works. */
export const VERIFY_MS = 7 * 24 * 3600_000;

/** A signed-in member: who, and the member areas they joined. */
export interface MemberSession {
  sessionId: string;
  memberId: string;
  expiresAt: number;
}

/** A member as the pages show them (never the hash). */
export interface Member {
  id: string;
  email: string;
  name: string;
  verified: boolean;
  areas: string[];
}

/** Why a sign-up was refused (the form shows it by the field). */
export type SignUpProblem = 'nameRequired' | 'emailInvalid' | 'passwordShort' | 'emailTaken';

/** What a mail link needs: the site's title and address (`https://…`, no trailing slash). */
export interface MailSite {
  title: string;
  origin: string;
}

/** The mail of a link (verification, reset): plain text and HTML, every value escaped by the caller's builder. */
export type LinkMail = (to: { email: string; name: string }, site: MailSite, url: string) => Omit<OutgoingMail, 'websiteId'>;

/**
 * Site users (members) of a website: accounts, sessions, memberships and mail links. Every call
 * names the website: nothing of one site is found from another. Passwords are hashed and checked
 * as owner passwords are (src/server/owner/password.ts); tokens are stored as their SHA-256 only.
 */
export class MemberService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly mails: { verify: LinkMail; reset: LinkMail },
    private readonly now: () => number = Date.now,
  ) {
    void decoyHash();
  }

  /** Creates an account and queues its verification mail, in one transaction; the member id, or the problem. */
  async signUp(websiteId: string, site: MailSite, input: { name: string; email: string; password: string }): Promise<{ memberId: string } | { problem: SignUpProblem }> {
    const name = input.name.trim().slice(0, 120);
    const email = normaliseEmail(input.email);
    if (!name) return { problem: 'nameRequired' };
    if (!isEmail(email)) return { problem: 'emailInvalid' };
    if ([...input.password].length < MIN_PASSWORD_LENGTH) return { problem: 'passwordShort' };
    if (await repo.findMemberByEmail(this.db, websiteId, email)) return { problem: 'emailTaken' };
    const hash = await hashPassword(input.password);
    const id = newId();
    const now = this.now();
    try {
      await this.db.transaction().execute(async (trx) => {
        await repo.insertMember(trx, websiteId, { id, email, name, password_hash: hash, email_verified_at: null, created_at: now });
        await this.queueLink(trx, websiteId, site, { id, email, name }, 'verify');
      });
    } catch (err) {
      // Two sign-ups with one address at once: the unique constraint decides.
      if (await repo.findMemberByEmail(this.db, websiteId, email)) return { problem: 'emailTaken' };
      throw err;
    }
    return { memberId: id };
  }

  /**
   * Checks the credentials: the member id, or null when they do not match. An unknown email costs
   * the same scrypt as a wrong password, and answers the same.
   */
  async checkPassword(websiteId: string, email: string, password: string): Promise<string | null> {
    const member = await repo.findMemberByEmail(this.db, websiteId, normaliseEmail(email));
    // An account made by a paid order has no password yet ('') : the decoy costs the same scrypt.
    const ok = await verifyPassword(password, member?.password_hash || (await decoyHash()));
    return member && ok ? member.id : null;
  }

  /** Opens a new session for a member: the token for the cookie (256 random bits; only its hash is stored). */
  async openSession(websiteId: string, memberId: string, rememberMe: boolean): Promise<{ token: string; expiresAt: number }> {
    const now = this.now();
    const token = newSessionToken();
    const expiresAt = now + (rememberMe ? REMEMBER_MS : SESSION_MS);
    await repo.deleteExpiredSessions(this.db, websiteId, memberId, now);
    await repo.insertSession(this.db, websiteId, { id: sessionId(token)!, member_id: memberId, created_at: now, expires_at: expiresAt });
    return { token, expiresAt };
  }

  /** The valid session of the website for a cookie's token, or null (malformed, unknown, ended, expired, another site's). */
  async session(websiteId: string, token: unknown): Promise<MemberSession | null> {
    const id = sessionId(token);
    if (!id) return null;
    const row = await repo.findSession(this.db, websiteId, id);
    if (!row) return null;
    if (Number(row.expires_at) <= this.now()) {
      await repo.deleteSession(this.db, websiteId, id);
      return null;
    }
    return { sessionId: id, memberId: row.member_id, expiresAt: Number(row.expires_at) };
  }

  /** Ends the session of a cookie's token on the server; true when one was ended. */
  async signOut(websiteId: string, token: unknown): Promise<boolean> {
    const id = sessionId(token);
    return id ? repo.deleteSession(this.db, websiteId, id) : false;
  }

  /** A member with their areas, or null. */
  async member(websiteId: string, memberId: string): Promise<Member | null> {
    const row = await repo.findMember(this.db, websiteId, memberId);
    if (!row) return null;
    return { id: row.id, email: row.email, name: row.name, verified: row.email_verified_at !== null, areas: await repo.areasOf(this.db, websiteId, memberId, this.now()) };
  }

  /** The ids of the member areas a member joined. */
  areas(websiteId: string, memberId: string): Promise<string[]> {
    return repo.areasOf(this.db, websiteId, memberId, this.now());
  }

  /** Adds the member to an area (the caller checked that it is one of the site's free areas). */
  join(websiteId: string, memberId: string, areaId: string): Promise<void> {
    return repo.insertMembership(this.db, websiteId, memberId, areaId, this.now());
  }

  /** Queues a reset link when the email has an account; the caller answers the same either way. */
  async requestReset(websiteId: string, site: MailSite, email: string): Promise<void> {
    const member = await repo.findMemberByEmail(this.db, websiteId, normaliseEmail(email));
    if (!member) return;
    await this.db.transaction().execute((trx) => this.queueLink(trx, websiteId, site, member, 'reset'));
  }

  /** Queues a new verification link for a member not verified yet. */
  async resendVerification(websiteId: string, site: MailSite, memberId: string): Promise<void> {
    const member = await repo.findMember(this.db, websiteId, memberId);
    if (!member || member.email_verified_at !== null) return;
    await this.db.transaction().execute((trx) => this.queueLink(trx, websiteId, site, member, 'verify'));
  }

  /** Whether a reset link's token is valid now (the form is shown only then); it stays valid until used. */
  async resetTokenValid(websiteId: string, token: unknown): Promise<boolean> {
    const id = sessionId(token);
    if (!id) return false;
    const row = await this.db.selectFrom('member_tokens').select('expires_at').where('website_id', '=', websiteId).where('id', '=', id).where('purpose', '=', 'reset').executeTakeFirst();
    return row !== undefined && Number(row.expires_at) > this.now();
  }

  /** Sets a new password with a reset link's token (used once); every session of the member ends. False: the link is not valid. */
  async resetPassword(websiteId: string, token: unknown, password: string): Promise<boolean> {
    const id = sessionId(token);
    if (!id) return false;
    const hash = await hashPassword(password);
    return this.db.transaction().execute(async (trx) => {
      const memberId = await repo.takeToken(trx, websiteId, id, 'reset', this.now());
      if (!memberId) return false;
      await repo.setPassword(trx, websiteId, memberId, hash);
      // The link came by mail: the address is theirs (an account made by a paid order starts unverified).
      await repo.setVerified(trx, websiteId, memberId, this.now());
      await repo.deleteMemberSessions(trx, websiteId, memberId);
      return true;
    });
  }

  /** Confirms a member's email with a verification link's token (used once). */
  async verify(websiteId: string, token: unknown): Promise<boolean> {
    const id = sessionId(token);
    if (!id) return false;
    const memberId = await repo.takeToken(this.db, websiteId, id, 'verify', this.now());
    if (!memberId) return false;
    await repo.setVerified(this.db, websiteId, memberId, this.now());
    return true;
  }

  /** Deletes every website's expired sessions and mail-link tokens (sessions are also checked on use). */
  sweep(): Promise<number> {
    return repo.deleteAllExpired(this.db, this.now());
  }

  /**
   * Queues a «create your password» link for an account made by a paid order (no password yet):
   * a reset link that works for `ms` (7 days), mailed with `mail`, in the caller's transaction.
   */
  queueSetupLink(trx: Parameters<typeof repo.insertToken>[0], websiteId: string, site: MailSite, member: { id: string; email: string; name: string }, mail: LinkMail, ms = VERIFY_MS): Promise<void> {
    return this.queueLink(trx, websiteId, site, member, 'reset', { mail, ms });
  }

  private async queueLink(trx: Parameters<typeof repo.insertToken>[0], websiteId: string, site: MailSite, member: { id: string; email: string; name: string }, purpose: 'reset' | 'verify', setup?: { mail: LinkMail; ms: number }) {
    const token = newSessionToken();
    await repo.deleteTokens(trx, websiteId, member.id, purpose);
    await repo.insertToken(trx, websiteId, { id: sessionId(token)!, member_id: member.id, purpose, expires_at: this.now() + (setup?.ms ?? (purpose === 'reset' ? RESET_MS : VERIFY_MS)) });
    const path = purpose === 'reset' ? MEMBER_PATHS.newPassword : MEMBER_PATHS.verify;
    const mail = (setup?.mail ?? this.mails[purpose])(member, site, `${site.origin}${path}?token=${token}`);
    await enqueueMail(trx, { ...mail, websiteId });
  }
}
