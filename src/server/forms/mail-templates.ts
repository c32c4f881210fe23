import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { MailTemplates } from '../mail/index.ts';
import { NOTIFICATION_TEMPLATE, notificationTemplate } from './mail.ts';

/** The forms domain's mails written when they are sent, for the mail worker (registered in app.ts). */
export function formsMailTemplates(db: Kysely<Database>): MailTemplates {
  return { [NOTIFICATION_TEMPLATE]: notificationTemplate(db) };
}
