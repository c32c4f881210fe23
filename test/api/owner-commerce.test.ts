import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { BOM } from '../../src/server/owner/csv.ts';
import { SiteUserRole } from '../../src/shared/enums.ts';
import { createTestApp, readSite } from '../helpers/app.ts';
import { FakeProvider, insertOrder, stockOf, type FixtureOrder } from '../helpers/orders.ts';

// The owner's store (issue 16, docs/commerce.md "The owner's store"): /config/commerce by role,
// the orders list and one order, fulfil / cancel / refund through the provider (guarded: two posts
// never move an order or refund twice), a refund the provider refuses, the inventory and its marks,
// the CSV, and another website's orders and skus out of reach.
type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
const provider = new FakeProvider();
const SITE = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const HOST = 'mini.vitrina.test';
const OTHER = 'bbbbbbbbbbbbbbbbbbbbbbbb';
const PASSWORD = 'pan de masa madre';
const tokens = new Map<number, string>();
let crumb = '';
/** 2026-03-01 03:30 UTC: still 28 February in Mexico City (UTC−6). */
const MARCH_1 = Date.UTC(2026, 2, 1, 3, 30);
const DAY = 86_400_000;

/** The mini site with a store: a coffee in two sizes (few units, sold out), a digital recipe book, the low mark at 3, the site in Mexico City. */
function storeSite() {
  const site = readSite();
  site.settings = { ...site.settings, timeZone: 'America/Mexico_City', storeSettings: { selectedCurrency: 'MXN', lowStockThreshold: 3 } };
  const shop = site.collections.find((c: any) => c.urlId === 'tienda');
  shop.items.push(
    { id: 'aaaaaaaaaaaaaaaaaaaaaa08', urlId: 'cafe', title: 'Café de Pluma', recordType: 11, publishedOn: '2026-01-11T10:00:00.000Z',
      product: { productType: 'PHYSICAL', options: ['Tamaño'], variants: [{ sku: 'CAFE-250', priceCents: 18000, qtyInStock: 2, optionValues: ['250 g'] }, { sku: 'CAFE-1K', priceCents: 60000, qtyInStock: 0, optionValues: ['1 kg'] }] } },
    { id: 'aaaaaaaaaaaaaaaaaaaaaa09', urlId: 'recetario', title: 'Recetario', recordType: 11, publishedOn: '2026-01-12T10:00:00.000Z',
      product: { productType: 'DIGITAL', variants: [{ sku: 'LIBRO-1', priceCents: 15000 }] } },
    { id: 'aaaaaaaaaaaaaaaaaaaaaa0a', urlId: 'borrador-producto', title: 'Borrador', recordType: 11, status: 'draft', publishedOn: '2026-01-12T10:00:00.000Z',
      product: { productType: 'PHYSICAL', variants: [{ sku: 'BORRADOR-1', priceCents: 100, qtyInStock: 1 }] } },
  );
  return site;
}

function otherSite() {
  const site = readSite();
  site.website = { id: OTHER, identifier: 'otro', title: 'Tostadores Otro', domains: [] };
  site.media = [];
  site.homePage = 'tienda';
  site.collections = site.collections.filter((c: any) => c.urlId === 'tienda').map((c: any) => ({
    ...c, id: 'bbbbbbbbbbbbbbbbbbbbbb06',
    items: [{ ...c.items[0], id: 'bbbbbbbbbbbbbbbbbbbbbb07', mediaId: undefined, product: { productType: 'PHYSICAL', variants: [{ sku: 'AJENO-1', priceCents: 100, qtyInStock: 7 }] } }],
  }));
  return site;
}

function call(method: 'GET' | 'POST', url: string, role: number | null = SiteUserRole.ADMIN, form: Record<string, string> = {}, withCrumb = true) {
  const token = role === null ? undefined : tokens.get(role);
  const cookie = [token ? `vitrina_session=${token}` : '', method === 'POST' && withCrumb ? `crumb=${crumb}` : ''].filter(Boolean).join('; ');
  const payload = new URLSearchParams({ ...(withCrumb ? { crumb } : {}), ...form }).toString();
  return t.app.inject({
    method, url,
    headers: { host: HOST, ...(cookie ? { cookie } : {}), ...(method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded', origin: `http://${HOST}` } : {}) },
    ...(method === 'POST' ? { payload } : {}),
  });
}

const order = (number: number, status: FixtureOrder['status'], extra: Partial<FixtureOrder> = {}) =>
  insertOrder(t.db, { websiteId: SITE, number, status, lines: [{ sku: 'PAN-1', title: 'Hogaza de centeno', unitPriceCents: 8500, quantity: 1 }], createdAt: MARCH_1 - number * 60_000, ...extra });
const statusOf = async (id: string) => (await t.db.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
const mailsTo = (to: string) => t.db.selectFrom('mail_outbox').select(['subject', 'text_body', 'html_body']).where('to_address', '=', to).execute();

let big: string;
let foreign: string;

beforeAll(async () => {
  t = await createTestApp({}, { payments: provider });
  await t.publish(storeSite());
  await t.publish(otherSite());
  for (const role of [SiteUserRole.ADMIN, SiteUserRole.STORE_MANAGER, SiteUserRole.EDITOR, SiteUserRole.VIEWER]) {
    const email = `rol${role}@panaderia.mx`;
    await t.app.vitrina.owners.service.addOwner(SITE, { email, password: PASSWORD, role });
    tokens.set(role, (await t.app.vitrina.owners.service.signIn(SITE, { email, password: PASSWORD, rememberMe: false }))!.token);
  }
  crumb = t.app.vitrina.crumbs.mint(SITE);
  // The newest order: three lines, a coupon, shipping and tax; made at MARCH_1.
  big = await insertOrder(t.db, {
    websiteId: SITE, number: 100, status: 'paid', email: 'lucia@ejemplo.com', createdAt: MARCH_1, couponCode: 'HOLA10', discountCents: 1000, shippingCents: 9900, taxCents: 0,
    lines: [
      { sku: 'CAFE-250', title: 'Café de Pluma', variantLabel: '250 g', unitPriceCents: 18000, quantity: 2, itemId: 'aaaaaaaaaaaaaaaaaaaaaa08' },
      { sku: 'PAN-1', title: 'Hogaza de centeno', unitPriceCents: 8500, quantity: 1 },
      { sku: 'LIBRO-1', title: 'Recetario', unitPriceCents: 15000, quantity: 1, productType: 'DIGITAL', itemId: 'aaaaaaaaaaaaaaaaaaaaaa09' },
    ],
  });
  // 60 older paid orders (pages of 50), one pending and one failed attempt.
  for (let n = 1; n <= 60; n++) await order(n, n % 2 ? 'paid' : 'fulfilled');
  await order(90, 'pending');
  await order(91, 'failed', { failure: 'commerce.cardDeclined', email: 'fallo@ejemplo.com' });
  foreign = await insertOrder(t.db, { websiteId: OTHER, number: 1, status: 'paid', email: 'ajeno@ejemplo.com', lines: [{ sku: 'AJENO-1', title: 'Ajeno', unitPriceCents: 100, quantity: 1 }] });
}, 60_000);
afterAll(() => t?.close());

describe('who may open the store', () => {
  const routes = (id: string): [method: 'GET' | 'POST', url: string][] => [
    ['GET', '/config/commerce'], ['GET', '/config/commerce?status=failed'], ['GET', `/config/commerce/orders/${id}`], ['GET', '/config/commerce/orders.csv'],
    ['GET', '/config/commerce/inventory'], ['POST', `/config/commerce/orders/${id}/nothing`], ['POST', '/config/commerce/inventory'],
  ];

  it('admin and store manager open every page; editor and viewer get the 403 page; signed out goes to the sign-in', async () => {
    const id = await order(200, 'paid');
    for (const [method, url] of routes(id)) {
      for (const role of [SiteUserRole.ADMIN, SiteUserRole.STORE_MANAGER]) {
        const res = await call(method, url, role);
        expect(res.statusCode, `${method} ${url} ${role}`).toBeLessThan(500);
        expect([403, 303].includes(res.statusCode), `${method} ${url} ${role}`).toBe(false);
      }
      for (const role of [SiteUserRole.EDITOR, SiteUserRole.VIEWER]) {
        const res = await call(method, url, role);
        expect(res.statusCode, `${method} ${url} ${role}`).toBe(403);
        expect(res.body).toContain('No tienes acceso a esta página');
        expect(res.body).not.toContain('cliente@ejemplo.com');
      }
      const out = await call(method, url, null);
      expect(out.statusCode).toBe(303);
      expect(String(out.headers.location)).toMatch(/^\/config\/login/);
    }
    // A refused role changed nothing.
    expect(await statusOf(id)).toBe('paid');
    for (const role of [SiteUserRole.EDITOR, SiteUserRole.VIEWER]) expect((await call('POST', `/config/commerce/orders/${id}/fulfil`, role)).statusCode).toBe(403);
    expect(await statusOf(id)).toBe('paid');
    await t.db.deleteFrom('orders').where('id', '=', id).execute();
  });

  it('the bar shows «Tienda» to roles with the store permission only', async () => {
    const bar = async (role: number) => (await call('GET', '/config/?frameUrl=%2F', role)).body.includes('href="/config/commerce"');
    expect(await bar(SiteUserRole.ADMIN)).toBe(true);
    expect(await bar(SiteUserRole.STORE_MANAGER)).toBe(true);
    expect(await bar(SiteUserRole.EDITOR)).toBe(false);
  });
});

describe('the orders', () => {
  it('lists paid orders newest first, 50 a page, in the site time zone and currency, attempts hidden', async () => {
    const res = await call('GET', '/config/commerce');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const numbers = [...res.body.matchAll(/>n\.º (\d+)<\/a>/g)].map((m) => Number(m[1]));
    expect(numbers).toHaveLength(50);
    expect(numbers.slice(0, 3)).toEqual([100, 1, 2]);
    expect(numbers).not.toContain(90);
    expect(numbers).not.toContain(91);
    expect(res.body).toContain('61 pedidos');
    // MARCH_1 is 03:30 UTC: 28 Feb, 9:30 p.m. in Mexico City.
    expect(res.body).toMatch(/28 feb\.? 2026, 9:30/);
    expect(res.body).toContain('$684.00'); // 2 × 180 + 85 + 150 − 10 + 99
    expect(res.body).toContain('4 artículos');
    expect(res.body).toContain('owner-status--paid">Pagado<');
    expect(res.body).toContain('owner-status--fulfilled">Enviado<');
    const second = await call('GET', '/config/commerce?page=2');
    expect([...second.body.matchAll(/>n\.º (\d+)<\/a>/g)].map((m) => Number(m[1]))).toHaveLength(11);
    // Past the last page: the last page.
    expect((await call('GET', '/config/commerce?page=99')).body).toContain('Página 2 de 2');
  });

  it('filters by status; the attempts through theirs', async () => {
    const failed = await call('GET', '/config/commerce?status=failed');
    expect([...failed.body.matchAll(/>n\.º (\d+)<\/a>/g)].map((m) => Number(m[1]))).toEqual([91]);
    expect(failed.body).toContain('Pago fallido');
    const pending = await call('GET', '/config/commerce?status=pending');
    expect([...pending.body.matchAll(/>n\.º (\d+)<\/a>/g)].map((m) => Number(m[1]))).toEqual([90]);
    const fulfilled = await call('GET', '/config/commerce?status=fulfilled');
    expect(fulfilled.body).toContain('30 pedidos');
    // An unknown status is the default list.
    expect((await call('GET', '/config/commerce?status=%3Cscript%3E')).body).toContain('61 pedidos');
  });

  it('shows one order: lines, totals, address, shipping, payment and its dates', async () => {
    const res = await call('GET', `/config/commerce/orders/${big}`);
    expect(res.statusCode).toBe(200);
    const body = res.body;
    expect(body).toContain('Pedido n.º 100');
    for (const text of ['Café de Pluma', '250 g', 'CAFE-250', 'Recetario', '$360.00', '$595.00', 'Descuento (cupón HOLA10)', '-$10.00', '$99.00', '$684.00']) expect(body).toContain(text);
    for (const text of ['Lucía Rey', 'Av. Juárez 10', '68000 Oaxaca OAX', 'Envío estándar', 'lucia@ejemplo.com', `pay_${big}`, 'Pagos de prueba']) expect(body).toContain(text);
    expect(body).toContain('Pedido realizado');
    expect(body).toContain('Pago recibido');
    expect(body).toContain('Marcar como enviado');
    expect(body).toContain('Devolver las unidades al inventario');
    expect(body).toMatch(/<fieldset><legend>Reembolsar<\/legend>/);
  });

  it('another website’s order, or an unknown id, is a 404 here', async () => {
    for (const id of [foreign, 'zzzzzzzzzzzzzzzzzzzzzzzz', '%3Cb%3E']) {
      const res = await call('GET', `/config/commerce/orders/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('No encontramos ese pedido');
      expect(res.body).not.toContain('ajeno@ejemplo.com');
      for (const action of ['fulfil', 'cancel', 'refund']) expect((await call('POST', `/config/commerce/orders/${id}/${action}`, SiteUserRole.ADMIN, { restock: '1' })).statusCode).toBe(404);
    }
    expect(await statusOf(foreign)).toBe('paid');
    expect(provider.calls.filter((c) => c.paymentId === `pay_${foreign}`)).toEqual([]);
  });
});

describe('fulfil, cancel, refund', () => {
  it('fulfils a paid order once and mails the buyer «Tu pedido va en camino»; two posts at once move it once', async () => {
    const id = await order(300, 'paid', { email: 'envio@ejemplo.com', lines: [{ sku: 'CAFE-250', title: 'Café de Pluma', variantLabel: '250 g', unitPriceCents: 18000, quantity: 2 }] });
    const [a, b] = await Promise.all([call('POST', `/config/commerce/orders/${id}/fulfil`), call('POST', `/config/commerce/orders/${id}/fulfil`)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([303, 409]);
    const done = a.statusCode === 303 ? a : b;
    expect(done.headers.location).toBe(`/config/commerce/orders/${id}?notice=fulfilled`);
    expect((a.statusCode === 409 ? a : b).body).toContain('No se cambió nada: este pedido está «Enviado».');
    expect(await statusOf(id)).toBe('fulfilled');
    const mails = await mailsTo('envio@ejemplo.com');
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Tu pedido va en camino (n.º 300, Panadería Mini)');
    expect(mails[0].text_body).toContain('2 × Café de Pluma (250 g)');
    expect(mails[0].text_body).toContain('Av. Juárez 10');
    const page = await call('GET', done.headers.location as string);
    expect(page.body).toContain('le avisamos al cliente por correo');
    expect(page.body).toMatch(/<strong>Enviado<\/strong>/);
    // Fulfilled: no second fulfil, no cancel; a refund is still open.
    expect(page.body).not.toContain('Marcar como enviado</button>');
    expect(page.body).toContain('Reembolsar</button>');
    expect((await call('POST', `/config/commerce/orders/${id}/cancel`)).statusCode).toBe(409);
  });

  it('refunds through the provider with refund-{id}, returns the units, and never twice', async () => {
    const before = (await stockOf(t.db, SITE, 'CAFE-250'))!;
    const drop = vi.spyOn(t.app.vitrina.htmlCache, 'dropWebsite');
    await t.db.updateTable('stock').set({ quantity: 0 }).where('website_id', '=', SITE).where('sku', '=', 'CAFE-250').execute();
    const id = await order(301, 'paid', { lines: [{ sku: 'CAFE-250', title: 'Café de Pluma', unitPriceCents: 18000, quantity: 2 }, { sku: 'LIBRO-1', title: 'Recetario', unitPriceCents: 15000, quantity: 1 }] });
    const [a, b] = await Promise.all([call('POST', `/config/commerce/orders/${id}/refund`, SiteUserRole.STORE_MANAGER, { restock: '1' }), call('POST', `/config/commerce/orders/${id}/refund`, SiteUserRole.ADMIN, { restock: '1' })]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([303, 409]);
    expect(await statusOf(id)).toBe('refunded');
    expect(provider.refunds.get(`refund-${id}`)).toMatchObject({ paymentId: `pay_${id}`, amountCents: 51000 });
    expect(await stockOf(t.db, SITE, 'CAFE-250')).toBe(2);
    expect(drop).toHaveBeenCalledWith(SITE);
    drop.mockRestore();
    // A third post: refused before the provider is asked.
    const calls = provider.calls.length;
    const again = await call('POST', `/config/commerce/orders/${id}/refund`, SiteUserRole.ADMIN, { restock: '1' });
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('«Reembolsado»');
    expect(provider.calls.length).toBe(calls);
    expect(await stockOf(t.db, SITE, 'CAFE-250')).toBe(2);
    const page = await call('GET', `/config/commerce/orders/${id}?notice=refunded`);
    expect(page.body).toContain('Listo: el pedido quedó reembolsado.');
    expect(page.body).toContain('Este pedido ya no admite cambios.');
    await t.db.updateTable('stock').set({ quantity: before }).where('website_id', '=', SITE).where('sku', '=', 'CAFE-250').execute();
  });

  it('cancels a paid order without giving the units back when the box is unticked', async () => {
    const id = await order(302, 'paid');
    const before = await stockOf(t.db, SITE, 'PAN-1');
    const res = await call('POST', `/config/commerce/orders/${id}/cancel`);
    expect(res.statusCode).toBe(303);
    expect(await statusOf(id)).toBe('cancelled');
    expect(provider.refunds.has(`refund-${id}`)).toBe(true);
    expect(await stockOf(t.db, SITE, 'PAN-1')).toBe(before);
    expect((await call('GET', `/config/commerce/orders/${id}`)).body).toContain('Cancelado y reembolsado');
  });

  it('a refund the provider refuses changes nothing and says so', async () => {
    const id = await order(303, 'paid');
    const before = await stockOf(t.db, SITE, 'PAN-1');
    provider.failRefunds = true;
    try {
      const res = await call('POST', `/config/commerce/orders/${id}/refund`, SiteUserRole.ADMIN, { restock: '1' });
      expect(res.statusCode).toBe(502);
      expect(res.body).toContain('El proveedor de pagos no pudo hacer el reembolso');
      expect(res.body).toContain('role="alert"');
    } finally {
      provider.failRefunds = false;
    }
    expect(await statusOf(id)).toBe('paid');
    expect(await stockOf(t.db, SITE, 'PAN-1')).toBe(before);
  });

  it('an order paid through another provider, a missing crumb, an unknown action: nothing changes', async () => {
    const stripe = await order(304, 'paid', { provider: 'stripe' });
    const res = await call('POST', `/config/commerce/orders/${stripe}/refund`);
    expect(res.statusCode).toBe(409);
    expect(res.body).toContain('otro proveedor de pagos');
    const id = await order(305, 'paid');
    const noCrumb = await call('POST', `/config/commerce/orders/${id}/fulfil`, SiteUserRole.ADMIN, {}, false);
    expect(noCrumb.statusCode).toBe(403);
    expect(noCrumb.body).toContain('El formulario venció');
    expect((await call('POST', `/config/commerce/orders/${id}/borrar`)).statusCode).toBe(404);
    expect(await statusOf(stripe)).toBe('paid');
    expect(await statusOf(id)).toBe('paid');
    // Attempts take no action.
    const failed = await order(306, 'failed');
    expect((await call('POST', `/config/commerce/orders/${failed}/refund`)).statusCode).toBe(409);
  });
});

describe('the inventory', () => {
  it('lists every sku of the published products with its units and marks', async () => {
    const res = await call('GET', '/config/commerce/inventory');
    expect(res.statusCode).toBe(200);
    const rows = [...res.body.matchAll(/<tr id="sku-(\d+)"[^>]*>([\s\S]*?)<\/tr>/g)].map((m) => m[2]);
    expect(rows).toHaveLength(4);
    const row = (sku: string) => rows.find((r) => r.includes(`<code>${sku}</code>`))!;
    expect(row('PAN-1')).toContain('value="4"');
    expect(row('PAN-1')).not.toContain('owner-status');
    expect(row('CAFE-250')).toContain('Pocas unidades');
    expect(row('CAFE-250')).toContain('250 g');
    expect(row('CAFE-1K')).toContain('Agotado');
    expect(row('LIBRO-1')).toContain('Ilimitado');
    expect(row('LIBRO-1')).not.toContain('<form');
    expect(res.body).not.toContain('BORRADOR-1');
    expect(res.body).not.toContain('AJENO-1');
    expect(res.body).toContain('3 unidades o menos');
    const low = await call('GET', '/config/commerce/inventory?filter=low');
    expect([...low.body.matchAll(/<code>([^<]+)<\/code>/g)].map((m) => m[1])).toEqual(['CAFE-250', 'CAFE-1K']);
    const out = await call('GET', '/config/commerce/inventory?filter=out');
    expect([...out.body.matchAll(/<code>([^<]+)<\/code>/g)].map((m) => m[1])).toEqual(['CAFE-1K']);
  });

  it('sets the units; crossing 0 drops the cached pages', async () => {
    const drop = vi.spyOn(t.app.vitrina.htmlCache, 'dropWebsite');
    const res = await call('POST', '/config/commerce/inventory', SiteUserRole.STORE_MANAGER, { sku: 'CAFE-1K', units: '12', filter: 'out' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toMatch(/^\/config\/commerce\/inventory\?filter=out&saved=CAFE-1K#sku-\d+$/);
    expect(await stockOf(t.db, SITE, 'CAFE-1K')).toBe(12);
    expect(drop).toHaveBeenCalledTimes(1);
    const page = await call('GET', '/config/commerce/inventory?saved=CAFE-1K');
    expect(page.body).toContain('Listo: Café de Pluma (1 kg) tiene ahora 12 unidades.');
    // 12 → 5: no crossing, no drop.
    expect((await call('POST', '/config/commerce/inventory', SiteUserRole.ADMIN, { sku: 'CAFE-1K', units: '5' })).statusCode).toBe(303);
    expect(drop).toHaveBeenCalledTimes(1);
    expect((await call('POST', '/config/commerce/inventory', SiteUserRole.ADMIN, { sku: 'CAFE-1K', units: '0' })).statusCode).toBe(303);
    expect(drop).toHaveBeenCalledTimes(2);
    drop.mockRestore();
  });

  it('refuses units outside 0–1,000,000 with the reason in the field; an unknown, draft or foreign sku is a 404; unlimited 409', async () => {
    for (const units of ['-1', 'diez', '1000001', '', '2.5']) {
      const res = await call('POST', '/config/commerce/inventory', SiteUserRole.ADMIN, { sku: 'PAN-1', units });
      expect(res.statusCode, units).toBe(400);
      expect(res.body).toContain('Escribe un número entero de 0 a 1,000,000.');
      expect(res.body).toMatch(/aria-invalid="true" aria-describedby="units-\d+-error"/);
      expect(res.body).toContain('role="alert"');
    }
    expect(await stockOf(t.db, SITE, 'PAN-1')).toBe(4);
    expect((await call('POST', '/config/commerce/inventory', SiteUserRole.ADMIN, { sku: '1000000', units: '1000000' })).statusCode).toBe(404);
    for (const sku of ['NADA', 'AJENO-1', 'BORRADOR-1']) expect((await call('POST', '/config/commerce/inventory', SiteUserRole.ADMIN, { sku, units: '3' })).statusCode, sku).toBe(404);
    expect(await stockOf(t.db, OTHER, 'AJENO-1')).toBe(7);
    expect((await call('POST', '/config/commerce/inventory', SiteUserRole.ADMIN, { sku: 'PAN-1', units: '1000000' })).statusCode).toBe(303);
    expect(await stockOf(t.db, SITE, 'PAN-1')).toBe(1_000_000);
    await t.db.updateTable('stock').set({ quantity: 4 }).where('website_id', '=', SITE).where('sku', '=', 'PAN-1').execute();
    const expired = await call('POST', '/config/commerce/inventory', SiteUserRole.ADMIN, { sku: 'PAN-1', units: '9' }, false);
    expect(expired.statusCode).toBe(403);
    expect(await stockOf(t.db, SITE, 'PAN-1')).toBe(4);
  });
});

describe('the CSV', () => {
  it('one row per order line, money as decimal strings, formulas neutralised', async () => {
    await order(400, 'paid', {
      email: 'csv@ejemplo.com', createdAt: MARCH_1 + DAY, address: { name: '=HYPERLINK("http://malo.example")', line1: '+52 Calle, "5"', city: 'Oaxaca', postalCode: '68000', country: 'MX' },
      lines: [{ sku: 'CAFE-250', title: '@SUM(A1:A9)', variantLabel: '250 g', unitPriceCents: 18050, quantity: 3 }, { sku: 'PAN-1', title: 'Hogaza de centeno', unitPriceCents: 8500, quantity: 1 }],
    });
    const res = await call('GET', '/config/commerce/orders.csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="pedidos-todos-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.body.startsWith(BOM)).toBe(true);
    const lines = res.body.slice(1).split('\r\n');
    expect(lines[0]).toBe('Pedido,Fecha,Estado,Cliente,SKU,Producto,Variante,Cantidad,Precio unitario,Importe,Subtotal del pedido,Descuento,Envío,Impuestos,Total del pedido,Moneda,Cupón,Opción de envío,Dirección de envío,Proveedor,Id del pago,Pagado,Enviado,Reembolsado');
    const mine = lines.filter((l) => l.startsWith('400,'));
    expect(mine).toHaveLength(2);
    expect(mine[0]).toContain(`400,2026-03-02 03:30:00,Pagado,csv@ejemplo.com,CAFE-250,'@SUM(A1:A9),250 g,3,180.50,541.50,626.50,0.00,0.00,0.00,626.50,MXN,,Envío estándar,"'=HYPERLINK(""http://malo.example""), +52 Calle, ""5"", 68000 Oaxaca, MX"`);
    expect(mine[1]).toContain('400,2026-03-02 03:30:00,Pagado,csv@ejemplo.com,PAN-1,Hogaza de centeno,,1,85.00,85.00,626.50');
    // The newest first; attempts left out unless asked for.
    expect(lines[1].startsWith('400,')).toBe(true);
    expect(lines.some((l) => l.startsWith('91,'))).toBe(false);
    const failed = await call('GET', '/config/commerce/orders.csv?status=failed');
    expect(failed.body.slice(1).split('\r\n').filter((l) => /^\d+,/.test(l)).map((l) => l.split(',')[0])).toEqual(['91', '306']);
    expect(res.body).not.toContain('ajeno@ejemplo.com');
  });
});
