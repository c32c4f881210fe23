/**
 * Dates, times and numbers for visitors, through Intl with the current locale (es-419 unless a
 * page in another language is being rendered: `withLocale`, docs/multilingual.md).
 * The one place that builds Intl formatters: building one costs ~100x formatting with it, so
 * each distinct set of options is built once per locale and kept.
 */

/** The default interface locale (SPEC intro): the fallback of every other. */
export const LOCALE = 'es-419';

// In the browser, the document's language (set by the server from the page's: docs/multilingual.md),
// read once when the first chunk that formats anything loads; on the server, es-419 until `withLocale`.
let current = (typeof document !== 'undefined' && document.documentElement?.lang) || LOCALE;

/** The locale texts, dates and numbers are in right now. */
export function currentLocale(): string {
  return current;
}

/**
 * Sets the current locale (a browser page reads `<html lang>` by itself; tests and tools may set
 * it); the server renders with `withLocale` instead, which puts the previous one back.
 */
export function setLocale(locale: string): void {
  current = locale || LOCALE;
}

/**
 * Runs `fn` (synchronous: a server render) with `locale` as the current locale, then restores it.
 * @example withLocale('en', () => renderPage(model, assets))
 */
export function withLocale<T>(locale: string, fn: () => T): T {
  const before = current;
  current = locale;
  try {
    return fn();
  } finally {
    current = before;
  }
}

const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** A cached number formatter of the current locale for these options. */
export function numberFormat(options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = current + JSON.stringify(options);
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(current, options)));
  return format;
}

function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = current + JSON.stringify(options);
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(current, options)));
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

/**
 * A date with any Intl options (a time zone, weekday, month alone…), e.g.
 * `formatDateWith(ms, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'America/Mexico_City' })`
 * → "sábado, 5 de diciembre"; '' for an invalid date.
 */
export function formatDateWith(value: string | number | Date, options: Intl.DateTimeFormatOptions): string {
  const date = toDate(value);
  return date ? dateFormat(options).format(date) : '';
}

/** Two instants as one range in es-419 ("19:00–21:00", "5–7 de diciembre de 2026"); '' when either is invalid. */
export function formatDateRange(from: string | number | Date, to: string | number | Date, options: Intl.DateTimeFormatOptions): string {
  const a = toDate(from);
  const b = toDate(to);
  return a && b && a <= b ? dateFormat(options).formatRange(a, b) : '';
}

/**
 * The calendar day an instant falls on in a time zone, as `YYYY-MM-DD`:
 * `dayKey('2026-12-06T03:00:00Z', 'America/Mexico_City')` → "2026-12-05". '' for an invalid date.
 */
export function dayKey(value: string | number | Date, timeZone = 'UTC'): string {
  const date = toDate(value);
  if (!date) return '';
  const parts = dateFormat({ year: 'numeric', month: '2-digit', day: '2-digit', timeZone }).formatToParts(date);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
}
