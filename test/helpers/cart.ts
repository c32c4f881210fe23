import * as v from 'valibot';
import { afterAll, beforeAll } from 'vitest';
import { MINI_HOST, MINI_ID } from '../../src/server/forms/test-client.ts';
import { CART_ENTRIES_PATH, CART_PATH, CartAnswer } from '../../src/shared/contracts/commerce.ts';
import { createTestApp, readSite } from './app.ts';
import { nextIp } from './checkout.ts';

// The cart's tests (test/api/cart.test.ts, cart-page.test.ts): the store they buy from, the calls
// as the runtime and a browser's forms send them, and the cookies of the answers.

export const TIENDA = 'aaaaaaaaaaaaaaaaaaaaaa06';
export const HOGAZA = 'aaaaaaaaaaaaaaaaaaaaaa07'; // PAN-1, $85.00, 4 in stock (the mini site)
export const CAFE = 'aaaaaaaaaaaaaaaaaaaaaa30'; // CAF-250 $260.00 (150), CAF-1000 $890.00 (2)
export const GUIA = 'aaaaaaaaaaaaaaaaaaaaaa31'; // GUIA-PDF, digital, unlimited
export const BORRADOR = 'aaaaaaaaaaaaaaaaaaaaaa32'; // a draft
export const CLUB = 'aaaaaaaaaaaaaaaaaaaaaa33'; // a members-only store
export const SOCIO = 'aaaaaaaaaaaaaaaaaaaaaa34'; // CLUB-1 in it
export const OTHER_ID = 'bbbbbbbbbbbbbbbbbbbbbbbb';
export const OTHER_HOST = 'otro.vitrina.test';
export const OTHER_ITEM = 'bbbbbbbbbbbbbbbbbbbbbb40'; // OTRO-1 on the other site
export const PER_MINUTE = 60;

export let t: Awaited<ReturnType<typeof createTestApp>>;

export const product = (id: string, urlId: string, title: string, productType: string, variants: object[], extra: object = {}) => ({
  id, urlId, title, recordType: 11, publishedOn: '2026-01-10T10:00:00.000Z', product: { productType, variants }, ...extra,
});

export function miniStore() {
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

/** Registers the hooks of a cart test file: the mini site's store with a few more products (`t`), and another site with a store of its own. */
export function cartStore(): void {
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' }, { cartPerMinute: PER_MINUTE });
    await t.publish(miniStore());
    const other = readSite();
    other.website = { ...other.website, id: OTHER_ID, identifier: 'otro', domains: [] };
    other.collections.push({ id: 'bbbbbbbbbbbbbbbbbbbbbb39', urlId: 'otra-tienda', title: 'Otra', type: 13, items: [product(OTHER_ITEM, 'otro', 'Otro', 'PHYSICAL', [{ sku: 'OTRO-1', priceCents: 1, qtyInStock: 9 }])] });
    await t.publish(other);
  });
  afterAll(() => t.close());
}

export type Res = Awaited<ReturnType<typeof t.app.inject>>;
export const setCookies = (res: Res) => ([] as string[]).concat((res.headers['set-cookie'] as string | string[] | undefined) ?? []);
export const setCookie = (res: Res, name: string) => setCookies(res).find((c) => c.startsWith(`${name}=`));
export const cookieValue = (res: Res, name: string) => setCookie(res, name)?.split(';')[0].slice(name.length + 1);
/** The cart cookie of an answer, as the browser sends it back. */
export const cartCookie = (res: Res) => `vitrina_cart=${cookieValue(res, 'vitrina_cart')}`;

export interface CallOptions {
  body?: unknown;
  cookie?: string;
  crumb?: boolean;
  host?: string;
  ip?: string;
  headers?: Record<string, string>;
  websiteId?: string;
}

/** A JSON call as the runtime sends it: crumb cookie and header (unless `crumb: false`), a fresh address. */
export function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, o: CallOptions = {}) {
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
export const add = (itemId: string, sku: string, quantity?: number, o: CallOptions = {}) => call('POST', CART_ENTRIES_PATH, { ...o, body: { itemId, sku, ...(quantity === undefined ? {} : { quantity }) } });
export const entryPath = (sku: string) => `${CART_PATH}/entries/${encodeURIComponent(sku)}`;
export const answer = (res: Res) => v.parse(CartAnswer, res.json());
export const qty = (res: Res, sku: string) => answer(res).entries.find((e) => e.sku === sku)?.quantity;

/** A plain form post to the cart page, as a browser sends it (with a valid crumb unless `crumb: false`). */
export function form(fields: Record<string, string>, o: { cookie?: string; crumb?: boolean; headers?: Record<string, string> } = {}) {
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
export const page = (url: string, cookie = '') => t.app.inject({ method: 'GET', url, remoteAddress: nextIp(), headers: { host: MINI_HOST, 'accept-encoding': 'identity', ...(cookie ? { cookie } : {}) } });
