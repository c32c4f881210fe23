import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config.ts';
import { openDatabase, type Database } from '../../src/server/db/index.ts';
import { sweepDeps, sweepReviewRequests } from '../../src/server/reviews/index.ts';
import { SiteViews } from '../../src/server/sites/index.ts';
import { decoded, Inbox } from '../helpers/inbox.ts';
import { insertOrder } from '../helpers/orders.ts';
import { submit, tabTo } from './keyboard.ts';
import { expectNoAxeViolations, launchBrowser } from './browser.ts';
import { addDemoOwner } from './demo.ts';
import { startServer, type RunningServer } from './server.ts';

// A review by keyboard from the mailed link (issue 17, docs/commerce-reviews.md), on the demo in
// Chromium: the owner marks a paid order sent in /config/commerce; the request falls due (a
// sweeper run as if 8 days had passed, on the server's own database) and the server's outbox
// mails it over SMTP; the buyer opens the link, tries to send without stars (the Spanish message
// takes the focus), picks 4 stars with the arrow keys, writes, sees the characters left, and
// sends; the owner approves it and the product page shows it. axe-core at 390 and 1280 px.
const DEMO = '65f1c0ffee0000000000a001';
const COFFEE = { itemId: '65f1c0ffee0000000000e001', sku: 'ALT-CHS-250', title: 'Chiapas · Finca La Esperanza', path: '/tienda/chiapas-finca-la-esperanza' };
const GIFT = { itemId: '65f1c0ffee0000000000e006', sku: 'ALT-REG-300', title: 'Tarjeta de regalo' };
const OWNER = 'resenas@ejemplo.com';
const PASSWORD = 'cafe de altura 2026';
const SECRET = 'r'.repeat(48);
const inbox = new Inbox();
let server: RunningServer;
let browser: Browser;
let db: Kysely<Database>;
let orderId = '';
let link = '';

beforeAll(async () => {
  await inbox.start();
  server = await startServer({ SMTP_URL: `smtp://127.0.0.1:${inbox.port}`, MAIL_FROM: 'Vitrina <no-reply@vitrina.test>', SESSION_SECRET: SECRET });
  expect(addDemoOwner(server, OWNER, PASSWORD)).toContain(`Cuenta ${OWNER} creada en demo`);
  db = await openDatabase(join(server.dataDir, 'vitrina.db'));
  orderId = await insertOrder(db, {
    websiteId: DEMO, number: 9001, status: 'paid', email: 'paola@ejemplo.com', address: { name: 'Paola Méndez', line1: 'Av. Reforma 10', city: 'Ciudad de México', region: 'CMX', postalCode: '06600', country: 'MX' },
    lines: [
      { sku: COFFEE.sku, itemId: COFFEE.itemId, title: COFFEE.title, variantLabel: '250 g', unitPriceCents: 28000, quantity: 2 },
      { sku: GIFT.sku, itemId: GIFT.itemId, title: GIFT.title, unitPriceCents: 30000, quantity: 1, productType: 'GIFT_CARD' },
    ],
  });
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await db?.destroy();
  await server?.stop();
  await inbox.stop().catch(() => {});
});

async function signIn(page: Page, path: string) {
  await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
  await page.locator('input[type="email"]').fill(OWNER);
  await page.locator('input[type="password"]').fill(PASSWORD);
  await page.locator('input[type="password"]').press('Enter');
  await page.waitForURL((u) => u.pathname === path.split('?')[0]);
}

describe('a product review in Chromium', () => {
  it('the owner marks the order sent and the request is mailed with its link', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'es-419' });
    const page = await context.newPage();
    await signIn(page, `/config/commerce/orders/${orderId}`);
    const done = page.waitForNavigation({ waitUntil: 'load' });
    await page.getByRole('button', { name: 'Marcar como enviado' }).click();
    await done;
    expect(await page.locator('main').textContent()).toContain('Enviado');
    await context.close();
    // Seven days later (the demo asks after 7): the server's outbox sends what the sweep queued.
    const config = loadConfig({ DATA_DIR: server.dataDir, SESSION_SECRET: SECRET, LOG_LEVEL: 'silent' });
    const queued = await sweepReviewRequests(sweepDeps(db, new SiteViews(db, config.appDomain, config.publicAddress), SECRET), Date.now() + 8 * 86_400_000);
    expect(queued).toBe(1);
    // First «Tu pedido va en camino» (the fulfilment), then the request.
    const mails = await inbox.waitFor(2, 20_000);
    const mail = mails.find((m) => decoded(m.raw).includes('/commerce/resenas/'))!;
    const body = decoded(mail.raw);
    expect(body).toContain('¿Qué te pareció tu compra?');
    expect(mail.to).toEqual(['paola@ejemplo.com']);
    link = /(\/commerce\/resenas\/[0-9a-f]{24}\?t=[A-Za-z0-9_%-]+)/.exec(body)![1];
  }, 90_000);

  it('the buyer leaves a review by keyboard: no stars is refused and focused, 4 stars by arrows, the counter, the thanks', async () => {
    for (const width of [390, 1280]) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'es-419' });
      await context.addCookies([{ name: 'ss_cookieAllowed', value: 'false', url: server.url }]);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`${server.url}${link}`, { waitUntil: 'networkidle' });
      expect(await page.locator('main h1').textContent()).toBe('¿Qué te pareció tu compra?');
      await expectNoAxeViolations(page);
      if (width === 390) {
        await context.close();
        continue;
      }
      const main = page.locator('main');
      expect(await main.textContent()).not.toContain(GIFT.title);
      // Send without stars: the page comes back with the message focused.
      await tabTo(page, 'text');
      await page.keyboard.type('Notas de cacao y naranja; la molienda para prensa francesa quedó perfecta.');
      await expect.poll(() => page.locator(`#resena-${COFFEE.itemId}-text-count`).textContent()).toMatch(/^Quedan \d+ caracteres$/);
      await tabTo(page, 'name');
      await submit(page);
      expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('alert');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Elige una calificación de 1 a 5 estrellas.');
      await expectNoAxeViolations(page);
      // The stars: a radio group, «1 estrella»…; the arrows move from 1 to 4.
      expect(await page.getByRole('radio', { name: '1 estrella' }).count()).toBe(1);
      await tabTo(page, 'rating=1');
      expect(await page.evaluate(() => getComputedStyle(document.activeElement!.nextElementSibling!).outlineStyle)).toBe('solid');
      for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
      expect(await page.getByRole('radio', { name: '4 estrellas' }).isChecked()).toBe(true);
      expect(await page.locator(`#resena-${COFFEE.itemId}-text`).inputValue()).toContain('Notas de cacao');
      await tabTo(page, 'title');
      await page.keyboard.type('Mi café de todos los días');
      await tabTo(page, 'name');
      await page.keyboard.press('Control+A');
      await page.keyboard.type('Paola M.');
      await submit(page);
      expect(await main.textContent()).toContain('Gracias: tu reseña se publicará cuando la tienda la apruebe');
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
      await context.close();
    }
    const row = await db.selectFrom('reviews').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ item_id: COFFEE.itemId, status: 'pending', author_name: 'Paola M.', title: 'Mi café de todos los días' });
    expect(Number(row.rating)).toBe(4);
  }, 120_000);

  it('the owner approves it and the product page shows it, axe clean', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'es-419' });
    const page = await context.newPage();
    await signIn(page, '/config/commerce/resenas');
    expect(await page.locator('main').textContent()).toContain('Mi café de todos los días');
    await expectNoAxeViolations(page);
    const done = page.waitForNavigation({ waitUntil: 'load' });
    await page.getByRole('group', { name: 'Acciones de la reseña de Paola M.' }).getByRole('button', { name: 'Aprobar' }).click();
    await done;
    expect(await page.getByRole('status').textContent()).toContain('la reseña se publicó');
    await context.close();
    for (const width of [390, 1280]) {
      const visitor = await browser.newContext({ viewport: { width, height: 900 }, locale: 'es-419' });
      await visitor.addCookies([{ name: 'ss_cookieAllowed', value: 'false', url: server.url }]);
      const product = await visitor.newPage();
      await product.goto(`${server.url}${COFFEE.path}`, { waitUntil: 'networkidle' });
      const reviews = product.getByRole('region', { name: 'Reseñas' });
      expect(await reviews.textContent()).toContain('Mi café de todos los días');
      expect(await reviews.getByRole('img').first().getAttribute('aria-label')).toMatch(/de 5 estrellas, \d+ reseñas?$/);
      await expectNoAxeViolations(product);
      await visitor.close();
    }
  }, 90_000);
});
