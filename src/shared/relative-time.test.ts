import { describe, expect, it } from 'vitest';
import { relativeTimeAttributes } from './relative-time.ts';

describe('relative time markers (§4: seconds under 60 s, then a date)', () => {
  const now = Date.parse('2026-11-26T12:00:00Z');
  it('a date under a minute old at render is marked, so the browser shows «justo ahora» / «hace N segundos»', () => {
    expect(relativeTimeAttributes('2026-11-26T11:59:30Z', now)).toEqual({ 'data-time-since': '' });
    expect(relativeTimeAttributes('2026-11-26T12:00:00Z', now)).toEqual({ 'data-time-since': '' });
  });
  it('an older date is not: it reads the same as the server wrote it', () => {
    expect(relativeTimeAttributes('2026-11-26T11:59:00Z', now)).toEqual({});
    expect(relativeTimeAttributes('2025-03-05T10:00:00Z', now)).toEqual({});
  });
  it('a bad date or one far in the future is not marked', () => {
    expect(relativeTimeAttributes('no es fecha', now)).toEqual({});
    expect(relativeTimeAttributes('2027-01-01T00:00:00Z', now)).toEqual({});
  });
});
