/**
 * The storefront's markup contract (docs/commerce.md "Storefront"), shared by the server's
 * markup (src/ui/BuyForm.tsx, src/page/parts/CartIndicator.tsx, the store grid) and the chrome
 * parts that move it (src/runtime/chrome/cart-indicator.ts, src/runtime/commerce/). The buy form
 * and the grid are chrome parts rather than block scripts: a store's pages load the chrome script
 * anyway (the cart indicator), so they cost no moving-parts script (13 KB gzip).
 */

/** The chrome part (`data-chrome`) of a buy form: the picker and the add by script (src/runtime/commerce/buy-form.ts). */
export const BUY_FORM_PART = 'buy-form';

/** The chrome part of a store grid: its «Vista rápida» buttons (src/runtime/commerce/product-grid.ts). */
export const PRODUCT_GRID_PART = 'product-grid';

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
