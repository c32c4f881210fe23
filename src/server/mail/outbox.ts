import type { Kysely, Transaction } from 'kysely';
import { TableInsert } from '../db/multi-insert.ts';
import { claimable } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import type { OutboxCounts } from '../../shared/owner/forms.ts';

/** A mail to send. Field values never become headers: `to` and `replyTo` are checked addresses, `subject` fixed text. */
export interface OutgoingMail {
  websiteId: string;
  kind: 'notification' | 'confirmation';
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html: string;
  /**
   * A mail whose bodies are written when it is sent: JSON text naming a template of the worker's
   * (`{"template":"…",…}`, see MailTemplates in worker.ts); `text` and `html` are then empty.
   */
  content?: string | null;
}

/** A claimed row, ready to send (or to be written by its template first). */
export interface ClaimedMail extends OutgoingMail {
  id: number;
  /** Attempts so far, this one included. */
  attempts: number;
  /** When the row was written (a template's "sent at"). */
  createdAt: number;
}

/** How long a claimed row stays with the worker that took it; after that another may retry it. */
export const LEASE_MS = 2 * 60_000;
/** Attempts before a mail is given up (about a day and a half with the default backoff). */
export const MAX_ATTEMPTS = 12;

/** Removes CR, LF and other control characters: nothing a header could be split with. */
export function headerSafe(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
}

/**
 * Adds a mail to the outbox, inside the caller's transaction: it is sent only if what caused it
 * commits, and it is never lost once that did.
 */
export async function enqueueMail(trx: Kysely<Database> | Transaction<Database>, mail: OutgoingMail, now = Date.now()): Promise<void> {
  await enqueueMails(trx, [mail], now);
}

const OUTBOX_COLUMNS = ['website_id', 'kind', 'to_address', 'reply_to', 'subject', 'text_body', 'html_body', 'content', 'next_attempt_at', 'created_at'] as const;
/** The outbox's multi-row INSERT (also part of the forms' one-statement group commit on PostgreSQL). */
export const outboxInsert = new TableInsert('mail_outbox', OUTBOX_COLUMNS);

/** The outbox row of a mail, due at once. */
export function outboxRow(mail: OutgoingMail, now: number) {
  return {
    website_id: mail.websiteId,
    kind: mail.kind,
    to_address: headerSafe(mail.to),
    reply_to: mail.replyTo ? headerSafe(mail.replyTo) : null,
    subject: headerSafe(mail.subject),
    text_body: mail.text,
    html_body: mail.html,
    content: mail.content ?? null,
    next_attempt_at: now,
    created_at: now,
  };
}

/** Adds mails to the outbox in one statement per 5,000, inside the caller's transaction. */
export async function enqueueMails(trx: Kysely<Database> | Transaction<Database>, mails: OutgoingMail[], now = Date.now()): Promise<void> {
  await outboxInsert.run(trx, mails.map((mail) => outboxRow(mail, now)));
}

/**
 * Takes up to `limit` due rows for this worker in one statement: each is leased for LEASE_MS and
 * its attempt counted before it is sent. On PostgreSQL the chosen rows are locked with FOR UPDATE
 * SKIP LOCKED, so workers of several processes never take the same row; on SQLite the statement
 * holds the database's write lock from start to end. No lock is held while a mail is sent.
 */
export async function claimDueMail(db: Kysely<Database>, now = Date.now(), limit = 10): Promise<ClaimedMail[]> {
  const rows = await db
    .updateTable('mail_outbox')
    .set((eb) => ({ locked_until: now + LEASE_MS, attempts: eb('attempts', '+', 1) }))
    .where('id', 'in', (eb) => {
      const due = eb
        .selectFrom('mail_outbox')
        .select('id')
        .where('sent_at', 'is', null)
        .where('next_attempt_at', '<=', now)
        .where('attempts', '<', MAX_ATTEMPTS)
        .where((w) => w.or([w('locked_until', 'is', null), w('locked_until', '<=', now)]))
        .orderBy('next_attempt_at')
        .limit(limit);
      return claimable(db, due);
    })
    .returning(['id', 'website_id', 'kind', 'to_address', 'reply_to', 'subject', 'text_body', 'html_body', 'content', 'attempts', 'created_at'])
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    websiteId: r.website_id,
    kind: r.kind as OutgoingMail['kind'],
    to: r.to_address,
    replyTo: r.reply_to,
    subject: r.subject,
    text: r.text_body,
    html: r.html_body,
    content: r.content,
    attempts: r.attempts,
    createdAt: Number(r.created_at),
  }));
}

/** Records a delivery. */
export async function markSent(db: Kysely<Database>, id: number, now = Date.now()): Promise<void> {
  await db.updateTable('mail_outbox').set({ sent_at: now, locked_until: null, last_error: null }).where('id', '=', id).execute();
}

/** Records a failure and when to try again: `retryBaseMs` doubled per attempt, at most 6 hours. */
export async function markFailed(db: Kysely<Database>, mail: ClaimedMail, error: string, retryBaseMs: number, now = Date.now()): Promise<void> {
  const delay = Math.min(retryBaseMs * 2 ** (mail.attempts - 1), 6 * 3_600_000);
  await db
    .updateTable('mail_outbox')
    .set({ locked_until: null, next_attempt_at: now + delay, last_error: error.slice(0, 1000) })
    .where('id', '=', mail.id)
    .execute();
}

/** Mails not sent yet (for the owner's view: "mail is off" and how many wait). */
export async function countPendingMail(db: Kysely<Database>, websiteId: string): Promise<number> {
  const row = await db
    .selectFrom('mail_outbox')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('website_id', '=', websiteId)
    .where('sent_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Mails of the website: waiting (or retrying), sent, and given up after MAX_ATTEMPTS. */
export async function outboxCounts(db: Kysely<Database>, websiteId: string): Promise<OutboxCounts> {
  const rows = await db
    .selectFrom('mail_outbox')
    .select((eb) => [
      eb.case().when('sent_at', 'is not', null).then('sent').when('attempts', '>=', MAX_ATTEMPTS).then('failed').else('pending').end().as('state'),
      eb.fn.countAll<number>().as('n'),
    ])
    .where('website_id', '=', websiteId)
    .groupBy('state')
    .execute();
  const count = (state: string) => Number(rows.find((r) => r.state === state)?.n ?? 0);
  return { pending: count('pending'), sent: count('sent'), failed: count('failed') };
}
