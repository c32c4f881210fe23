import { describe, expect, it } from 'vitest';
import { storeSettings, type StoreSettings } from '../../model/index.ts';
import type { ProductTypeName } from '../../shared/enums.ts';
import { basisPointsOf, cartTotals, couponProblem, findCoupon, includedTaxOf, shippingPrice, taxRulesAt, type PricedLine, type TotalsInput } from './totals.ts';

// Issue 16: every money figure of a cart comes from cartTotals (docs/commerce.md). These are its
// rules, one by one: coupons, shipping, taxes, rounding per currency, and the cart's flags.

const NOW = new Date('2026-05-01T12:00:00Z');

let sku = 0;
/** One line: `line(26000, 2)` is two units at $260.00 of a physical product weighing 0.3 kg. */
function line(unitPriceCents: number, quantity = 1, productType: ProductTypeName = 'PHYSICAL', weight = 0.3): PricedLine {
  sku += 1;
  return { itemId: 'a'.repeat(24), sku: `SKU-${sku}`, title: `Producto ${sku}`, variantLabel: '', productType, unitPriceCents, quantity, weight };
}

const MX = { country: 'MX', region: 'CDMX', postalCode: '06700' };
const US = { country: 'US', region: 'CA', postalCode: '94110' };

/** The demo store's rules, reduced: MXN, IVA 16 % included, flat and weight shipping, three coupons. */
const store = (extra: Parameters<typeof storeSettings>[0] = {}): StoreSettings =>
  storeSettings({
    selectedCurrency: 'MXN',
    shipsTo: ['MX', 'US'],
    shippingOptions: [
      { id: 'estandar', name: 'Estándar', countries: ['MX'], kind: 'flat', priceCents: 9900, freeAboveCents: 90000 },
      { id: 'express', name: 'Express', countries: ['MX'], kind: 'weight', rates: [{ upTo: 3, priceCents: 24900 }, { upTo: 1, priceCents: 18900 }, { upTo: 10, priceCents: 39900 }] },
      { id: 'eu', name: 'Estados Unidos', countries: ['US'], kind: 'weight', rates: [{ upTo: 1, priceCents: 49900 }] },
    ],
    ...extra,
  });

const totals = (input: Partial<TotalsInput> & { lines: readonly PricedLine[] }) => cartTotals({ store: store(), now: NOW, ...input });

describe('cartTotals: subtotal, quantity and the cart’s flags', () => {
  it('adds unit price × quantity of every line; an empty cart is all zeros', () => {
    const t = totals({ lines: [line(26000, 2), line(24500, 1)] });
    expect(t).toMatchObject({ subtotalCents: 76500, totalQuantity: 3, discountCents: 0, shippingCostCents: 0, taxCents: 0, grandTotalCents: 76500 });
    expect(totals({ lines: [] })).toMatchObject({ subtotalCents: 0, totalQuantity: 0, grandTotalCents: 0, hasDigital: false, purelyDigital: false, requiresShipping: false, belowMinimum: false });
  });

  it('purelyDigital / hasDigital / requiresShipping follow the product types', () => {
    const digital = line(14900, 1, 'DIGITAL', 0);
    const physical = line(26000);
    const service = line(95000, 1, 'SERVICE', 0);
    const gift = line(50000, 1, 'GIFT_CARD', 0);
    expect(totals({ lines: [digital] })).toMatchObject({ hasDigital: true, purelyDigital: true, requiresShipping: false });
    expect(totals({ lines: [digital, physical] })).toMatchObject({ hasDigital: true, purelyDigital: false, requiresShipping: true });
    expect(totals({ lines: [service] })).toMatchObject({ hasDigital: false, purelyDigital: false, requiresShipping: false });
    expect(totals({ lines: [gift] })).toMatchObject({ hasDigital: false, purelyDigital: false, requiresShipping: false });
    expect(totals({ lines: [physical, service] })).toMatchObject({ requiresShipping: true });
  });

  it('weighs only what ships, in the store’s unit', () => {
    expect(totals({ lines: [line(100, 3, 'PHYSICAL', 0.3), line(100, 2, 'DIGITAL', 5), line(100, 1, 'SERVICE', 5)] }).weight).toBeCloseTo(0.9, 9);
  });

  it('belowMinimum: the subtotal (before any coupon) against the store’s minimum', () => {
    const s = store({ minimumSubtotalCents: 10000, coupons: [{ code: 'MENOS50', kind: 'fixed', amountCents: 5000 }] });
    expect(totals({ store: s, lines: [line(9999)] }).belowMinimum).toBe(true);
    expect(totals({ store: s, lines: [line(10000)] }).belowMinimum).toBe(false);
    expect(totals({ store: s, lines: [line(12000)], couponCode: 'MENOS50' })).toMatchObject({ discountCents: 5000, belowMinimum: false });
    expect(totals({ store: store(), lines: [line(1)] }).belowMinimum).toBe(false);
  });
});

describe('cartTotals: coupons', () => {
  const coupons = store({
    coupons: [
      { code: 'BIENVENIDA10', kind: 'percent', percent: 10, oncePerCustomer: true },
      { code: 'TERCIO', kind: 'percent', percent: 33 },
      { code: 'ALTURA100', kind: 'fixed', amountCents: 10000, minSubtotalCents: 60000, limit: 50 },
      { code: 'GRANDE', kind: 'fixed', amountCents: 1_000_000 },
      { code: 'ENVIOGRATIS', kind: 'freeShipping', minSubtotalCents: 50000 },
      { code: 'MAYO', kind: 'percent', percent: 20, startsAt: '2026-05-01T00:00:00Z', expiresAt: '2026-06-01T00:00:00Z' },
      { code: 'UNICO', kind: 'fixed', amountCents: 500, limit: 1 },
    ],
  });
  const with_ = (code: string, lines: PricedLine[], extra: Partial<TotalsInput> = {}) => totals({ store: coupons, lines, couponCode: code, ...extra });

  it('a percentage comes off the subtotal, rounded half up to a whole centavo', () => {
    const t = with_('BIENVENIDA10', [line(26000, 2)]);
    expect(t).toMatchObject({ discountCents: 5200, grandTotalCents: 46800, validCoupon: { code: 'BIENVENIDA10' } });
    expect(t.invalidCoupon).toBeUndefined();
    // 33 % of 150 = 49.5 → 50; of 149 = 49.17 → 49.
    expect(with_('TERCIO', [line(150)]).discountCents).toBe(50);
    expect(with_('TERCIO', [line(149)]).discountCents).toBe(49);
  });

  it('codes match without case and around spaces; the invalid code is reported upper case', () => {
    expect(with_('  bienvenida10 ', [line(10000)]).discountCents).toBe(1000);
    expect(with_('nada', [line(10000)]).invalidCoupon).toEqual({ code: 'NADA', problem: 'commerce.couponUnknown' });
    expect(findCoupon(coupons, 'altura100')?.code).toBe('ALTURA100');
  });

  it('a fixed amount never takes the total below zero', () => {
    expect(with_('ALTURA100', [line(60000)])).toMatchObject({ discountCents: 10000, grandTotalCents: 50000 });
    expect(with_('GRANDE', [line(26000)])).toMatchObject({ discountCents: 26000, grandTotalCents: 0 });
  });

  it('the minimum subtotal of a coupon', () => {
    expect(with_('ALTURA100', [line(59999)])).toMatchObject({ discountCents: 0, invalidCoupon: { code: 'ALTURA100', problem: 'commerce.couponMinimum' } });
    expect(with_('ALTURA100', [line(59999)]).validCoupon).toBeUndefined();
  });

  it('start and expiry: not before it starts, not from the instant it expires', () => {
    expect(with_('MAYO', [line(10000)], { now: new Date('2026-04-30T23:59:59Z') }).invalidCoupon?.problem).toBe('commerce.couponNotStarted');
    expect(with_('MAYO', [line(10000)], { now: new Date('2026-05-01T00:00:00Z') }).discountCents).toBe(2000);
    expect(with_('MAYO', [line(10000)], { now: new Date('2026-05-31T23:59:59Z') }).discountCents).toBe(2000);
    expect(with_('MAYO', [line(10000)], { now: new Date('2026-06-01T00:00:00Z') }).invalidCoupon?.problem).toBe('commerce.couponExpired');
  });

  it('the limit of redemptions, and once per customer', () => {
    expect(with_('UNICO', [line(10000)], { couponUses: { total: 0, byCustomer: false } }).discountCents).toBe(500);
    expect(with_('UNICO', [line(10000)], { couponUses: { total: 1, byCustomer: false } }).invalidCoupon?.problem).toBe('commerce.couponUsedUp');
    expect(with_('ALTURA100', [line(60000)], { couponUses: { total: 49, byCustomer: true } }).discountCents).toBe(10000);
    expect(with_('ALTURA100', [line(60000)], { couponUses: { total: 50, byCustomer: false } }).invalidCoupon?.problem).toBe('commerce.couponUsedUp');
    expect(with_('BIENVENIDA10', [line(10000)], { couponUses: { total: 500, byCustomer: false } }).discountCents).toBe(1000);
    expect(with_('BIENVENIDA10', [line(10000)], { couponUses: { total: 1, byCustomer: true } }).invalidCoupon?.problem).toBe('commerce.couponUsedUp');
    // No count from the database: nothing used yet.
    expect(with_('UNICO', [line(10000)]).discountCents).toBe(500);
  });

  it('free shipping: the chosen option costs nothing, above the coupon’s minimum', () => {
    const t = with_('ENVIOGRATIS', [line(50000)], { location: MX, shippingOptionId: 'express' });
    expect(t).toMatchObject({ shippingCostCents: 0, discountCents: 0, grandTotalCents: 50000, validCoupon: { code: 'ENVIOGRATIS' } });
    expect(t.selectedShippingOption?.priceCents).toBe(18900);
    expect(with_('ENVIOGRATIS', [line(49999)], { location: MX, shippingOptionId: 'express' })).toMatchObject({ shippingCostCents: 18900, invalidCoupon: { problem: 'commerce.couponMinimum' } });
  });

  it('couponProblem checks in order: unknown, not started, expired, minimum, used up', () => {
    expect(couponProblem(undefined, 0, undefined, NOW)).toBe('commerce.couponUnknown');
    expect(couponProblem(findCoupon(coupons, 'MAYO'), 0, { total: 0, byCustomer: false }, new Date('2027-01-01T00:00:00Z'))).toBe('commerce.couponExpired');
    expect(couponProblem(findCoupon(coupons, 'ALTURA100'), 0, { total: 50, byCustomer: false }, NOW)).toBe('commerce.couponMinimum');
  });
});

describe('cartTotals: shipping', () => {
  it('flat: its price, free from `freeAboveCents` of subtotal', () => {
    expect(totals({ lines: [line(26000)], location: MX, shippingOptionId: 'estandar' }).shippingCostCents).toBe(9900);
    expect(totals({ lines: [line(89999)], location: MX, shippingOptionId: 'estandar' }).shippingCostCents).toBe(9900);
    expect(totals({ lines: [line(90000)], location: MX, shippingOptionId: 'estandar' }).shippingCostCents).toBe(0);
  });

  it('by weight: the first rate whose bound holds the order (bounds in any order); too heavy: not offered', () => {
    const at = (kg: number) => totals({ lines: [line(1000, 1, 'PHYSICAL', kg)], location: MX, shippingOptionId: 'express' });
    expect(at(0.3).shippingCostCents).toBe(18900);
    expect(at(1).shippingCostCents).toBe(18900);
    expect(at(1.01).shippingCostCents).toBe(24900);
    expect(at(10).shippingCostCents).toBe(39900);
    expect(at(10.5).shippingOptions.map((o) => o.id)).toEqual(['estandar']);
    expect(at(10.5)).toMatchObject({ shippingCostCents: 0, selectedShippingOption: undefined });
  });

  it('weights that add up in floating point still meet their bound (0.1 + 0.2 is 0.3)', () => {
    const s = store({ shippingOptions: [{ id: 'w', name: 'Peso', kind: 'weight', rates: [{ upTo: 0.3, priceCents: 100 }, { upTo: 1, priceCents: 999 }] }] });
    const t = totals({ store: s, lines: [line(1000, 1, 'PHYSICAL', 0.1), line(1000, 1, 'PHYSICAL', 0.2)], location: MX, shippingOptionId: 'w' });
    expect(t.weight).toBe(0.3);
    expect(t.shippingCostCents).toBe(100);
  });

  it('options by country; nothing offered before the address, nor where the store does not ship', () => {
    expect(totals({ lines: [line(1000)], location: MX }).shippingOptions.map((o) => o.id)).toEqual(['estandar', 'express']);
    expect(totals({ lines: [line(1000)], location: US }).shippingOptions.map((o) => o.id)).toEqual(['eu']);
    expect(totals({ lines: [line(1000)], location: { country: 'mx' } }).shippingOptions).toHaveLength(2);
    expect(totals({ lines: [line(1000)] }).shippingOptions).toEqual([]);
    expect(totals({ lines: [line(1000)], location: { country: 'CA' } }).shippingOptions).toEqual([]);
    // An option offered in a country the store does not ship to is not offered either.
    expect(totals({ store: store({ shipsTo: ['US'] }), lines: [line(1000)], location: MX }).shippingOptions).toEqual([]);
    // shipsTo absent: anywhere the options allow.
    expect(totals({ store: store({ shipsTo: undefined, shippingOptions: [{ id: 'todo', name: 'Mundo', kind: 'flat', priceCents: 1 }] }), lines: [line(1000)], location: { country: 'JP' } }).shippingOptions).toHaveLength(1);
  });

  it('an option chosen that is not offered there costs nothing and is not selected', () => {
    const t = totals({ lines: [line(1000)], location: US, shippingOptionId: 'estandar' });
    expect(t).toMatchObject({ shippingCostCents: 0, selectedShippingOption: undefined });
  });

  it('nothing to ship: no options, no cost', () => {
    expect(totals({ lines: [line(14900, 1, 'DIGITAL', 0)], location: MX, shippingOptionId: 'estandar' })).toMatchObject({ shippingOptions: [], shippingCostCents: 0 });
  });

  it('shippingPrice: flat without rates, weight without a fitting rate', () => {
    expect(shippingPrice({ id: 'f', name: 'F', description: '', kind: 'flat', priceCents: 500 }, 0, 100)).toBe(500);
    expect(shippingPrice({ id: 'w', name: 'W', description: '', kind: 'weight', rates: [{ upTo: 1, priceCents: 5 }] }, 0, 2)).toBeUndefined();
  });
});

describe('cartTotals: taxes', () => {
  const rules = [
    { country: 'MX', name: 'IVA', rateBasisPoints: 1600, includesShipping: true },
    { country: 'US', name: 'Sales tax', rateBasisPoints: 500, includesShipping: false },
    { country: 'US', region: 'CA', name: 'California', rateBasisPoints: 725, includesShipping: false },
    { country: 'US', region: 'CA', name: 'Distrito', rateBasisPoints: 100, includesShipping: false },
  ];

  it('prices that include the tax (IVA): 16 % inside $116.00 is $16.00, and the total is the price', () => {
    const t = totals({ store: store({ taxRules: rules, pricesIncludeTax: true }), lines: [line(11600)], location: { country: 'MX' } });
    expect(t).toMatchObject({ taxCents: 1600, grandTotalCents: 11600 });
    expect(includedTaxOf(11600, 1600)).toBe(1600);
    expect(includedTaxOf(100, 1600)).toBe(14); // 100 / 1.16 = 86.2 → 86; 100 - 86
  });

  it('prices without the tax: added on top', () => {
    const t = totals({ store: store({ taxRules: rules }), lines: [line(10000)], location: { country: 'MX' } });
    expect(t).toMatchObject({ taxCents: 1600, grandTotalCents: 11600 });
  });

  it('a region’s own rules win over its country’s; a region without rules gets the country’s', () => {
    expect(taxRulesAt(rules, US).map((r) => r.name)).toEqual(['California', 'Distrito']);
    expect(taxRulesAt(rules, { country: 'US', region: 'NY' }).map((r) => r.name)).toEqual(['Sales tax']);
    expect(taxRulesAt(rules, { country: 'us' }).map((r) => r.name)).toEqual(['Sales tax']);
    expect(taxRulesAt(rules, undefined)).toEqual([]);
    const t = totals({ store: store({ taxRules: rules }), lines: [line(10000)], location: US });
    // 7.25 % + 1 % of $100.00, each rounded on its own.
    expect(t).toMatchObject({ taxCents: 825, grandTotalCents: 10825 });
    expect(t.applicableTaxRules.map((r) => r.name)).toEqual(['California', 'Distrito']);
  });

  it('no location, or a country without rules: no tax', () => {
    expect(totals({ store: store({ taxRules: rules }), lines: [line(10000)] }).taxCents).toBe(0);
    expect(totals({ store: store({ taxRules: rules }), lines: [line(10000)], location: { country: 'CA' } }).taxCents).toBe(0);
  });

  it('includesShipping taxes the shipping too; otherwise only the goods', () => {
    const mx = totals({ store: store({ taxRules: rules }), lines: [line(10000)], location: MX, shippingOptionId: 'estandar' });
    expect(mx).toMatchObject({ shippingCostCents: 9900, taxCents: 1600 + 1584, grandTotalCents: 10000 + 9900 + 3184 });
    const us = totals({ store: store({ taxRules: [rules[1]] }), lines: [line(10000)], location: { country: 'US' }, shippingOptionId: 'eu' });
    expect(us).toMatchObject({ shippingCostCents: 49900, taxCents: 500, grandTotalCents: 10000 + 49900 + 500 });
  });

  it('IVA included, with shipping: the tax is inside both, the total adds nothing', () => {
    const t = totals({ store: store({ taxRules: rules, pricesIncludeTax: true }), lines: [line(11600)], location: MX, shippingOptionId: 'estandar' });
    // (11600 + 9900) / 1.16 = 18534.48 → 18534 net; tax 2966.
    expect(t).toMatchObject({ taxCents: 2966, grandTotalCents: 21500 });
  });

  it('the tax is taken after the discount', () => {
    const s = store({ taxRules: rules, coupons: [{ code: 'DIEZ', kind: 'percent', percent: 10 }] });
    expect(totals({ store: s, lines: [line(10000)], location: { country: 'MX' }, couponCode: 'DIEZ' })).toMatchObject({ discountCents: 1000, taxCents: 1440, grandTotalCents: 10440 });
    const included = store({ taxRules: rules, pricesIncludeTax: true, coupons: [{ code: 'DIEZ', kind: 'percent', percent: 10 }] });
    expect(totals({ store: included, lines: [line(11600)], location: { country: 'MX' }, couponCode: 'DIEZ' })).toMatchObject({ discountCents: 1160, taxCents: 1440, grandTotalCents: 10440 });
  });
});

describe('rounding per currency', () => {
  it('basis points round half up to a whole minor unit', () => {
    expect(basisPointsOf(1, 5000)).toBe(1); // 0.5 → 1
    expect(basisPointsOf(3, 5000)).toBe(2); // 1.5 → 2
    expect(basisPointsOf(1, 4999)).toBe(0);
    expect(basisPointsOf(12345, 1600)).toBe(1975); // 1975.2
    expect(basisPointsOf(12347, 1600)).toBe(1976); // 1975.52
    expect(basisPointsOf(0, 1600)).toBe(0);
  });

  it('JPY has no minor unit: a whole yen, the same integer arithmetic', () => {
    const s = storeSettings({ selectedCurrency: 'JPY', taxRules: [{ country: 'JP', name: '消費税', rateBasisPoints: 1000 }], coupons: [{ code: 'SAN', kind: 'percent', percent: 3 }] });
    // ¥1,550: 3 % = 46.5 → 47 off; 10 % of 1503 = 150.3 → 150.
    const t = cartTotals({ store: s, lines: [line(1550, 1, 'DIGITAL', 0)], location: { country: 'JP' }, couponCode: 'san', now: NOW });
    expect(t).toMatchObject({ subtotalCents: 1550, discountCents: 47, taxCents: 150, grandTotalCents: 1653 });
    expect(Number.isInteger(t.grandTotalCents)).toBe(true);
  });

  it('every figure is an integer and the total adds up exactly, whatever the inputs', () => {
    const s = store({ taxRules: [{ country: 'MX', name: 'IVA', rateBasisPoints: 1600, includesShipping: true }], coupons: [{ code: 'TERCIO', kind: 'percent', percent: 33 }] });
    for (const price of [1, 7, 99, 333, 1001, 26000, 99_999_999]) {
      for (const qty of [1, 3, 99]) {
        const t = totals({ store: s, lines: [line(price, qty)], location: MX, shippingOptionId: 'estandar', couponCode: 'TERCIO' });
        for (const n of [t.subtotalCents, t.discountCents, t.shippingCostCents, t.taxCents, t.grandTotalCents]) expect(Number.isSafeInteger(n)).toBe(true);
        expect(t.grandTotalCents).toBe(t.subtotalCents - t.discountCents + t.shippingCostCents + t.taxCents);
      }
    }
  });
});
