/**
 * What the owner does to an order (docs/commerce.md "The owner's store"): fulfil (paid →
 * fulfilled, the buyer mailed through the outbox in the same transaction), cancel (paid →
 * cancelled) and refund (paid or fulfilled → refunded), both giving the money back through the
 * payment provider with the key `refund-{orderId}` and, when asked, the units back to stock.
 * Every move is a guarded update (`… where status in (…)`): two clicks never move an order twice,
 * and the provider's idempotency key makes the second refund call the first one's answer.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { enqueueMail } from '../mail/index.ts';
import { mayTake, ORDER_ACTIONS, type OrderAction, type OwnerOrderStatus } from '../../shared/owner/commerce.ts';
import type { PaymentProvider } from './payments/provider.ts';
import { runOrderHooks, type OrderHook, type OrderSite } from './order-hooks.ts';
import { loadOrder } from './order-view.tsx';
import { orderToken } from './orders-service.ts';
import { ownerOrder } from './owner-orders.ts';
import { shippedMail } from './shipped-mail.tsx';
import { paidByCards } from './gift-cards/repo.ts';

/** Why an action did nothing. */
export type OrderProblem =
  /** No such order on this site. */
  | 'notFound'
  /** The order is not (or no longer) in a status the action starts from. */
  | 'wrongStatus'
  /** No payment provider is configured on this server. */
  | 'noProvider'
  /** The order was paid through another provider than the configured one. */
  | 'otherProvider'
  /** The provider refused the refund or could not be reached: nothing changed. */
  | 'refundFailed';

export type OrderActionResult = { done: OwnerOrderStatus } | { problem: OrderProblem; status?: OwnerOrderStatus; cause?: unknown };

/** What the actions need besides the database. */
export interface OrderActionDeps {
  db: Kysely<Database>;
  provider?: PaymentProvider;
  /** Called after a change that made a sku available again (its product pages drop from caches). */
  stockChanged: (websiteId: string) => void;
  /** What other parts of the store do when an order is fulfilled or cancelled (order-hooks.ts), in the moving transaction. */
  hooks?: readonly OrderHook[];
  /** The secret order links are derived from (the hooks' `token`). */
  secret?: string;
}

/** Runs a move's hooks with the order as it is now, inside the moving transaction. */
async function afterMove(trx: Kysely<Database>, deps: OrderActionDeps, move: 'fulfilled' | 'cancelled', site: OrderSite, orderId: string, now: number): Promise<void> {
  if (!deps.hooks?.length) return;
  const details = await loadOrder(trx, site.websiteId, orderId);
  if (details) await runOrderHooks(deps.hooks, move, { trx, details, site, token: deps.secret ? orderToken(deps.secret, orderId) : '', now });
}

async function statusNow(db: Kysely<Database>, websiteId: string, orderId: string): Promise<OrderActionResult> {
  const row = await db.selectFrom('orders').select('status').where('website_id', '=', websiteId).where('id', '=', orderId).executeTakeFirst();
  return row ? { problem: 'wrongStatus', status: row.status } : { problem: 'notFound' };
}

/** paid → fulfilled, and «Tu pedido va en camino» queued to the buyer in the same transaction. */
export async function fulfilOrder(deps: OrderActionDeps, site: OrderSite, orderId: string, now = Date.now()): Promise<OrderActionResult> {
  const { db } = deps;
  const { websiteId } = site;
  const moved = await db.transaction().execute(async (trx) => {
    const res = await trx
      .updateTable('orders')
      .set({ status: 'fulfilled', fulfilled_at: now, updated_at: now })
      .where('website_id', '=', websiteId)
      .where('id', '=', orderId)
      .where('status', 'in', [...ORDER_ACTIONS.fulfil])
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) return false;
    const order = (await ownerOrder(trx, websiteId, orderId))!;
    await enqueueMail(trx, shippedMail(order, { websiteId, title: site.title }), now);
    await afterMove(trx, deps, 'fulfilled', site, orderId, now);
    return true;
  });
  return moved ? { done: 'fulfilled' } : statusNow(db, websiteId, orderId);
}

/**
 * Cancel (paid → cancelled) or refund (paid or fulfilled → refunded): the provider refunds the
 * total first (nothing changes when it fails), then one transaction moves the order and, with
 * `restock`, gives each line's units back. A cancel that finds the order fulfilled meanwhile
 * records it refunded (the money went back either way).
 */
export async function refundOrder(deps: OrderActionDeps, site: OrderSite, orderId: string, action: Exclude<OrderAction, 'fulfil'>, restock: boolean, now = Date.now()): Promise<OrderActionResult> {
  const { db, provider } = deps;
  const { websiteId } = site;
  const order = await ownerOrder(db, websiteId, orderId);
  if (!order) return { problem: 'notFound' };
  if (!mayTake(action, order.status)) return { problem: 'wrongStatus', status: order.status };
  // Only what the provider charged goes back through it; what gift cards paid is credited back to them by their hook.
  const charged = order.totalCents - (await paidByCards(db, websiteId, orderId));
  if (charged > 0) {
    if (!provider) return { problem: 'noProvider' };
    if (order.provider !== provider.name) return { problem: 'otherProvider' };
    if (!order.paymentId) return { problem: 'refundFailed' };
    try {
      await provider.refund(order.paymentId, charged, `refund-${order.id}`);
    } catch (cause) {
      return { problem: 'refundFailed', cause };
    }
  }
  const result = await db.transaction().execute(async (trx) => {
    const move = async (to: OwnerOrderStatus, from: readonly OwnerOrderStatus[]) => {
      const res = await trx.updateTable('orders').set({ status: to, refunded_at: now, updated_at: now }).where('website_id', '=', websiteId).where('id', '=', orderId).where('status', 'in', [...from]).executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    };
    const target: OwnerOrderStatus = action === 'cancel' ? 'cancelled' : 'refunded';
    let done: OwnerOrderStatus | null = (await move(target, ORDER_ACTIONS[action])) ? target : null;
    if (!done && action === 'cancel' && (await move('refunded', ['fulfilled']))) done = 'refunded';
    if (!done) return { done, restocked: false };
    await afterMove(trx, deps, 'cancelled', site, orderId, now);
    return { done, restocked: restock ? await giveBack(trx, websiteId, order.lines, now) : false };
  });
  if (!result.done) return statusNow(db, websiteId, orderId);
  if (result.restocked) deps.stockChanged(websiteId);
  return { done: result.done };
}

/** Adds each line's units back to its sku (limited skus only); whether any sku was at 0 before (it is for sale again). */
async function giveBack(trx: Transaction<Database>, websiteId: string, lines: readonly { sku: string; quantity: number }[], now: number): Promise<boolean> {
  let availableAgain = false;
  for (const line of lines) {
    const row = await trx
      .updateTable('stock')
      .set((eb) => ({ quantity: eb('quantity', '+', line.quantity), updated_at: now }))
      .where('website_id', '=', websiteId)
      .where('sku', '=', line.sku)
      .where('unlimited', '=', 0)
      .returning('quantity')
      .executeTakeFirst();
    if (row && Number(row.quantity) === line.quantity) availableAgain = true;
  }
  return availableAgain;
}
