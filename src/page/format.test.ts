import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney, isSoldOut, priceView } from './format.ts';

const variant = (v: Partial<{ priceCents: number; salePriceCents: number; onSale: boolean; unlimited: boolean; qtyInStock: number }>) => ({
  sku: 's', priceCents: 1000, onSale: false, unlimited: false, qtyInStock: 0, optionValues: [], ...v,
});

describe('formatMoney', () => {
  it('formats integer cents in es-419 with the currency symbol', () => {
    expect(formatMoney(8500, 'MXN')).toBe('$85.00');
    expect(formatMoney(123456, 'USD')).toBe('$1,234.56');
    expect(formatMoney(1999, 'EUR')).toBe('€19.99');
    expect(formatMoney(0, 'USD')).toBe('$0.00');
  });

  it('uses no minor unit for JPY (§3)', () => {
    expect(formatMoney(1500, 'JPY')).toBe('¥1,500');
  });
});

describe('formatDate', () => {
  it('writes a long es-419 date, the same on every server', () => {
    expect(formatDate('2025-03-05T23:30:00.000Z')).toBe('5 de marzo de 2025');
    expect(formatDate('no es fecha')).toBe('');
  });
});

describe('isSoldOut (§4)', () => {
  it('a physical or service product with no stock and nothing unlimited is sold out', () => {
    expect(isSoldOut({ productType: 'PHYSICAL', variants: [variant({}), variant({})] })).toBe(true);
    expect(isSoldOut({ productType: 'SERVICE', variants: [variant({})] })).toBe(true);
    expect(isSoldOut({ productType: 'PHYSICAL', variants: [variant({}), variant({ qtyInStock: 1 })] })).toBe(false);
    expect(isSoldOut({ productType: 'PHYSICAL', variants: [variant({ unlimited: true })] })).toBe(false);
  });

  it('a digital product is never sold out', () => {
    expect(isSoldOut({ productType: 'DIGITAL', variants: [variant({})] })).toBe(false);
  });
});

describe('priceView', () => {
  it('shows the lowest price, "from" when prices differ, and the regular price of a sale', () => {
    expect(priceView({ productType: 'PHYSICAL', variants: [variant({ priceCents: 2000 })] }, 'USD')).toEqual({ price: '$20.00', regular: undefined, from: false, onSale: false });
    expect(priceView({ productType: 'PHYSICAL', variants: [variant({ priceCents: 3000 }), variant({ priceCents: 2000 })] }, 'USD').from).toBe(true);
    expect(priceView({ productType: 'PHYSICAL', variants: [variant({ priceCents: 3000, salePriceCents: 2500, onSale: true })] }, 'USD')).toEqual({
      price: '$25.00', regular: '$30.00', from: false, onSale: true,
    });
  });

  it('ignores a sale price when the variant is not on sale', () => {
    expect(priceView({ productType: 'PHYSICAL', variants: [variant({ priceCents: 3000, salePriceCents: 2500 })] }, 'USD').price).toBe('$30.00');
  });
});
