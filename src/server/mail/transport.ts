import nodemailer from 'nodemailer';
import type { ClaimedMail } from './outbox.ts';

/** Sends one mail; rejects when the server refuses it or cannot be reached. */
export type SendMail = (mail: ClaimedMail) => Promise<void>;

/**
 * A sender over SMTP (nodemailer) for `smtpUrl` (smtp://user:pass@host:587, smtps://…) from
 * `from`. Headers come only from the outbox row's checked fields; the bodies are plain text and
 * the already-escaped HTML. Short timeouts: a server that hangs is retried later, not waited on.
 */
export function smtpSender(smtpUrl: string, from: string): { send: SendMail; close(): void } {
  const transport = nodemailer.createTransport(smtpUrl, { from });
  Object.assign(transport.options, { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
  return {
    async send(mail) {
      await transport.sendMail({
        to: mail.to,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        // Nothing else: no header takes a value a visitor typed.
        disableFileAccess: true,
        disableUrlAccess: true,
      });
    },
    close: () => transport.close(),
  };
}
