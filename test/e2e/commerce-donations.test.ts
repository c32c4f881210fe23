import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POPUP_STORAGE } from '../../src/shared/overlays.ts';
import { expectNoAxeViolations, launchBrowser } from './browser.ts';
import { startServer, type RunningServer } from './server.ts';

const POPUP_VERSION: string = JSON.parse(readFileSync('sites/demo/site.json', 'utf8')).settings.popupOverlaySettings.version;

// Donations on the demo in Chromium (issue 17, docs/commerce-donations.md): from the «Fondo
// escolar» page's donation block to /checkout/donate (203), by keyboard only — an amount too
// small refused with the formatted minimum, then a suggested amount chosen with the arrow keys,
// the donor's name and email, the test card — to the confirmation (204). axe-core finds nothing on
// the donation page, its error state and the confirmation, at a phone's width and a desktop's.
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const focused = (page: Page) => page.evaluate(() => {
  const el = document.activeElement as HTMLInputElement | null;
  return el ? el.name || el.id || el.textContent?.trim() || '' : '';
});

/** Presses Tab until the element named `name` (a field's name or a link's text) has the focus. */
async function tabTo(page: Page, name: string | RegExp) {
  for (let i = 0; i < 80; i++) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    if (typeof name === 'string' ? now === name : name.test(now)) return;
  }
  throw new Error(`Tab never reached ${name}`);
}

async function typeInto(page: Page, name: string, text: string) {
  await tabTo(page, name);
  await page.keyboard.type(text);
}

/** Presses Enter and waits for the page the form's answer loads (303 → GET, or the page again). */
async function submit(page: Page) {
  const loaded = page.waitForNavigation({ waitUntil: 'load' });
  await page.keyboard.press('Enter');
  await loaded;
}

async function newVisitor(width: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'es-419' });
  await context.addCookies([{ name: 'ss_cookieAllowed', value: 'false', url: server.url }]);
  await context.addInitScript(({ keys, version }) => {
    localStorage.setItem(keys.closedDate, new Date().toISOString());
    localStorage.setItem(keys.version, version);
  }, { keys: POPUP_STORAGE, version: POPUP_VERSION });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}

describe('donating on the demo in Chromium', () => {
  it.each([
    ['phone', 390, 'ana.donante@ejemplo.com'],
    ['desktop', 1280, 'beto.donante@ejemplo.com'],
  ])('%s: from the donation block to the confirmation by keyboard with the test card; axe clean', async (_name, width, email) => {
    const { context, page, errors } = await newVisitor(width);
    await page.goto(`${server.url}/fondo-escolar`, { waitUntil: 'networkidle' });
    await tabTo(page, 'Donar al fondo');
    await submit(page);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/checkout/donate?donatePageId=escuela-la-esperanza');
    expect((await page.locator('h1').first().textContent())?.trim()).toBe('Fondo escolar de Pluma Hidalgo');
    expect(await page.evaluate(() => document.body.className)).toContain('page-type-203');
    await expectNoAxeViolations(page);

    // Too little: «Otra cantidad» of $20 is refused with the formatted minimum, and nothing is charged.
    await typeInto(page, 'customAmount', '20');
    await typeInto(page, 'name', 'Ana Donante');
    await typeInto(page, 'email', email);
    await typeInto(page, 'cardNumber', '4242 4242 4242 4242');
    await typeInto(page, 'cardExpiry', '12/34');
    await typeInto(page, 'cardCvc', '123');
    await typeInto(page, 'cardName', 'ANA DONANTE');
    // The first radio is still chosen: pick «Otra cantidad» with the arrow keys, then send.
    await tabTo(page, 'amount');
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe('custom');
    await submit(page);
    expect(await page.locator('[role="alert"]').first().textContent()).toContain('El monto mínimo es $50.00.');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('checkout-error');
    expect(await page.locator('#checkout-customAmount').getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(page);

    // A suggested amount: $250, chosen with the arrow keys.
    await tabTo(page, 'amount');
    await page.keyboard.press('ArrowRight'); // «Otra cantidad» wraps to the first
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe('25000');
    await tabTo(page, 'cardNumber');
    await page.keyboard.type('4242 4242 4242 4242');
    await typeInto(page, 'cardExpiry', '12/34');
    await typeInto(page, 'cardCvc', '123');
    await tabTo(page, 'Donar');
    await submit(page);
    expect(new URL(page.url()).pathname).toMatch(/^\/commerce\/donacion\/[0-9a-f]{24}$/);
    expect((await page.locator('h1').first().textContent())?.trim()).toBe('¡Gracias por tu donativo!');
    expect(await page.evaluate(() => document.body.className)).toContain('page-type-204');
    expect(await page.locator('.order__facts').first().textContent()).toContain('$250.00');
    expect(await page.locator('.order__facts').first().textContent()).toMatch(/D-\d{6}/);
    expect(await page.locator('.donation__thanks').first().textContent()).toContain('Finca La Esperanza');
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});
