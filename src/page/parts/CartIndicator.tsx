import { COMMERCE_PATHS } from '../../shared/commerce.ts';
import { CART_INDICATOR, CART_INDICATOR_PART } from '../../shared/storefront.ts';
import { CHROME_ATTRIBUTE } from '../../shared/chrome.ts';
import { t } from '../../shared/messages/index.ts';

/**
 * The cart indicator of the site header (§4, §9): a link to the cart with a badge. Pages are
 * cached and shared, so the server draws it not initialised, with no count; the chrome part
 * `cart-indicator` (src/runtime/chrome/cart-indicator.ts) fills it from the
 * `vitrina_cart_summary` cookie, with no request, and again after every add to the cart.
 */
export function CartIndicator({ path }: { path: string }) {
  return (
    <a className={CART_INDICATOR.root} href={COMMERCE_PATHS.cart} aria-current={path === COMMERCE_PATHS.cart ? 'page' : undefined} {...{ [CHROME_ATTRIBUTE]: CART_INDICATOR_PART }} data-cart-state="uninitialised">
      <svg className={CART_INDICATOR.icon} viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path d="M6 7h12l-1.2 11.1a2 2 0 0 1-2 1.9H9.2a2 2 0 0 1-2-1.9L6 7Z" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
        <path d="M9 9.5V6.5a3 3 0 0 1 6 0v3" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      </svg>
      <span className={CART_INDICATOR.text}>{t('commerce.cart')}</span>
      <span className={CART_INDICATOR.badge} aria-hidden="true" />
    </a>
  );
}
