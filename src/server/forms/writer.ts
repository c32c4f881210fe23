import type { Insertable, Kysely, Transaction } from 'kysely';
import type { ErrorCode } from '../../shared/errors.ts';
import type { Database, FormSubmissionsTable } from '../db/schema.ts';
import { enqueueMails, type OutgoingMail } from '../mail/index.ts';
import { consumeKeys, insertSubmissions, useCaptchaSolutions } from './repo.ts';

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
 * meanwhile wait for that transaction and are then written in the next one, up to `maxBatch`. Each
 * caller is answered only after the transaction holding its rows committed. In one transaction:
 * the keys are used up (a reused, expired or too young key is refused alone), then the captcha
 * solutions, then every accepted submission and its outbox mail in multi-row inserts.
 */
export class SubmissionWriter {
  private queue: Waiting[] = [];
  private flushing: Promise<void> | null = null;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly maxBatch = 500,
  ) {}

  /** Resolves once the submission is committed (or refused); rejects when the transaction failed. */
  write(item: PendingSubmission): Promise<WriteOutcome> {
    return new Promise((done, fail) => {
      this.queue.push({ item, done, fail });
      // Started on the next turn of the event loop, so submissions read from the sockets in the
      // same turn join the first transaction instead of each paying for its own commit.
      if (!this.flushing) this.flushing = new Promise<void>((ready) => setImmediate(ready)).then(() => this.drain());
    });
  }

  /** Waits for everything queued (on close). */
  async idle(): Promise<void> {
    while (this.flushing) await this.flushing;
  }

  private async drain(): Promise<void> {
    while (this.queue.length) {
      const batch = this.queue.splice(0, this.maxBatch);
      try {
        const outcomes = await this.db.transaction().execute((trx) => commit(trx, batch.map((w) => w.item)));
        batch.forEach((w, i) => w.done(outcomes[i]));
      } catch (err) {
        for (const w of batch) w.fail(err);
      }
    }
    this.flushing = null;
  }
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
