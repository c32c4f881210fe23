import { describe, expect, it } from 'vitest';
import { BYTES_PER_MB, BYTE_UNITS, formatBytes } from './bytes.ts';

describe('formatBytes (§5: base 1024, Bytes to YB)', () => {
  it.each([
    [0, '0 Bytes'],
    [1, '1 Bytes'],
    [1023, '1,023 Bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1024 ** 2, '1 MB'],
    [5 * 1024 ** 2 + 1, '5 MB'],
    [1024 ** 3 * 2.25, '2.25 GB'],
    [1024 ** 4, '1 TB'],
    [1024 ** 5, '1 PB'],
    [1024 ** 6, '1 EB'],
    [1024 ** 7, '1 ZB'],
    [1024 ** 8, '1 YB'],
    [1024 ** 9, '1,024 YB'], // no unit above YB
    [-5, '0 Bytes'],
    [NaN, '0 Bytes'],
    [0.5, '0.5 Bytes'],
  ])('%d → %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });

  it('takes the number of fraction digits', () => {
    expect(formatBytes(1234567, 0)).toBe('1 MB');
    expect(formatBytes(1234567, 3)).toBe('1.177 MB');
  });

  it('has the §5 units and the §9 MB', () => {
    expect(BYTE_UNITS).toEqual(['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB']);
    expect(BYTES_PER_MB).toBe(1_000_000);
  });
});
