import { describe, expect, it } from 'vitest';
import {
  GENERATED_SKU, STORE_LIMITS, effectivePriceCents, generateSku, isOnSale, isSoldOut, isValidCategory, isValidPriceCents,
  isValidSku, isValidTag, priceView, type StockProduct, type StockVariant,
} from './store.ts';

const variant = (v: Partial<StockVariant> = {}): StockVariant => ({ priceCents: 1000, onSale: false, unlimited: false, qtyInStock: 0, ...v });
const product = (productType: StockProduct['productType'], ...variants: StockVariant[]): StockProduct => ({ productType, variants });

describe('isSoldOut (§4)', () => {
  it.each([
    ['PHYSICAL', [variant(), variant()], true],
    ['SERVICE', [variant()], true],
    ['PHYSICAL', [variant(), variant({ qtyInStock: 1 })], false],
    ['SERVICE', [variant({ qtyInStock: 3 })], false],
    ['PHYSICAL', [variant({ unlimited: true })], false],
    ['PHYSICAL', [variant({ qtyInStock: -1 })], true],
    ['PHYSICAL', [{ priceCents: 1 }], true], // stock missing counts as 0
    ['DIGITAL', [variant()], false],
    ['GIFT_CARD', [variant()], false],
  ] as const)('%s %j → %s', (type, variants, soldOut) => {
    expect(isSoldOut(product(type, ...variants))).toBe(soldOut);
  });
});

describe('sale state', () => {
  it.each([
    [variant({ onSale: true, salePriceCents: 800 }), 800, true],
    [variant({ onSale: false, salePriceCents: 800 }), 1000, false],
    [variant({ onSale: true }), 1000, false],
    [variant({ onSale: true, salePriceCents: 1000 }), 1000, false],
    [variant({ onSale: true, salePriceCents: 1200 }), 1000, false],
  ])('%j costs %i, on sale %s', (v, cents, onSale) => {
    expect(effectivePriceCents(v)).toBe(cents);
    expect(isOnSale(product('PHYSICAL', v))).toBe(onSale);
  });
});

describe('priceView', () => {
  it('shows the lowest price, "from" when prices differ, and the regular price of a sale', () => {
    expect(priceView(product('PHYSICAL', variant({ priceCents: 2000 })), 'USD')).toEqual({ price: '$20.00', regular: undefined, from: false, onSale: false });
    expect(priceView(product('PHYSICAL', variant({ priceCents: 3000 }), variant({ priceCents: 2000 })), 'USD').from).toBe(true);
    expect(priceView(product('PHYSICAL', variant({ priceCents: 3000, salePriceCents: 2500, onSale: true })), 'USD')).toEqual({
      price: '$25.00', regular: '$30.00', from: false, onSale: true,
    });
    expect(priceView(product('DIGITAL', variant({ priceCents: 8500 })), 'MXN', { trimCents: true }).price).toBe('$85');
  });
});

describe('limits (§5, §9)', () => {
  it('has the spec numbers', () => {
    expect(STORE_LIMITS).toEqual({ priceMaxCents: 100_000_000, skuMaxLength: 60, tagMaxLength: 50, categoryMaxLength: 25 });
  });

  it.each([
    [0, true], [100_000_000, true], [100_000_001, false], [-1, false], [1.5, false], [NaN, false], ['100', false],
  ])('price %j valid: %s', (cents, ok) => {
    expect(isValidPriceCents(cents)).toBe(ok);
  });

  it.each([
    [isValidSku, 60], [isValidTag, 50], [isValidCategory, 25],
  ] as const)('%o accepts up to %i characters (counted as code points), not blank', (check, max) => {
    expect(check('a'.repeat(max))).toBe(true);
    expect(check('a'.repeat(max + 1))).toBe(false);
    expect(check('ñ'.repeat(max))).toBe(true);
    expect(check('😀'.repeat(max))).toBe(true);
    expect(check('')).toBe(false);
    expect(check('   ')).toBe(false);
  });

  it('generates SKUs of SQ and 7 digits', () => {
    expect(generateSku(() => 0)).toBe('SQ0000000');
    expect(generateSku(() => 0.0412937)).toBe('SQ0412937');
    expect(generateSku(() => 0.9999999999)).toBe('SQ9999999');
    for (let i = 0; i < 100; i++) expect(generateSku()).toMatch(GENERATED_SKU);
    expect(isValidSku(generateSku())).toBe(true);
    expect(GENERATED_SKU.test('SQ123456')).toBe(false);
  });
});
