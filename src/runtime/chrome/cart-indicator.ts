/**
 * The cart indicator of the site header (§4, §9; markup: src/page/parts/CartIndicator.tsx). Drawn
 * by the server not initialised (cached pages are shared); here it is filled from the
 * `vitrina_cart_summary` cookie with no request — the badge (0…100, then 100+, the empty-cart
 * marker at 0) and the spoken label — and becomes initialised. It syncs again when the page adds
 * to the cart (`vitrina:commerce` on window) and when the page comes back from the history cache.
 */
import { cartBadge } from '../../shared/cart.ts';
import { CART_INDICATOR as C, COMMERCE_EVENT, type AddToCartDetail } from '../../shared/storefront.ts';
import { CART_SUMMARY_COOKIE, parseCartSummary } from '../../shared/commerce.ts';
import { fillPlain } from '../../shared/messages/plain.ts';
import { storefrontMessages } from '../../shared/messages/storefront.ts';
import { localised } from '../../shared/messages/page-texts.ts';
import { readCookie } from '../tracking/cookies.ts';
import { guardCheckout } from './checkout-guard.ts';

/** The items of the visitor's cart, from the summary cookie (0 without one). */
export function cartItems(cookies = document.cookie): number {
  return parseCartSummary(readCookie(CART_SUMMARY_COOKIE, cookies))?.items ?? 0;
}

/** Draws `count` items on the indicator `element` and marks it initialised. */
export function drawIndicator(element: HTMLElement, count: number): void {
  const badge = cartBadge(count);
  const node = element.querySelector<HTMLElement>(`.${C.badge}`);
  if (node) node.textContent = badge.text;
  element.classList.toggle(C.empty, badge.empty);
  // "Carrito: 3 artículos"; an empty cart's label already names it ("Carrito vacío").
  element.setAttribute('aria-label', badge.empty ? badge.label : fillPlain(localised(storefrontMessages)['storefront.cartLink'], { label: badge.label }));
  element.dataset.cartState = 'initialised';
}

/** The chrome part `cart-indicator`. */
export function start(element: HTMLElement): void {
  const sync = (count?: number) => drawIndicator(element, count ?? cartItems());
  sync();
  window.addEventListener(COMMERCE_EVENT, (event) => {
    const detail = (event as CustomEvent<Partial<AddToCartDetail> | undefined>).detail;
    sync(typeof detail?.cart?.items === 'number' ? detail.cart.items : undefined);
  });
  window.addEventListener('pageshow', (event) => {
    if (event.persisted) sync();
  });
  // A store's pages guard their checkout links (§2) whatever draws them.
  guardCheckout(document);
}
