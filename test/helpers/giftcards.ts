import type { FastifyInstance } from 'fastify';
import { MINI_HOST, MINI_ID } from '../../src/server/forms/test-client.ts';
import { nextIp, storeSite, type StoreItem } from './checkout.ts';

// Gift cards (issue 17, docs/commerce-giftcards.md): the test store with a gift card product, the
// gift checkout's calls, and reading a code out of a mail.

export const GIFT = {
  itemId: 'aaaaaaaaaaaaaaaaaaaaaa41',
  small: { itemId: 'aaaaaaaaaaaaaaaaaaaaaa41', sku: 'REGALO-500', price: 50000 } as unknown as StoreItem,
  big: { itemId: 'aaaaaaaaaaaaaaaaaaaaaa41', sku: 'REGALO-1000', price: 100000 } as unknown as StoreItem,
};

/** The test store (storeSite) with «Tarjeta de regalo» of $500 and $1,000. */
export function giftSite(): any {
  const site = storeSite();
  const tienda = site.collections.find((c: any) => c.urlId === 'tienda');
  tienda.items.push({
    id: GIFT.itemId,
    urlId: 'tarjeta-de-regalo',
    title: 'Tarjeta de regalo',
    recordType: 11,
    publishedOn: '2026-01-10T10:00:00.000Z',
    product: {
      productType: 'GIFT_CARD',
      options: ['Monto'],
      variants: [
        { sku: GIFT.small.sku, priceCents: GIFT.small.price, unlimited: true, optionValues: ['$500'] },
        { sku: GIFT.big.sku, priceCents: GIFT.big.price, unlimited: true, optionValues: ['$1,000'] },
      ],
    },
  });
  return site;
}

/** The gift checkout's address for a product (and sku). */
export const giftPath = (websiteId = MINI_ID, productId: string = GIFT.itemId, sku?: string) => `/checkout/giftcard?websiteId=${websiteId}&giftCardProductId=${productId}${sku ? `&sku=${sku}` : ''}`;

/** A complete gift form (the test card included). */
export const GIFT_FORM: Record<'sku' | 'recipientName' | 'recipientEmail' | 'message' | 'senderName' | 'senderEmail', string> = { sku: GIFT.small.sku, recipientName: 'Luis Gómez', recipientEmail: 'luis@ejemplo.com', message: '¡Feliz cumpleaños! Disfruta un buen café.', senderName: 'Ana Pérez', senderEmail: 'ana@ejemplo.com' };

/** Gift checkout calls in-process, as a browser with a valid crumb sends them. */
export function giftClient(app: FastifyInstance, host = MINI_HOST, websiteId = MINI_ID) {
  const crumb = app.vitrina.crumbs.mint(websiteId);
  return {
    get: (url: string) => app.inject({ method: 'GET', url, headers: { host, cookie: `crumb=${crumb}` } }),
    post: (url: string, fields: Record<string, string>, ip = nextIp()) =>
      app.inject({ method: 'POST', url, remoteAddress: ip, headers: { host, 'content-type': 'application/x-www-form-urlencoded', cookie: `crumb=${crumb}` }, payload: new URLSearchParams({ crumb, ...fields }).toString() }),
  };
}

/** A gift card code (XXXX-XXXX-XXXX-XXXX) in a text. */
export const codeIn = (text: string) => /\b([2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4})\b/.exec(text)?.[1];

/** The message with its quoted-printable parts decoded. */
export function decodedMail(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  return Buffer.from(joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');
}
