import { describe, expect, it } from 'vitest';
import { CURRENCIES } from '../../../shared/money.ts';
import { stripeDigits, toStripeAmount } from './stripe-amount.ts';

describe('toStripeAmount (our minor units → Stripe’s amount)', () => {
  it.each(Object.keys(CURRENCIES))('%s: our cents are Stripe’s amount, unchanged', (currency) => {
    expect(toStripeAmount(1, currency)).toBe(1);
    expect(toStripeAmount(123_456, currency)).toBe(123_456);
  });

  it('JPY is zero-decimal on both sides: ¥1,500 is 1500; MXN $19.99 is 1999', () => {
    expect(stripeDigits('JPY')).toBe(0);
    expect(stripeDigits('jpy')).toBe(0);
    expect(toStripeAmount(1500, 'JPY')).toBe(1500);
    expect(toStripeAmount(1999, 'MXN')).toBe(1999);
  });

  it('knows Stripe’s other tables (for currencies the store may add)', () => {
    expect(stripeDigits('KRW')).toBe(0);
    expect(stripeDigits('KWD')).toBe(3);
    expect(stripeDigits('USD')).toBe(2);
  });

  it.each([
    [0, 'USD'],
    [-5, 'USD'],
    [12.5, 'USD'],
    [Number.MAX_SAFE_INTEGER + 1, 'USD'],
    [100, 'KRW'],
    [100, 'usd'],
  ])('refuses %s %s', (cents, currency) => {
    expect(() => toStripeAmount(cents, currency)).toThrow(RangeError);
  });
});
