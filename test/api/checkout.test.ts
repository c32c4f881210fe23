import { describe, expect, it } from 'vitest';
import { MINI_HOST, MINI_ID } from '../../src/server/forms/test-client.ts';
import { readSite } from '../helpers/app.ts';
import { cartWith, DECLINED, freshKey, GOOD_CARD, MX_DETAILS, payKey, STORE } from '../helpers/checkout.ts';
import { c, checkoutStore, couponUsed, location, orderOfKey, pay, provider, readyCart, setStock, stockChanges, stockOf, t } from '../helpers/checkout-store.ts';

// Issue 16, checkout and orders (docs/commerce.md): the whole flow with the test card, a declined
// card undoing stock and coupon, the address rules, coupons, the minimum, the order page's token,
// the receipt in the outbox. Idempotency and an unreachable provider: checkout-retries.test.ts.
checkoutStore();

describe('the checkout page', () => {
  it('sends a visitor without a live cart to the cart page', async () => {
    expect(location(await c.get('/checkout'))).toBe('/carrito');
    const empty = await cartWith(t.db, []);
    const res = await c.get('/checkout', empty.token);
    expect(res.statusCode).toBe(303);
    expect(location(res)).toBe('/carrito');
    expect((await c.post(undefined, { action: 'details' })).statusCode).toBe(303);
  });

  it('is a private, unindexed page of the site (201) with labelled fields, the order summary and the test note; its policy admits the provider', async () => {
    const cart = await cartWith(t.db, [[STORE.mug, 2]]);
    const res = await c.get('/checkout', cart.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.headers['content-security-policy']).toContain('frame-src');
    expect(res.headers['content-security-policy']).toContain('https://pagos.example');
    const html = res.body;
    expect(html).toContain('page-type-201');
    expect(html).toContain('Finalizar compra');
    expect(html).toContain('<label for="checkout-email">Correo electrónico</label>');
    expect(html).toMatch(/autocomplete="postal-code"/i);
    expect(html).toContain('Dirección de envío');
    expect(html).toContain('Taza de barro');
    expect(html).toContain('$500.00'); // 2 × 250.00
    expect(html).toContain('Escribe tu dirección para ver las opciones de envío.');
    // The home page keeps the strict policy: the provider's origins are the checkout's only.
    const home = await c.get('/');
    expect(home.headers['content-security-policy']).not.toContain('pagos.example');
  });

  it('refuses a form without its crumb (403, the page again)', async () => {
    const cart = await cartWith(t.db, [[STORE.mug, 1]]);
    const res = await c.post(cart.token, { action: 'details', ...MX_DETAILS }, { crumb: false });
    expect(res.statusCode).toBe(403);
    expect(res.body).toContain('El formulario caducó');
  });

  it('checks the address: US zip of exactly 5 digits, Mexican postal code of 5 digits, a state of the country', async () => {
    const cart = await cartWith(t.db, [[STORE.mug, 1]]);
    const us = await c.post(cart.token, { action: 'details', ...MX_DETAILS, country: 'US', region: 'CA', postalCode: '9021' });
    expect(us.statusCode).toBe(400);
    expect(us.body).toContain('El código ZIP debe tener exactamente 5 dígitos.');
    expect(us.body).toContain('aria-describedby="checkout-postalCode-error"');
    expect(us.body).toMatch(/role="alert" id="checkout-error" tabindex="-1" autofocus=""/i);
    const zipPlus4 = await c.post(cart.token, { action: 'details', ...MX_DETAILS, country: 'US', region: 'CA', postalCode: '90210-1234' });
    expect(zipPlus4.statusCode).toBe(400);
    const mx = await c.post(cart.token, { action: 'details', ...MX_DETAILS, postalCode: '6800' });
    expect(mx.statusCode).toBe(400);
    expect(mx.body).toContain('El código postal debe tener 5 dígitos.');
    const noState = await c.post(cart.token, { action: 'details', ...MX_DETAILS, region: '' });
    expect(noState.body).toContain('Elige el estado.');
    const wrongCountry = await c.post(cart.token, { action: 'details', ...MX_DETAILS, country: 'FR' });
    expect(wrongCountry.body).toContain('Elige un país al que hacemos envíos.');
    const badEmail = await c.post(cart.token, { action: 'details', ...MX_DETAILS, email: 'ana@' });
    expect(badEmail.body).toContain('El correo electrónico no es válido');
    const ok = await c.post(cart.token, { action: 'details', ...MX_DETAILS, country: 'US', region: 'CA', postalCode: '90210' });
    expect(ok.statusCode).toBe(303);
    expect(location(ok)).toBe('/checkout#envio');
    const page = await c.get('/checkout', cart.token);
    expect(page.body).toContain('Envío a Estados Unidos');
    expect(page.body).not.toContain('Envío estándar');
  });

  it('asks a cart with nothing to ship for the name and email only', async () => {
    const cart = await cartWith(t.db, [[STORE.book, 1]]);
    const page = await c.get('/checkout', cart.token);
    expect(page.body).not.toContain('checkout-line1');
    expect(page.body).not.toContain('Método de envío');
    const res = await c.post(cart.token, { action: 'details', email: 'luis@ejemplo.com', name: 'Luis' });
    expect(res.statusCode).toBe(303);
    const after = await c.get('/checkout', cart.token);
    expect(after.body).toContain('IVA incluido');
    const paid = await pay(cart.token, GOOD_CARD, payKey(after.body)!);
    expect(location(paid)).toMatch(/^\/pedido\/[0-9a-f]{24}\?t=[A-Za-z0-9_-]{43}&nuevo=1$/);
    const order = await t.db.selectFrom('orders').selectAll().where('cart_id', '=', cart.id).executeTakeFirstOrThrow();
    expect(order.status).toBe('paid');
    expect(order.shipping).toBeNull();
    expect(JSON.parse(String(order.address))).toEqual({ name: 'Luis' });
  });
});

describe('placing an order', () => {
  it('goes through with the test card: details, shipping, pay → the confirmation, stock taken, cart closed, receipt and notice queued', async () => {
    await setStock(STORE.mug.sku, 10);
    const cart = await cartWith(t.db, [[STORE.mug, 2], [STORE.bread, 1]]);
    expect(location(await c.post(cart.token, { action: 'details', ...MX_DETAILS }))).toBe('/checkout#envio');
    const withOptions = await c.get('/checkout', cart.token);
    expect(withOptions.body).toContain('name="shipping" value="estandar"');
    expect(withOptions.body).toContain('$99.00');
    expect(location(await c.post(cart.token, { action: 'shipping', shipping: 'estandar' }))).toBe('/checkout#pago');
    const page = await c.get('/checkout', cart.token);
    // 2 × 250 + 85 = 585; shipping 99; IVA included (16 % of 684 = 94.34).
    expect(page.body).toContain('Pagar $684.00');
    expect(page.body).toContain('IVA incluido');
    expect(page.body).toContain('$94.34');
    expect(page.body).toContain('Tienda de prueba: usa 4242 4242 4242 4242');
    expect(page.body).toMatch(/autocomplete="cc-number"/i);
    const before = await stockOf(STORE.bread.sku);
    const res = await pay(cart.token, GOOD_CARD, payKey(page.body)!);
    expect(res.statusCode).toBe(303);
    const link = location(res);
    expect(link).toMatch(/&nuevo=1$/);
    const order = await t.db.selectFrom('orders').selectAll().where('cart_id', '=', cart.id).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ status: 'paid', email: MX_DETAILS.email, currency: 'MXN', provider: 'test' });
    expect(Number(order.total_cents)).toBe(68400);
    expect(Number(order.tax_cents)).toBe(9434);
    expect(order.payment_id).toMatch(/^test_pay_/);
    expect(await stockOf(STORE.mug.sku)).toBe(8);
    expect(await stockOf(STORE.bread.sku)).toBe(before - 1);
    expect((await t.db.selectFrom('carts').select('order_id').where('id', '=', cart.id).executeTakeFirstOrThrow()).order_id).toBe(order.id);
    expect(await t.db.selectFrom('order_lines').select(['sku', 'quantity', 'unit_price_cents']).where('order_id', '=', order.id).orderBy('line').execute()).toEqual([
      { sku: STORE.mug.sku, quantity: 2, unit_price_cents: 25000 },
      { sku: STORE.bread.sku, quantity: 1, unit_price_cents: 8500 },
    ]);

    const confirmed = await c.get(link);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('page-type-202');
    expect(confirmed.body).toContain('¡Gracias por tu compra!');
    expect(confirmed.body).toContain(`Tu pedido n.º ${order.number} está confirmado`);
    expect(confirmed.body).toContain('Macedonio Alcalá');
    expect(confirmed.body).toContain('Oaxaca');
    expect(confirmed.headers['cache-control']).toBe('private, no-store');
    expect(confirmed.headers['x-robots-tag']).toBe('noindex');
    expect(confirmed.headers['referrer-policy']).toBe('same-origin');
    const later = await c.get(link.replace('&nuevo=1', ''));
    expect(later.body).toContain('page-type-211');
    expect(later.body).toContain(`Pedido n.º ${order.number}`);
    expect(later.body).toContain('Pagado');

    // The cart is closed: the checkout sends the visitor to the cart page.
    expect(location(await c.get('/checkout', cart.token))).toBe('/carrito');

    const mails = await t.db.selectFrom('mail_outbox').selectAll().where('website_id', '=', MINI_ID).where('text_body', 'like', `%n.º ${order.number}%`).execute();
    const receipt = mails.find((m) => m.to_address === MX_DETAILS.email)!;
    expect(receipt.subject).toBe(`Tu pedido n.º ${order.number} en Panadería Mini`);
    expect(receipt.text_body).toContain('2 × Taza de barro: $500.00');
    expect(receipt.text_body).toContain('Total: $684.00');
    expect(receipt.text_body).toContain(link.replace('&nuevo=1', ''));
    expect(receipt.html_body).toContain('Taza de barro');
    const notice = mails.find((m) => m.to_address === 'pedidos@panaderia.mx')!;
    expect(notice.subject).toBe(`Nuevo pedido n.º ${order.number} por $684.00`);
    expect(notice.reply_to).toBe(MX_DETAILS.email);
  });

  it('a declined card gives back the stock and the coupon, fails the order and shows the message; a new attempt pays', async () => {
    await setStock(STORE.mug.sku, 3);
    const cart = await readyCart([[STORE.mug, 3]], { coupon: 'UNICO', email: 'declinada@ejemplo.com' });
    const usedBefore = await couponUsed('UNICO');
    const key = freshKey();
    const res = await pay(cart.token, DECLINED, key);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Tu tarjeta fue rechazada');
    expect(res.body).not.toContain('4000 0000');
    expect(await stockOf(STORE.mug.sku)).toBe(3);
    expect(await couponUsed('UNICO')).toBe(usedBefore);
    const failed = await orderOfKey(key);
    expect(failed).toMatchObject({ status: 'failed', failure: 'commerce.cardDeclined' });
    expect(stockChanges).toContain(MINI_ID);
    // The same key again answers the same error and charges nothing new.
    const calls = provider.calls.length;
    const again = await pay(cart.token, GOOD_CARD, key);
    expect(again.statusCode).toBe(400);
    expect(again.body).toContain('Tu tarjeta fue rechazada');
    expect(provider.calls.length).toBe(calls);
    // A new attempt (the page minted a new key) goes through.
    const ok = await pay(cart.token, GOOD_CARD, payKey(again.body)!);
    expect(location(ok)).toMatch(/&nuevo=1$/);
    expect(await stockOf(STORE.mug.sku)).toBe(0);
    expect(await couponUsed('UNICO')).toBe(usedBefore + 1);
  });

  it('an invalid card (Luhn, past expiry) is refused as invalid; missing fields are field errors', async () => {
    await setStock(STORE.mug.sku, 5);
    const cart = await readyCart([[STORE.mug, 1]]);
    const luhn = await pay(cart.token, { ...GOOD_CARD, cardNumber: '4242 4242 4242 4241' });
    expect(luhn.statusCode).toBe(400);
    expect(luhn.body).toContain('Los datos de la tarjeta no son válidos');
    const expired = await pay(cart.token, { ...GOOD_CARD, cardExpiry: '01/20' });
    expect(expired.body).toContain('Los datos de la tarjeta no son válidos');
    const missing = await pay(cart.token, { cardNumber: '', cardExpiry: '13', cardCvc: '', cardName: '' });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain('Escribe el número de la tarjeta.');
    expect(missing.body).toContain('Escribe el vencimiento como MM/AA');
    expect(missing.body).toContain('href="#checkout-cardCvc"');
    expect(await stockOf(STORE.mug.sku)).toBe(5);
  });

  it('refuses a cart below the minimum subtotal (the page says so; paying is refused)', async () => {
    const cart = await readyCart([[STORE.cheap, 2]]);
    const page = await c.get('/checkout', cart.token);
    expect(page.body).toContain('El subtotal debe ser de al menos $100.00 para finalizar la compra.');
    expect(page.body).not.toContain('name="key"');
    const res = await pay(cart.token);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('El subtotal debe ser de al menos $100.00');
    expect(await t.db.selectFrom('orders').select('id').where('cart_id', '=', cart.id).execute()).toHaveLength(0);
  });

  it('refuses more units than are left («Solo quedan N»), taking nothing', async () => {
    await setStock(STORE.last.sku, 2);
    const cart = await readyCart([[STORE.last, 3]]);
    const page = await c.get('/checkout', cart.token);
    expect(page.body).toContain('Solo quedan 2 unidades de Canasta de temporada.');
    const res = await pay(cart.token);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Solo quedan 2 unidades de Canasta de temporada.');
    expect(await stockOf(STORE.last.sku)).toBe(2);
  });

  it('refuses a cart whose product was removed from the store', async () => {
    const cart = await readyCart([[STORE.mug, 1]]);
    await t.db.insertInto('cart_entries').values({ cart_id: cart.id, website_id: MINI_ID, sku: 'NADA', item_id: 'aaaaaaaaaaaaaaaaaaaaaa99', quantity: 1, added_at: Date.now() + 5 }).execute();
    const page = await c.get('/checkout', cart.token);
    expect(page.body).toContain('Algunos productos de tu carrito ya no están disponibles');
    const res = await pay(cart.token);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Algunos productos de tu carrito ya no están disponibles');
  });
});

describe('coupons', () => {
  it('applies and removes a code; an unknown, expired or unmet one says why', async () => {
    await setStock(STORE.mug.sku, 50);
    const cart = await readyCart([[STORE.mug, 2]]);
    const unknown = await c.post(cart.token, { action: 'coupon', coupon: 'NOEXISTE' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.body).toContain('Este código de descuento no existe.');
    expect(unknown.body).toContain('value="NOEXISTE"');
    expect((await c.post(cart.token, { action: 'coupon', coupon: 'vencido' })).body).toContain('Este código de descuento ya venció.');
    expect((await c.post(cart.token, { action: 'coupon', coupon: 'GRANDE' })).body).toContain('no alcanza el mínimo');
    expect((await c.post(cart.token, { action: 'coupon', coupon: '' })).body).toContain('Escribe un código de descuento.');
    expect(location(await c.post(cart.token, { action: 'coupon', coupon: 'bienvenida10' }))).toBe('/checkout#resumen');
    const page = await c.get('/checkout', cart.token);
    expect(page.body).toContain('Código BIENVENIDA10 aplicado.');
    expect(page.body).toContain('Descuento (BIENVENIDA10)');
    expect(page.body).toContain('-$50.00');
    expect(page.body).toContain('Pagar $549.00'); // 500 − 50 + 99
    expect(location(await c.post(cart.token, { action: 'removeCoupon' }))).toBe('/checkout#resumen');
    expect((await c.get('/checkout', cart.token)).body).toContain('Pagar $599.00');
  });

  it('free shipping makes the shipping free', async () => {
    const cart = await readyCart([[STORE.mug, 1]], { coupon: 'ENVIOGRATIS' });
    const page = await c.get('/checkout', cart.token);
    expect(page.body).toContain('Pagar $250.00');
    const res = await pay(cart.token, GOOD_CARD, payKey(page.body)!);
    expect(location(res)).toMatch(/nuevo=1/);
  });

  it('a once-per-customer code works once per email', async () => {
    const first = await readyCart([[STORE.mug, 1]], { coupon: 'BIENVENIDA10', email: 'una.vez@ejemplo.com' });
    expect(location(await pay(first.token))).toMatch(/nuevo=1/);
    const second = await readyCart([[STORE.mug, 1]], { coupon: 'BIENVENIDA10', email: 'UNA.VEZ@ejemplo.com' });
    const res = await pay(second.token);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('Este código de descuento ya se usó el máximo de veces permitido.');
    const other = await readyCart([[STORE.mug, 1]], { coupon: 'BIENVENIDA10', email: 'otra@ejemplo.com' });
    expect(location(await pay(other.token))).toMatch(/nuevo=1/);
  });
});

describe('the order page', () => {
  it('opens only with its token: none, wrong, another order’s, another site → 404', async () => {
    await setStock(STORE.mug.sku, 50);
    const one = await readyCart([[STORE.mug, 1]]);
    const two = await readyCart([[STORE.mug, 1]]);
    const linkOne = location(await pay(one.token)).replace('&nuevo=1', '');
    const linkTwo = location(await pay(two.token)).replace('&nuevo=1', '');
    const [pathOne, tokenOne] = linkOne.split('?t=');
    const [pathTwo] = linkTwo.split('?t=');
    expect((await c.get(linkOne)).statusCode).toBe(200);
    for (const url of [pathOne, `${pathOne}?t=`, `${pathOne}?t=${'A'.repeat(43)}`, `${pathTwo}?t=${tokenOne}`, '/pedido/zzz?t=x', `${pathOne}?t=${tokenOne}x`]) {
      const res = await c.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('No encontramos este pedido');
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
    // The same link on another site of the server finds nothing.
    const other = readSite();
    other.website = { ...other.website, id: 'bbbbbbbbbbbbbbbbbbbbbbbb', identifier: 'otra', domains: [] };
    await t.publish(other);
    const foreign = await t.app.inject({ method: 'GET', url: linkOne, headers: { host: 'otra.vitrina.test' } });
    expect(foreign.statusCode).toBe(404);
  });

  it('is never the visitor’s from a host that is not a site', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/pedido/aaaaaaaaaaaaaaaaaaaaaaaa?t=x', headers: { host: 'nadie.vitrina.test' } });
    expect(res.statusCode).toBe(404);
    expect(MINI_HOST).toBe('mini.vitrina.test');
  });
});
