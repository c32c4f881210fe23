import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportDigitalFiles, TestProvider } from '../../src/server/commerce/index.ts';
import { exportSite } from '../../src/server/sites/index.ts';
import { MINI_HOST, MINI_ID } from '../../src/server/forms/test-client.ts';
import { SiteUserRole } from '../../src/shared/enums.ts';
import { createTestApp, readSite } from '../helpers/app.ts';
import { cartWith, checkoutClient, DECLINED, freshKey, GOOD_CARD, MX_DETAILS, STORE } from '../helpers/checkout.ts';
import { digitalSite, downloadLinks, RECETARIO_BYTES, RECETARIO_NAME } from '../helpers/digital.ts';
import { Inbox } from '../helpers/inbox.ts';

// Issue 17, digital products (docs/commerce-digital.md): the file published to private storage,
// grants made when an order is paid, the link in the receipt and on the order page, counted
// downloads, used up / expired / revoked (410), wrong token / unknown / another site (404), and
// two downloads racing for the last use.

const inbox = new Inbox();
const provider = new TestProvider();
let t: Awaited<ReturnType<typeof createTestApp>>;
let c: ReturnType<typeof checkoutClient>;
const PASSWORD = 'pan de masa madre';
let ownerToken = '';

/** The message with its quoted-printable parts decoded. */
function decoded(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  return Buffer.from(joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');
}

beforeAll(async () => {
  await inbox.start();
  t = await createTestApp(
    { SMTP_URL: `smtp://127.0.0.1:${inbox.port}`, MAIL_FROM: 'Vitrina <no-reply@vitrina.test>' },
    { mail: { pollMs: 100, retryBaseMs: 300 }, payments: provider, checkout: { sweepEveryMs: 0, payLimits: { ipPerMinute: 1000, visitorPerMinute: 1000 } } },
  );
  await t.publish(digitalSite());
  c = checkoutClient(t.app);
  await t.app.vitrina.owners.service.addOwner(MINI_ID, { email: 'duena@panaderia.mx', password: PASSWORD, role: SiteUserRole.ADMIN });
  ownerToken = (await t.app.vitrina.owners.service.signIn(MINI_ID, { email: 'duena@panaderia.mx', password: PASSWORD, rememberMe: false }))!.token;
});
afterAll(async () => {
  await t.close();
  await inbox.stop().catch(() => {});
});

const location = (res: { headers: Record<string, unknown> }) => String(res.headers.location ?? '');
const get = (url: string, host = MINI_HOST, method: 'GET' | 'HEAD' = 'GET') => t.app.inject({ method, url, headers: { host } });
const grantsOf = (orderId: string) => t.db.selectFrom('download_grants').selectAll().where('order_id', '=', orderId).orderBy('line').execute();
const used = async (grantId: string) => Number((await t.db.selectFrom('download_grants').select('downloads_used').where('id', '=', grantId).executeTakeFirstOrThrow()).downloads_used);

/** Pays a cart of `lines` with `card`; answers the order's id and the link the buyer is sent to. */
async function buy(lines: Parameters<typeof cartWith>[1], card = GOOD_CARD, email = MX_DETAILS.email) {
  const cart = await cartWith(t.db, lines);
  await t.db.updateTable('carts').set({ email, address: JSON.stringify({ ...MX_DETAILS, email: undefined }), shipping_option_id: 'estandar' }).where('id', '=', cart.id).execute();
  const key = freshKey();
  const res = await c.post(cart.token, { action: 'pay', key, ...GOOD_CARD, ...card });
  const order = await t.db.selectFrom('orders').selectAll().where('website_id', '=', MINI_ID).where('idempotency_key', '=', key).executeTakeFirstOrThrow();
  return { orderId: order.id, status: order.status, link: location(res) };
}

/** Buys the recetario and answers its order, its page link and its one download link. */
async function boughtLink(email?: string) {
  const bought = await buy([[STORE.book, 1]], GOOD_CARD, email);
  const page = await get(bought.link);
  const [link] = downloadLinks(page.body);
  return { ...bought, page, download: link };
}

/** Every file under a folder. */
const filesUnder = (dir: string): string[] => readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? filesUnder(join(dir, name)) : [join(dir, name)]));

describe('publishing a digital product', () => {
  it('keeps its file in private storage, beside the media and never under it', async () => {
    const row = await t.db.selectFrom('digital_files').selectAll().where('website_id', '=', MINI_ID).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ item_id: STORE.book.itemId, file_name: RECETARIO_NAME, mime: 'application/pdf', max_downloads: 3, link_days: 30 });
    expect(Number(row.bytes)).toBe(RECETARIO_BYTES.length);
    const stored = join(t.config.dataDir, 'downloads', MINI_ID, row.file_key);
    expect(readFileSync(stored).equals(RECETARIO_BYTES)).toBe(true);
    for (const file of filesUnder(join(t.config.dataDir, 'media'))) expect(readFileSync(file).equals(RECETARIO_BYTES), file).toBe(false);
  });

  it('serves its bytes at no public address one could guess from the site file', async () => {
    const row = await t.db.selectFrom('digital_files').selectAll().where('website_id', '=', MINI_ID).executeTakeFirstOrThrow();
    const guesses = [
      `/media/${MINI_ID}/${row.file_key}`, `/media/${MINI_ID}/../downloads/${MINI_ID}/${row.file_key}`, `/media/${MINI_ID}/%2e%2e/downloads/${MINI_ID}/${row.file_key}`,
      `/downloads/${MINI_ID}/${row.file_key}`, '/descargas/recetario.pdf', `/media/${MINI_ID}/descargas/recetario.pdf`, '/assets/recetario.pdf',
      '/tienda/recetario', '/commerce/descarga/', `/commerce/descarga/${'0'.repeat(24)}`,
    ];
    for (const url of guesses) {
      const res = await get(url);
      expect(res.rawPayload.equals(RECETARIO_BYTES), url).toBe(false);
      expect(res.statusCode, url).toBeLessThan(500);
      if (!url.startsWith('/tienda')) expect(res.statusCode, url).not.toBe(200);
    }
  });

  it('goes out with an export, at its site-file path, and comes back in with its import', async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'vitrina-digital-export-'));
    await exportSite(t.db, MINI_ID, { outDir, mediaDir: join(t.config.dataDir, 'media') });
    expect(await exportDigitalFiles(t.db, MINI_ID, { outDir, blobs: t.app.vitrina.blobs })).toBe(1);
    expect(readFileSync(join(outDir, 'descargas/recetario.pdf')).equals(RECETARIO_BYTES)).toBe(true);
    const exported = JSON.parse(readFileSync(join(outDir, 'site.json'), 'utf8'));
    await t.publish(exported, outDir);
    const row = await t.db.selectFrom('digital_files').selectAll().where('website_id', '=', MINI_ID).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ source_path: 'descargas/recetario.pdf', file_name: RECETARIO_NAME });
    await t.publish(digitalSite());
  });

  it('refuses a missing file or a path out of the site folder (nothing published)', async () => {
    const missing = digitalSite();
    missing.collections.find((c: any) => c.urlId === 'tienda').items.find((i: any) => i.id === STORE.book.itemId).product.digital.file = 'descargas/no-existe.pdf';
    await expect(t.publish(missing)).rejects.toThrow(/No existe el archivo descargas\/no-existe.pdf/);
    const outside = digitalSite();
    outside.collections.find((c: any) => c.urlId === 'tienda').items.find((i: any) => i.id === STORE.book.itemId).product.digital.file = '../site.json.pdf';
    await expect(t.publish(outside)).rejects.toThrow(/salir de la carpeta del sitio/);
    expect(await t.db.selectFrom('digital_files').select('file_name').where('website_id', '=', MINI_ID).execute()).toEqual([{ file_name: RECETARIO_NAME }]);
  });
});

describe('buying and downloading', () => {
  it('grants the digital line of a paid order, shows the link on the order page and in the receipt', async () => {
    inbox.messages = [];
    const bought = await buy([[STORE.bread, 1], [STORE.book, 1]], GOOD_CARD, 'lector@ejemplo.com');
    expect(bought.status).toBe('paid');
    const grants = await grantsOf(bought.orderId);
    expect(grants).toHaveLength(1);
    expect(grants[0]).toMatchObject({ website_id: MINI_ID, line: 1, item_id: STORE.book.itemId, downloads_used: 0, max_downloads: 3, revoked_at: null });
    const days = (Number(grants[0].expires_at) - Number(grants[0].created_at)) / 86_400_000;
    expect(days).toBe(30);

    const page = await get(bought.link);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Tus descargas');
    expect(page.body).toContain(`Descargar ${RECETARIO_NAME}`);
    expect(page.body).toContain('Te quedan 3 descargas');
    expect(page.body).toContain('El enlace vence el');
    const [onPage] = downloadLinks(page.body);
    expect(onPage).toContain(`/commerce/descarga/${grants[0].id}?t=`);

    const messages = await inbox.waitFor(2);
    const receipt = messages.find((m) => m.to.includes('lector@ejemplo.com'));
    expect(receipt).toBeDefined();
    const mail = decoded(receipt!.raw);
    expect(mail).toContain('Tus descargas');
    expect(mail).toMatch(new RegExp(`https?://[^/]+${onPage.replace(/[?]/g, '\\?')}`));
    expect(mail).toContain('Te quedan 3 descargas');
    // The store's notice carries no download link.
    const notice = messages.find((m) => m.to.includes('pedidos@panaderia.mx'));
    expect(downloadLinks(decoded(notice!.raw))).toEqual([]);
  });

  it('downloads the file as an attachment, counts each GET (never a HEAD), then refuses with 410 once used up', async () => {
    const { download, orderId } = await boughtLink();
    const [grant] = await grantsOf(orderId);
    const head = await get(download, MINI_HOST, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(RECETARIO_BYTES.length));
    expect(await used(grant.id)).toBe(0);

    const res = await get(download);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(RECETARIO_BYTES)).toBe(true);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="Recetario de pan  ano 2026.pdf"; filename*=UTF-8''${encodeURIComponent(RECETARIO_NAME)}`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(await used(grant.id)).toBe(1);

    expect((await get(download)).statusCode).toBe(200);
    expect((await get(download)).statusCode).toBe(200);
    expect(await used(grant.id)).toBe(3);
    const refused = await get(download);
    expect(refused.statusCode).toBe(410);
    expect(refused.headers['content-type']).toContain('text/html');
    expect(refused.headers['cache-control']).toBe('private, no-store');
    expect(refused.body).toContain('Ya usaste todas las descargas de este enlace');
    expect(refused.body).toContain('escríbele a la tienda');
    expect(refused.body).toContain('lang="es-419"');
    expect(refused.body).toContain('class="site-header'); // the site's chrome
    expect(await used(grant.id)).toBe(3);
    expect((await get(download, MINI_HOST, 'HEAD')).statusCode).toBe(410);
    // The order page says so instead of offering the link.
    const page = await get(await boughtLinkPage(orderId));
    expect(page.body).toContain('Ya usaste todas las descargas de este enlace.');
  });

  it('refuses an expired link with 410 «caducó»', async () => {
    const { download, orderId } = await boughtLink();
    await t.db.updateTable('download_grants').set({ expires_at: Date.now() - 1000 }).where('order_id', '=', orderId).execute();
    const res = await get(download);
    expect(res.statusCode).toBe(410);
    expect(res.body).toContain('Este enlace de descarga caducó');
    const [grant] = await grantsOf(orderId);
    expect(Number(grant.downloads_used)).toBe(0);
  });

  it('answers 404 to a wrong or missing token, another grant’s token, an unknown id and another site’s host', async () => {
    const one = await boughtLink();
    const two = await boughtLink();
    const [pathOne, tokenOne] = one.download.split('?t=');
    const [pathTwo] = two.download.split('?t=');
    for (const url of [pathOne, `${pathOne}?t=`, `${pathOne}?t=${'A'.repeat(43)}`, `${pathOne}?t=${tokenOne}x`, `${pathTwo}?t=${tokenOne}`, '/commerce/descarga/zzz?t=x', `/commerce/descarga/${'f'.repeat(24)}?t=${tokenOne}`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('No encontramos esta descarga');
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
    const other = readSite();
    other.website = { ...other.website, id: 'bbbbbbbbbbbbbbbbbbbbbbbb', identifier: 'otra', domains: [] };
    await t.publish(other);
    const foreign = await get(one.download, 'otra.vitrina.test');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.rawPayload.equals(RECETARIO_BYTES)).toBe(false);
    expect((await get(one.download, 'nadie.vitrina.test')).statusCode).toBe(404);
    // None of these counted.
    expect(Number((await grantsOf(one.orderId))[0].downloads_used)).toBe(0);
  });

  it('a refund revokes the order’s links (410), and the order page says so', async () => {
    const { download, orderId, link } = await boughtLink();
    expect((await get(download)).statusCode).toBe(200);
    const crumb = t.app.vitrina.crumbs.mint(MINI_ID);
    const res = await t.app.inject({
      method: 'POST', url: `/config/commerce/orders/${orderId}/refund`,
      headers: { host: MINI_HOST, cookie: `vitrina_session=${ownerToken}; crumb=${crumb}`, 'content-type': 'application/x-www-form-urlencoded', origin: `http://${MINI_HOST}` },
      payload: new URLSearchParams({ crumb, restock: '1' }).toString(),
    });
    expect(res.statusCode).toBe(303);
    const [grant] = await grantsOf(orderId);
    expect(grant.revoked_at).not.toBeNull();
    const refused = await get(download);
    expect(refused.statusCode).toBe(410);
    expect(refused.body).toContain('Este enlace de descarga ya no es válido');
    expect((await get(link.replace('&nuevo=1', ''))).body).toContain('Este enlace de descarga ya no es válido.');
    // The owner's order page lists the link: one download used of three, revoked.
    const owner = await t.app.inject({ method: 'GET', url: `/config/commerce/orders/${orderId}`, headers: { host: MINI_HOST, cookie: `vitrina_session=${ownerToken}` } });
    expect(owner.statusCode).toBe(200);
    expect(owner.body).toContain('<h2 id="downloads-heading">Descargas</h2>');
    expect(owner.body).toContain(RECETARIO_NAME);
    expect(owner.body).toContain('1 de 3');
    expect(owner.body).toContain('Revocado');
  });

  it('a declined card grants nothing, and neither does a physical-only order', async () => {
    const declined = await buy([[STORE.book, 1]], DECLINED);
    expect(declined.status).toBe('failed');
    expect(await grantsOf(declined.orderId)).toEqual([]);
    const physical = await buy([[STORE.bread, 2]]);
    expect(physical.status).toBe('paid');
    expect(await grantsOf(physical.orderId)).toEqual([]);
  });

  it('two downloads racing for the last use: exactly one gets the file', async () => {
    for (let round = 0; round < 3; round++) {
      const { download, orderId } = await boughtLink();
      const [grant] = await grantsOf(orderId);
      await t.db.updateTable('download_grants').set({ downloads_used: 2 }).where('id', '=', grant.id).execute();
      const answers = await Promise.all(Array.from({ length: 6 }, () => get(download)));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 410, 410, 410, 410, 410]);
      expect(await used(grant.id)).toBe(3);
    }
  });
});

/** An order's page link from its id (the token is the app's). */
async function boughtLinkPage(orderId: string): Promise<string> {
  const { orderToken } = await import('../../src/server/commerce/index.ts');
  return `/pedido/${orderId}?t=${orderToken(t.config.sessionSecret, orderId)}`;
}
