import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CURRENCIES, DEFAULT_CURRENCY, centsToValue, currencySymbol, formatMoney, fractionDigits, fromMoneyValue, isCurrencyCode,
  toMoneyValue, valueToCents,
} from './money.ts';

const NBSP = '\u00a0';

describe('currencies (§3)', () => {
  it('has the 27 store currencies, JPY without minor units and the others with 2', () => {
    expect(Object.keys(CURRENCIES)).toEqual(
      'EUR USD AUD NOK CAD NZD DKK GBP HKD CHF MXN SGD SEK CZK ILS PHP RUB PLN THB MYR ARS BRL COP IDR INR JPY ZAR'.split(' '),
    );
    for (const [code, { fractionDigits: digits, symbol }] of Object.entries(CURRENCIES)) {
      expect(digits, code).toBe(code === 'JPY' ? 0 : 2);
      expect(symbol, code).not.toBe('');
    }
  });

  it('defaults to USD and to 2 fraction digits for an unknown code', () => {
    expect(DEFAULT_CURRENCY).toBe('USD');
    expect(fractionDigits()).toBe(2);
    expect(fractionDigits('XXX')).toBe(2);
    expect(currencySymbol('XXX')).toBe('XXX');
    expect(isCurrencyCode('MXN')).toBe(true);
    expect(isCurrencyCode('mxn')).toBe(false);
    expect(isCurrencyCode('toString')).toBe(false);
  });
});

describe('cents ↔ money value', () => {
  it.each([
    [1250, 'USD', '12.50'],
    [5, 'USD', '0.05'],
    [0, 'USD', '0.00'],
    [-5, 'EUR', '-0.05'],
    [-123456, 'EUR', '-1234.56'],
    [100_000_000, 'MXN', '1000000.00'],
    [1500, 'JPY', '1500'],
    [Number.MAX_SAFE_INTEGER, 'USD', '90071992547409.91'],
  ])('%i %s ↔ "%s"', (cents, currency, value) => {
    expect(centsToValue(cents, currency)).toBe(value);
    expect(valueToCents(value, currency)).toBe(cents);
  });

  it.each([
    ['19.99', 'USD', 1999],
    ['12.5', 'USD', 1250],
    ['.5', 'USD', 50],
    ['7', 'USD', 700],
    ['7.', 'USD', 700],
    [' 3.10 ', 'USD', 310],
    ['+3.10', 'USD', 310],
    ['1.005', 'USD', 101], // half away from zero, on the decimal digits
    ['-1.005', 'USD', -101],
    ['1.0049', 'USD', 100],
    ['-0.001', 'USD', 0],
    ['1499.5', 'JPY', 1500],
    [0.1 + 0.2, 'USD', 30], // 0.30000000000000004
    [19.99, 'USD', 1999], // 19.99 * 100 === 1998.9999999999998
    [1.005, 'USD', 101],
    [1e-7, 'USD', 0],
  ])('valueToCents(%j, %s) → %i', (value, currency, cents) => {
    expect(valueToCents(value, currency)).toBe(cents);
  });

  it.each(['', '.', 'abc', '1,000.00', '1.2.3', '--1', '1e3', 'NaN', '99999999999999999999'])('refuses %j', (value) => {
    expect(() => valueToCents(value)).toThrow(RangeError);
  });

  it('refuses cents that are not a safe integer', () => {
    for (const cents of [1.5, NaN, Infinity, 2 ** 53]) expect(() => centsToValue(cents)).toThrow(RangeError);
  });

  it('round-trips every safe amount exactly (property)', () => {
    fc.assert(fc.property(fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }), fc.constantFrom('USD', 'JPY'), (cents, currency) => {
      expect(valueToCents(centsToValue(cents, currency), currency)).toBe(cents);
    }));
  });

  it('converts the API money value', () => {
    expect(toMoneyValue(1250, 'MXN')).toEqual({ currency: 'MXN', value: '12.50' });
    expect(fromMoneyValue({ currency: 'JPY', value: '1500' })).toBe(1500);
  });
});

describe('formatMoney (§9)', () => {
  it.each([
    [8500, 'MXN', {}, '$85.00'],
    [123456, 'USD', {}, '$1,234.56'],
    [1999, 'EUR', {}, '€19.99'],
    [0, 'USD', {}, '$0.00'],
    [1500, 'JPY', {}, '¥1,500'],
    [100_000_000, 'USD', {}, '$1,000,000.00'],
    [-550, 'GBP', {}, '-£5.50'],
    [123456, 'NOK', {}, `kr${NBSP}1,234.56`],
    [1000, 'CHF', {}, `CHF${NBSP}10.00`],
    [1000, 'BRL', {}, 'R$10.00'],
    [1000, 'ZAR', {}, `R${NBSP}10.00`],
    [8500, 'MXN', { trimCents: true }, '$85'],
    [8550, 'MXN', { trimCents: true }, '$85.50'],
    [123456, 'USD', { grouping: false }, '$1234.56'],
    [123456, 'USD', { valueOnly: true }, '1,234.56'],
    [-123400, 'USD', { valueOnly: true, trimCents: true, grouping: false }, '-1234'],
    [1000, undefined, {}, '$10.00'],
    [1000, 'XXX', {}, `XXX${NBSP}10.00`],
  ])('%i %s %j → %s', (cents, currency, options, text) => {
    expect(formatMoney(cents, currency, options)).toBe(text);
  });

  it('formats huge amounts without float drift', () => {
    expect(formatMoney(Number.MAX_SAFE_INTEGER, 'USD')).toBe('$90,071,992,547,409.91');
  });
});
