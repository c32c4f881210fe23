/**
 * Store helpers (SPEC §3, §4, §5, §9): product limits, stock, sale state and the price a
 * product card shows. Pure: used by the page renderer and the browser runtime alike.
 */
import type { ProductTypeName } from './enums.ts';
import { formatMoney, type MoneyFormatOptions } from './money.ts';

/** Product limits (§5, §9). */
export const STORE_LIMITS = {
  /** Highest product price, in cents. */
  priceMaxCents: 100_000_000,
  skuMaxLength: 60,
  tagMaxLength: 50,
  categoryMaxLength: 25,
} as const;

/** A generated SKU: 'SQ' and 7 digits (§5). */
export const GENERATED_SKU = /^SQ\d{7}$/;

/** A new SKU, 'SQ' + 7 digits, from a random source in [0, 1): `generateSku()` → "SQ0412937". */
export function generateSku(random: () => number = Math.random): string {
  return 'SQ' + String(Math.floor(random() * 10_000_000) % 10_000_000).padStart(7, '0');
}

/** Whether a price in cents is an integer from 0 to the §9 maximum. */
export function isValidPriceCents(cents: unknown): cents is number {
  return typeof cents === 'number' && Number.isInteger(cents) && cents >= 0 && cents <= STORE_LIMITS.priceMaxCents;
}

/** Whether a SKU fits (§5: at most 60 characters, not blank). */
export function isValidSku(sku: string): boolean {
  return sku.trim() !== '' && [...sku].length <= STORE_LIMITS.skuMaxLength;
}

/** Whether a tag fits (§9: at most 50 characters, not blank). */
export function isValidTag(tag: string): boolean {
  return tag.trim() !== '' && [...tag].length <= STORE_LIMITS.tagMaxLength;
}

/** Whether a category fits (§9: at most 25 characters, not blank). */
export function isValidCategory(category: string): boolean {
  return category.trim() !== '' && [...category].length <= STORE_LIMITS.categoryMaxLength;
}

/** The parts of a variant these helpers read (§3). */
export interface StockVariant {
  priceCents: number;
  salePriceCents?: number;
  onSale?: boolean;
  unlimited?: boolean;
  qtyInStock?: number;
}

/** The parts of a product these helpers read (§3). */
export interface StockProduct<V extends StockVariant = StockVariant> {
  productType: ProductTypeName;
  variants: readonly V[];
}

/** §4 sold out: a physical or service product with no variant unlimited or in stock; digital never. */
export function isSoldOut(product: StockProduct): boolean {
  if (product.productType !== 'PHYSICAL' && product.productType !== 'SERVICE') return false;
  return !product.variants.some((v) => v.unlimited || (v.qtyInStock ?? 0) > 0);
}

/** Whether a variant sells below its price now: on sale, with a sale price lower than the price. */
export function isVariantOnSale(variant: StockVariant): boolean {
  return Boolean(variant.onSale && variant.salePriceCents !== undefined && variant.salePriceCents < variant.priceCents);
}

/** What a variant costs now: its sale price when on sale, else its price (cents). */
export function effectivePriceCents(variant: StockVariant): number {
  return isVariantOnSale(variant) ? variant.salePriceCents! : variant.priceCents;
}

/** The sale state of a product (§1 store helpers): whether any variant is on sale. */
export function isOnSale(product: StockProduct): boolean {
  return product.variants.some(isVariantOnSale);
}

/** What a product card shows: the lowest price, the price it replaces when on sale, "from". */
export interface PriceView {
  price: string;
  regular?: string;
  from: boolean;
  onSale: boolean;
}

/** The price view of a product (at least one variant) in the site's currency. */
export function priceView(product: StockProduct, currency: string, options?: MoneyFormatOptions): PriceView {
  const cheapest = product.variants.reduce((a, b) => (effectivePriceCents(b) < effectivePriceCents(a) ? b : a));
  const from = new Set(product.variants.map(effectivePriceCents)).size > 1;
  const onSale = isVariantOnSale(cheapest);
  return {
    price: formatMoney(effectivePriceCents(cheapest), currency, options),
    regular: onSale ? formatMoney(cheapest.priceCents, currency, options) : undefined,
    from,
    onSale,
  };
}
