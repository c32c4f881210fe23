/**
 * The cart indicator's markup contract (§4, §9), shared by the server's header
 * (src/page/parts/CartIndicator.tsx) and the chrome part that fills it
 * (src/runtime/chrome/cart-indicator.ts).
 */

/** The chrome part name (`data-chrome`) of the indicator. */
export const CART_INDICATOR_PART = 'cart-indicator';

/** Class names of the indicator (src/page/styles/storefront.css). */
export const CART_INDICATOR = {
  root: 'cart-link',
  icon: 'cart-link__icon',
  text: 'cart-link__text',
  badge: 'cart-link__badge',
  /** §4: set when the cart holds no items. */
  empty: 'cart-link--empty',
} as const;

/**
 * The event the page fires on `window` when the cart changed without a reload (an add from a
 * product page, quick view or block 43): the indicator reads the summary cookie again, or the
 * `cart` of the detail when given. The same event carries the §7 ad-pixel events.
 */
export const COMMERCE_EVENT = 'vitrina:commerce';

/** The detail of an add-to-cart event (§7 ad-pixel "add to cart"). */
export interface AddToCartDetail {
  event: 'addToCart';
  itemId: string;
  sku: string;
  quantity: number;
  title: string;
  /** The unit price in minor units of `currency`, as the server answered it. */
  unitPriceCents: number;
  currency: string;
  /** The cart after the add: its items and subtotal (the summary cookie's two numbers). */
  cart: { items: number; subtotalCents: number };
}
