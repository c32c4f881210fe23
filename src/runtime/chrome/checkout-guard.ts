/**
 * §2 `/commerce/goto-checkout`: reached only when a cart cookie exists. A click on a link to it
 * without the `vitrina_cart_summary` cookie (cookies off, or the cart expired) shows the §2 alert
 * (the system alert dialog) and does not navigate. One listener on the document, so links drawn
 * later (the cart page's, a quick view's) are guarded too.
 */
import { CART_SUMMARY_COOKIE, COMMERCE_PATHS } from '../../shared/commerce.ts';
import { storefrontMessages } from '../../shared/messages/storefront.ts';
import { readCookie } from '../tracking/cookies.ts';

const guarded = new WeakSet<Document>();

/** Whether `href` (resolved against the page) is the checkout's entry on this site. */
export function isGotoCheckout(href: string, base = location.href): boolean {
  try {
    const url = new URL(href, base);
    return url.origin === new URL(base).origin && url.pathname === COMMERCE_PATHS.gotoCheckout;
  } catch {
    return false;
  }
}

/** Guards the checkout links of `doc` (once per document). */
export function guardCheckout(doc: Document): void {
  if (guarded.has(doc)) return;
  guarded.add(doc);
  doc.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    if (!link || !isGotoCheckout(link.getAttribute('href')!)) return;
    if (readCookie(CART_SUMMARY_COOKIE) !== undefined) return;
    event.preventDefault();
    void import('./dialogs/dialogs.ts').then((dialogs) => dialogs.alertDialog({ message: storefrontMessages['storefront.checkoutNoCart'] }));
  });
}

/** The chrome need `checkout-guard`: a page with a link to the checkout. */
export function start(): void {
  guardCheckout(document);
}
