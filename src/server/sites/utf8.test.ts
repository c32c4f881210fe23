import { describe, expect, it } from 'vitest';
import { utf8Bytes } from './utf8.ts';

describe('utf8Bytes', () => {
  it.each([
    ['', 'empty'],
    ['<p>Hola</p>', 'ASCII'],
    ['Café de especialidad — «tostado» en la Roma…', 'Latin-1 and two-byte characters'],
    ['☕🇲🇽 𝄞 and a lone surrogate \ud800 here', 'astral characters and a lone surrogate'],
  ])('encodes %j as Buffer.from does (%s)', (text) => {
    expect(utf8Bytes(text).equals(Buffer.from(text, 'utf8'))).toBe(true);
  });

  it('gives each call its own bytes (a cached page is not overwritten by the next render)', () => {
    const first = utf8Bytes('primera página');
    const second = utf8Bytes('otra');
    expect(first.toString()).toBe('primera página');
    expect(second.toString()).toBe('otra');
    expect(first.buffer).not.toBe(second.buffer);
  });

  it('grows past its first scratch for a big page, and a page past its bound still encodes', () => {
    const big = 'ñ'.repeat(200_000) + '€'.repeat(100_000);
    expect(utf8Bytes(big).equals(Buffer.from(big))).toBe(true);
    const huge = '€'.repeat(3_000_000);
    expect(utf8Bytes(huge).length).toBe(9_000_000);
  });
});
