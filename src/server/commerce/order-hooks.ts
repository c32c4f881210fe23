/**
 * What other parts of the store do when an order moves (issue 17, docs/commerce.md "Order
 * hooks"): digital products grant their downloads when it is paid, gift cards issue their codes,
 * subscriptions start, reviews are asked for once it is fulfilled. Each part keeps its hook in its
 * own file and app.ts hands the list to the place-order flow and to the owner's order actions, so
 * the buying path never imports them.
 *
 * A hook runs inside the transaction that moves the order: what it writes (grants, codes, mails
 * in the outbox) lands with the move or not at all, and a move that did not happen (a second
 * webhook, a second click) runs no hook.
 */
import type { Kysely } from 'kysely';
import type { StoreSettings } from '../../model/index.ts';
import type { Database } from '../db/schema.ts';
import type { MailSite } from './order-mail.tsx';
import type { OrderDetails } from './order-view.tsx';

/** The site an order belongs to, as its mails and links need it. */
export type OrderSite = MailSite & { websiteId: string; store: StoreSettings };

/** What a hook gets: the moving transaction, the order with its lines, its site and the time of the move. */
export interface OrderHookContext {
  trx: Kysely<Database>;
  details: OrderDetails;
  site: OrderSite;
  /** The secret token of the order's own link (`/pedido/{id}?t=`), for links in mails. */
  token: string;
  now: number;
  /** `paid` of a charge that asked to keep the card: the provider's saved method (subscriptions' renewals). */
  savedMethod?: string;
}

/** One part's reactions to an order's moves; each is optional. */
export interface OrderHook {
  /** For logs and errors ("digital", "giftCards"…). */
  readonly name: string;
  /** pending → paid: before the receipt is queued, so the receipt can show what the hook made. */
  paid?(ctx: OrderHookContext): Promise<void>;
  /** paid → fulfilled by the owner. */
  fulfilled?(ctx: OrderHookContext): Promise<void>;
  /** cancelled or refunded by the owner (money back): what the order granted stops. */
  cancelled?(ctx: OrderHookContext): Promise<void>;
}

/** Runs one move's hooks in order, in the caller's transaction (a throw rolls the move back). */
export async function runOrderHooks(hooks: readonly OrderHook[], move: 'paid' | 'fulfilled' | 'cancelled', ctx: OrderHookContext): Promise<void> {
  for (const hook of hooks) await hook[move]?.(ctx);
}
