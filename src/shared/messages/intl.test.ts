import { describe, expect, it } from 'vitest';
import { formatDate, formatNumber, formatTime } from './intl.ts';

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
