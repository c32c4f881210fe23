/**
 * Dates, times and numbers for visitors, through Intl with the locale of this build (es-419).
 * The one place that builds Intl formatters: building one costs ~100x formatting with it, so
 * each distinct set of options is built once and kept.
 */

/** The interface locale of this build (SPEC intro). */
export const LOCALE = 'es-419';

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A cached es-419 number formatter for these options. */
export function numberFormat(options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = JSON.stringify(options);
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(LOCALE, options)));
  return format;
}

function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(LOCALE, options)));
  return format;
}

/**
 * A number for visitors: `formatNumber(1234.5)` → "1,234.5". A decimal string is formatted
 * exactly (no float rounding): `formatNumber('12345678901234567.01', { minimumFractionDigits: 2 })`.
 */
export function formatNumber(value: number | string | bigint, options?: Intl.NumberFormatOptions): string {
  // Intl accepts exact decimal strings (ES2023); the lib typings still say number | bigint.
  return numberFormat(options).format(value as number);
}

/** A date or time value, or `undefined` when it does not name a real instant. */
function toDate(value: string | number | Date): Date | undefined {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/**
 * A date for visitors, e.g. "5 de marzo de 2025"; '' for an invalid date. UTC by default, so
 * every server renders the same page.
 */
export function formatDate(value: string | number | Date, style: 'long' | 'medium' | 'short' = 'long', timeZone = 'UTC'): string {
  const date = toDate(value);
  return date ? dateFormat({ dateStyle: style, timeZone }).format(date) : '';
}

/** A time of day for visitors, e.g. "14:05" (UTC by default); '' for an invalid time. */
export function formatTime(value: string | number | Date, timeZone = 'UTC'): string {
  const date = toDate(value);
  return date ? dateFormat({ timeStyle: 'short', timeZone }).format(date) : '';
}

/**
 * A month `YYYY-MM` for visitors, e.g. "marzo de 2026" (the month as named: no time zone shifts
 * it); '' for anything else.
 */
export function formatMonth(month: string): string {
  if (!/^[0-9]{4}-(0[1-9]|1[0-2])$/.test(month)) return '';
  return dateFormat({ month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-15T12:00:00Z`));
}
