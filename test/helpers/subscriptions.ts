import type { FastifyInstance } from 'fastify';
import { MINI_HOST, MINI_ID } from '../../src/server/forms/test-client.ts';
import { readSite } from './app.ts';
import { nextIp, storeSite } from './checkout.ts';

// Subscriptions' test store (docs/commerce-subscriptions.md): the checkout's store with three
// subscription products, a second site with one of its own, and a client of the subscribe routes.

/** Item ids and skus of the subscription products. */
export const SUBS = {
  /** Monthly, until cancelled, ships (physical): $250.00. */
  coffee: { itemId: 'aaaaaaaaaaaaaaaaaaaaaa41', sku: 'CAFE-MES', price: 25000 },
  /** Every 2 weeks, 2 payments, digital: $150.00. */
  course: { itemId: 'aaaaaaaaaaaaaaaaaaaaaa42', sku: 'CURSO-2', price: 15000 },
} as const;
export const OTHER = { id: 'bbbbbbbbbbbbbbbbbbbbbbbb', host: 'otro.vitrina.test', itemId: 'bbbbbbbbbbbbbbbbbbbbbb41', sku: 'OTRO-SUB' } as const;

/** The checkout's store plus the subscription products. */
export function subscriptionSite(): any {
  const site = storeSite();
  const tienda = site.collections.find((c: any) => c.urlId === 'tienda');
  tienda.items.push(
    { id: SUBS.coffee.itemId, urlId: 'cafe-del-mes', title: 'Suscripción: café del mes', recordType: 11, publishedOn: '2026-01-10T10:00:00.000Z', product: { productType: 'PHYSICAL', variants: [{ sku: SUBS.coffee.sku, priceCents: SUBS.coffee.price, unlimited: true, weight: 0.5 }], subscriptionPlan: { billingPeriod: { value: 1, unit: 'month' }, numBillingCycles: 0 } } },
    { id: SUBS.course.itemId, urlId: 'curso', title: 'Curso de barismo', recordType: 11, publishedOn: '2026-01-10T10:00:00.000Z', product: { productType: 'DIGITAL', variants: [{ sku: SUBS.course.sku, priceCents: SUBS.course.price, unlimited: true }], subscriptionPlan: { billingPeriod: { value: 2, unit: 'week' }, numBillingCycles: 2 } } },
  );
  return site;
}

/** Another website with a subscription product of its own. */
export function otherSubscriptionSite(): any {
  const other = readSite();
  other.website = { ...other.website, id: OTHER.id, identifier: 'otro', domains: [] };
  other.settings.storeSettings = { selectedCurrency: 'MXN' };
  other.collections.push({ id: 'bbbbbbbbbbbbbbbbbbbbbb39', urlId: 'otra-tienda', title: 'Otra', type: 13, items: [{ id: OTHER.itemId, urlId: 'otro', title: 'Otro', recordType: 11, publishedOn: '2026-01-10T10:00:00.000Z', product: { productType: 'DIGITAL', variants: [{ sku: OTHER.sku, priceCents: 1000, unlimited: true }], subscriptionPlan: { billingPeriod: { value: 1, unit: 'month' } } } }] });
  return other;
}

/** The subscribe routes in-process, as a browser on the site sends them (same-origin, the crumb cookie). */
export function subscribeClient(app: FastifyInstance, host = MINI_HOST, websiteId = MINI_ID) {
  const crumb = app.vitrina.crumbs.mint(websiteId);
  const form = (url: string, fields: Record<string, string>, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, remoteAddress: nextIp(), headers: { host, 'content-type': 'application/x-www-form-urlencoded', cookie: `crumb=${crumb}`, 'sec-fetch-site': 'same-origin', ...headers }, payload: new URLSearchParams(fields).toString() });
  return {
    crumb,
    get: (url: string) => app.inject({ method: 'GET', url, headers: { host, cookie: `crumb=${crumb}` } }),
    /** POST /commerce/subscribe; answers the checkout's address (`/checkout/subscribe?cartToken=…`). */
    start: (itemId: string, sku: string, headers: Record<string, string> = {}) => form('/commerce/subscribe', { itemId, sku }, headers),
    /** A form of the subscribe checkout (crumb included). */
    post: (path: string, fields: Record<string, string>) => form(path, { crumb, ...fields }),
    /** A form without the crumb field. */
    postBare: form,
  };
}

/** The cart token of a subscribe checkout address. */
export const cartTokenOf = (location: string) => new URL(location, 'https://x.invalid').searchParams.get('cartToken') ?? '';
