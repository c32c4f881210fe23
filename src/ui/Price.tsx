import type { Item } from '../model/index.ts';
import { isSoldOut, priceView } from '../shared/store.ts';
import { t } from '../shared/messages/index.ts';

/**
 * A product's price: sale price with the regular one struck through, and "Agotado" (§4). The
 * store's cards and the buy form (which marks it for its script and leaves out the sale badge)
 * draw it alike.
 */
export function Price({ product, currency, className = 'price', scriptHook = false, saleBadge = true }: { product: NonNullable<Item['product']>; currency: string; className?: string; scriptHook?: boolean; saleBadge?: boolean }) {
  const view = priceView(product, currency);
  const soldOut = isSoldOut(product);
  return (
    <p className={className} {...(scriptHook ? { 'data-buy-price': '' } : {})}>
      {view.onSale ? (
        <>
          <span className="visually-hidden">{t('commerce.salePrice')} </span>
          <span className="price__current price__current--sale">{view.from ? t('commerce.priceFrom', { price: view.price }) : view.price}</span>{' '}
          <span className="visually-hidden">{t('commerce.regularPrice')} </span>
          <s className="price__regular">{view.regular}</s>
        </>
      ) : (
        <span className="price__current">{view.from ? t('commerce.priceFrom', { price: view.price }) : view.price}</span>
      )}
      {soldOut ? <span className="badge badge--sold-out">{t('commerce.soldOut')}</span> : null}
      {saleBadge && view.onSale && !soldOut ? <span className="badge badge--sale">{t('commerce.onSale')}</span> : null}
    </p>
  );
}
