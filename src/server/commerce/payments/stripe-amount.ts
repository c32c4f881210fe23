/**
 * Amounts as Stripe reads them. Stripe takes every amount in the currency's smallest unit by its
 * own table: zero-decimal currencies (JPY, KRW, CLP, …) in whole units, three-decimal ones (KWD,
 * BHD, …) in thousandths, the rest in hundredths. Our cents are minor units by ISO digits
 * (src/shared/money.ts); for all 27 store currencies the two agree (JPY 0, the other 26 two,
 * none of them one of Stripe's special cases ISK, HUF, TWD or UGX), which stripe-amount.test.ts holds.
 */
import { fractionDigits, isCurrencyCode } from '../../../shared/money.ts';

/** Stripe's zero-decimal currencies (docs.stripe.com/currencies#zero-decimal). */
const ZERO_DECIMAL = new Set(['BIF', 'CLP', 'DJF', 'GNF', 'JPY', 'KMF', 'KRW', 'MGA', 'PYG', 'RWF', 'UGX', 'VND', 'VUV', 'XAF', 'XOF', 'XPF']);
/** Stripe's three-decimal currencies (their amounts must end in 0). */
const THREE_DECIMAL = new Set(['BHD', 'JOD', 'KWD', 'OMR', 'TND']);

/** The digits Stripe's `amount` has for a currency: `stripeDigits('JPY')` → 0. */
export function stripeDigits(currency: string): number {
  const code = currency.toUpperCase();
  return ZERO_DECIMAL.has(code) ? 0 : THREE_DECIMAL.has(code) ? 3 : 2;
}

/**
 * Our integer minor units of a store currency → Stripe's `amount`: `toStripeAmount(1500, 'JPY')` →
 * 1500 (¥1,500), `toStripeAmount(1999, 'MXN')` → 1999 ($19.99). Throws RangeError for a currency
 * that is not a store currency or an amount that is not a positive safe integer.
 */
export function toStripeAmount(cents: number, currency: string): number {
  if (!isCurrencyCode(currency)) throw new RangeError(`Not a store currency: ${currency}`);
  if (!Number.isSafeInteger(cents) || cents <= 0) throw new RangeError(`A charge is a positive whole number of minor units, got ${cents}`);
  const shift = stripeDigits(currency) - fractionDigits(currency);
  if (shift < 0) throw new RangeError(`${currency}: Stripe has fewer digits than the store`);
  return cents * 10 ** shift;
}
