import type { FastifyInstance } from 'fastify';
import { MINI_HOST, MINI_ID } from '../../src/server/forms/test-client.ts';
import { storeSite, STORE } from './checkout.ts';

/**
 * Product reviews in tests (docs/commerce-reviews.md): the test store with reviews asked at once
 * (`requestAfterDays: 0`), a gift card to leave out, and a visitor's review form posts.
 */

/** The gift card of the reviews' test store (never reviewed). */
export const GIFT = { itemId: 'aaaaaaaaaaaaaaaaaaaaaa35', sku: 'TARJETA-1', price: 50000 } as const;

/** The test store of checkout.ts with reviews on (sent at once, open `expiresAfterDays`) and a gift card. */
export function reviewsSite(expiresAfterDays = 60): any {
  const site = storeSite();
  site.settings.storeSettings.reviews = { requestAfterDays: 0, expiresAfterDays };
  const tienda = site.collections.find((c: any) => c.urlId === 'tienda');
  tienda.items.push({ id: GIFT.itemId, urlId: 'tarjeta', title: 'Tarjeta de regalo', recordType: 11, publishedOn: '2026-01-10T10:00:00.000Z', product: { productType: 'GIFT_CARD', variants: [{ sku: GIFT.sku, priceCents: GIFT.price }] } });
  return site;
}

/** The lines of an order of two loaves, a mug and a gift card. */
export const REVIEW_ORDER_LINES = [
  { sku: STORE.bread.sku, itemId: STORE.bread.itemId, title: 'Hogaza de centeno', unitPriceCents: STORE.bread.price, quantity: 2 },
  { sku: STORE.mug.sku, itemId: STORE.mug.itemId, title: 'Taza de barro', unitPriceCents: STORE.mug.price, quantity: 1 },
  { sku: GIFT.sku, itemId: GIFT.itemId, title: 'Tarjeta de regalo', unitPriceCents: GIFT.price, quantity: 1, productType: 'GIFT_CARD' },
];

/** The reviews link of a request mail (its path and query), from the decoded message. */
export const reviewLink = (body: string): string | undefined => /https:\/\/pan\.example\.com(\/commerce\/resenas\/[0-9a-f]{24}\?t=[A-Za-z0-9_%-]+)/.exec(body)?.[1];

/** A visitor's calls on the reviews request page, with a valid crumb (cookie and field) unless told otherwise. */
export function reviewClient(app: FastifyInstance, host = MINI_HOST, websiteId = MINI_ID) {
  const crumb = app.vitrina.crumbs.mint(websiteId);
  return {
    get: (url: string) => app.inject({ method: 'GET', url, headers: { host, cookie: `crumb=${crumb}` } }),
    post: (url: string, fields: Record<string, string>, opts: { crumb?: boolean } = {}) =>
      app.inject({
        method: 'POST',
        url,
        headers: { host, 'content-type': 'application/x-www-form-urlencoded', cookie: `crumb=${crumb}`, origin: `http://${host}` },
        payload: new URLSearchParams({ ...(opts.crumb === false ? {} : { crumb }), ...fields }).toString(),
      }),
  };
}
