import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { createCart } from '../../src/server/commerce/cart-repo.ts';
import type { Database } from '../../src/server/db/schema.ts';
import { MINI_HOST, MINI_ID } from '../../src/server/forms/test-client.ts';
import { readSite } from './app.ts';

/** Item ids and skus of the test store (the mini site's «tienda» made a real store). */
export const STORE = {
  bread: { itemId: 'aaaaaaaaaaaaaaaaaaaaaa07', sku: 'PAN-1', price: 8500 },
  mug: { itemId: 'aaaaaaaaaaaaaaaaaaaaaa31', sku: 'TAZA-1', price: 25000 },
  last: { itemId: 'aaaaaaaaaaaaaaaaaaaaaa32', sku: 'ULTIMA-1', price: 30000 },
  book: { itemId: 'aaaaaaaaaaaaaaaaaaaaaa33', sku: 'RECETARIO-1', price: 15000 },
  cheap: { itemId: 'aaaaaaaaaaaaaaaaaaaaaa34', sku: 'GALLETA-1', price: 2000 },
} as const;
export type StoreItem = (typeof STORE)[keyof typeof STORE];

const product = (id: string, urlId: string, title: string, productType: string, variant: Record<string, unknown>) => ({
  id, urlId, title, recordType: 11, publishedOn: '2026-01-10T10:00:00.000Z', product: { productType, variants: [variant] },
});

/** The mini site with a store: MXN, IVA included, shipping to MX and US, coupons, a minimum; `stock` sets the units of ULTIMA-1. */
export function storeSite(stock = { last: 5, mug: 1000 }): any {
  const site = readSite();
  site.settings.storeSettings = {
    selectedCurrency: 'MXN',
    shipsTo: ['MX', 'US'],
    shippingOptions: [
      { id: 'estandar', name: 'Envío estándar', description: 'De 3 a 5 días', countries: ['MX'], kind: 'flat', priceCents: 9900, freeAboveCents: 90000 },
      { id: 'usa', name: 'Envío a Estados Unidos', countries: ['US'], kind: 'flat', priceCents: 49900 },
    ],
    taxRules: [{ country: 'MX', name: 'IVA', rateBasisPoints: 1600, includesShipping: true }],
    pricesIncludeTax: true,
    coupons: [
      { code: 'BIENVENIDA10', kind: 'percent', percent: 10, oncePerCustomer: true },
      { code: 'UNICO', kind: 'fixed', amountCents: 5000, limit: 1 },
      { code: 'ENVIOGRATIS', kind: 'freeShipping' },
      { code: 'VENCIDO', kind: 'percent', percent: 50, expiresAt: '2020-01-01T00:00:00.000Z' },
      { code: 'GRANDE', kind: 'fixed', amountCents: 1000, minSubtotalCents: 1000000 },
    ],
    minimumSubtotalCents: 10000,
    orderNotificationEmail: 'pedidos@panaderia.mx',
  };
  const tienda = site.collections.find((c: any) => c.urlId === 'tienda');
  tienda.items = [
    product(STORE.bread.itemId, 'hogaza', 'Hogaza de centeno', 'PHYSICAL', { sku: STORE.bread.sku, priceCents: STORE.bread.price, qtyInStock: 40, weight: 0.8 }),
    product(STORE.mug.itemId, 'taza', 'Taza de barro', 'PHYSICAL', { sku: STORE.mug.sku, priceCents: STORE.mug.price, qtyInStock: stock.mug, weight: 0.4 }),
    product(STORE.last.itemId, 'ultima', 'Canasta de temporada', 'PHYSICAL', { sku: STORE.last.sku, priceCents: STORE.last.price, qtyInStock: stock.last, weight: 2 }),
    product(STORE.book.itemId, 'recetario', 'Recetario digital', 'DIGITAL', { sku: STORE.book.sku, priceCents: STORE.book.price }),
    product(STORE.cheap.itemId, 'galleta', 'Galleta', 'PHYSICAL', { sku: STORE.cheap.sku, priceCents: STORE.cheap.price, qtyInStock: 100 }),
  ];
  return site;
}

/** A new cart of the site holding `lines`; answers its cookie token and id. */
export async function cartWith(db: Kysely<Database>, lines: Array<[StoreItem, number]>, websiteId = MINI_ID): Promise<{ token: string; id: string }> {
  const { token, cart } = await createCart(db, websiteId);
  let at = Date.now();
  for (const [item, quantity] of lines) {
    await db.insertInto('cart_entries').values({ cart_id: cart.id, website_id: websiteId, sku: item.sku, item_id: item.itemId, quantity, added_at: at++ }).execute();
  }
  return { token, id: cart.id };
}

/** A Mexican address as the details form sends it. */
export const MX_DETAILS = { email: 'ana@ejemplo.com', name: 'Ana Pérez', line1: 'Calle Macedonio Alcalá 401', line2: 'Centro', city: 'Oaxaca de Juárez', region: 'OAX', postalCode: '68000', country: 'MX', phone: '951 123 4567' };
/** The test card that is paid. */
export const GOOD_CARD = { cardNumber: '4242 4242 4242 4242', cardExpiry: '12/34', cardCvc: '123', cardName: 'ANA PEREZ' };
/** The test card that is declined. */
export const DECLINED = { ...GOOD_CARD, cardNumber: '4000 0000 0000 0002' };

let ip = 0;
/** A client address of its own (the pay limits count per address). */
export const nextIp = () => `10.16.${Math.floor(++ip / 250) % 250}.${ip % 250}`;

/** Checkout calls in-process, as a browser with the cart cookie and a valid crumb sends them. */
export function checkoutClient(app: FastifyInstance, host = MINI_HOST, websiteId = MINI_ID) {
  const crumb = app.vitrina.crumbs.mint(websiteId);
  const cookie = (token?: string) => `crumb=${crumb}${token ? `; vitrina_cart=${token}` : ''}`;
  return {
    get: (url: string, token?: string) => app.inject({ method: 'GET', url, headers: { host, cookie: cookie(token) } }),
    post: (token: string | undefined, fields: Record<string, string>, opts: { ip?: string; crumb?: boolean } = {}) =>
      app.inject({
        method: 'POST',
        url: '/checkout',
        remoteAddress: opts.ip ?? nextIp(),
        headers: { host, 'content-type': 'application/x-www-form-urlencoded', cookie: cookie(token) },
        payload: new URLSearchParams({ ...(opts.crumb === false ? {} : { crumb }), ...fields }).toString(),
      }),
  };
}

/** The idempotency key the checkout page minted for its payment form. */
export const payKey = (html: string) => /name="key" value="([A-Za-z0-9_-]+)"/.exec(html)?.[1];

/** A fresh payment key of the shape the page mints. */
export const freshKey = () => Buffer.from(crypto.getRandomValues(new Uint8Array(24))).toString('base64url');
