/**
 * What the checkout asks of the place-order flow (src/server/flows/place-order.ts). Declared here,
 * implemented there and handed in by app.ts: commerce never imports the flows (they import it).
 */
import type { StoreSettings } from '../../model/index.ts';
import type { VisitorAccess } from '../sites/index.ts';
import type { CartRow } from './cart-repo.ts';
import type { PricedCart } from './priced-cart.ts';
import type { OrderRow } from './orders-repo.ts';
import type { CheckoutRefusal } from './orders-service.ts';
import type { ChargeResult, PaymentFailure, PaymentInput } from './payments/provider.ts';

/** One checkout attempt. */
export interface PlaceOrderInput {
  store: StoreSettings;
  cart: CartRow;
  access: VisitorAccess;
  /** The attempt's idempotency key (minted with the page, posted again by a double click or a retry). */
  key: string;
  payment: PaymentInput;
  /** What the page showed the cart's gift card paying (docs/commerce-giftcards.md); another amount at reserve is refused. */
  giftCardCents?: number;
  /** The cart as the caller priced it in this request, for the reservation to use as it is (see ReserveInput). */
  priced?: PricedCart;
  /** Ask the provider to keep the payment method for renewals (a subscription's first order). */
  saveForRenewals?: boolean;
}

/** How an attempt ended. */
export type PlaceOrderResult =
  | { kind: 'paid' | 'pending'; orderId: string; token: string }
  | { kind: 'declined'; failure: PaymentFailure }
  | { kind: 'refused'; refusal: CheckoutRefusal }
  /** The key was used before (or meanwhile, by a concurrent request): the caller answers with that order. */
  | { kind: 'existing'; order: OrderRow };

/** The place-order flow as the checkout and the payment webhooks see it. */
export interface OrderPlacer {
  /** Places the order of one checkout attempt. */
  place(input: PlaceOrderInput): Promise<PlaceOrderResult>;
  /** Settles a pending order from the provider's answer (a webhook, the sweeper). */
  settle(websiteId: string, orderId: string, result: ChargeResult): Promise<void>;
  /** Asks the provider again about orders pending longer than `afterMs`; answers how many. */
  sweep(afterMs?: number): Promise<number>;
}
