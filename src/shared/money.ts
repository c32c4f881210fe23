/**
 * Money (SPEC §3, §9): the 27 store currencies, amounts in integer minor units ("cents"),
 * decimal money values, and price display. No floating-point arithmetic on amounts: cents
 * become decimal strings by string work, and Intl formats the exact decimal string.
 */
import { formatNumber } from './messages/intl.ts';

/** The store currencies (§3): symbol shown to visitors and minor-unit digits (JPY 0, others 2). */
export const CURRENCIES = {
  EUR: { symbol: '€', fractionDigits: 2 }, USD: { symbol: '$', fractionDigits: 2 },
  AUD: { symbol: '$', fractionDigits: 2 }, NOK: { symbol: 'kr', fractionDigits: 2 },
  CAD: { symbol: '$', fractionDigits: 2 }, NZD: { symbol: '$', fractionDigits: 2 },
  DKK: { symbol: 'kr', fractionDigits: 2 }, GBP: { symbol: '£', fractionDigits: 2 },
  HKD: { symbol: '$', fractionDigits: 2 }, CHF: { symbol: 'CHF', fractionDigits: 2 },
  MXN: { symbol: '$', fractionDigits: 2 }, SGD: { symbol: '$', fractionDigits: 2 },
  SEK: { symbol: 'kr', fractionDigits: 2 }, CZK: { symbol: 'Kč', fractionDigits: 2 },
  ILS: { symbol: '₪', fractionDigits: 2 }, PHP: { symbol: '₱', fractionDigits: 2 },
  RUB: { symbol: '₽', fractionDigits: 2 }, PLN: { symbol: 'zł', fractionDigits: 2 },
  THB: { symbol: '฿', fractionDigits: 2 }, MYR: { symbol: 'RM', fractionDigits: 2 },
  ARS: { symbol: '$', fractionDigits: 2 }, BRL: { symbol: 'R$', fractionDigits: 2 },
  COP: { symbol: '$', fractionDigits: 2 }, IDR: { symbol: 'Rp', fractionDigits: 2 },
  INR: { symbol: '₹', fractionDigits: 2 }, JPY: { symbol: '¥', fractionDigits: 0 },
  ZAR: { symbol: 'R', fractionDigits: 2 },
} as const satisfies Record<string, { symbol: string; fractionDigits: number }>;

/** A store currency code. */
export type CurrencyCode = keyof typeof CURRENCIES;

/** The store currency when the site sets none (§3 selectedCurrency). */
export const DEFAULT_CURRENCY: CurrencyCode = 'USD';
/** Minor-unit digits of a currency this build does not know (§9). */
export const DEFAULT_FRACTION_DIGITS = 2;

/** Whether a string is one of the 27 store currencies. */
export function isCurrencyCode(code: unknown): code is CurrencyCode {
  return typeof code === 'string' && Object.prototype.hasOwnProperty.call(CURRENCIES, code);
}

/** Minor-unit digits of a currency: `fractionDigits('JPY')` → 0; unknown → 2. */
export function fractionDigits(currency: string = DEFAULT_CURRENCY): number {
  return isCurrencyCode(currency) ? CURRENCIES[currency].fractionDigits : DEFAULT_FRACTION_DIGITS;
}

/** The symbol shown before an amount; an unknown currency shows its code. */
export function currencySymbol(currency: string = DEFAULT_CURRENCY): string {
  return isCurrencyCode(currency) ? CURRENCIES[currency].symbol : currency;
}

/** A money value as the API carries it (§3 subtotalAmount): an exact decimal string. */
export interface MoneyValue {
  currency: string;
  /** Decimal string with the currency's fraction digits, e.g. "12.50" (JPY "1500"). */
  value: string;
}

function checkCents(cents: number): void {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Money amount must be an integer number of minor units, got ${cents}`);
}

/** Integer minor units → decimal string: `centsToValue(1250, 'USD')` → "12.50", `(-5, 'USD')` → "-0.05". */
export function centsToValue(cents: number, currency: string = DEFAULT_CURRENCY): string {
  checkCents(cents);
  const digits = fractionDigits(currency);
  const abs = String(Math.abs(cents)).padStart(digits + 1, '0');
  const sign = cents < 0 ? '-' : '';
  return digits === 0 ? sign + abs : `${sign}${abs.slice(0, -digits)}.${abs.slice(-digits)}`;
}

/**
 * Decimal value → integer minor units, exactly: `valueToCents('19.99')` → 1999,
 * `valueToCents(0.1 + 0.2)` → 30. Extra digits round half away from zero; throws RangeError on
 * text that is not a plain decimal number or an amount beyond a safe integer.
 */
export function valueToCents(value: string | number, currency: string = DEFAULT_CURRENCY): number {
  let text = typeof value === 'number' ? String(value) : value;
  if (typeof value === 'number' && /e-/.test(text) && Math.abs(value) < 1e-6) text = '0';
  // Trimmed first: a pattern with \s* on both sides is quadratic on a long run of spaces.
  const match = /^([+-]?)(\d*)(?:\.(\d*))?$/.exec(text.trim());
  if (!match || (match[2] === '' && !match[3])) throw new RangeError(`Not a money value: "${text}"`);
  const [, sign, whole, fraction = ''] = match;
  const digits = fractionDigits(currency);
  const kept = fraction.slice(0, digits).padEnd(digits, '0');
  const roundUp = (fraction[digits] ?? '0') >= '5';
  const magnitude = Number((whole || '0') + kept) + (roundUp ? 1 : 0);
  if (!Number.isSafeInteger(magnitude)) throw new RangeError(`Money value out of range: "${text}"`);
  return sign === '-' && magnitude !== 0 ? -magnitude : magnitude;
}

/** Cents → the API's money value: `toMoneyValue(1250, 'MXN')` → { currency: 'MXN', value: '12.50' }. */
export function toMoneyValue(cents: number, currency: string = DEFAULT_CURRENCY): MoneyValue {
  return { currency, value: centsToValue(cents, currency) };
}

/** The API's money value → cents in its own currency. */
export function fromMoneyValue(money: MoneyValue): number {
  return valueToCents(money.value, money.currency);
}

/** Price display options (§9). */
export interface MoneyFormatOptions {
  /** Leave out the minor units when they are zero: "$85" instead of "$85.00". */
  trimCents?: boolean;
  /** Thousands separators (default on): "$1,234.56". */
  grouping?: boolean;
  /** The number alone, without the currency symbol. */
  valueOnly?: boolean;
}

/**
 * A price for visitors from integer minor units (§9: '.' decimal, ',' thousands):
 * `formatMoney(8500, 'MXN')` → "$85.00", `formatMoney(8500, 'MXN', { trimCents: true })` → "$85".
 * One currency per store, so "$" is not ambiguous. Letter symbols get a no-break space ("kr 10.00").
 */
export function formatMoney(cents: number, currency: string = DEFAULT_CURRENCY, options: MoneyFormatOptions = {}): string {
  const digits = fractionDigits(currency);
  const shown = options.trimCents && cents % 10 ** digits === 0 ? 0 : digits;
  const number = formatNumber(centsToValue(Math.abs(cents), currency), {
    minimumFractionDigits: shown,
    maximumFractionDigits: shown,
    useGrouping: options.grouping ?? true,
  });
  const sign = cents < 0 ? '-' : '';
  if (options.valueOnly) return sign + number;
  const symbol = currencySymbol(currency);
  return `${sign}${symbol}${/\p{L}$/u.test(symbol) ? '\u00a0' : ''}${number}`;
}
