import type { Item } from '../model/index.ts';
import { t } from '../shared/messages/index.ts';
import { formatMoney } from '../shared/money.ts';
import { subscriptionText } from '../shared/payments.ts';
import { effectivePriceCents, isSoldOut } from '../shared/store.ts';
import { SUBSCRIBE_PATHS } from '../shared/subscriptions.ts';

type Product = NonNullable<Item['product']>;

/**
 * The buy form of a subscription product (docs/commerce-subscriptions.md), drawn by BuyForm in its
 * place: the price with the plan in words («$250.00 cada mes, hasta que se cancele») and
 * «Suscribirme», a plain form posting `itemId` and `sku` to /commerce/subscribe (same origin, no
 * crumb: product pages are cached). No script part: a subscription never goes into the cart.
 */
export function SubscribeForm({ item, currency, idPrefix }: { item: Pick<Item, 'id' | 'title'> & { product: Product & { subscriptionPlan: NonNullable<Product['subscriptionPlan']> } }; currency: string; idPrefix: string }) {
  const { product } = item;
  const plan = subscriptionText(product.subscriptionPlan.billingPeriod, product.subscriptionPlan.numBillingCycles ?? 0);
  const variants = product.variants;
  const soldOut = isSoldOut(product);
  const first = variants.find((v) => v.unlimited || v.qtyInStock > 0 || product.productType === 'DIGITAL') ?? variants[0];
  const planId = `${idPrefix}-plan`;
  return (
    <form className="product-buy product-buy--subscription" method="post" action={SUBSCRIBE_PATHS.start} aria-label={t('storefront.buyLabel', { title: item.title })}>
      <input type="hidden" name="itemId" value={item.id} />
      <p className="price product-buy__price" id={planId}>
        <span className="product-buy__plan-price">{formatMoney(effectivePriceCents(first), currency)}</span> <span className="product-buy__plan">{plan}</span>
      </p>
      {variants.length > 1 ? (
        <div className="product-buy__field">
          <label htmlFor={`${idPrefix}-sku`}>{product.options.join(' · ') || t('storefront.variant')}</label>
          <select id={`${idPrefix}-sku`} name="sku" defaultValue={first.sku}>
            {variants.map((v) => (
              <option key={v.sku} value={v.sku}>
                {t('storefront.variantPrice', { label: v.optionValues.join(' · ') || v.sku, price: formatMoney(effectivePriceCents(v), currency) })}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <input type="hidden" name="sku" value={first.sku} />
      )}
      <div className="product-buy__row">
        <button type="submit" className="btn btn--primary product-buy__submit" disabled={soldOut} aria-describedby={planId}>
          {soldOut ? t('commerce.soldOut') : t('subscriptions.subscribe')}
        </button>
      </div>
    </form>
  );
}
