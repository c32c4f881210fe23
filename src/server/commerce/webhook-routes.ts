import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { commerceCalls } from '../../shared/contracts/commerce.ts';
import type { AnswerOf } from '../../shared/contracts/contract.ts';
import type { Database } from '../db/schema.ts';
import { sendError } from '../http/errors.ts';
import type { PaymentEvent, PaymentProvider } from './payments/provider.ts';

/** The largest webhook body read (Stripe's events are a few KB). */
export const WEBHOOK_BODY_LIMIT = 64 * 1024;

export interface PaymentWebhookOptions {
  db: Kysely<Database>;
  /** The server's payment provider: the route answers only when it is Stripe. */
  provider: PaymentProvider;
  /** What an event changes (the checkout settles pending orders); called once per event. Default: nothing. */
  onPaymentEvent?: (event: PaymentEvent) => Promise<void>;
}

/**
 * POST /api/commerce/webhooks/stripe (contract `stripeWebhook`, docs/commerce.md "Payments"):
 * Stripe's events. No crumb: the signature over the raw body is the check, so this plugin keeps
 * the body as bytes (any media type, at most 64 KB). A missing or wrong signature, or one older
 * than five minutes, is 400 (§8); a good one is 200 `{ received: true }`. Each event is handled
 * once: its id is recorded in `payment_events`, and a replay answers 200 and does nothing. If
 * handling fails, the record is taken back and the error answered, so Stripe sends it again.
 * 404 unless the server's provider is Stripe.
 */
export async function paymentWebhookRoutes(app: FastifyInstance, opts: PaymentWebhookOptions): Promise<void> {
  const { db, provider } = opts;
  const onPaymentEvent = opts.onPaymentEvent ?? (async () => {});
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_req, body, done) => done(null, body));

  app.post(commerceCalls.stripeWebhook.path, { bodyLimit: WEBHOOK_BODY_LIMIT, config: { crumb: false } }, async (req, reply) => {
    if (provider.name !== 'stripe' || !provider.webhookEvent) return sendError(reply, 'notFound');
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const signature = req.headers['stripe-signature'];
    let event: PaymentEvent;
    try {
      event = provider.webhookEvent(raw, typeof signature === 'string' ? signature : undefined);
    } catch (err) {
      req.log.info({ err: { message: (err as Error).message } }, 'webhook signature refused');
      return sendError(reply, 'badRequest');
    }
    const received: AnswerOf<typeof commerceCalls.stripeWebhook> = { received: true };
    // Events we do not act on are acknowledged and not kept.
    if (event.type === 'other') return reply.send(received);
    const inserted = await db
      .insertInto('payment_events')
      .values({ provider: provider.name, event_id: event.id, received_at: Date.now() })
      .onConflict((oc) => oc.columns(['provider', 'event_id']).doNothing())
      .executeTakeFirst();
    if ((inserted.numInsertedOrUpdatedRows ?? 0n) === 0n) return reply.send(received);
    try {
      await onPaymentEvent(event);
    } catch (err) {
      await db.deleteFrom('payment_events').where('provider', '=', provider.name).where('event_id', '=', event.id).execute();
      throw err;
    }
    return reply.send(received);
  });
}
