/**
 * Where the store's visitor pages are and what the browser may read of a cart (issue 16,
 * docs/commerce.md). The pages are site paths the server answers before any page (a collection
 * may not use `carrito`, `checkout` or `pedido` as its url id); each works without script: plain
 * forms posting back to the same path with the crumb, the server answering 303 or the page again
 * with its errors. Scripts add to the cart through the JSON calls of contracts/commerce.ts.
 */

export const COMMERCE_PATHS = {
  /** §2 page type 200 (show cart). POST `action` = add | update | remove. */
  cart: '/carrito',
  /** §2: the checkout's entry. A visitor without a cart cookie gets the §2 alert (the runtime stops the navigation); the server sends them to the cart. */
  gotoCheckout: '/commerce/goto-checkout',
  /** §2 page type 201. POST `action` = details | shipping | coupon | removeCoupon | pay. */
  checkout: '/checkout',
  /** An order's page: `/pedido/{orderId}?t={token}` — 202 right after paying, 207 while a payment is pending, 211 afterwards. */
  order: '/pedido',
} as const;

/** The address of an order's page with its secret token. */
export const orderPath = (orderId: string, token: string) => `${COMMERCE_PATHS.order}/${orderId}?t=${encodeURIComponent(token)}`;

/** HttpOnly: the cart's random token (256 bits, base64url). The database keeps only its SHA-256. */
export const CART_COOKIE = 'vitrina_cart';

/**
 * Readable by scripts: `{totalQuantity}.{subtotalCents}` of the visitor's cart, written by the
 * server with every cart change (same lifetime as the cart cookie). The cart indicator (§4) draws
 * from it without a request, and its presence is the §2/§5 "a cart cookie exists". Never trusted
 * by the server for anything.
 */
export const CART_SUMMARY_COOKIE = 'vitrina_cart_summary';

/** A cart lives 30 days after its last change. */
export const CART_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** Most units of one sku in a cart, and most lines in a cart. */
export const CART_LIMITS = { quantityMax: 99, linesMax: 50 } as const;

/** Reads the summary cookie's value: `parseCartSummary('3.74500')` → { items: 3, subtotalCents: 74500 }; invalid → undefined. */
export function parseCartSummary(value: string | undefined): { items: number; subtotalCents: number } | undefined {
  const match = value ? /^(\d{1,6})\.(\d{1,12})$/.exec(value) : null;
  return match ? { items: Number(match[1]), subtotalCents: Number(match[2]) } : undefined;
}

/** Writes the summary cookie's value. */
export const cartSummaryValue = (items: number, subtotalCents: number) => `${Math.max(0, Math.floor(items))}.${Math.max(0, Math.floor(subtotalCents))}`;
