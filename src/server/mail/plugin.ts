import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import type { Database } from '../db/schema.ts';
import { countPendingMail } from './outbox.ts';
import { smtpSender } from './transport.ts';
import { MailWorker, type MailTemplates, type MailWorkerOptions } from './worker.ts';

/** What the app (forms, the owner's view, tests) reach of mail, as `app.mail`. */
export interface MailServices {
  /** False without SMTP_URL: mails are stored in the outbox and wait. */
  enabled: boolean;
  /** The outbox worker, or null when mail is off. */
  worker: MailWorker | null;
  /** Mails of a website not sent yet. */
  pending(websiteId: string): Promise<number>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailServices;
  }
}

/**
 * Outgoing mail: with SMTP_URL, an outbox worker started with the app and stopped (after its
 * pass under way) when the app closes; without, a log line says mail is off and rows wait in the
 * outbox until a process with SMTP_URL sends them.
 */
export async function mailPlugin(
  app: FastifyInstance,
  opts: { db: Kysely<Database>; config: Pick<Config, 'smtpUrl' | 'mailFrom'>; worker?: MailWorkerOptions; templates?: MailTemplates },
): Promise<void> {
  let worker: MailWorker | null = null;
  if (opts.config.smtpUrl) {
    const sender = smtpSender(opts.config.smtpUrl, opts.config.mailFrom);
    worker = new MailWorker(opts.db, sender.send, app.log, opts.worker, opts.templates);
    worker.start();
    app.addHook('onClose', async () => {
      await worker!.stop();
      sender.close();
    });
  } else {
    app.log.info('mail is off: SMTP_URL is not set; form notifications and newsletter confirmations wait in the outbox');
  }
  app.decorate('mail', { enabled: worker !== null, worker, pending: (websiteId: string) => countPendingMail(opts.db, websiteId) } satisfies MailServices);
}
// Like fastify-plugin: `app.mail` and its onClose hook belong to the app itself.
Object.assign(mailPlugin, { [Symbol.for('skip-override')]: true });
