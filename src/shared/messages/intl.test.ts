import { describe, expect, it } from 'vitest';
import { FORMATTED_DATES_MAX, dayKey, formatDate, formatDateRange, formatDateWith, formatNumber, formatTime, withLocale } from './intl.ts';

describe('formatDate', () => {
  it.each([
    ['2025-03-05T23:30:00.000Z', 'long', '5 de marzo de 2025'],
    ['2025-03-05T23:30:00.000Z', 'medium', '5 mar 2025'],
    [Date.UTC(2024, 0, 1), 'long', '1 de enero de 2024'],
    ['no es fecha', 'long', ''],
  ] as const)('%s (%s) → %s', (value, style, text) => {
    expect(formatDate(value, style)).toBe(text);
  });

  it('takes a time zone', () => {
    expect(formatDate('2025-03-05T23:30:00.000Z', 'long', 'America/Mexico_City')).toBe('5 de marzo de 2025');
    expect(formatDate('2025-03-06T01:30:00.000Z', 'long', 'America/Mexico_City')).toBe('5 de marzo de 2025');
  });
});

describe('formatTime', () => {
  it('writes a short es-419 time', () => {
    expect(formatTime('2025-03-05T14:05:00.000Z')).toMatch(/^2:05\sp\.\s?m\.$/);
    expect(formatTime(new Date('x'))).toBe('');
  });
});

describe('formatNumber', () => {
  it.each([
    [1234.5, undefined, '1,234.5'],
    [0, undefined, '0'],
    ['12345678901234567.01', { minimumFractionDigits: 2 }, '12,345,678,901,234,567.01'],
    [1234, { useGrouping: false }, '1234'],
  ] as const)('%s → %s', (value, options, text) => {
    expect(formatNumber(value, options)).toBe(text);
  });
});

describe('remembered dates', () => {
  // Formatted strings are remembered by locale, options and value: each of these would come out
  // wrong if any of the three were missing from the key.
  it('keeps apart the locale, the options and the kind of answer', () => {
    const instant = '2026-12-05T20:00:00Z';
    expect(formatDateWith(instant, { month: 'long', timeZone: 'UTC' })).toBe('diciembre');
    expect(withLocale('en', () => formatDateWith(instant, { month: 'long', timeZone: 'UTC' }))).toBe('December');
    expect(formatDateWith(instant, { month: 'short', timeZone: 'UTC' })).toBe('dic');
    expect(dayKey(instant, 'Asia/Tokyo')).toBe('2026-12-06');
    expect(dayKey(instant, 'UTC')).toBe('2026-12-05');
    const range = (to: string) => new Intl.DateTimeFormat('es-419', { timeStyle: 'short', timeZone: 'UTC' }).formatRange(new Date(instant), new Date(to));
    expect(formatDateRange(instant, '2026-12-05T22:00:00Z', { timeStyle: 'short', timeZone: 'UTC' })).toBe(range('2026-12-05T22:00:00Z'));
    expect(formatDateRange(instant, '2026-12-05T23:00:00Z', { timeStyle: 'short', timeZone: 'UTC' })).toBe(range('2026-12-05T23:00:00Z'));
    expect(range('2026-12-05T22:00:00Z')).not.toBe(range('2026-12-05T23:00:00Z'));
  });

  it('a day key is Gregorian with ASCII digits in any page language', () => {
    for (const locale of ['fa', 'th-TH', 'ar-EG', 'en', 'es-419']) {
      expect(withLocale(locale, () => dayKey('2026-12-05T12:00:00Z', 'UTC')), locale).toBe('2026-12-05');
    }
    expect(withLocale('fa', () => formatDateWith('2026-12-05T12:00:00Z', { year: 'numeric', timeZone: 'UTC' }))).not.toBe('2026'); // text stays the language's own
  });

  it('a Date changed after it was formatted is formatted again, and a number is the instant it names', () => {
    const date = new Date('2026-12-05T12:00:00Z');
    expect(formatDate(date)).toBe('5 de diciembre de 2026');
    date.setUTCDate(6);
    expect(formatDate(date)).toBe('6 de diciembre de 2026');
    expect(formatDate(Date.UTC(2026, 11, 7))).toBe('7 de diciembre de 2026');
  });

  it('stays right past its bound (it empties and starts again)', () => {
    const start = Date.UTC(2000, 0, 1);
    const day = 86_400_000;
    for (let i = 0; i < FORMATTED_DATES_MAX + 50; i++) dayKey(start + i * day);
    for (const i of [0, 1, FORMATTED_DATES_MAX - 1, FORMATTED_DATES_MAX + 49]) {
      expect(dayKey(start + i * day)).toBe(new Date(start + i * day).toISOString().slice(0, 10));
    }
  });
});
