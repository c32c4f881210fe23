import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { InvalidEnumError, defineEnum } from './define.ts';
import { allEnums } from './all.ts';
import { PageType, PageTypeEnum } from './pages.ts';
import { CookieBannerTheme, CookieBannerThemeEnum } from './cookie-banner.ts';
import { ContentGeneratorTypeEnum } from './misc.ts';

describe('defineEnum', () => {
  it('reverse lookup: number → constant name', () => {
    expect(PageTypeEnum.name(100)).toBe('NOT_FOUND');
    expect(PageTypeEnum.name(PageType.COMMERCE_EMAIL_PREVIEW)).toBe('COMMERCE_EMAIL_PREVIEW');
    expect(CookieBannerThemeEnum.name('DARK')).toBe('DARK');
  });

  it('guard is strict: the string "100" is not the number 100', () => {
    expect(PageTypeEnum.is(100)).toBe(true);
    expect(PageTypeEnum.is('100')).toBe(false);
    expect(PageTypeEnum.is(99)).toBe(false);
    expect(PageTypeEnum.is('NOT_FOUND')).toBe(false);
    expect(CookieBannerThemeEnum.is('dark')).toBe(false);
  });

  it('of returns a member and or falls back', () => {
    expect(PageTypeEnum.of(404 - 304)).toBe(PageType.NOT_FOUND);
    expect(CookieBannerThemeEnum.or('NEON', CookieBannerTheme.DARK)).toBe('DARK');
    expect(CookieBannerThemeEnum.or('LIGHT', CookieBannerTheme.DARK)).toBe('LIGHT');
  });

  it.each([[999], ['1'], [null], [undefined], [NaN], [{}], [Symbol('x')], [10n]])(
    'invalid enum action throws (§8): PageType %s',
    (value) => {
      for (const lookup of [() => PageTypeEnum.name(value), () => PageTypeEnum.of(value)]) {
        const error = (() => { try { lookup(); } catch (e) { return e; } })();
        expect(error).toBeInstanceOf(InvalidEnumError);
        expect(error).toMatchObject({ name: 'InvalidEnumError', code: 'INVALID_ENUM', enumName: 'PageType' });
        expect(Object.is((error as InvalidEnumError).value, value)).toBe(true);
      }
    },
  );

  it('the error message names the enumeration and the value', () => {
    expect(() => PageTypeEnum.of(7)).toThrow('PageType: 7 is not a valid value');
    expect(() => CookieBannerThemeEnum.name('x'.repeat(500))).toThrow(/^CookieBannerTheme: "x{60}…"/);
  });

  it('gives back the member as the table holds it: -0 looks up as 0 and comes back as 0', () => {
    expect(ContentGeneratorTypeEnum.is(-0)).toBe(true);
    expect(Object.is(ContentGeneratorTypeEnum.of(-0), 0)).toBe(true);
    expect(Object.is(ContentGeneratorTypeEnum.or(-0, 'x'), 0)).toBe(true);
  });

  it('refuses a table with a duplicate value', () => {
    expect(() => defineEnum('Twice', { A: 1, B: 1 })).toThrow('Twice: duplicate value 1');
  });

  it('no lookup throws anything but InvalidEnumError, whatever the value', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        for (const e of allEnums) {
          if (e.is(value)) expect(e.of(value)).toBe(e.table[e.name(value)]);
          else expect(() => e.of(value)).toThrow(InvalidEnumError);
        }
      }),
    );
  });
});

describe('every enumeration', () => {
  it.each(allEnums.map((e) => [e.enumName, e] as const))('%s: names and values round-trip', (_, e) => {
    expect(e.values.length).toBeGreaterThan(0);
    expect(e.values).toEqual(Object.values(e.table));
    for (const [name, value] of Object.entries(e.table)) {
      expect(e.name(value)).toBe(name);
      expect(e.of(value)).toBe(value);
    }
  });

  it('enumeration names are unique', () => {
    const names = allEnums.map((e) => e.enumName);
    expect(new Set(names).size).toBe(names.length);
  });
});
