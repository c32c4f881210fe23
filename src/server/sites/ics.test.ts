import { describe, expect, it } from 'vitest';
import { escapeText, eventIcs, foldLine, icsDateTime } from './ics.ts';

/** A minimal RFC 5545 reader for the tests: unfolds lines, splits name;params:value, unescapes TEXT. */
function parseIcs(text: string): { name: string; params: string; value: string }[] {
  expect(text.endsWith('\r\n')).toBe(true);
  // Every line ends in CRLF: no bare LF or CR anywhere.
  expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  const unfolded = text.replace(/\r\n /g, '');
  return unfolded
    .split('\r\n')
    .filter(Boolean)
    .map((line) => {
      const colon = line.search(/:(?=(?:[^"]*"[^"]*")*[^"]*$)/);
      const [name, ...params] = line.slice(0, colon).split(';');
      const raw = line.slice(colon + 1);
      const value = raw.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
      return { name, params: params.join(';'), value };
    });
}

const EVENT = {
  uid: 'e1@cafe.example.com',
  summary: 'Cata: café, pan; y \\ más',
  start: '2026-11-29T01:30:00Z',
  end: '2026-11-29T04:00:00Z',
  allDay: false,
  location: 'Café Altura, la barra, Calle Colima 187, Roma Norte, Ciudad de México, CDMX',
  url: 'https://cafe.example.com/eventos/cata',
  description: 'Primera línea\nSegunda línea con acentos: áéíóú ñ — y emojis ☕☕☕☕☕☕☕☕☕☕☕☕☕☕☕☕☕☕☕☕☕☕☕☕',
};
const NOW = Date.parse('2026-11-26T07:00:00Z');

describe('iCalendar (RFC 5545)', () => {
  it('escapes TEXT: backslash, semicolon, comma, newline', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds at 75 octets, never inside a UTF-8 character, continuation lines starting with a space', () => {
    const line = 'DESCRIPTION:' + 'é'.repeat(100);
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const [i, part] of parts.entries()) {
      expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
      if (i > 0) expect(part.startsWith(' ')).toBe(true);
    }
    expect(parts.map((p, i) => (i ? p.slice(1) : p)).join('')).toBe(line);
    expect(foldLine('SHORT:x')).toBe('SHORT:x');
    expect(foldLine('X:' + 'a'.repeat(73))).toBe('X:' + 'a'.repeat(73)); // exactly 75 octets: one line
  });

  it('DATE-TIME in UTC', () => {
    expect(icsDateTime('2026-11-29T01:30:00-06:00')).toBe('20261129T073000Z');
  });

  it('one VEVENT with every property, CRLF lines of at most 75 octets, parsed back to the same values', () => {
    const text = eventIcs(EVENT, NOW);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    const lines = parseIcs(text);
    expect(lines.map((l) => l.name)).toEqual(['BEGIN', 'VERSION', 'PRODID', 'CALSCALE', 'METHOD', 'BEGIN', 'UID', 'DTSTAMP', 'DTSTART', 'DTEND', 'SUMMARY', 'LOCATION', 'URL', 'DESCRIPTION', 'END', 'END']);
    const get = (name: string) => lines.find((l) => l.name === name)!;
    expect(lines[0].value).toBe('VCALENDAR');
    expect(lines[5].value).toBe('VEVENT');
    expect(get('VERSION').value).toBe('2.0');
    expect(get('UID').value).toBe(EVENT.uid);
    expect(get('DTSTAMP').value).toBe('20261126T070000Z');
    expect(get('DTSTART').value).toBe('20261129T013000Z');
    expect(get('DTEND').value).toBe('20261129T040000Z');
    expect(get('SUMMARY').value).toBe(EVENT.summary);
    expect(get('LOCATION').value).toBe(EVENT.location);
    expect(get('URL').value).toBe(EVENT.url);
    expect(get('DESCRIPTION').value).toBe(EVENT.description);
  });

  it('an all-day event: DATE values, the end the day after the last', () => {
    const lines = parseIcs(eventIcs({ uid: 'x@y', summary: 'Mercado', start: '2027-01-16', end: '2027-01-18', allDay: true }, NOW));
    expect(lines.find((l) => l.name === 'DTSTART')).toEqual({ name: 'DTSTART', params: 'VALUE=DATE', value: '20270116' });
    expect(lines.find((l) => l.name === 'DTEND')).toEqual({ name: 'DTEND', params: 'VALUE=DATE', value: '20270118' });
    expect(lines.some((l) => l.name === 'LOCATION' || l.name === 'DESCRIPTION')).toBe(false);
  });
});
