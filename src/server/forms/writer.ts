import type { Insertable, Kysely, Transaction } from 'kysely';
import type { ErrorCode } from '../../shared/errors.ts';
import type { Database, FormSubmissionsTable } from '../db/schema.ts';
import { enqueueMails, type OutgoingMail } from '../mail/index.ts';
import { dialectOf } from '../db/dialect.ts';
import { commitKeyedRows, consumeKeys, insertSubmissions, useCaptchaSolutions } from './repo.ts';

/** One accepted submission, waiting to be committed. */
export interface PendingSubmission {
  websiteId: string;
  keyHash: string;
  now: number;
  /** The key must have been issued at or before this time (the minimum fill time). */
  issuedBy: number;
  /** A verified captcha solution to record as used, if the form asked for one. */
  captcha: { id: string; expiresAt: number } | null;
  /** The row of a form submission… */
  submission?: Insertable<FormSubmissionsTable>;
  mail?: OutgoingMail | null;
  /** …or the writes of a newsletter subscription, run in the same transaction. */
  write?: (trx: Transaction<Database>) => Promise<void>;
}

/** How a pending submission ended: committed, or refused for its key or its captcha (nothing written). */
export type WriteOutcome = { ok: true } | { ok: false; code: Extract<ErrorCode, 'formKeyInvalid' | 'captchaRequired'> };

interface Waiting {
  item: PendingSubmission;
  done: (outcome: WriteOutcome) => void;
  fail: (err: unknown) => void;
}

/**
 * Commits submissions together (group commit): the first one is written at once; those that arrive
 * meanwhile wait and are then written in the next batch, up to `maxBatch`. Each caller is answered
 * only after the transaction holding its rows committed.
 * - A batch of plain submissions (no captcha, no newsletter writes) on PostgreSQL is one statement
 *   (`commitKeyedRows`: one round trip, one commit), and up to `maxInFlight` (2) of them run at once on
 *   the pool's connections, so a submission never waits for the commit of a batch it missed: the
 *   fsyncs of concurrent commits are shared by PostgreSQL's own group commit.
 * - Otherwise (SQLite, whose one writer is in this process; or a batch holding a captcha or a
 *   newsletter), one transaction: the keys are used up (a reused, expired or too young key is
 *   refused alone), then the captcha solutions, then every accepted submission and its outbox mail
 *   in multi-row inserts, then the newsletter writes. Such a batch runs alone, as before.
 */
export class SubmissionWriter {
  private queue: Waiting[] = [];
  private scheduled = false;
  private running = 0;
  private exclusive = false;
  private idlers: (() => void)[] = [];
  private readonly maxInFlight: number;
  private readonly oneStatement: boolean;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly maxBatch = 500,
    maxInFlight?: number,
  ) {
    this.oneStatement = dialectOf(db) === 'postgres';
    this.maxInFlight = this.oneStatement ? (maxInFlight ?? 2) : 1;
  }

  /** Resolves once the submission is committed (or refused); rejects when the transaction failed. */
  write(item: PendingSubmission): Promise<WriteOutcome> {
    return new Promise((done, fail) => {
      this.queue.push({ item, done, fail });
      // Started on the next turn of the event loop, so submissions read from the sockets in the
      // same turn join one batch instead of each paying for its own commit.
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => {
          this.scheduled = false;
          this.pump();
        });
      }
    });
  }

  /** Waits for everything queued (on close). */
  idle(): Promise<void> {
    if (this.queue.length === 0 && this.running === 0 && !this.scheduled) return Promise.resolve();
    return new Promise((ready) => this.idlers.push(ready));
  }

  /** Starts the batches that may start now. */
  private pump(): void {
    while (this.queue.length > 0 && this.running < this.maxInFlight && !this.exclusive) {
      const plain = this.oneStatement && isPlain(this.queue[0].item);
      if (!plain && this.running > 0) break; // a transaction batch waits for the batches in flight
      let size = Math.min(this.queue.length, this.maxBatch);
      if (plain) for (let i = 1; i < size; i++) if (!isPlain(this.queue[i].item)) size = i;
      const batch = this.queue.splice(0, size);
      this.running++;
      this.exclusive = !plain;
      const items = batch.map((w) => w.item);
      const written = plain ? commitPlain(this.db, items) : this.db.transaction().execute((trx) => commit(trx, items));
      written.then(
        (outcomes) => batch.forEach((w, i) => w.done(outcomes[i])),
        (err) => batch.forEach((w) => w.fail(err)),
      ).finally(() => {
        this.running--;
        this.exclusive = false;
        this.pump();
        if (this.queue.length === 0 && this.running === 0 && !this.scheduled) for (const ready of this.idlers.splice(0)) ready();
      });
    }
  }
}

/** A submission whose batch can be one statement: a form submission without a captcha solution to record. */
function isPlain(item: PendingSubmission): boolean {
  return !item.captcha && !item.write;
}

/** A batch of plain submissions in one statement: a repeated key is refused before, the first wins. */
async function commitPlain(db: Kysely<Database>, items: PendingSubmission[]): Promise<WriteOutcome[]> {
  const first = new Map<string, number>();
  items.forEach((item, i) => {
    const id = `${item.websiteId}\n${item.keyHash}`;
    if (!first.has(id)) first.set(id, i);
  });
  const distinct = [...first.values()];
  const used = await commitKeyedRows(db, distinct.map((i) => items[i]));
  const written = new Set([...used].map((n) => distinct[n]));
  return items.map((_, i) => (written.has(i) ? { ok: true } : { ok: false, code: 'formKeyInvalid' }));
}

/** The writes of one batch; the outcome of each item, in order. */
async function commit(trx: Transaction<Database>, items: PendingSubmission[]): Promise<WriteOutcome[]> {
  const outcomes: WriteOutcome[] = items.map(() => ({ ok: true }));
  // Keys, per website (a key of another site is never touched); the same key twice in a batch: the first wins.
  const consumed = new Set<string>();
  for (const websiteId of new Set(items.map((i) => i.websiteId))) {
    const mine = items.filter((i) => i.websiteId === websiteId);
    const used = await consumeKeys(trx, websiteId, [...new Set(mine.map((i) => i.keyHash))], mine[0].now, Math.max(...mine.map((i) => i.issuedBy)));
    for (const hash of used) consumed.add(`${websiteId}\n${hash}`);
  }
  const seen = new Set<string>();
  items.forEach((item, i) => {
    const id = `${item.websiteId}\n${item.keyHash}`;
    if (!consumed.has(id) || seen.has(id)) outcomes[i] = { ok: false, code: 'formKeyInvalid' };
    seen.add(id);
  });
  // Captcha solutions of the items still in, once each.
  const withCaptcha = items.filter((item, i) => outcomes[i].ok && item.captcha);
  const fresh = await useCaptchaSolutions(trx, withCaptcha.map((item) => ({ id: item.captcha!.id, websiteId: item.websiteId, expiresAt: item.captcha!.expiresAt })));
  const claimed = new Set<string>();
  items.forEach((item, i) => {
    if (!outcomes[i].ok || !item.captcha) return;
    if (!fresh.has(item.captcha.id) || claimed.has(item.captcha.id)) outcomes[i] = { ok: false, code: 'captchaRequired' };
    claimed.add(item.captcha.id);
  });
  // The rows of every item still in.
  const accepted = items.filter((_, i) => outcomes[i].ok);
  await insertSubmissions(trx, accepted.flatMap((item) => (item.submission ? [item.submission] : [])));
  await enqueueMails(trx, accepted.flatMap((item) => (item.mail ? [item.mail] : [])), items[0].now);
  for (const item of accepted) if (item.write) await item.write(trx);
  return outcomes;
}
