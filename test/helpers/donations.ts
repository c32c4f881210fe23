import type { FastifyInstance } from 'fastify';
import { MINI_HOST, MINI_ID } from '../../src/server/forms/test-client.ts';
import { nextIp, storeSite } from './checkout.ts';

/** The test store's donation pages: the school fund (suggested + custom, $50–$20,000) and one with fixed amounts only. */
export const FUND = { id: 'fondo-escolar', title: 'Fondo escolar de Pluma Hidalgo', suggested: [10000, 25000, 50000], min: 5000, max: 2000000 } as const;
export const FIXED = { id: 'solo-sugeridos', title: 'Útiles para el ciclo escolar', suggested: [20000, 40000] } as const;

/** The store site (test/helpers/checkout.ts) with two donation pages and the time zone of Oaxaca. */
export function donationSite(): any {
  const site = storeSite();
  site.settings.timeZone = 'America/Mexico_City';
  site.settings.storeSettings.donationPages = [
    {
      id: FUND.id, title: FUND.title, description: 'Cuadernos, libros y desayunos para las hijas e hijos de las familias cafetaleras.',
      suggestedAmountsCents: [...FUND.suggested], minCents: FUND.min, maxCents: FUND.max, allowCustom: true,
      thankYouText: 'Con tu ayuda, 40 niñas y niños empiezan el ciclo con todo lo que necesitan.', receiptNote: 'Este donativo no es deducible de impuestos.',
    },
    { id: FIXED.id, title: FIXED.title, suggestedAmountsCents: [...FIXED.suggested], minCents: 20000, maxCents: 40000, allowCustom: false },
  ];
  return site;
}

/** A fresh idempotency key of the shape the page mints. */
export const donationKey = () => Buffer.from(crypto.getRandomValues(new Uint8Array(24))).toString('base64url');
/** The key the donation page minted for its form. */
export const formKey = (html: string) => /name="key" value="([A-Za-z0-9_-]+)"/.exec(html)?.[1];

/** The donation form as a browser sends it with a valid crumb (in-process). */
export function donateClient(app: FastifyInstance, host = MINI_HOST, websiteId = MINI_ID) {
  const crumb = app.vitrina.crumbs.mint(websiteId);
  return {
    get: (url: string) => app.inject({ method: 'GET', url, headers: { host, cookie: `crumb=${crumb}` } }),
    post: (fields: Record<string, string>, opts: { ip?: string; crumb?: boolean; pageId?: string } = {}) =>
      app.inject({
        method: 'POST',
        url: `/checkout/donate?donatePageId=${encodeURIComponent(opts.pageId ?? fields.donatePageId ?? FUND.id)}`,
        remoteAddress: opts.ip ?? nextIp(),
        headers: { host, 'content-type': 'application/x-www-form-urlencoded', cookie: `crumb=${crumb}` },
        payload: new URLSearchParams({ ...(opts.crumb === false ? {} : { crumb }), ...fields }).toString(),
      }),
  };
}

/** The message with its quoted-printable parts decoded (soft line breaks joined, =XX bytes read as UTF-8). */
export function decoded(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  return Buffer.from(joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');
}
