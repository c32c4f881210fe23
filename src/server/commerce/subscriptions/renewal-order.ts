/**
 * A renewal order and what every renewal path shares (docs/commerce-subscriptions.md): the
 * sweeper's off-session renewals (renewals.ts) and the provider-billed ones (provider-billing.ts).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { newId } from '../../db/dialect.ts';
import { enqueueMails } from '../../mail/index.ts';
import { runOrderHooks, type OrderHook, type OrderSite } from '../order-hooks.ts';
import { orderMails } from '../order-mail.tsx';
import { loadOrder, type OrderDetails } from '../order-view.tsx';
import { insertNumberedOrder, orderById, orderLines } from '../orders-repo.ts';
import { orderToken } from '../orders-service.ts';
import { createHash } from 'node:crypto';
import type { SubscriptionMailInput } from './mail.tsx';
import { recordPaidCycle, type Subscription } from './repo.ts';

/** How long a sweeper holds a subscription it is charging (a crashed one's claim lapses after this). */
export const LEASE_MS = 5 * 60_000;

/** The idempotency key of a cycle's renewal order and charge row. */
export const cycleKey = (subscriptionId: string, cycle: number) => `sub-${subscriptionId}-${cycle}`;

/** What a renewal order is made from. */
export interface RenewalOrderInput {
  subscription: Subscription;
  cycle: number;
  paymentId: string;
  site: OrderSite;
  secret: string;
  hooks: readonly OrderHook[];
  now: number;
  /** The provider's invoice that charged it, when the provider bills the renewals. */
  providerInvoice?: string;
}

/**
 * Inside the caller's transaction: a renewal order — a new, numbered order with the first order's
 * lines, address, shipping and amounts, status paid, keyed `sub-{id}-{cycle}` (unique: never two
 * for one cycle) — its cycle row, the `paid` order hooks, then its receipt queued. Answers the
 * order and its link token; undefined when the cycle was already recorded (the caller rolls back).
 */
export async function placeRenewalOrder(trx: Kysely<Database>, input: RenewalOrderInput): Promise<{ details: OrderDetails; token: string } | undefined> {
  const { subscription: s, cycle, now } = input;
  const first = await orderById(trx, s.website_id, s.first_order_id);
  if (!first) return undefined;
  const id = newId();
  const key = cycleKey(s.id, cycle);
  const recorded = await recordPaidCycle(trx, { subscription_id: s.id, website_id: s.website_id, cycle, idempotency_key: key, order_id: id, status: 'paid', attempts: s.attempts + 1, payment_id: input.paymentId, provider_invoice: input.providerInvoice ?? null, created_at: now });
  if (!recorded) return undefined;
  const token = orderToken(input.secret, id);
  const lines = await orderLines(trx, s.website_id, first.id);
  const { number: _first, ...copied } = first;
  await insertNumberedOrder(
    trx,
    {
      ...copied,
      id,
      secret_hash: createHash('sha256').update(token).digest('hex'),
      idempotency_key: key,
      status: 'paid',
      payment_id: input.paymentId,
      failure: null,
      created_at: now,
      updated_at: now,
      paid_at: now,
      fulfilled_at: null,
      refunded_at: null,
    },
    lines.map((l) => ({ ...l, order_id: id })),
  );
  const details = (await loadOrder(trx, s.website_id, id))!;
  await runOrderHooks(input.hooks, 'paid', { trx, details, site: input.site, token, now });
  await enqueueMails(trx, orderMails(input.site, input.site.store, details, token), now);
  return { details, token };
}

/** The mails' common part, from the first order. */
export async function mailInput(db: Kysely<Database>, s: Subscription, secret: string): Promise<SubscriptionMailInput> {
  const first = await loadOrder(db, s.website_id, s.first_order_id);
  return {
    websiteId: s.website_id,
    email: s.email,
    name: first?.address?.name || s.email,
    title: first?.lines[0]?.title ?? '',
    amountCents: s.amount_cents,
    currency: s.currency,
    orderId: s.first_order_id,
    token: orderToken(secret, s.first_order_id),
  };
}

