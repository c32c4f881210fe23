import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { claimDueMail, markFailed, markSent, type ClaimedMail } from './outbox.ts';
import type { SendMail } from './transport.ts';

/** Tuning of the outbox worker; tests shorten the intervals. */
export interface MailWorkerOptions {
  /** How often the outbox is polled when nobody says new rows were written (default 5 s). */
  pollMs?: number;
  /** First retry delay after a failure, doubled per attempt (default 30 s). */
  retryBaseMs?: number;
}

/**
 * The templates of mails written when they are sent, by name: each reads a row's `content` (the
 * parsed JSON) and answers its bodies. Domains register theirs where the app is built (app.ts),
 * so mail never imports them. A template that throws leaves the row to be retried like a failed
 * delivery; a row naming no known template is retried too (a newer process may know it).
 */
export type MailTemplates = Record<string, (content: Record<string, unknown>, mail: ClaimedMail) => Promise<{ text: string; html: string }>>;

interface Log {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * Sends the mail outbox: polls every few seconds, and at once when `wake()` says a row was
 * written; sends each claimed row, marks it sent, or schedules a retry with exponential backoff.
 * Several processes may run one each (claims never overlap, see claimDueMail). One pass at a time.
 */
export class MailWorker {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  /** Polling: between start() and stop(). */
  private polling = false;
  /** stop() was called: passes end after the mail in hand. */
  private stopping = false;
  private readonly pollMs: number;
  private readonly retryBaseMs: number;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly send: SendMail,
    private readonly log: Log,
    opts: MailWorkerOptions = {},
    private readonly templates: MailTemplates = {},
  ) {
    this.pollMs = opts.pollMs ?? 5_000;
    this.retryBaseMs = opts.retryBaseMs ?? 30_000;
  }

  /** Starts polling. */
  start(): void {
    this.polling = true;
    this.stopping = false;
    this.schedule(0);
  }

  /** New rows were committed: send them now rather than at the next poll. */
  wake(): void {
    if (!this.polling) return;
    if (this.running) this.again = true;
    else this.schedule(0);
  }

  /** Stops polling and waits for the pass under way. */
  async stop(): Promise<void> {
    this.polling = false;
    this.stopping = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  /** One pass: sends every due row it can claim (in batches of 10); resolves to the number sent. */
  async runOnce(now?: () => number): Promise<number> {
    const clock = now ?? Date.now;
    let sent = 0;
    for (;;) {
      const batch = await claimDueMail(this.db, clock());
      for (const mail of batch) {
        try {
          await this.send(mail.content ? await this.written(mail, mail.content) : mail);
          await markSent(this.db, mail.id, clock());
          sent++;
        } catch (err) {
          const message = err instanceof Error ? err.message : String(err);
          this.log.warn({ mailId: mail.id, attempts: mail.attempts, err: message }, 'mail not sent; will retry');
          await markFailed(this.db, mail, message, this.retryBaseMs, clock());
        }
      }
      // Another worker may hold some due rows (skipped, not waited for): go on until none is left.
      if (batch.length === 0 || this.stopping) return sent;
    }
  }

  /** The mail with the bodies its template writes from its content. */
  private async written(mail: ClaimedMail, content: string): Promise<ClaimedMail> {
    const data = JSON.parse(content) as Record<string, unknown>;
    const template = typeof data.template === 'string' && Object.hasOwn(this.templates, data.template) ? this.templates[data.template] : undefined;
    if (!template) throw new Error(`unknown mail template: ${String(data.template)}`);
    return { ...mail, ...(await template(data, mail)) };
  }

  private schedule(delay: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.tick(), delay);
    this.timer.unref();
  }

  private tick(): void {
    this.timer = null;
    this.running = this.runOnce()
      .then(() => undefined)
      .catch((err) => this.log.error({ err }, 'mail outbox pass failed'))
      .finally(() => {
        this.running = null;
        if (!this.polling) return;
        const soon = this.again;
        this.again = false;
        this.schedule(soon ? 0 : this.pollMs);
      });
  }
}
