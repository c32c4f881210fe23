/** The paths of the commerce calls (issue 16, docs/commerce.md), as plain strings; the calls are in commerce.ts. */

/** GET: the visitor's cart (§3 shopping cart fields); an empty cart when they have none. */
export const CART_PATH = '/api/commerce/cart';
/** POST { itemId, sku, quantity }: adds units to the cart (creating it and its cookie) → the cart. */
export const CART_ENTRIES_PATH = '/api/commerce/cart/entries';
/** PUT { quantity } (0 removes) | DELETE: one sku of the cart → the cart. */
export const CART_ENTRY_PATH = '/api/commerce/cart/entries/:sku';
/** POST: Stripe's webhook events, signature-checked (raw body). */
export const STRIPE_WEBHOOK_PATH = '/api/commerce/webhooks/stripe';
