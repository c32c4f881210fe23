/**
 * The mail domain: the durable outbox (a mail is added in the transaction of what caused it) and
 * the worker that sends it over SMTP. Other domains import only this file.
 */
export { enqueueMail, enqueueMails, MAX_ATTEMPTS, outboxCounts, outboxInsert, outboxRow, type ClaimedMail, type OutgoingMail } from './outbox.ts';
export { mailPlugin, type MailServices } from './plugin.ts';
export type { MailTemplates, MailWorker, MailWorkerOptions } from './worker.ts';
