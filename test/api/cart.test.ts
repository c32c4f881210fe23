import { describe, expect, it } from 'vitest';
import { CartService } from '../../src/server/commerce/index.ts';
import { cartIdOf } from '../../src/server/commerce/cart-repo.ts';
import { MINI_HOST, MINI_ID } from '../../src/server/forms/test-client.ts';
import { CART_LIFETIME_MS } from '../../src/shared/commerce.ts';
import { CART_ENTRIES_PATH, CART_PATH } from '../../src/shared/contracts/commerce.ts';
import { MEMBER_SESSION_PATH } from '../../src/shared/contracts/site-users.ts';
import { add, answer, BORRADOR, CAFE, call, cartCookie, cartStore, CLUB, cookieValue, entryPath, form, GUIA, HOGAZA, OTHER_HOST, OTHER_ID, OTHER_ITEM, PER_MINUTE, product, qty, type Res, setCookie, SOCIO, t } from '../helpers/cart.ts';

// Issue 16, the cart (docs/commerce.md "Cart"): every call and refusal on both databases, the
// cookies, money only from the catalogue, sign-out with cloneCart, concurrency, and the sweep of
// expired carts. The cart page, its forms and the checkout's entry: cart-page.test.ts.
cartStore();

describe('the JSON cart', () => {
  it('no cart: an empty answer, nothing set, never cached', async () => {
    const res = await call('GET', CART_PATH, { crumb: false });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(answer(res)).toMatchObject({ id: '', websiteId: MINI_ID, entries: [], totalQuantity: 0, subtotalCents: 0, currency: 'MXN', subtotalAmount: { currency: 'MXN', value: '0.00' } });
    expect(setCookie(res, 'vitrina_cart')).toBeUndefined();
  });

  it('the first add starts a cart: 201, the §3 fields, both cookies with their flags', async () => {
    const res = await add(HOGAZA, 'PAN-1', 1, { headers: { 'x-forwarded-proto': 'https' } });
    expect(res.statusCode).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const cart = answer(res);
    expect(cart).toMatchObject({
      websiteId: MINI_ID, orderId: null, isPurchased: false, currency: 'MXN', totalQuantity: 1, subtotalCents: 8500, grandTotalCents: 8500,
      subtotalAmount: { currency: 'MXN', value: '85.00' }, requiresShipping: true, hasDigital: false, purelyDigital: false, coupons: [], invalidCoupons: [],
    });
    expect(cart.entries).toEqual([{ itemId: HOGAZA, sku: 'PAN-1', title: 'Hogaza de centeno', variantLabel: '', productType: 'PHYSICAL', quantity: 1, unitPriceCents: 8500, lineTotalCents: 8500, href: '/tienda/hogaza', available: 3 }]);
    const token = setCookie(res, 'vitrina_cart')!;
    expect(token).toMatch(/^vitrina_cart=[A-Za-z0-9_-]{43};/);
    expect(token).toContain('HttpOnly');
    expect(token).toContain('SameSite=Lax');
    expect(token).toContain('Secure');
    expect(token).toContain('Path=/');
    expect(token).toContain(`Max-Age=${CART_LIFETIME_MS / 1000}`);
    const summary = setCookie(res, 'vitrina_cart_summary')!;
    expect(summary).toMatch(/^vitrina_cart_summary=1\.8500;/);
    expect(summary).not.toContain('HttpOnly');
    expect(summary).toContain(`Max-Age=${CART_LIFETIME_MS / 1000}`);
    // The database keeps the token's SHA-256, never the token.
    expect(cart.id).toBe(cartIdOf(cookieValue(res, 'vitrina_cart')!));
  });

  it('on http the cookies are not Secure', async () => {
    const res = await add(HOGAZA, 'PAN-1');
    expect(setCookie(res, 'vitrina_cart')).not.toContain('Secure');
  });

  it('adds to the same cart; prices come from the catalogue, never from the body', async () => {
    const first = await add(CAFE, 'CAF-250', 1);
    const cookie = cartCookie(first);
    const second = await call('POST', CART_ENTRIES_PATH, { cookie, body: { itemId: CAFE, sku: 'CAF-250', quantity: 2, priceCents: 1, unitPriceCents: 1, subtotalCents: 1, currency: 'USD' } });
    expect(second.statusCode).toBe(201);
    expect(answer(second)).toMatchObject({ totalQuantity: 3, subtotalCents: 78000, currency: 'MXN' });
    expect(cookieValue(second, 'vitrina_cart')).toBe(cookieValue(first, 'vitrina_cart'));
    expect(cookieValue(second, 'vitrina_cart_summary')).toBe('3.78000');
    const got = await call('GET', CART_PATH, { cookie, crumb: false });
    expect(answer(got)).toMatchObject({ totalQuantity: 3, subtotalCents: 78000 });
  });

  it('refuses more than the stock: 400 saying how many are left and how many are in the cart', async () => {
    const first = await add(HOGAZA, 'PAN-1', 3);
    const res = await add(HOGAZA, 'PAN-1', 2, { cookie: cartCookie(first) });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('badRequest');
    expect(body.error).toBe('No se pudo agregar el artículo al carrito. Solo quedan 4 unidades disponibles. Ya tienes 3 en tu carrito.');
    expect(body.errors).toEqual({ quantity: 'Solo quedan 4 unidades disponibles. Ya tienes 3 en tu carrito.' });
    expect((await add(CAFE, 'CAF-1000', 3)).json().error).toContain('Solo quedan 2 unidades disponibles.');
  });

  it('the stock is the database’s, not the site file’s', async () => {
    await t.db.updateTable('stock').set({ quantity: 1 }).where('website_id', '=', MINI_ID).where('sku', '=', 'CAF-1000').execute();
    expect((await add(CAFE, 'CAF-1000', 2)).json().error).toContain('Solo queda 1 unidad disponible.');
    await t.db.updateTable('stock').set({ quantity: 0 }).where('website_id', '=', MINI_ID).where('sku', '=', 'CAF-1000').execute();
    expect((await add(CAFE, 'CAF-1000', 1)).json().error).toContain('Ya no quedan unidades disponibles.');
    await t.db.updateTable('stock').set({ quantity: 2 }).where('website_id', '=', MINI_ID).where('sku', '=', 'CAF-1000').execute();
  });

  it('at most 99 units of a sku, even unlimited ones', async () => {
    const first = await add(GUIA, 'GUIA-PDF', 99);
    expect(first.statusCode).toBe(201);
    expect(answer(first)).toMatchObject({ purelyDigital: true, hasDigital: true, requiresShipping: false });
    expect(answer(first).entries[0].available).toBeUndefined();
    const more = await add(GUIA, 'GUIA-PDF', 1, { cookie: cartCookie(first) });
    expect(more.statusCode).toBe(400);
    expect(more.json().error).toContain('Puedes llevar hasta 99 unidades de cada artículo.');
    expect((await add(GUIA, 'GUIA-PDF', 100)).statusCode).toBe(400);
    expect((await add(GUIA, 'GUIA-PDF', 0)).statusCode).toBe(400);
    expect((await add(GUIA, 'GUIA-PDF', 1.5 as number)).statusCode).toBe(400);
  });

  it('at most 50 different skus in a cart', async () => {
    const first = await add(HOGAZA, 'PAN-1', 1);
    const id = answer(first).id;
    const now = Date.now();
    await t.db
      .insertInto('cart_entries')
      .values(Array.from({ length: 49 }, (_, i) => ({ cart_id: id, website_id: MINI_ID, sku: `VIEJO-${i}`, item_id: HOGAZA, quantity: 1, added_at: now + i })))
      .execute();
    const res = await add(CAFE, 'CAF-250', 1, { cookie: cartCookie(first) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('No se pudo agregar el artículo al carrito. Tu carrito ya tiene 50 artículos distintos, el máximo. Quita alguno para agregar otro.');
    // More of a sku already there is fine.
    expect((await add(HOGAZA, 'PAN-1', 1, { cookie: cartCookie(first) })).statusCode).toBe(201);
  });

  it('unknown product, sku, draft, hidden member-only product, or another website’s item: 404', async () => {
    for (const [itemId, sku] of [
      [HOGAZA, 'NOPE'],
      ['cccccccccccccccccccccccc', 'PAN-1'],
      [CAFE, 'PAN-1'],
      [BORRADOR, 'DRAFT-1'],
      [SOCIO, 'CLUB-1'],
      [OTHER_ITEM, 'OTRO-1'],
    ]) {
      const res = await add(itemId, sku, 1);
      expect(res.statusCode, `${itemId} ${sku}`).toBe(404);
      expect(res.json().code).toBe('notFound');
      expect(setCookie(res, 'vitrina_cart')).toBeUndefined();
    }
    // The other site's item is sold on its own site.
    expect((await add(OTHER_ITEM, 'OTRO-1', 1, { host: OTHER_HOST, websiteId: OTHER_ID })).statusCode).toBe(201);
  });

  it('a cart token works on its own site only', async () => {
    const mine = await add(HOGAZA, 'PAN-1', 1);
    const there = await call('GET', CART_PATH, { host: OTHER_HOST, cookie: cartCookie(mine), crumb: false });
    expect(answer(there)).toMatchObject({ websiteId: OTHER_ID, entries: [] });
    const added = await add(OTHER_ITEM, 'OTRO-1', 1, { host: OTHER_HOST, websiteId: OTHER_ID, cookie: cartCookie(mine) });
    expect(cookieValue(added, 'vitrina_cart')).not.toBe(cookieValue(mine, 'vitrina_cart'));
    expect(qty(await call('GET', CART_PATH, { cookie: cartCookie(mine), crumb: false }), 'PAN-1')).toBe(1);
  });

  it('malformed bodies: 400; a huge body: 413; wrong types never a 500', async () => {
    expect((await call('POST', CART_ENTRIES_PATH, { body: '{"itemId":' })).statusCode).toBe(400);
    expect((await call('POST', CART_ENTRIES_PATH, { body: { itemId: 'x', sku: 'PAN-1' } })).statusCode).toBe(400);
    expect((await call('POST', CART_ENTRIES_PATH, { body: { itemId: HOGAZA, sku: 'x'.repeat(61) } })).statusCode).toBe(400);
    expect((await call('POST', CART_ENTRIES_PATH, { body: [1, 2] })).statusCode).toBe(400);
    const huge = await call('POST', CART_ENTRIES_PATH, { body: { itemId: HOGAZA, sku: 'PAN-1', note: 'x'.repeat(10_000) } });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('payloadTooLarge');
  });

  it('every write needs the crumb: 403 crumbFail without it', async () => {
    const first = await add(HOGAZA, 'PAN-1', 1);
    const cookie = cartCookie(first);
    for (const res of [
      await add(HOGAZA, 'PAN-1', 1, { crumb: false, cookie }),
      await call('PUT', entryPath('PAN-1'), { crumb: false, cookie, body: { quantity: 2 } }),
      await call('DELETE', entryPath('PAN-1'), { crumb: false, cookie }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('crumbFail');
    }
    // A crumb of another site does not pass either.
    expect((await add(HOGAZA, 'PAN-1', 1, { websiteId: OTHER_ID, cookie })).statusCode).toBe(403);
    expect(qty(await call('GET', CART_PATH, { cookie, crumb: false }), 'PAN-1')).toBe(1);
  });

  it('setQuantity: sets, refuses past the stock, 0 removes; 404 for a sku not in the cart', async () => {
    const cookie = cartCookie(await add(HOGAZA, 'PAN-1', 1));
    await add(CAFE, 'CAF-250', 1, { cookie });
    const set = await call('PUT', entryPath('PAN-1'), { cookie, body: { quantity: 4 } });
    expect(set.statusCode).toBe(200);
    expect(qty(set, 'PAN-1')).toBe(4);
    expect(cookieValue(set, 'vitrina_cart_summary')).toBe('5.60000');
    const over = await call('PUT', entryPath('PAN-1'), { cookie, body: { quantity: 5 } });
    expect(over.statusCode).toBe(400);
    expect(over.json().error).toBe('No se pudo actualizar la cantidad. Solo quedan 4 unidades disponibles. Ya tienes 4 en tu carrito.');
    expect((await call('PUT', entryPath('PAN-1'), { cookie, body: { quantity: 100 } })).statusCode).toBe(400);
    expect((await call('PUT', entryPath('PAN-1'), { cookie, body: { quantity: -1 } })).statusCode).toBe(400);
    expect((await call('PUT', entryPath('PAN-1'), { cookie, body: { quantity: '3' } })).statusCode).toBe(200);
    expect((await call('PUT', entryPath('NOPE'), { cookie, body: { quantity: 1 } })).statusCode).toBe(404);
    expect((await call('PUT', entryPath('GUIA-PDF'), { cookie, body: { quantity: 1 } })).statusCode).toBe(404);
    const zero = await call('PUT', entryPath('PAN-1'), { cookie, body: { quantity: 0 } });
    expect(zero.statusCode).toBe(200);
    expect(answer(zero).entries.map((e) => e.sku)).toEqual(['CAF-250']);
    // No cart at all: nothing to set.
    expect((await call('PUT', entryPath('PAN-1'), { body: { quantity: 1 } })).statusCode).toBe(404);
  });

  it('removeFromCart: removes; a second time 404', async () => {
    const cookie = cartCookie(await add(HOGAZA, 'PAN-1', 2));
    const res = await call('DELETE', entryPath('PAN-1'), { cookie });
    expect(res.statusCode).toBe(200);
    expect(answer(res)).toMatchObject({ entries: [], totalQuantity: 0 });
    expect(cookieValue(res, 'vitrina_cart_summary')).toBe('0.0');
    expect((await call('DELETE', entryPath('PAN-1'), { cookie })).statusCode).toBe(404);
    expect((await call('DELETE', entryPath('x'.repeat(61)), { cookie })).statusCode).toBe(404);
  });

  it('a purchased cart takes no change: the next add starts a new cart; GET shows none and clears the cookies', async () => {
    const first = await add(HOGAZA, 'PAN-1', 1);
    const cookie = cartCookie(first);
    const id = answer(first).id;
    await t.db.updateTable('carts').set({ order_id: 'dddddddddddddddddddddddd' }).where('id', '=', id).execute();
    expect((await call('PUT', entryPath('PAN-1'), { cookie, body: { quantity: 2 } })).statusCode).toBe(404);
    expect((await call('DELETE', entryPath('PAN-1'), { cookie })).statusCode).toBe(404);
    const got = await call('GET', CART_PATH, { cookie, crumb: false });
    expect(answer(got).entries).toEqual([]);
    expect(setCookie(got, 'vitrina_cart')).toMatch(/^vitrina_cart=;/);
    expect(setCookie(got, 'vitrina_cart_summary')).toMatch(/^vitrina_cart_summary=;/);
    const next = await add(CAFE, 'CAF-250', 1, { cookie });
    expect(next.statusCode).toBe(201);
    expect(answer(next).id).not.toBe(id);
    expect(answer(next).entries.map((e) => e.sku)).toEqual(['CAF-250']);
    const kept = await t.db.selectFrom('cart_entries').select(['sku', 'quantity']).where('cart_id', '=', id).execute();
    expect(kept.map((r) => [r.sku, Number(r.quantity)])).toEqual([['PAN-1', 1]]);
  });

  it('malformed or unknown cart cookies are nothing; of several cookies the live one counts', async () => {
    for (const cookie of ['vitrina_cart=not-a-token', `vitrina_cart=${'A'.repeat(43)}`, 'vitrina_cart=%00%01', `vitrina_cart=${'x'.repeat(4000)}`]) {
      const got = await call('GET', CART_PATH, { cookie, crumb: false });
      expect(got.statusCode, cookie.slice(0, 30)).toBe(200);
      expect(answer(got).entries).toEqual([]);
      const added = await add(HOGAZA, 'PAN-1', 1, { cookie });
      expect(added.statusCode).toBe(201);
      expect(answer(added).totalQuantity).toBe(1);
    }
    const live = await add(CAFE, 'CAF-250', 2);
    const both = `vitrina_cart=${'B'.repeat(43)}; ${cartCookie(live)}`;
    expect(qty(await call('GET', CART_PATH, { cookie: both, crumb: false }), 'CAF-250')).toBe(2);
    expect(qty(await add(CAFE, 'CAF-250', 1, { cookie: both }), 'CAF-250')).toBe(3);
  });

  it('20 adds of one sku at once to one cart: none lost', async () => {
    const cookie = cartCookie(await add(HOGAZA, 'PAN-1', 1));
    const results = await Promise.all(Array.from({ length: 20 }, () => add(CAFE, 'CAF-250', 1, { cookie })));
    expect(results.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    expect(qty(await call('GET', CART_PATH, { cookie, crumb: false }), 'CAF-250')).toBe(20);
  });

  it('adds at once never take an entry past the stock', async () => {
    const cookie = cartCookie(await add(GUIA, 'GUIA-PDF', 1));
    const results = await Promise.all(Array.from({ length: 6 }, () => add(HOGAZA, 'PAN-1', 1, { cookie })));
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(4);
    expect(results.filter((r) => r.statusCode === 400)).toHaveLength(2);
    expect(qty(await call('GET', CART_PATH, { cookie, crumb: false }), 'PAN-1')).toBe(4);
  });

  it('rate-limited per address: 429 with Retry-After past the limit', async () => {
    const ip = '10.99.0.1';
    let last: Res | undefined;
    for (let i = 0; i <= PER_MINUTE; i++) last = await call('GET', CART_PATH, { ip, crumb: false });
    expect(last!.statusCode).toBe(429);
    expect(last!.json().code).toBe('rateLimited');
    expect(Number(last!.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('members’ sign-out and the cart', () => {
  it('cloneCart=false clears the cart cookies (the cart stays); true or absent keeps them', async () => {
    const cookie = cartCookie(await add(HOGAZA, 'PAN-1', 1));
    const out = await call('DELETE', `${MEMBER_SESSION_PATH}?cloneCart=false`, { cookie });
    expect(out.statusCode).toBe(204);
    expect(setCookie(out, 'vitrina_cart')).toMatch(/^vitrina_cart=;/);
    expect(setCookie(out, 'vitrina_cart_summary')).toMatch(/^vitrina_cart_summary=;/);
    expect(qty(await call('GET', CART_PATH, { cookie, crumb: false }), 'PAN-1')).toBe(1);
    for (const query of ['?cloneCart=true', '']) {
      const kept = await call('DELETE', `${MEMBER_SESSION_PATH}${query}`, { cookie });
      expect(kept.statusCode).toBe(204);
      expect(setCookie(kept, 'vitrina_cart')).toBeUndefined();
    }
    const crumb = t.app.vitrina.crumbs.mint(MINI_ID);
    const formOut = await t.app.inject({
      method: 'POST',
      url: '/cuenta/salir',
      headers: { host: MINI_HOST, 'content-type': 'application/x-www-form-urlencoded', cookie: `crumb=${crumb}; ${cookie}` },
      payload: `crumb=${encodeURIComponent(crumb)}&cloneCart=false`,
    });
    expect(formOut.statusCode).toBe(303);
    expect(setCookie(formOut, 'vitrina_cart')).toMatch(/^vitrina_cart=;/);
  });
});

describe('expired carts', () => {
  it('the sweep deletes carts untouched for their lifetime, with their entries; never a purchased one', async () => {
    const old = answer(await add(HOGAZA, 'PAN-1', 1)).id;
    const bought = answer(await add(HOGAZA, 'PAN-1', 1)).id;
    const fresh = answer(await add(HOGAZA, 'PAN-1', 1)).id;
    const past = Date.now() - CART_LIFETIME_MS - 1000;
    await t.db.updateTable('carts').set({ updated_at: past }).where('id', 'in', [old, bought]).execute();
    await t.db.updateTable('carts').set({ order_id: 'eeeeeeeeeeeeeeeeeeeeeeee' }).where('id', '=', bought).execute();
    expect(await new CartService(t.db).sweep()).toBeGreaterThanOrEqual(1);
    const left = (await t.db.selectFrom('carts').select('id').where('id', 'in', [old, bought, fresh]).execute()).map((r) => r.id);
    expect(left.sort()).toEqual([bought, fresh].sort());
    expect(await t.db.selectFrom('cart_entries').select('sku').where('cart_id', '=', old).execute()).toEqual([]);
  });

  it('an expired cart is no cart: its cookie gets an empty answer', async () => {
    const res = await add(HOGAZA, 'PAN-1', 1);
    await t.db.updateTable('carts').set({ updated_at: Date.now() - CART_LIFETIME_MS - 1 }).where('id', '=', answer(res).id).execute();
    expect(answer(await call('GET', CART_PATH, { cookie: cartCookie(res), crumb: false })).entries).toEqual([]);
  });
});
