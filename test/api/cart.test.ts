import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CartService } from '../../src/server/commerce/index.ts';
import { cartIdOf } from '../../src/server/commerce/cart-repo.ts';
import { MINI_HOST, MINI_ID } from '../../src/server/forms/test-client.ts';
import { CART_LIFETIME_MS } from '../../src/shared/commerce.ts';
import { CART_ENTRIES_PATH, CART_PATH, CartAnswer } from '../../src/shared/contracts/commerce.ts';
import { MEMBER_SESSION_PATH } from '../../src/shared/contracts/site-users.ts';
import { createTestApp, readSite } from '../helpers/app.ts';

// Issue 16, the cart (docs/commerce.md "Cart"): every call and refusal on both databases, the
// cookies, money only from the catalogue, the cart page and its forms, the checkout's entry,
// sign-out with cloneCart, concurrency, and the sweep of expired carts.

const TIENDA = 'aaaaaaaaaaaaaaaaaaaaaa06';
const HOGAZA = 'aaaaaaaaaaaaaaaaaaaaaa07'; // PAN-1, $85.00, 4 in stock (the mini site)
const CAFE = 'aaaaaaaaaaaaaaaaaaaaaa30'; // CAF-250 $260.00 (150), CAF-1000 $890.00 (2)
const GUIA = 'aaaaaaaaaaaaaaaaaaaaaa31'; // GUIA-PDF, digital, unlimited
const BORRADOR = 'aaaaaaaaaaaaaaaaaaaaaa32'; // a draft
const CLUB = 'aaaaaaaaaaaaaaaaaaaaaa33'; // a members-only store
const SOCIO = 'aaaaaaaaaaaaaaaaaaaaaa34'; // CLUB-1 in it
const OTHER_ID = 'bbbbbbbbbbbbbbbbbbbbbbbb';
const OTHER_HOST = 'otro.vitrina.test';
const OTHER_ITEM = 'bbbbbbbbbbbbbbbbbbbbbb40'; // OTRO-1 on the other site
const PER_MINUTE = 60;

let t: Awaited<ReturnType<typeof createTestApp>>;
let ipCount = 0;
const nextIp = () => `10.16.${Math.floor(++ipCount / 250)}.${ipCount % 250}`;

const product = (id: string, urlId: string, title: string, productType: string, variants: object[], extra: object = {}) => ({
  id, urlId, title, recordType: 11, publishedOn: '2026-01-10T10:00:00.000Z', product: { productType, variants }, ...extra,
});

function miniStore() {
  const site = readSite();
  const tienda = site.collections.find((c: any) => c.id === TIENDA);
  tienda.items.push(
    product(CAFE, 'cafe', 'Café de Oaxaca', 'PHYSICAL', [
      { sku: 'CAF-250', priceCents: 26000, qtyInStock: 150, optionValues: ['250 g'], weight: 0.3 },
      { sku: 'CAF-1000', priceCents: 89000, qtyInStock: 2, optionValues: ['1 kg'], weight: 1.1 },
    ]),
    product(GUIA, 'guia', 'Guía digital', 'DIGITAL', [{ sku: 'GUIA-PDF', priceCents: 14900, unlimited: true }]),
    product(BORRADOR, 'borrador', 'Borrador', 'PHYSICAL', [{ sku: 'DRAFT-1', priceCents: 100, qtyInStock: 5 }], { status: 'draft' }),
  );
  site.collections.push({ id: CLUB, urlId: 'club', title: 'Tienda del club', type: 13, permissionType: 'members', items: [product(SOCIO, 'socio', 'Pan del club', 'PHYSICAL', [{ sku: 'CLUB-1', priceCents: 100, qtyInStock: 5 }])] });
  return site;
}

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true' }, { cartPerMinute: PER_MINUTE });
  await t.publish(miniStore());
  const other = readSite();
  other.website = { ...other.website, id: OTHER_ID, identifier: 'otro', domains: [] };
  other.collections.push({ id: 'bbbbbbbbbbbbbbbbbbbbbb39', urlId: 'otra-tienda', title: 'Otra', type: 13, items: [product(OTHER_ITEM, 'otro', 'Otro', 'PHYSICAL', [{ sku: 'OTRO-1', priceCents: 1, qtyInStock: 9 }])] });
  await t.publish(other);
});
afterAll(() => t.close());

type Res = Awaited<ReturnType<typeof t.app.inject>>;
const setCookies = (res: Res) => ([] as string[]).concat((res.headers['set-cookie'] as string | string[] | undefined) ?? []);
const setCookie = (res: Res, name: string) => setCookies(res).find((c) => c.startsWith(`${name}=`));
const cookieValue = (res: Res, name: string) => setCookie(res, name)?.split(';')[0].slice(name.length + 1);
/** The cart cookie of an answer, as the browser sends it back. */
const cartCookie = (res: Res) => `vitrina_cart=${cookieValue(res, 'vitrina_cart')}`;

interface CallOptions {
  body?: unknown;
  cookie?: string;
  crumb?: boolean;
  host?: string;
  ip?: string;
  headers?: Record<string, string>;
  websiteId?: string;
}

/** A JSON call as the runtime sends it: crumb cookie and header (unless `crumb: false`), a fresh address. */
function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, o: CallOptions = {}) {
  const crumb = o.crumb === false ? undefined : t.app.vitrina.crumbs.mint(o.websiteId ?? MINI_ID);
  const cookie = [crumb ? `crumb=${crumb}` : '', o.cookie ?? ''].filter(Boolean).join('; ');
  return t.app.inject({
    method,
    url,
    remoteAddress: o.ip ?? nextIp(),
    headers: {
      host: o.host ?? MINI_HOST,
      ...(o.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...(cookie ? { cookie } : {}),
      ...(crumb ? { 'x-csrf-token': crumb } : {}),
      ...o.headers,
    },
    ...(o.body !== undefined ? { payload: typeof o.body === 'string' ? o.body : JSON.stringify(o.body) } : {}),
  });
}
const add = (itemId: string, sku: string, quantity?: number, o: CallOptions = {}) => call('POST', CART_ENTRIES_PATH, { ...o, body: { itemId, sku, ...(quantity === undefined ? {} : { quantity }) } });
const entryPath = (sku: string) => `${CART_PATH}/entries/${encodeURIComponent(sku)}`;
const answer = (res: Res) => v.parse(CartAnswer, res.json());
const qty = (res: Res, sku: string) => answer(res).entries.find((e) => e.sku === sku)?.quantity;

/** A plain form post to the cart page, as a browser sends it (with a valid crumb unless `crumb: false`). */
function form(fields: Record<string, string>, o: { cookie?: string; crumb?: boolean; headers?: Record<string, string> } = {}) {
  const crumb = o.crumb === false ? undefined : t.app.vitrina.crumbs.mint(MINI_ID);
  const cookie = [crumb ? `crumb=${crumb}` : '', o.cookie ?? ''].filter(Boolean).join('; ');
  return t.app.inject({
    method: 'POST',
    url: '/carrito',
    remoteAddress: nextIp(),
    headers: { host: MINI_HOST, 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', ...(cookie ? { cookie } : {}), ...o.headers },
    payload: new URLSearchParams({ ...(crumb ? { crumb } : {}), ...fields }).toString(),
  });
}
const page = (url: string, cookie = '') => t.app.inject({ method: 'GET', url, remoteAddress: nextIp(), headers: { host: MINI_HOST, 'accept-encoding': 'identity', ...(cookie ? { cookie } : {}) } });

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
