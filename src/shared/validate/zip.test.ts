import { describe, expect, it } from 'vitest';
import { isUsZip } from './zip.ts';

describe('US zip (§5): exactly 5 digits', () => {
  it.each([
    ['10001', true], ['00000', true], ['99999', true],
    ['', false], ['1234', false], ['123456', false], ['1234a', false], [' 10001', false], ['10001 ', false],
    ['10001-1234', false], ['１２３４５', false], ['١٢٣٤٥', false], ['12 34', false], ['1e345', false],
    ['10001\n', false], [10001, false], [null, false], [undefined, false],
  ] as const)('%j → %s', (zip, ok) => expect(isUsZip(zip)).toBe(ok));
});
