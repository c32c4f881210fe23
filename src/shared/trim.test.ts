import { describe, expect, it } from 'vitest';
import { trimChar } from './trim.ts';

describe('trimChar', () => {
  it.each([
    ['--a-b--', 'both', 'a-b'],
    ['--a-b--', 'end', '--a-b'],
    ['----', 'both', ''],
    ['', 'end', ''],
    ['abc', 'both', 'abc'],
  ] as const)('%s (%s) → %s', (text, ends, out) => {
    expect(trimChar(text, '-', ends)).toBe(out);
  });

  it('keeps inner runs and takes any character', () => {
    expect(trimChar('https://a.example///', '/', 'end')).toBe('https://a.example');
    expect(trimChar('YWJj==', '=', 'end')).toBe('YWJj');
  });

  it('takes a set of characters', () => {
    expect(trimChar('(https://a.mx/x)).»', '.)»', 'end')).toBe('(https://a.mx/x');
    expect(trimChar('.,a.b,.', '.,')).toBe('a.b');
  });
});
