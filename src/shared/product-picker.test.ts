import { describe, expect, it } from 'vitest';
import { buyable, choose, firstChoice, optionStates, pickByOptions, variantOf, type BuyData, type BuyVariant } from './product-picker.ts';

const v = (sku: string, values: string[], available: number | null): BuyVariant => ({ sku, values, label: values.join(' · '), price: '$1.00', available });

// A shirt: sizes S, M, L in two colours; M Azul sold out, L Rojo never made.
const shirt: BuyData = {
  itemId: 'i',
  options: ['Talla', 'Color'],
  variants: [v('S-A', ['S', 'Azul'], 3), v('S-R', ['S', 'Rojo'], 0), v('M-A', ['M', 'Azul'], 0), v('M-R', ['M', 'Rojo'], 2), v('L-A', ['L', 'Azul'], null)],
};

describe('the buy form picker (docs/commerce.md "Storefront")', () => {
  it('buyable: units left or never runs out', () => {
    expect([3, 0, null].map((a) => buyable(v('x', [], a)))).toEqual([true, false, true]);
  });

  it('option selects stand for the variants only when every variant has one value per option', () => {
    expect(pickByOptions(shirt)).toBe(true);
    expect(pickByOptions({ ...shirt, options: [] })).toBe(false);
    expect(pickByOptions({ ...shirt, variants: [shirt.variants[0]] })).toBe(false);
    expect(pickByOptions({ ...shirt, variants: [...shirt.variants, v('X', ['XL'], 1)] })).toBe(false);
  });

  it('the first option: each value buyable with some variant, in the order variants name them', () => {
    expect(optionStates(shirt, [], 0)).toEqual([
      { value: 'S', state: 'available' },
      { value: 'M', state: 'available' },
      { value: 'L', state: 'available' },
    ]);
  });

  it('a later option: sold-out combinations and missing ones given the choices before it', () => {
    expect(optionStates(shirt, ['M'], 1)).toEqual([
      { value: 'Azul', state: 'soldOut' },
      { value: 'Rojo', state: 'available' },
    ]);
    expect(optionStates(shirt, ['L'], 1)).toEqual([
      { value: 'Azul', state: 'available' },
      { value: 'Rojo', state: 'absent' },
    ]);
  });

  it('starts on the first buyable variant', () => {
    expect(firstChoice(shirt).sku).toBe('S-A');
    expect(firstChoice({ ...shirt, variants: [v('a', ['x', 'y'], 0), v('b', ['x', 'z'], 0)] }).sku).toBe('a');
  });

  it('choosing an earlier option moves later ones to a buyable value, never leaving a trap', () => {
    expect(choose(shirt, ['S', 'Azul'], 0, 'M')).toEqual(['M', 'Rojo']);
    expect(choose(shirt, ['M', 'Rojo'], 0, 'L')).toEqual(['L', 'Azul']);
    expect(choose(shirt, ['S', 'Azul'], 1, 'Rojo')).toEqual(['S', 'Rojo']);
    expect(variantOf(shirt, ['S', 'Rojo'])?.sku).toBe('S-R');
    expect(variantOf(shirt, ['L', 'Rojo'])).toBeUndefined();
  });
});
