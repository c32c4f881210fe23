/**
 * Where a subscription is bought and cancelled (issue 17, docs/commerce-subscriptions.md). The
 * buy form of a product with a `subscriptionPlan` posts `itemId` and `sku` to SUBSCRIBE_PATHS.start
 * (same origin only, like the cart's add); the server makes a one-line cart of its own and answers
 * 303 to its checkout. Paid member areas priced by subscription use the same route.
 */
export const SUBSCRIBE_PATHS = {
  /** POST (form): starts a one-line cart for a subscription product. */
  start: '/commerce/subscribe',
  /** §2: the subscription checkout, `?cartToken={token}` (page type 201 of that cart). */
  checkout: '/checkout/subscribe',
} as const;

/** The checkout of a subscription's cart. */
export const subscribeCheckoutPath = (cartToken: string) => `${SUBSCRIBE_PATHS.checkout}?cartToken=${encodeURIComponent(cartToken)}`;

/** Where the order page's «Cancelar suscripción» posts (with the order's token `t`, the crumb and, to confirm, `confirm=1`). */
export const cancelSubscriptionPath = (orderId: string) => `/pedido/${orderId}/suscripcion`;
