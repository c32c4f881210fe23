/**
 * Placing an order (issue 16, docs/commerce.md "Checkout and orders"): the second flow, across
 * commerce (cart, stock, coupons, orders), the payment provider and the mail outbox.
 *
 *   reserve  one transaction: price the cart, take the stock, redeem the coupon, number the order,
 *            insert it 'pending'                      undo: stock and coupon back, order 'failed'
 *   charge   the provider, with the attempt's key     undo: refund (when it had succeeded)
 *   settle   one transaction: order 'paid', cart closed, receipt and owner notice queued
 *                                                     undo: its rollback
 *
 * A declined card undoes the reservation. A provider that cannot be reached leaves the order
 * pending with its reservation: `sweep` asks the provider again later with the same key (never a
 * second charge) and settles or fails it.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { StoreSettings } from '../../model/index.ts';
import {
  CheckoutRefusal,
  orderDetails,
  orderGrants,
  type OrderDetails,
  type OrderRow,
  markOrderPaid,
  notePaymentId,
  orderByKey,
  orderMails,
  paidByCards,
  giftCardReceiptNotes,
  runOrderHooks,
  type OrderHook,
  orderToken,
  releaseOrder,
  reserveOrder,
  claimStalePendingOrders,
  touchPending,
  type ChargeResult,
  type MailSite,
  type PaymentFailure,
  type PaymentInput,
  type OrderPlacer,
  type PaymentProvider,
  type PlaceOrderInput,
  type PlaceOrderResult,
  type Reservation,
} from '../commerce/index.ts';
import { enqueueMails } from '../mail/index.ts';
import { runFlow, undoneByRollback, type Step } from './flow.ts';
import { chargeStep, PaymentDeclined } from './charge-step.ts';

/** What the order flows need from the app. */
export interface OrderFlowDeps {
  db: Kysely<Database>;
  provider: PaymentProvider;
  /** The secret the order links are derived from (the session secret). */
  secret: string;
  /** A site's title, address and store settings, for the mails (undefined: the site is gone). */
  site(websiteId: string): Promise<(MailSite & { store: StoreSettings }) | undefined>;
  /** Told when a sku ran out or came back (the storefront drops its cached pages). */
  stockChanged(websiteId: string): void;
  /** Told when mail was queued (the outbox worker wakes). */
  mailQueued?(): void;
  /** What other parts of the store do when an order is paid (downloads, gift card codes, subscriptions), in the paying transaction. */
  hooks?: readonly OrderHook[];
  now?: () => number;
}

/** A charge replayed by the sweeper: the provider answers from the key; a key it never saw is refused as invalid (nothing was charged). */
export const REPLAYED_PAYMENT: PaymentInput = { kind: 'card', number: '', expMonth: 0, expYear: 0, cvc: '', name: '' };

/** After this long unanswered, the sweeper gives a pending order up (stock and coupon back). */
export const GIVE_UP_MS = 24 * 3_600_000;

interface Ctx {
  input: PlaceOrderInput;
  reservation?: Reservation;
  charge?: ChargeResult;
  failure?: PaymentFailure;
}

/** The order flows of an app: place (the checkout), settle (a webhook or the sweeper), sweep. */
export function orderFlows(deps: OrderFlowDeps): OrderPlacer {
  const { db, provider } = deps;
  const now = deps.now ?? Date.now;

  /** Transaction (c): the order paid, its cart closed, its mails queued. */
  async function settlePaid(websiteId: string, orderId: string, paymentId: string, savedMethod?: string): Promise<boolean> {
    const site = await deps.site(websiteId);
    let paid: OrderRow | undefined;
    let details: OrderDetails | undefined;
    await db.transaction().execute(async (trx) => {
      const steps: Step<{ trx: Kysely<Database> }>[] = [
        { name: 'commerce.markOrderPaid', run: async ({ trx }) => void (paid = await markOrderPaid(trx, websiteId, orderId, paymentId, now())), undo: undoneByRollback },
        {
          name: 'commerce.orderPaidHooks',
          run: async ({ trx }) => {
            if (!paid || !site || !deps.hooks?.length) return;
            details = await orderDetails(trx, paid);
            await runOrderHooks(deps.hooks, 'paid', { trx, details, site: { ...site, websiteId }, token: orderToken(deps.secret, orderId), now: now(), savedMethod });
          },
          undo: undoneByRollback,
        },
        {
          name: 'mail.queueReceipt',
          run: async ({ trx }) => {
            if (!paid || !site) return;
            // The hooks may have granted downloads, which the receipt lists: those are read again
            // (no hook changes the order's row or its lines).
            const receipt = details ? { ...details, downloads: await orderGrants(trx, websiteId, orderId) } : await orderDetails(trx, paid);
            await enqueueMails(trx, orderMails(site, site.store, receipt, orderToken(deps.secret, orderId), await giftCardReceiptNotes(trx, websiteId, orderId)), now());
          },
          undo: undoneByRollback,
        },
      ];
      await runFlow(steps, { trx });
    });
    if (paid) deps.mailQueued?.();
    return paid !== undefined;
  }

  async function release(websiteId: string, orderId: string, failure: string): Promise<void> {
    const back = await releaseOrder(db, websiteId, orderId, failure, now());
    if (back.length) deps.stockChanged(websiteId);
  }

  /** Settles a pending order from the provider's answer (a webhook, the sweeper). */
  async function settle(websiteId: string, orderId: string, result: ChargeResult): Promise<void> {
    if (result.status === 'succeeded') await settlePaid(websiteId, orderId, result.paymentId);
    else if (result.status === 'declined') await release(websiteId, orderId, result.failure);
  }

  const steps: Step<Ctx>[] = [
    {
      name: 'commerce.reserveOrder',
      async run(ctx) {
        const { store, cart, access, key, giftCardCents, priced } = ctx.input;
        ctx.reservation = await reserveOrder(db, { store, cart, access, key, provider: provider.name, secret: deps.secret, giftCardCents, priced, now: now() });
        if (ctx.reservation.soldOut.length) deps.stockChanged(cart.website_id);
      },
      async undo(ctx) {
        const r = ctx.reservation!;
        await release(r.websiteId, r.orderId, ctx.failure ?? 'commerce.paymentFailed');
      },
    },
    chargeStep<Ctx>(
      provider,
      ({ reservation: r, input }) => ({ websiteId: r!.websiteId, orderId: r!.orderId, orderNumber: r!.number, amountCents: r!.amountCents, currency: r!.currency, email: r!.email, idempotencyKey: r!.key, payment: input.payment, saveForRenewals: input.saveForRenewals }),
      // A gift card paid it all: nothing to charge (docs/commerce-giftcards.md).
      ({ reservation: r }) => (r!.amountCents === 0 && r!.giftCardCents > 0 ? `giftcard-${r!.orderId}` : undefined),
    ),
    {
      name: 'commerce.settleOrder',
      async run(ctx) {
        const r = ctx.reservation!;
        if (ctx.charge?.status === 'succeeded') await settlePaid(r.websiteId, r.orderId, ctx.charge.paymentId, ctx.charge.savedMethod);
        else if (ctx.charge?.status === 'pending') await notePaymentId(db, r.websiteId, r.orderId, ctx.charge.paymentId, now());
      },
      undo: undoneByRollback,
    },
  ];

  return {
    /** Places the order of one checkout attempt (see the file's comment). */
    async place(input: PlaceOrderInput): Promise<PlaceOrderResult> {
      const websiteId = input.cart.website_id;
      // A used key is answered by the callers before they look at the cart (every checkout route
      // asks orderByKey first); one used meanwhile is refused by the key's unique index with the
      // reservation's transaction, and answered below as `existing`.
      const ctx: Ctx = { input };
      try {
        await runFlow(steps, ctx);
      } catch (err) {
        if (err instanceof PaymentDeclined) return { kind: 'declined', failure: err.failure };
        // A concurrent request with the same key got there first (its order, or the unique key refused ours).
        const meanwhile = ctx.reservation ? undefined : await orderByKey(db, websiteId, input.key);
        if (meanwhile) return { kind: 'existing', order: meanwhile };
        if (err instanceof CheckoutRefusal) return { kind: 'refused', refusal: err };
        throw err;
      }
      const r = ctx.reservation!;
      return { kind: ctx.charge?.status === 'succeeded' ? 'paid' : 'pending', orderId: r.orderId, token: r.token };
    },

    settle,

    /**
     * Asks the provider again about orders pending for longer than `afterMs` (same key: never a
     * second charge), settling or failing them; gives up after GIVE_UP_MS. Answers how many it asked about.
     */
    async sweep(afterMs = 2 * 60_000): Promise<number> {
      const stale = await claimStalePendingOrders(db, provider.name, now() - afterMs, now());
      for (const order of stale) {
        let result: ChargeResult | undefined;
        try {
          const charged = order.total_cents - (await paidByCards(db, order.website_id, order.id));
          result = await provider.charge({ websiteId: order.website_id, orderId: order.id, orderNumber: order.number, amountCents: charged, currency: order.currency, email: order.email, idempotencyKey: order.idempotency_key, payment: REPLAYED_PAYMENT });
        } catch {
          result = undefined;
        }
        if (result && result.status !== 'pending') await settle(order.website_id, order.id, result);
        else if (now() - order.created_at > GIVE_UP_MS) await release(order.website_id, order.id, 'commerce.paymentFailed');
        else await touchPending(db, order.website_id, order.id, now());
      }
      return stale.length;
    },
  };
}
