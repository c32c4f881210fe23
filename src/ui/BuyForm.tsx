import type { Item } from '../model/index.ts';
import { COMMERCE_PATHS } from '../shared/commerce.ts';
import { Price } from './Price.tsx';
import { SubscribeForm } from './SubscribeForm.tsx';
import { CHROME_ATTRIBUTE } from '../shared/chrome.ts';
import { BUY_FORM_PART } from '../shared/storefront.ts';
import { t } from '../shared/messages/index.ts';
import { formatMoney } from '../shared/money.ts';
import { buyable, firstChoice, pickByOptions, type BuyData, type BuyVariant } from '../shared/product-picker.ts';
import { effectivePriceCents, isSoldOut, isVariantOnSale } from '../shared/store.ts';

type Product = NonNullable<Item['product']>;

/** Stock shown to visitors: none for digital goods and gift cards (they never run out). */
const counted = (product: Product) => product.productType === 'PHYSICAL' || product.productType === 'SERVICE';

/** The buy form's data (`data-buy`): each variant with its price formatted and what is left of it. */
export function buyData(item: Pick<Item, 'id'> & { product: Product }, currency: string, lowStock: number): BuyData {
  const { product } = item;
  const variants = product.variants.map((v): BuyVariant => {
    const available = !counted(product) || v.unlimited ? null : v.qtyInStock;
    // §4 services: the places left, when few are (the owner's low-stock mark).
    const note = product.productType === 'SERVICE' && available !== null && available > 0 && available <= lowStock ? t('storefront.placesLeft', { count: available }) : undefined;
    return {
      sku: v.sku,
      values: v.optionValues,
      label: v.optionValues.join(' · ') || v.sku,
      price: formatMoney(effectivePriceCents(v), currency),
      ...(isVariantOnSale(v) ? { regular: formatMoney(v.priceCents, currency) } : {}),
      available,
      ...(note ? { note } : {}),
    };
  });
  return { itemId: item.id, options: product.options, variants };
}

export interface BuyFormProps {
  item: Pick<Item, 'id' | 'title'> & { product: Product };
  currency: string;
  /** Stock at or below this is «few left» (store settings `lowStockThreshold`). */
  lowStock: number;
  /** Unique on the page: the ids of the form's fields start with it. */
  idPrefix: string;
}

/**
 * The buy form of a product (the product page, block 43, quick view). Without script: a plain
 * form posting `action=add`, `itemId`, `sku`, `quantity` to /carrito, with one select listing every
 * variant and its price («(agotado)» and disabled when sold out). The chrome part `buy-form`
 * (src/runtime/commerce/buy-form.ts) turns it into one select per option, updates the price, and
 * adds to the cart without leaving the page.
 */
export function BuyForm({ item, currency, lowStock, idPrefix }: BuyFormProps) {
  if (item.product.subscriptionPlan) return <SubscribeForm item={{ ...item, product: { ...item.product, subscriptionPlan: item.product.subscriptionPlan } }} currency={currency} idPrefix={idPrefix} />;
  const data = buyData(item, currency, lowStock);
  const soldOut = isSoldOut(item.product);
  const chosen = firstChoice(data);
  const several = data.variants.length > 1;
  const errorId = `${idPrefix}-error`;
  return (
    <form className="product-buy" method="post" action={COMMERCE_PATHS.cart} aria-label={t('storefront.buyLabel', { title: item.title })} data-buy={JSON.stringify(data)} data-title={item.title} {...{ [CHROME_ATTRIBUTE]: BUY_FORM_PART }}>
      <input type="hidden" name="action" value="add" />
      <input type="hidden" name="itemId" value={item.id} />
      <Price product={item.product!} currency={currency} className="price product-buy__price" scriptHook saleBadge={false} />
      {pickByOptions(data) ? (
        <fieldset className="product-buy__options" data-buy-options="" hidden>
          <legend className="visually-hidden">{t('storefront.options')}</legend>
          {data.options.map((name, index) => (
            <div className="product-buy__field" key={name + index}>
              <label htmlFor={`${idPrefix}-option-${index}`}>{name}</label>
              <select id={`${idPrefix}-option-${index}`} data-option={index} defaultValue={chosen.values[index]}>
                {[...new Set(data.variants.map((v) => v.values[index]))].map((value) => (
                  <option key={value} value={value}>
                    {value}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </fieldset>
      ) : null}
      {several ? (
        <div className="product-buy__field" data-buy-variant="">
          <label htmlFor={`${idPrefix}-sku`}>{data.options.join(' · ') || t('storefront.variant')}</label>
          <select id={`${idPrefix}-sku`} name="sku" defaultValue={chosen.sku}>
            {data.variants.map((v) => {
              const label = t('storefront.variantPrice', { label: v.label, price: v.price });
              return (
                <option key={v.sku} value={v.sku} disabled={!buyable(v)}>
                  {buyable(v) ? label : t('storefront.variantSoldOut', { label })}
                </option>
              );
            })}
          </select>
        </div>
      ) : (
        <input type="hidden" name="sku" value={chosen.sku} />
      )}
      <p className="product-buy__note" data-buy-note="" hidden={!chosen.note}>
        {chosen.note}
      </p>
      <div className="product-buy__row">
        <div className="product-buy__field product-buy__quantity">
          <label htmlFor={`${idPrefix}-quantity`}>{t('storefront.quantity')}</label>
          <input id={`${idPrefix}-quantity`} name="quantity" type="number" inputMode="numeric" min={1} max={99} step={1} defaultValue={1} required disabled={soldOut} aria-describedby={errorId} />
        </div>
        <button type="submit" className="btn btn--primary product-buy__submit" disabled={soldOut}>
          {soldOut ? t('commerce.soldOut') : t('commerce.addToCart')}
        </button>
      </div>
      <p className="product-buy__error" id={errorId} role="alert" data-buy-error="" />
      <p className="product-buy__status" role="status" data-buy-status="" />
    </form>
  );
}
