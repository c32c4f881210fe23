import { describe, expect, it } from 'vitest';
import { cartBadge } from './cart.ts';
import { t } from './messages/index.ts';

describe('cartBadge (§9: count up to 100, then 100+, with a spoken label)', () => {
  it.each([
    [0, '0', 'Carrito vacío', true],
    [1, '1', '1 artículo', false],
    [2, '2', '2 artículos', false],
    [99, '99', '99 artículos', false],
    [100, '100', '100 artículos', false],
    [101, '100+', 'Más de 100 artículos', false],
    [5000, '100+', 'Más de 100 artículos', false],
    [-3, '0', 'Carrito vacío', true],
    [NaN, '0', 'Carrito vacío', true],
    [2.7, '2', '2 artículos', false],
  ])('%d items → %s, "%s"', (count, text, label, empty) => {
    expect(cartBadge(count)).toEqual({ text, label, empty });
  });

  it('takes its labels from the catalogue, as `t` formats them', () => {
    expect(cartBadge(0).label).toBe(t('storefront.cartEmpty'));
    expect(cartBadge(1).label).toBe(t('storefront.cartItemsOne', { count: '1' }));
    expect(cartBadge(42).label).toBe(t('storefront.cartItemsOther', { count: '42' }));
    expect(cartBadge(101).label).toBe(t('storefront.cartLabelOverflow', { count: '100' }));
  });
});
