import type { Collection, Item } from '../../model/index.ts';
import type { RenderContext } from '../context.ts';
import { itemHref } from '../links.ts';
import { t } from '../../shared/messages/index.ts';
import { Price } from '../../ui/Price.tsx';
import { ResponsiveImage } from '../../ui/ResponsiveImage.tsx';
import { CHROME_ATTRIBUTE } from '../../shared/chrome.ts';
import { PRODUCT_GRID_PART } from '../../shared/storefront.ts';

const CARD_SIZES = '(max-width: 479px) 100vw, (max-width: 1023px) 50vw, 280px';

/**
 * A store's product grid: image, name, price (sale struck, "Agotado") and a link to each, and a
 * «Vista rápida» button that the chrome part `product-grid` shows and opens (the dialog's code is
 * fetched on the first open; docs/commerce.md "Storefront"). Without script the button stays hidden.
 */
export function ProductGrid({ collection, items, ctx }: { collection: Pick<Collection, 'urlId'>; items: Item[]; ctx: RenderContext }) {
  const currency = ctx.page.site.settings.storeSettings.selectedCurrency;
  if (items.length === 0) return <p className="empty-state">{t('commerce.noProducts')}</p>;
  return (
    <ul className="card-grid product-grid" aria-label={t('commerce.productsHeading')} {...{ [CHROME_ATTRIBUTE]: PRODUCT_GRID_PART }}>
      {items.map((item) => {
        const href = itemHref(collection, item);
        const media = ctx.media(item.mediaId);
        return (
          <li key={item.id}>
            <article className="card product-card">
              <a className="card__media" href={href} tabIndex={-1} aria-hidden="true">
                {media ? <ResponsiveImage media={media} sizes={CARD_SIZES} ratio={1} eager={ctx.eagerImage?.()} /> : <span className="card__placeholder" />}
              </a>
              <div className="card__body">
                <h2 className="card__title">
                  <a href={href}>{item.title}</a>
                </h2>
                {item.product ? <Price product={item.product} currency={currency} /> : null}
                {item.product ? (
                  <button type="button" className="btn btn--secondary btn--small product-card__quick" data-quick-view={item.id} data-href={href} aria-haspopup="dialog" aria-label={t('storefront.quickViewOf', { title: item.title })} hidden>
                    {t('storefront.quickView')}
                  </button>
                ) : null}
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
