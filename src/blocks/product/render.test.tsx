// @vitest-environment happy-dom
import * as v from 'valibot';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dom, renderBlock } from '../../../test/helpers/render-block.tsx';
import type { BlockList } from '../types.ts';
import { blockSchemas } from '../schemas.ts';
import { BlockType, CollectionType } from '../../shared/enums.ts';
import { ProductBlockData } from './product.schema.ts';
import meta from './meta.ts';
import { start as startForm, startBuyForm, type AddToCart } from '../../runtime/commerce/buy-form.ts';
import { start as startGrid } from '../../runtime/commerce/product-grid.ts';

const STORE = 'aaaaaaaaaaaaaaaaaaaaaa06';
const variant = (sku: string, priceCents: number, more: object = {}) => ({ sku, priceCents, onSale: false, unlimited: false, qtyInStock: 5, optionValues: [] as string[], ...more });
const product = (id: string, p: object, extra: object = {}) => ({
  id, urlId: `p-${id}`, title: `Producto ${id}`, recordType: 11, status: 'published', publishedOn: '2026-01-01T00:00:00.000Z', excerpt: 'Un gran producto.', tags: [], categories: [], href: `/tienda/p-${id}`, product: { options: [], ...p }, ...extra,
});
const list = (items: object[], type: number = CollectionType.PRODUCTS): BlockList => ({ collection: { id: STORE, urlId: 'tienda', title: 'Tienda', type, description: '' }, items: items as never, total: items.length });

const coffee = product('cafe', { productType: 'PHYSICAL', options: ['Presentación'], variants: [variant('C-250', 26000, { optionValues: ['250 g'] }), variant('C-1000', 89000, { optionValues: ['1 kg'], qtyInStock: 0 })] });
const mug = product('taza', { productType: 'PHYSICAL', variants: [variant('T-1', 32000, { qtyInStock: 0 })] });
const workshop = product('taller', { productType: 'SERVICE', options: ['Fecha'], variants: [variant('W-1', 95000, { optionValues: ['16 de mayo'], qtyInStock: 2 }), variant('W-2', 95000, { optionValues: ['13 de junio'], qtyInStock: 6 })] });
const guide = product('guia', { productType: 'DIGITAL', variants: [variant('G', 14900, { unlimited: true, qtyInStock: 0 })] });
const shirt = product('playera', {
  productType: 'PHYSICAL',
  options: ['Talla', 'Color'],
  variants: [variant('S-A', 30000, { optionValues: ['S', 'Azul'] }), variant('M-A', 30000, { optionValues: ['M', 'Azul'], qtyInStock: 0 }), variant('M-R', 32000, { optionValues: ['M', 'Rojo'], onSale: true, salePriceCents: 28000 })],
});
const lists = { [STORE]: list([coffee, mug, workshop, guide, shirt]) };
const render = (data: object, l: Record<string, BlockList> = lists) => renderBlock(BlockType.PRODUCT, { collectionId: STORE, ...data }, { id: 'b43', model: { lists: l } });

afterEach(() => {
  document.body.innerHTML = '';
});

describe('product block (43)', () => {
  it('schema defaults; lists its collection', () => {
    expect(v.parse(ProductBlockData, {})).toEqual({ collectionId: '', itemId: '', layout: 'side', showImage: true, showExcerpt: true, showBuy: true });
    expect(meta.lists!(v.parse(ProductBlockData, { collectionId: STORE }))).toEqual([STORE]);
    expect(meta.lists!(v.parse(ProductBlockData, {}))).toEqual([]);
  });

  it('shows the product: title linking to its page, excerpt, the buy form posting to /carrito, «Ver producto»', () => {
    const root = dom(render({ itemId: 'cafe' }));
    const article = root.querySelector('article.product-block')!;
    expect(article.getAttribute('aria-labelledby')).toBe('b43-title');
    expect(root.querySelector('#b43-title a')!.getAttribute('href')).toBe('/tienda/p-cafe');
    expect(root.querySelector('.product-block__excerpt')!.textContent).toBe('Un gran producto.');
    const form = root.querySelector('form')!;
    expect(form.getAttribute('action')).toBe('/carrito');
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('data-chrome')).toBe('buy-form');
    expect(Object.fromEntries([...form.querySelectorAll('input[type=hidden]')].map((i) => [i.getAttribute('name'), i.getAttribute('value')]))).toEqual({ action: 'add', itemId: 'cafe' });
    expect(root.querySelector('.product-block__more a')!.textContent).toBe('Ver producto');
  });

  it('no script: one select of every variant with its price, a sold-out one disabled with «(agotado)»; quantity 1–99', () => {
    const root = dom(render({ itemId: 'cafe' }));
    const select = root.querySelector<HTMLSelectElement>('select[name="sku"]')!;
    expect(root.querySelector(`label[for="${select.id}"]`)!.textContent).toBe('Presentación');
    expect([...select.options].map((o) => [o.value, o.textContent, o.disabled])).toEqual([
      ['C-250', '250 g: $260.00', false],
      ['C-1000', '1 kg: $890.00 (agotado)', true],
    ]);
    const quantity = root.querySelector<HTMLInputElement>('input[name="quantity"]')!;
    expect([quantity.type, quantity.min, quantity.max, quantity.value, quantity.getAttribute('aria-describedby')]).toEqual(['number', '1', '99', '1', 'buy-b43-error']);
    expect(root.querySelector(`label[for="${quantity.id}"]`)!.textContent).toBe('Cantidad');
    expect(root.querySelector('button[type=submit]')!.textContent).toBe('Agregar al carrito');
    expect(root.querySelector('[role=status]')).not.toBeNull();
    expect(root.querySelector('.price')!.textContent).toContain('Desde $260.00');
  });

  it('sold out: «Agotado», the button and quantity disabled; one variant travels as a hidden sku', () => {
    const root = dom(render({ itemId: 'taza' }));
    const button = root.querySelector<HTMLButtonElement>('button[type=submit]')!;
    expect([button.textContent, button.disabled]).toEqual(['Agotado', true]);
    expect(root.querySelector<HTMLInputElement>('input[name="quantity"]')!.disabled).toBe(true);
    expect(root.querySelector('input[type=hidden][name="sku"]')!.getAttribute('value')).toBe('T-1');
    expect(root.querySelector('.badge--sold-out')!.textContent).toBe('Agotado');
  });

  it('services say the places left when few are; digital goods show no stock', () => {
    const service = dom(render({ itemId: 'taller' }));
    expect(service.querySelector('[data-buy-note]')!.textContent).toBe('Quedan 2 lugares');
    const digital = dom(render({ itemId: 'guia' }));
    expect(digital.querySelector('[data-buy-note]')!.hasAttribute('hidden')).toBe(true);
    expect(JSON.parse(digital.querySelector<HTMLElement>('form')!.dataset.buy!).variants[0].available).toBeNull();
  });

  it('without the buy form: the price alone; without image or excerpt when asked', () => {
    const root = dom(render({ itemId: 'cafe', showBuy: false, showExcerpt: false, showImage: false }));
    expect(root.querySelector('form')).toBeNull();
    expect(root.querySelector('.price')!.textContent).toBe('Desde $260.00');
    expect(root.querySelector('.product-block__excerpt')).toBeNull();
    expect(root.querySelector('.product-block--no-image')).not.toBeNull();
  });

  it('an unknown product, an item of another collection or a collection that is not a store: nothing for visitors', () => {
    expect(render({ itemId: 'nope' })).toBe('');
    expect(render({ itemId: 'cafe' }, {})).toBe('');
    expect(render({ itemId: 'cafe' }, { [STORE]: list([coffee], CollectionType.GENERIC) })).toBe('');
  });

  it('publish warning when the product is not a product of that products collection', () => {
    const site = { collections: [{ id: STORE, type: CollectionType.PRODUCTS, items: [{ id: 'cafe', product: {} }, { id: 'post' }] }, { id: 'blog', type: CollectionType.GENERIC, items: [{ id: 'x', product: {} }] }] };
    const warn = (data: object) => blockSchemas.warnings!(BlockType.PRODUCT, v.parse(ProductBlockData, data), site);
    expect(warn({ collectionId: STORE, itemId: 'cafe' })).toEqual([]);
    expect(warn({ collectionId: STORE, itemId: 'post' })).toEqual(['el producto «post» no está en la colección de productos «aaaaaaaaaaaaaaaaaaaaaa06»; el bloque no se muestra']);
    expect(warn({ collectionId: 'blog', itemId: 'x' })).toHaveLength(1);
    expect(warn({})).toHaveLength(1);
  });
});

describe('the buy form script', () => {
  const mount = (itemId: string) => {
    document.body.innerHTML = render({ itemId });
    return document.querySelector<HTMLFormElement>('form')!;
  };
  const cart = { currency: 'MXN', totalQuantity: 3, subtotalCents: 78000, entries: [{ itemId: 'playera', sku: 'M-R', unitPriceCents: 28000 }] };

  it('one select per option; sold-out combinations disabled with «(agotado)»; later options follow earlier ones; price follows the variant', () => {
    const form = mount('playera');
    startBuyForm(form, vi.fn());
    const [size, color] = [...form.querySelectorAll<HTMLSelectElement>('select[data-option]')];
    const sku = form.querySelector<HTMLSelectElement>('select[name="sku"]')!;
    expect(form.querySelector<HTMLFieldSetElement>('fieldset')!.hidden).toBe(false);
    expect(form.querySelector('fieldset legend')!.textContent).toBe('Elige tu opción');
    expect(sku.closest('[data-buy-variant]')!.hasAttribute('hidden')).toBe(true);
    expect([size.value, color.value, sku.value]).toEqual(['S', 'Azul', 'S-A']);
    expect([...color.options].map((o) => [o.textContent, o.disabled])).toEqual([['Azul', false], ['Rojo', true]]);
    size.value = 'M';
    size.dispatchEvent(new Event('change'));
    expect([color.value, sku.value]).toEqual(['Rojo', 'M-R']);
    expect([...color.options].map((o) => [o.textContent, o.disabled])).toEqual([['Azul (agotado)', true], ['Rojo', false]]);
    expect(form.querySelector('[data-buy-price]')!.textContent).toBe('Precio de oferta: $280.00 Precio normal: $320.00');
  });

  it('adds through the JSON call: polite «Agregado al carrito.» with «Ver carrito», and vitrina:commerce addToCart on window', async () => {
    const form = mount('playera');
    const add = vi.fn<AddToCart>(async () => cart);
    const events: CustomEvent[] = [];
    const listen = (e: Event) => events.push(e as CustomEvent);
    window.addEventListener('vitrina:commerce', listen);
    startBuyForm(form, add);
    const size = form.querySelector<HTMLSelectElement>('select[data-option="0"]')!;
    size.value = 'M';
    size.dispatchEvent(new Event('change'));
    form.querySelector<HTMLInputElement>('input[name="quantity"]')!.value = '2';
    const submit = new Event('submit', { cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    await vi.waitFor(() => expect(events).toHaveLength(1));
    window.removeEventListener('vitrina:commerce', listen);
    expect(add.mock.calls[0][0]).toEqual({ itemId: 'playera', sku: 'M-R', quantity: 2 });
    const status = form.querySelector('[role=status]')!;
    expect(status.textContent).toBe('Agregado al carrito. Ver carrito');
    expect(status.querySelector('a')!.getAttribute('href')).toBe('/carrito');
    expect(events[0].detail).toEqual({ event: 'addToCart', itemId: 'playera', sku: 'M-R', quantity: 2, title: 'Producto playera', unitPriceCents: 28000, currency: 'MXN', cart: { items: 3, subtotalCents: 78000 } });
  });

  it('a refusal shows the §8 message in the alert tied to the quantity', async () => {
    const form = mount('cafe');
    startBuyForm(form, async (_body: unknown, onFailure: (f: any) => void) => {
      onFailure({ url: '/api/commerce/cart/entries', status: 400, code: 'badRequest', message: 'Solo quedan 2 piezas.' });
      return undefined;
    });
    form.dispatchEvent(new Event('submit', { cancelable: true }));
    await vi.waitFor(() => expect(form.querySelector('[role=alert]')!.textContent).toBe('Solo quedan 2 piezas.'));
    expect(form.querySelector('input[name="quantity"]')!.getAttribute('aria-invalid')).toBe('true');
    expect(form.querySelector('[role=status]')!.textContent).toBe('');
  });

  it('without the data helper the form posts as it would without script', () => {
    const form = mount('cafe');
    startBuyForm(form, undefined);
    const submit = new Event('submit', { cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(false);
  });

  it('the chrome parts: `buy-form` starts a form once; `product-grid` shows its «Vista rápida» buttons', () => {
    document.body.innerHTML = `${render({ itemId: 'playera' })}<ul data-chrome="product-grid"><li><button type="button" data-quick-view="cafe" data-href="/tienda/p-cafe" hidden>Vista rápida</button></li></ul>`;
    const form = document.querySelector<HTMLFormElement>('form')!;
    // Through the page's data helper (window.Vitrina.data, src/runtime/main.ts).
    const request = vi.fn(async () => cart);
    (window as any).Vitrina = { data: { request } };
    startForm(form);
    startForm(form);
    expect(document.querySelector<HTMLFieldSetElement>('fieldset')!.hidden).toBe(false);
    // A visitor who already has the crumb (crumb-first.ts): the call leaves at once.
    document.cookie = 'crumb=c.rumb';
    form.dispatchEvent(new Event('submit', { cancelable: true }));
    document.cookie = 'crumb=; max-age=0';
    expect(request).toHaveBeenCalledTimes(1);
    expect(request.mock.calls[0]).toEqual(['POST', '/api/commerce/cart/entries', expect.objectContaining({ data: { itemId: 'playera', sku: 'S-A', quantity: 1 } })]);
    delete (window as any).Vitrina;
    startGrid(document.querySelector<HTMLElement>('[data-chrome="product-grid"]')!);
    expect(document.querySelector<HTMLButtonElement>('[data-quick-view]')!.hidden).toBe(false);
  });
});
