/**
 * The cart page (§2 type 200, `/carrito`) as a page of the site: its header, navigation, footer
 * and fonts around the cart; `noindex`, private and never cached (every answer is one visitor's).
 */
import type { FastifyReply } from 'fastify';
import type { PageAssets, SiteView } from '../../page/context.ts';
import { renderPage } from '../../page/render.tsx';
import { CartPage, type CartPageLine } from '../../page/views/commerce/CartPage.tsx';
import { CART_LIMITS, COMMERCE_PATHS } from '../../shared/commerce.ts';
import { PageType } from '../../shared/enums.ts';
import { t } from '../../shared/messages/index.ts';
import type { PricedCart } from './priced-cart.ts';

/** What one answer of the cart page says beyond the cart itself. */
export interface CartPageView {
  status?: number;
  crumb: string;
  error?: string;
  errorSku?: string;
}

/** The store's page (the first products collection), else the home page: «Seguir comprando». */
export function storeHref(site: SiteView): string {
  const store = site.collections.find((c) => c.type === 13);
  return store ? `/${store.urlId}` : '/';
}

/** The page's lines from a priced cart (no cart: none). */
function pageLines(site: SiteView, priced: PricedCart | undefined): CartPageLine[] {
  return (priced?.lines ?? []).map((l) => ({
    itemId: l.itemId,
    sku: l.sku,
    title: l.title,
    variantLabel: l.variantLabel,
    href: l.href,
    media: l.mediaId ? site.media[l.mediaId] : undefined,
    unitPriceCents: l.unitPriceCents,
    quantity: l.quantity,
    max: Math.min(l.inStock, CART_LIMITS.quantityMax),
  }));
}

/** Sends the cart page of `priced` (undefined: the visitor has no cart). */
export function sendCartPage(reply: FastifyReply, assets: PageAssets, site: SiteView, priced: PricedCart | undefined, view: CartPageView): FastifyReply {
  const status = view.status ?? 200;
  const count = priced?.totals.totalQuantity ?? 0;
  const html = renderPage(
    {
      site,
      path: COMMERCE_PATHS.cart,
      pageType: PageType.SHOW_CART,
      title: t('commerce.cartTitle'),
      description: t('commerce.cartTitle'),
      message: {
        heading: t('commerce.cartTitle'),
        text: t('commerce.cartIntro', { count }),
        className: 'cart-page',
        body: (
          <CartPage
            currency={site.settings.storeSettings.selectedCurrency}
            lines={pageLines(site, priced)}
            gone={priced?.gone ?? []}
            subtotalCents={priced?.totals.subtotalCents ?? 0}
            crumb={view.crumb}
            storeHref={storeHref(site)}
            error={view.error}
            errorSku={view.errorSku}
          />
        ),
      },
    },
    assets,
    { status },
  );
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'private, no-store')
    .header('x-robots-tag', 'noindex')
    .header('referrer-policy', 'same-origin')
    .send(html);
}
