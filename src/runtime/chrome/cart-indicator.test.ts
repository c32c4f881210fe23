// @vitest-environment happy-dom
import { renderStaticMarkup } from '../../page/static-markup/render.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CartIndicator } from '../../page/parts/CartIndicator.tsx';
import { cartItems, drawIndicator, start } from './cart-indicator.ts';

const clear = () => (document.cookie = 'vitrina_cart_summary=; path=/; max-age=-1');
afterEach(() => {
  clear();
  document.body.innerHTML = '';
});

function mount() {
  // The server's markup (src/page/parts/CartIndicator.tsx), as cached pages carry it.
  document.body.innerHTML = renderStaticMarkup(CartIndicator({ path: '/' }));
  return document.querySelector<HTMLAnchorElement>('.cart-link')!;
}

describe('the cart indicator (§4, §9)', () => {
  it('the server draws it not initialised, with no count: a link to /carrito', () => {
    const link = mount();
    expect(link.getAttribute('href')).toBe('/carrito');
    expect(link.dataset.cartState).toBe('uninitialised');
    expect(link.dataset.chrome).toBe('cart-indicator');
    expect(link.querySelector('.cart-link__badge')!.textContent).toBe('');
    expect(link.textContent).toBe('Carrito');
  });

  it('reads the summary cookie with no request: items, empty marker, initialised, spoken label', () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    document.cookie = 'vitrina_cart_summary=3.74500; path=/';
    const link = mount();
    start(link);
    expect(link.dataset.cartState).toBe('initialised');
    expect(link.querySelector('.cart-link__badge')!.textContent).toBe('3');
    expect(link.classList.contains('cart-link--empty')).toBe(false);
    expect(link.getAttribute('aria-label')).toBe('Carrito: 3 artículos');
    expect(fetch).not.toHaveBeenCalled();
    fetch.mockRestore();
  });

  it('no cookie or a bad one: an empty cart; 100+ above 100', () => {
    expect(cartItems('')).toBe(0);
    expect(cartItems('vitrina_cart_summary=abc')).toBe(0);
    const link = mount();
    drawIndicator(link, 0);
    expect([link.classList.contains('cart-link--empty'), link.getAttribute('aria-label')]).toEqual([true, 'Carrito vacío']);
    drawIndicator(link, 1);
    expect([link.classList.contains('cart-link--empty'), link.getAttribute('aria-label')]).toEqual([false, 'Carrito: 1 artículo']);
    drawIndicator(link, 250);
    expect([link.querySelector('.cart-link__badge')!.textContent, link.getAttribute('aria-label')]).toEqual(['100+', 'Carrito: Más de 100 artículos']);
  });

  it('follows an add without reload: the event’s cart, else the cookie again', () => {
    const link = mount();
    start(link);
    expect(link.querySelector('.cart-link__badge')!.textContent).toBe('0');
    window.dispatchEvent(new CustomEvent('vitrina:commerce', { detail: { event: 'addToCart', cart: { items: 2, subtotalCents: 100 } } }));
    expect(link.querySelector('.cart-link__badge')!.textContent).toBe('2');
    document.cookie = 'vitrina_cart_summary=5.100; path=/';
    window.dispatchEvent(new CustomEvent('vitrina:commerce', { detail: { event: 'other' } }));
    expect(link.querySelector('.cart-link__badge')!.textContent).toBe('5');
  });
});
