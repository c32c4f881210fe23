import { describe, expect, it } from 'vitest';
import { isTextareaValid, parseMaxLength, textareaCounter, textLength } from './textarea.ts';
import { expectLinear } from './testkit.ts';

describe('textarea max-length attribute (§5): a non-negative integer; 0 or invalid means none', () => {
  it.each([
    ['500', 500], ['1', 1], [' 20 ', 20], ['007', 7], [250, 250], ['999999999999999', 999999999999999],
    ['0', null], [0, null], ['', null], ['  ', null], ['-5', null], [-5, null], ['12.5', null], [12.5, null],
    ['1e3', null], ['0x10', null], ['10px', null], ['١٠', null], ['9999999999999999', null], [NaN, null],
    [Infinity, null], [null, null], [undefined, null], [{}, null],
  ])('%j → %j', (attribute, max) => expect(parseMaxLength(attribute)).toBe(max));
});

describe('textarea length check (§5): text exceeding the limit fails; empty optional passes', () => {
  it.each([
    ['hola', 5, false, true],
    ['hola!', 5, false, true],
    ['hola!!', 5, false, false],
    ['', 5, false, true],
    ['', 5, true, false],
    ['', null, false, true],
    ['x'.repeat(10_000), null, false, true],
    ['😀😀😀', 3, false, true],
    ['😀😀😀😀', 3, false, false],
    ['ñandú', 5, false, true],
    [undefined, 5, false, true],
    [undefined, 5, true, false],
  ] as const)('%j with limit %j (required: %s) → %s', (text, max, required, ok) => {
    expect(isTextareaValid(text, max, required)).toBe(ok);
  });
});

describe('the counter "current / max"', () => {
  it.each([
    ['', 10, 0, false], ['abc', 3, 3, false], ['abcd', 3, 4, true], ['😀', 1, 1, false], ['a\uD800b', 2, 3, true],
    ['\uDC00\uD83D\uDE00', 2, 2, false], ['x', null, 1, false],
  ] as const)('%j with limit %j counts %i (exceeded: %s)', (text, max, current, exceeded) => {
    expect(textareaCounter(text, max)).toEqual({ current, max, exceeded });
  });

  it('counts code points in linear time', () => {
    expect(textLength('😀'.repeat(1000))).toBe(1000);
    expectLinear(textLength, (n) => '😀a'.repeat(n));
    expectLinear(parseMaxLength, (n) => `${' '.repeat(n)}1${' '.repeat(n)}`);
  });
});
