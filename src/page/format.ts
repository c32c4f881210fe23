import type { Item } from '../model/index.ts';

/** The interface locale of this build (§ intro). */
export const LOCALE = 'es-419';

/** Minor-unit digits of a currency (§3: JPY 0, the others 2). */
export function fractionDigits(currency: string): number {
  return currency === 'JPY' ? 0 : 2;
}

/**
 * A price in integer minor units, formatted for es-419 with the currency's own symbol
 * (one currency per store, so "$" is not ambiguous): `formatMoney(1250, 'MXN')` → "$12.50".
 */
export function formatMoney(cents: number, currency: string): string {
  const digits = fractionDigits(currency);
  return moneyFormat(currency, digits).format(cents / 10 ** digits);
}

// Building an Intl formatter costs ~100x formatting with it: keep one per currency.
const moneyFormats = new Map<string, Intl.NumberFormat>();
function moneyFormat(currency: string, digits: number): Intl.NumberFormat {
  let format = moneyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    moneyFormats.set(currency, format);
  }
  return format;
}

const dateFormat = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long', timeZone: 'UTC' });

/** A date for visitors, e.g. "5 de marzo de 2025" (UTC, so every server renders the same). */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return dateFormat.format(date);
}

type Product = NonNullable<Item['product']>;

/** §4 sold out: physical or service product with no variant unlimited or in stock; digital never. */
export function isSoldOut(product: Product): boolean {
  if (product.productType !== 'PHYSICAL' && product.productType !== 'SERVICE') return false;
  return !product.variants.some((v) => v.unlimited || (v.qtyInStock ?? 0) > 0);
}

/** What a product card shows: the lowest price, the price it replaces when on sale, "from". */
export interface PriceView {
  price: string;
  regular?: string;
  from: boolean;
  onSale: boolean;
}

/** The price view of a product in the site's currency. */
export function priceView(product: Product, currency: string): PriceView {
  const effective = (v: Product['variants'][number]) =>
    v.onSale && v.salePriceCents !== undefined ? v.salePriceCents : v.priceCents;
  const cheapest = product.variants.reduce((a, b) => (effective(b) < effective(a) ? b : a));
  const from = new Set(product.variants.map(effective)).size > 1;
  const onSale = Boolean(cheapest.onSale && cheapest.salePriceCents !== undefined && cheapest.salePriceCents < cheapest.priceCents);
  return {
    price: formatMoney(effective(cheapest), currency),
    regular: onSale ? formatMoney(cheapest.priceCents, currency) : undefined,
    from,
    onSale,
  };
}
