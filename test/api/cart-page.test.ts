import { describe, expect, it } from 'vitest';
import { MINI_HOST } from '../../src/server/forms/test-client.ts';
import { CART_PATH } from '../../src/shared/contracts/commerce.ts';
import { add, answer, CAFE, call, cartCookie, cartStore, cookieValue, entryPath, form, HOGAZA, miniStore, page, product, qty, setCookie, t, TIENDA } from '../helpers/cart.ts';

// Issue 16, the cart page (docs/commerce.md "Cart"): its lines and states in the site's chrome, its
// plain forms (add, update, remove) with their crumb rules, and the checkout's entry.
cartStore();

describe('the cart page', () => {
  it('empty: the empty state, in the site’s chrome, private and not indexed', async () => {
    const res = await page('/carrito');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.body).toContain('lang="es-419"');
    expect(res.body).toContain('page-type-200');
    expect(res.body).toContain('<h1 class="message-page__title">Tu carrito</h1>');
    expect(res.body).toContain('Tu carrito está vacío.');
    expect(res.body).toMatch(/<a class="btn btn--primary btn--medium" href="\/tienda">Seguir comprando<\/a>/);
    expect(res.body).toContain('Panadería Mini');
    expect(res.body).toMatch(/<meta name="robots" content="noindex/);
  });

  it('lines with image, linked title, variant, unit price, labelled quantity, Actualizar, Quitar; subtotal and the way to pay', async () => {
    const cookie = cartCookie(await add(HOGAZA, 'PAN-1', 2));
    await add(CAFE, 'CAF-1000', 1, { cookie });
    const res = await page('/carrito', cookie);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('Tienes 3 artículos en tu carrito.');
    expect(html).toContain('<a href="/tienda/hogaza">Hogaza de centeno</a>');
    expect(html).toContain('<a href="/tienda/cafe">Café de Oaxaca</a>');
    expect(html).toContain('<p class="cart-line__variant">1 kg</p>');
    expect(html).toContain('$85.00 c/u');
    expect(html).toContain('$170.00');
    expect(html).toMatch(/<img[^>]*width="112"[^>]*height="112"/);
    // Every quantity field has its label, is tied to the product's name, and has its two buttons.
    const fields = [...html.matchAll(/<input id="(cart-line-\d-quantity)"[^>]*>/g)];
    expect(fields).toHaveLength(2);
    for (const [input, id] of fields) {
      expect(html).toContain(`<label for="${id}">Cantidad</label>`);
      expect(input).toContain(`aria-describedby="${id.replace('-quantity', '-title')}"`);
      expect(input).toContain('type="number"');
      expect(input).toContain('min="0"');
    }
    expect(html).toContain('max="4"');
    expect(html).toContain('max="2"');
    expect(html.match(/>Actualizar<\/button>/g)).toHaveLength(2);
    expect(html.match(/>Quitar<\/button>/g)).toHaveLength(2);
    expect(html.match(/name="crumb"/g)).toHaveLength(4);
    expect(html).toContain('<dt>Subtotal</dt><dd>$1,060.00</dd>');
    expect(html).toContain('Los impuestos y el envío se calculan al pagar.');
    expect(html).toContain('href="/commerce/goto-checkout">Finalizar compra</a>');
    expect(html).toContain('href="/tienda">Seguir comprando</a>');
  });

  it('a product gone since: shown as not available, with Quitar; not priced', async () => {
    const cookie = cartCookie(await add(HOGAZA, 'PAN-1', 1));
    await add(CAFE, 'CAF-250', 1, { cookie });
    const site = miniStore();
    site.collections.find((c: any) => c.id === TIENDA).items = site.collections.find((c: any) => c.id === TIENDA).items.filter((i: any) => i.id !== CAFE);
    await t.publish(site);
    try {
      const res = await page('/carrito', cookie);
      expect(res.body).toContain('Artículo no disponible (CAF-250)');
      expect(res.body).toContain('<dt>Subtotal</dt><dd>$85.00</dd>');
      expect(answer(await call('GET', CART_PATH, { cookie, crumb: false })).entries.map((e) => e.sku)).toEqual(['PAN-1']);
      const removed = await form({ action: 'remove', itemId: CAFE, sku: 'CAF-250' }, { cookie });
      expect(removed.statusCode).toBe(303);
      expect((await page('/carrito', cookie)).body).not.toContain('Artículo no disponible');
    } finally {
      await t.publish(miniStore());
    }
  });

  it('POST add from a product page: same origin only (no crumb), 303 back to a path of the site', async () => {
    const ok = await form({ action: 'add', itemId: HOGAZA, sku: 'PAN-1', quantity: '2' }, { crumb: false, headers: { 'sec-fetch-site': 'same-origin', origin: `http://${MINI_HOST}` } });
    expect(ok.statusCode).toBe(303);
    expect(ok.headers.location).toBe('/carrito');
    expect(cookieValue(ok, 'vitrina_cart_summary')).toBe('2.17000');
    const cookie = cartCookie(ok);
    const back = await form({ action: 'add', itemId: CAFE, sku: 'CAF-250', back: '/tienda/cafe?v=1' }, { crumb: false, cookie });
    expect(back.headers.location).toBe('/tienda/cafe?v=1');
    const evils = ['https://malo.example/', '//malo.example/x', '/\\malo.example', 'javascript:alert(1)', '/\t/malo.example', '/%0a/x'];
    for (const evil of evils) {
      const res = await form({ action: 'add', itemId: CAFE, sku: 'CAF-250', back: evil }, { crumb: false, cookie });
      expect(res.headers.location, evil).toBe('/carrito');
    }
    expect(qty(await call('GET', CART_PATH, { cookie, crumb: false }), 'CAF-250')).toBe(1 + evils.length);
  });

  it('POST add from another site: 403 crumbFail, nothing added', async () => {
    for (const headers of [{ 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }, { origin: 'https://malo.example' }, { origin: 'null' }] as Record<string, string>[]) {
      const res = await form({ action: 'add', itemId: HOGAZA, sku: 'PAN-1' }, { crumb: false, headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json().code).toBe('crumbFail');
      expect(setCookie(res, 'vitrina_cart')).toBeUndefined();
    }
  });

  it('POST add refused: the page again (400) with the catalogue message, focused', async () => {
    const cookie = cartCookie(await form({ action: 'add', itemId: HOGAZA, sku: 'PAN-1', quantity: '4' }, { crumb: false }));
    const over = await form({ action: 'add', itemId: HOGAZA, sku: 'PAN-1', quantity: '1' }, { crumb: false, cookie });
    expect(over.statusCode).toBe(400);
    expect(over.headers['content-type']).toContain('text/html');
    expect(over.body).toMatch(/<div class="cart-alert" role="alert" id="cart-error" tabindex="-1" autofocus="">No se pudo agregar el artículo al carrito\. Solo quedan 4 unidades disponibles\. Ya tienes 4 en tu carrito\.<\/div>/);
    expect(over.body).toContain('aria-invalid="true"');
    const unknown = await form({ action: 'add', itemId: HOGAZA, sku: 'NOPE' }, { crumb: false, cookie });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('Ese artículo ya no está disponible.');
    const badQty = await form({ action: 'add', itemId: HOGAZA, sku: 'PAN-1', quantity: 'muchos' }, { crumb: false, cookie });
    expect(badQty.statusCode).toBe(400);
    expect(badQty.body).toContain('Escribe una cantidad entre 0 y 99.');
    expect((await form({ action: 'comprar' }, { cookie })).statusCode).toBe(400);
    expect((await form({}, { cookie })).statusCode).toBe(400);
  });

  it('POST update and remove need the crumb; with it: 303 to the cart; past the stock: the page again', async () => {
    const cookie = cartCookie(await add(HOGAZA, 'PAN-1', 1));
    const noCrumb = await form({ action: 'update', itemId: HOGAZA, sku: 'PAN-1', quantity: '3' }, { crumb: false, cookie });
    expect(noCrumb.statusCode).toBe(403);
    expect(noCrumb.body).toContain('La página estuvo abierta demasiado tiempo.');
    expect((await form({ action: 'remove', itemId: HOGAZA, sku: 'PAN-1' }, { crumb: false, cookie })).statusCode).toBe(403);
    const updated = await form({ action: 'update', itemId: HOGAZA, sku: 'PAN-1', quantity: '3' }, { cookie });
    expect(updated.statusCode).toBe(303);
    expect(updated.headers.location).toBe('/carrito');
    expect(cookieValue(updated, 'vitrina_cart_summary')).toBe('3.25500');
    const over = await form({ action: 'update', itemId: HOGAZA, sku: 'PAN-1', quantity: '9' }, { cookie });
    expect(over.statusCode).toBe(400);
    expect(over.body).toContain('No se pudo actualizar la cantidad. Solo quedan 4 unidades disponibles.');
    expect((await form({ action: 'update', itemId: HOGAZA, sku: 'PAN-1', quantity: '' }, { cookie })).statusCode).toBe(400);
    const removed = await form({ action: 'remove', itemId: HOGAZA, sku: 'PAN-1' }, { cookie });
    expect(removed.statusCode).toBe(303);
    expect(qty(await call('GET', CART_PATH, { cookie, crumb: false }), 'PAN-1')).toBeUndefined();
    const missing = await form({ action: 'remove', itemId: HOGAZA, sku: 'PAN-1' }, { cookie });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('Ese artículo ya no está en tu carrito.');
  });
});

describe('/commerce/goto-checkout', () => {
  it('without a cart cookie: the cart page with the §2 alert (200), no navigation', async () => {
    const res = await page('/commerce/goto-checkout');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('No pudimos abrir el pago. Es posible que tu sesión haya caducado o que las cookies estén desactivadas.');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const stale = await page('/commerce/goto-checkout', `vitrina_cart=${'C'.repeat(43)}`);
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toContain('No pudimos abrir el pago.');
    expect(setCookie(stale, 'vitrina_cart')).toMatch(/^vitrina_cart=;/);
  });

  it('with a live cart that has something: 303 to /checkout; an emptied cart stays on the cart page', async () => {
    const cookie = cartCookie(await add(HOGAZA, 'PAN-1', 1));
    const res = await page('/commerce/goto-checkout', cookie);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/checkout');
    await call('DELETE', entryPath('PAN-1'), { cookie });
    const empty = await page('/commerce/goto-checkout', cookie);
    expect(empty.statusCode).toBe(200);
    expect(empty.body).toContain('Tu carrito está vacío.');
  });
});
