import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { normaliseBlogUrlPattern } from './blog-url.ts';
import { anyString, expectLinear } from './testkit.ts';

describe('blog url pattern (§5)', () => {
  it.each([
    // leading slashes stripped
    ['/%y/%m/%t', '%y/%m/%t'],
    ['///%t', '%t'],
    // repeated percent and slash collapsed
    ['%%y//%%%m///%t', '%y/%m/%t'],
    // only y, m, d, t tokens after a percent
    ['%y/%x/%t', '%y/x/%t'],
    ['%a%b%c', 'abc'],
    ['%d-%m-%y', '%d-%m-%y'],
    ['%/%t', '%t'],
    // lowercased
    ['%Y/%M/%D/%T', '%y/%m/%d/%t'],
    ['Blog/%T', 'blog/%t'],
    // spaces to hyphens
    ['mi blog/%t', 'mi-blog/%t'],
    ['a  b', 'a--b'],
    // trailing percent removed
    ['%y/%t%', '%y/%t'],
    ['%t%%%', '%t'],
    // all together
    ['//%Y//%%M/%x My Post%', '%y/%m/x-my-post'],
    ['Año %Y/Ñandú', 'año-%y/ñandú'],
    ['', ''],
    ['/', ''],
    ['%', ''],
    ['   ', '---'],
  ])('%j → %j', (pattern, normalised) => expect(normaliseBlogUrlPattern(pattern)).toBe(normalised));

  it.each([[null], [undefined], [42]])('a non-string (%j) gives the empty pattern', (value) => {
    expect(normaliseBlogUrlPattern(value)).toBe('');
  });

  it('is idempotent, and its output obeys every rule', () => {
    fc.assert(
      fc.property(anyString, (pattern) => {
        const once = normaliseBlogUrlPattern(pattern);
        expect(normaliseBlogUrlPattern(once)).toBe(once);
        expect(once).not.toMatch(/^\/|%%|\/\/|\s|%$|%[^ymdt]/);
        expect(once).toBe(once.toLowerCase());
      }),
      { numRuns: 500 },
    );
  });

  it.each([
    ['percent runs', (n: number) => `${'%'.repeat(n)}x`],
    ['slashes and spaces', (n: number) => '/ '.repeat(n)],
    ['invalid tokens', (n: number) => '%q'.repeat(n)],
  ])('linear time: %s', (_, make) => expectLinear(normaliseBlogUrlPattern, make));
});
