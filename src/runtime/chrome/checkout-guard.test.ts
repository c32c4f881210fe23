// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { guardCheckout, isGotoCheckout } from './checkout-guard.ts';

afterEach(() => {
  document.cookie = 'vitrina_cart_summary=; path=/; max-age=-1';
  document.body.innerHTML = '';
});

const click = (link: Element) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true });
  link.dispatchEvent(event);
  return event;
};

describe('the §2 goto-checkout guard', () => {
  it('knows the checkout entry of this site only', () => {
    const base = 'https://cafe.example.com/tienda';
    expect(isGotoCheckout('/commerce/goto-checkout', base)).toBe(true);
    expect(isGotoCheckout('https://cafe.example.com/commerce/goto-checkout?x=1', base)).toBe(true);
    expect(isGotoCheckout('https://otro.example/commerce/goto-checkout', base)).toBe(false);
    expect(isGotoCheckout('/commerce/goto-checkout-no', base)).toBe(false);
    expect(isGotoCheckout('/carrito', base)).toBe(false);
  });

  it('without a cart cookie: no navigation and the §2 alert; with one the link goes', async () => {
    document.body.innerHTML = '<a id="go" href="/commerce/goto-checkout"><span>Pagar</span></a><a id="other" href="/tienda">Tienda</a>';
    guardCheckout(document);
    guardCheckout(document);
    expect(click(document.querySelector('#go span')!).defaultPrevented).toBe(true);
    await expect.poll(() => document.querySelector('[role=alertdialog]')?.textContent ?? '').toContain('No pudimos abrir el pago. Es posible que tu sesión haya caducado o que las cookies estén desactivadas.');
    expect(document.querySelectorAll('[role=alertdialog]')).toHaveLength(1);
    expect(click(document.querySelector('#other')!).defaultPrevented).toBe(false);
    document.cookie = 'vitrina_cart_summary=1.8500; path=/';
    expect(click(document.querySelector('#go')!).defaultPrevented).toBe(false);
  });
});
