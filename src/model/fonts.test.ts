import { describe, expect, it } from 'vitest';
import { FONT_FAMILIES, FONT_SUBSETS, findFontFamily, fontFileKeys, parseFontSpec, parseFvd } from './fonts.ts';

describe('font names (§3 googleFonts includeName)', () => {
  it.each([
    ['Fraunces:400,600', { family: 'Fraunces', variants: [{ weight: 400, style: 'normal' }, { weight: 600, style: 'normal' }] }],
    ['Lora:400,700italic', { family: 'Lora', variants: [{ weight: 400, style: 'normal' }, { weight: 700, style: 'italic' }] }],
    ['Playfair+Display:700i,italic', { family: 'Playfair Display', variants: [{ weight: 700, style: 'italic' }, { weight: 400, style: 'italic' }] }],
    ['Inter', { family: 'Inter', variants: [{ weight: 400, style: 'normal' }] }],
    ['DM Sans:regular,bold,400', { family: 'DM Sans', variants: [{ weight: 400, style: 'normal' }, { weight: 700, style: 'normal' }] }],
    [' Source Sans 3 : 300 , 900 ', { family: 'Source Sans 3', variants: [{ weight: 300, style: 'normal' }, { weight: 900, style: 'normal' }] }],
  ])('parses %j', (name, spec) => {
    expect(parseFontSpec(name)).toEqual(spec);
  });

  it.each(['', ':400', 'Lora:450', 'Lora:1000', 'Lora:heavy', 'Lora:400:700', 'Lora;body{}', "Lora'}", 'Lora:0'])('refuses %j', (name) => {
    expect(parseFontSpec(name)).toBeNull();
  });

  it('reads Typekit variations (FVD)', () => {
    expect(parseFvd('n4')).toEqual({ weight: 400, style: 'normal' });
    expect(parseFvd('i7')).toEqual({ weight: 700, style: 'italic' });
    for (const bad of ['n0', 'x4', 'n44', '4', '']) expect(parseFvd(bad)).toBeNull();
  });
});

describe('the offered set', () => {
  it('has about ten families: serifs, sans-serifs and one display face', () => {
    expect(FONT_FAMILIES.length).toBe(10);
    expect(FONT_FAMILIES.filter((f) => f.kind === 'serif').length).toBeGreaterThanOrEqual(3);
    expect(FONT_FAMILIES.filter((f) => f.kind === 'sans-serif').length).toBeGreaterThanOrEqual(3);
    expect(FONT_FAMILIES.filter((f) => f.kind === 'display').length).toBe(1);
  });

  it('finds a family by its name in any case, with + for spaces, or by its slug; nothing else', () => {
    expect(findFontFamily('Playfair Display')?.id).toBe('playfair-display');
    expect(findFontFamily('playfair+display')?.id).toBe('playfair-display');
    expect(findFontFamily('playfair-display')?.id).toBe('playfair-display');
    expect(findFontFamily('Comic Sans')).toBeUndefined();
    expect(findFontFamily('../inter')).toBeUndefined();
  });

  it('the allow-list is latin and latin-ext only, normal and (where the family has it) italic', () => {
    const keys = fontFileKeys();
    expect(Object.keys(FONT_SUBSETS)).toEqual(['latin', 'latin-ext']);
    expect(keys).toContain('fraunces-latin-normal');
    expect(keys).toContain('fraunces-latin-ext-italic');
    expect(keys).not.toContain('caveat-latin-italic');
    expect(keys.length).toBe(FONT_FAMILIES.reduce((n, f) => n + (f.italic ? 4 : 2), 0));
    for (const key of keys) expect(key).toMatch(/^[a-z0-9-]+-latin(-ext)?-(normal|italic)$/);
  });
});
