// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openQuickView, quickViewParts } from './quick-view.ts';

const PAGE = `<!doctype html><html><body><main><article class="product-page"><div class="product-page__media"><img src="/media/cafe-1000.webp" alt="Bolsa de café"></div>
  <div class="product-page__info"><h1 class="product-page__title">Café de Chiapas</h1><p class="product-page__lead">Chocolate y nuez.</p>
  <form class="product-buy" method="post" action="/carrito" data-chrome="buy-form" data-title="Café de Chiapas" data-buy='{"itemId":"cafe","options":[],"variants":[{"sku":"C","values":[],"label":"C","price":"$260.00","available":4}]}'>
    <input type="hidden" name="action" value="add"><input type="hidden" name="itemId" value="cafe"><input type="hidden" name="sku" value="C">
    <p class="price" data-buy-price><span class="price__current">$260.00</span></p><p data-buy-note hidden></p>
    <label for="buy-cafe-quantity">Cantidad</label><input id="buy-cafe-quantity" name="quantity" type="number" min="1" max="99" value="1" aria-describedby="buy-cafe-error">
    <button type="submit" class="btn btn--primary">Agregar al carrito</button><p id="buy-cafe-error" role="alert" data-buy-error></p><p role="status" data-buy-status></p>
  </form></div></article><script type="module" src="/assets/x.js"></script></main></body></html>`;

function grid() {
  document.body.innerHTML = `<ul data-chrome="product-grid"><li><article class="card"><h2 class="card__title"><a href="/tienda/cafe">Café de Chiapas</a></h2>
    <button type="button" data-quick-view="cafe" data-href="/tienda/cafe" aria-label="Vista rápida de Café de Chiapas">Vista rápida</button></article></li></ul>`;
  return document.querySelector<HTMLButtonElement>('[data-quick-view]')!;
}

afterEach(() => {
  document.body.innerHTML = '';
  delete (window as any).Vitrina;
});

describe('quick view', () => {
  it('takes the image, the lead and the buy form of the product page, ids made unique, nothing else', () => {
    const parts = quickViewParts(PAGE, 'qv');
    expect(parts.media!.getAttribute('alt')).toBe('Bolsa de café');
    expect(parts.lead!.textContent).toBe('Chocolate y nuez.');
    expect(parts.form!.querySelector('input[name=quantity]')!.id).toBe('qv-buy-cafe-quantity');
    expect(parts.form!.querySelector('label')!.getAttribute('for')).toBe('qv-buy-cafe-quantity');
    expect(parts.form!.querySelector('input[name=quantity]')!.getAttribute('aria-describedby')).toBe('qv-buy-cafe-error');
    expect(parts.form!.querySelector('script')).toBeNull();
  });

  it('opens a modal dialog labelled by the product, sends the census, starts the form; Escape closes and focus returns', async () => {
    const button = grid();
    const quickView = vi.fn();
    (window as any).Vitrina = { track: { quickView } };
    button.focus();
    const load = vi.fn(async () => PAGE);
    const root = (await openQuickView(button, load))!;
    expect(load).toHaveBeenCalledWith('/tienda/cafe');
    expect(quickView).toHaveBeenCalledWith('cafe');
    const dialog = root.querySelector<HTMLElement>('[role=dialog]')!;
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)!.textContent).toBe('Café de Chiapas');
    expect(document.activeElement!.getAttribute('aria-label')).toBe('Cerrar');
    expect(root.querySelector('form.product-buy')).not.toBeNull();
    expect(root.querySelector('.quick-view__more a')!.getAttribute('href')).toBe('/tienda/cafe');
    expect(root.querySelector('[aria-busy]')).toBeNull();
    // Only one at a time.
    expect(await openQuickView(button, load)).toBeUndefined();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(root.isConnected).toBe(false);
    expect(document.activeElement).toBe(button);
  });

  it('the close button and the backdrop close it; a failed load offers the product page', async () => {
    const button = grid();
    const root = (await openQuickView(button, async () => Promise.reject(new Error('offline'))))!;
    expect(root.querySelector('.quick-view__failed')!.textContent).toBe('No pudimos abrir la vista rápida. Abre la página del producto. Ver producto');
    root.querySelector<HTMLButtonElement>('.quick-view__close')!.click();
    expect(root.isConnected).toBe(false);
    const again = (await openQuickView(button, async () => PAGE))!;
    again.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(again.isConnected).toBe(false);
  });

  it('never fetches another origin', async () => {
    const button = grid();
    button.dataset.href = 'https://otro.example/x';
    const load = vi.fn(async () => PAGE);
    expect(await openQuickView(button, load)).toBeUndefined();
    expect(load).not.toHaveBeenCalled();
  });
});
