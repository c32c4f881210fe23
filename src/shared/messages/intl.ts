/**
 * Dates, times and numbers for visitors, through Intl with the current locale (es-419 unless a
 * page in another language is being rendered: `withLocale`, docs/multilingual.md).
 * The one place that builds Intl formatters: building one costs ~100x formatting with it, so
 * each distinct set of options is built once per locale and kept. Formatting a date is itself
 * costly (formatRange and formatToParts ~10–20 µs) and pages format the same dates on every
 * render (a calendar names each of its ~570 days), so the strings made are remembered too.
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
const NO_OPTIONS: Intl.NumberFormatOptions = Object.freeze({});

/**
 * Options objects already written as JSON: a call site that keeps its options in a frozen object
 * skips the stringify (only frozen ones: an object changed after its first use must not keep its old JSON).
 */
const optionsJson = new WeakMap<object, string>();
function jsonOf(options: object): string {
  if (!Object.isFrozen(options)) return JSON.stringify(options);
  let json = optionsJson.get(options);
  if (json === undefined) optionsJson.set(options, (json = JSON.stringify(options)));
  return json;
}

/** A cached number formatter of the current locale for these options. */
export function numberFormat(options: Intl.NumberFormatOptions = NO_OPTIONS): Intl.NumberFormat {
  const key = current + jsonOf(options);
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(current, options)));
  return format;
}

/**
 * What is kept of one set of date options in one locale: its formatter, and the strings it made,
 * by value (the output of Intl is a function of the locale, the options and the instant alone).
 */
interface DateBucket {
  format: Intl.DateTimeFormat;
  text: Map<string | number, string>;
  range: Map<string, string>;
}

/** Buckets by locale, then by options (as JSON): two lookups by strings whose hash V8 keeps. */
const dateBuckets = new Map<string, Map<string, DateBucket>>();

/**
 * A day key is a key, not text: the Gregorian calendar and ASCII digits whatever the page's
 * language (in Persian or Thai the current locale would give another calendar's year, in Arabic other digits).
 */
const KEY_LOCALE = 'en-CA-u-ca-gregory-nu-latn';

/** Day keys by time zone: the zone's formatter and the keys it made (emptied with the other remembered dates). */
const dayKeys = new Map<string, { format: Intl.DateTimeFormat; days: Map<string | number, string> }>();

/** Strings kept in all buckets. Bounded: emptied when full (a render's dates are then made again), so a flood of distinct dates never grows it. */
let formattedCount = 0;
export const FORMATTED_DATES_MAX = 8192;

function dateBucket(options: Intl.DateTimeFormatOptions): DateBucket {
  const json = jsonOf(options);
  let byOptions = dateBuckets.get(current);
  if (!byOptions) dateBuckets.set(current, (byOptions = new Map()));
  let bucket = byOptions.get(json);
  if (!bucket) byOptions.set(json, (bucket = { format: new Intl.DateTimeFormat(current, options), text: new Map(), range: new Map() }));
  return bucket;
}

/** `made[key]`, or `make()` kept there. */
function remembered<K>(made: Map<K, string>, key: K, make: () => string): string {
  let text = made.get(key);
  if (text === undefined) {
    if (formattedCount >= FORMATTED_DATES_MAX) {
      for (const byOptions of dateBuckets.values()) for (const bucket of byOptions.values()) (bucket.text.clear(), bucket.range.clear());
      for (const zone of dayKeys.values()) zone.days.clear();
      formattedCount = 0;
    }
    made.set(key, (text = make()));
    formattedCount++;
  }
  return text;
}

/** A value as a map key: a Date by its instant (the same Date may be changed later); a Map keeps 5 and '5' apart. */
const valueKey = (value: string | number | Date) => (value instanceof Date ? value.getTime() : value);

/** `value` formatted with `options`, remembered. */
function formatWith(value: string | number | Date, options: Intl.DateTimeFormatOptions): string {
  const bucket = dateBucket(options);
  return remembered(bucket.text, valueKey(value), () => {
    const date = toDate(value);
    return date ? bucket.format.format(date) : '';
  });
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
  return formatWith(value, { dateStyle: style, timeZone });
}

/** A time of day for visitors, e.g. "14:05" (UTC by default); '' for an invalid time. */
export function formatTime(value: string | number | Date, timeZone = 'UTC'): string {
  return formatWith(value, { timeStyle: 'short', timeZone });
}

/**
 * A month `YYYY-MM` for visitors, e.g. "marzo de 2026" (the month as named: no time zone shifts
 * it); '' for anything else.
 */
export function formatMonth(month: string): string {
  if (!/^[0-9]{4}-(0[1-9]|1[0-2])$/.test(month)) return '';
  return formatWith(`${month}-15T12:00:00Z`, { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/**
 * A date with any Intl options (a time zone, weekday, month alone…), e.g.
 * `formatDateWith(ms, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'America/Mexico_City' })`
 * → "sábado, 5 de diciembre"; '' for an invalid date.
 */
export function formatDateWith(value: string | number | Date, options: Intl.DateTimeFormatOptions): string {
  return formatWith(value, options);
}

/** Two instants as one range in es-419 ("19:00–21:00", "5–7 de diciembre de 2026"); '' when either is invalid. */
export function formatDateRange(from: string | number | Date, to: string | number | Date, options: Intl.DateTimeFormatOptions): string {
  const bucket = dateBucket(options);
  // One string for the pair: a string value marked apart from a number of the same digits.
  const key = (value: string | number | Date) => (typeof value === 'string' ? `s${value}` : valueKey(value));
  return remembered(bucket.range, `${key(from)}\u0000${key(to)}`, () => {
    const a = toDate(from);
    const b = toDate(to);
    return a && b && a <= b ? bucket.format.formatRange(a, b) : '';
  });
}

/**
 * The calendar day an instant falls on in a time zone, as `YYYY-MM-DD`:
 * `dayKey('2026-12-06T03:00:00Z', 'America/Mexico_City')` → "2026-12-05". '' for an invalid date.
 */
export function dayKey(value: string | number | Date, timeZone = 'UTC'): string {
  let zone = dayKeys.get(timeZone);
  // A bad zone throws here, as it always did, and is not kept: the map holds the zones Intl knows.
  if (!zone) dayKeys.set(timeZone, (zone = { format: new Intl.DateTimeFormat(KEY_LOCALE, { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }), days: new Map() }));
  const { format, days } = zone;
  return remembered(days, valueKey(value), () => {
    const date = toDate(value);
    if (!date) return '';
    const parts = format.formatToParts(date);
    const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
    return `${part('year').padStart(4, '0')}-${part('month')}-${part('day')}`;
  });
}

