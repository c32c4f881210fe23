import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { EMAIL_MAX_LENGTH, isEmailFieldValid, isValidEmail, matchesEmailShape } from './email.ts';
import { expectLinear } from './testkit.ts';

/** An address of exactly `n` characters: local part padded, '@ejemplo.com'. */
const ofLength = (n: number) => `${'a'.repeat(n - '@ejemplo.com'.length)}@ejemplo.com`;

describe('email (§5): 3 to 256 characters, simple local@domain, last label 2 to 4 alphanumerics', () => {
  it.each([
    ['ana@ejemplo.com', true],
    ['ana.perez@ejemplo.com.mx', true],
    ['a@b.co', true],
    ['first.last+tag@sub.domain.info', true],
    ["o'reilly@ejemplo.org", true],
    ['x_y-z@mi-dominio.com', true],
    ['USER@EXAMPLE.COM', true],
    ['a@b.c0m', true],
    ['a@1.23', true],
    ['a@b.c', false],
    ['a@b.museum', false],
    ['a@b.co-', false],
    ['a@b.c-o', false],
    ['', false],
    ['a', false],
    ['a@', false],
    ['@b.co', false],
    ['a@b', false],
    ['a@@b.co', false],
    ['a@b@c.co', false],
    ['a b@c.co', false],
    [' a@b.co', false],
    ['a@b.co ', false],
    ['.a@b.co', false],
    ['a.@b.co', false],
    ['a..b@c.co', false],
    ['a@.b.co', false],
    ['a@b..co', false],
    ['a@b.co.', false],
    ['a@-b.co', false],
    ['a@b-.co', false],
    ['a@b_c.co', false],
    ['josé@ejemplo.com', false],
    ['ana@ejemplo.cóm', false],
    ['ana@ejémplo.com', false],
    ['a😀@b.co', false],
    ['"a b"@c.co', false],
    ['a@[127.0.0.1]', false],
    ['a\n@b.co', false],
    ['a@b.co\u0000', false],
  ])('%j → %s', (email, ok) => expect(isValidEmail(email)).toBe(ok));

  it.each([
    [3, false], // the shortest string allowed, but no address of the simple form is that short
    [6, true],
    [255, true],
    [256, true],
    [257, false],
    [1000, false],
  ])('an address of %i characters → %s', (n, ok) => {
    const email = n === 3 ? 'a@b' : n === 6 ? 'a@b.co' : ofLength(n);
    expect(email).toHaveLength(n);
    expect(isValidEmail(email)).toBe(ok);
  });

  it('the shape without the bound accepts what the bound refuses', () => {
    expect(matchesEmailShape(ofLength(EMAIL_MAX_LENGTH + 1))).toBe(true);
  });

  it.each([[null], [undefined], [42], [{}], [['a@b.co']]])('a non-string (%j) is not an email', (value) => {
    expect(isValidEmail(value)).toBe(false);
  });
});

describe('email field (§5): invalid after trimming fails; empty passes unless required', () => {
  it.each([
    ['', false, true], ['', true, false], ['   ', false, true], ['   ', true, false],
    ['  ana@ejemplo.com  ', false, true], ['  ana@ejemplo.com\n', true, true],
    ['ana@', false, false], ['ana@', true, false], [undefined, false, true], [undefined, true, false],
  ] as const)('%j (required: %s) → %s', (value, required, ok) => expect(isEmailFieldValid(value, required)).toBe(ok));
});

describe('email in linear time', () => {
  it.each([
    ['local part then an unfinished domain', (n: number) => `${'a'.repeat(n)}@${'a.'.repeat(n)}!`],
    ['many labels, last one too long', (n: number) => `a@${'ab.'.repeat(n)}abcde`],
    ['dots and hyphens', (n: number) => `${'a.'.repeat(n)}@${'a-'.repeat(n)}`],
    ['no @ at all', (n: number) => 'a'.repeat(n)],
    ['two @', (n: number) => `${'a'.repeat(n)}@@${'b'.repeat(n)}.co`],
  ])('shape scan: %s', (_, make) => expectLinear(matchesEmailShape, make));

  it('a long input is refused at once by the length bound', () => {
    expectLinear(isValidEmail, (n) => `${'a'.repeat(n)}@${'a.'.repeat(n)}co`);
  });

  it('agrees with a reference regular expression on generated addresses', () => {
    const reference = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@([A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z0-9]{2,4}$/;
    const part = fc.string({ unit: fc.constantFrom('a', 'B', '7', '.', '-', '+', '_', '@', ' ', 'é'), maxLength: 12 });
    fc.assert(
      fc.property(part, part, part, (a, b, c) => {
        const s = `${a}@${b}.${c}`;
        expect(matchesEmailShape(s)).toBe(reference.test(s));
      }),
      { numRuns: 2000 },
    );
  });
});
