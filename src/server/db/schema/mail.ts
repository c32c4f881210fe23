import type { ColumnType, Generated } from 'kysely';
import type { Millis } from './columns.ts';

/** A mail to send, written in the transaction of what caused it; the worker sends it with retries. */
export interface MailOutboxTable {
  id: Generated<number>;
  website_id: string;
  kind: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string;
  /** What a mail template writes the bodies from when the mail is sent (JSON text), or null: the bodies are written (migration 0021). */
  content: ColumnType<string | null, string | null | undefined, string | null>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: Millis;
  locked_until: Millis | null;
  sent_at: Millis | null;
  last_error: string | null;
  created_at: Millis;
}

/** The mail domain's tables by name (migrations 0004, 0021). */
export interface MailTables {
  mail_outbox: MailOutboxTable;
}
