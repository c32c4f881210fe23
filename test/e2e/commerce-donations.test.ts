import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submit, tabTo, typeInto } from './keyboard.ts';
import { expectNoAxeViolations, launchBrowser } from './browser.ts';
import { demoVisitor, addDemoOwner } from './demo.ts';
import { startServer, type RunningServer } from './server.ts';

// Donations on the demo in Chromium (issue 17, docs/commerce-donations.md): from the «Fondo
// escolar» page's donation block to /checkout/donate (203), by keyboard only — an amount too
// small refused with the formatted minimum, then a suggested amount chosen with the arrow keys,
// the donor's name and email, the test card — to the confirmation (204). axe-core finds nothing on
// the donation page, its error state and the confirmation, at a phone's width and a desktop's.
let server: RunningServer;
let browser: Browser;
const OWNER = 'fondo@ejemplo.com';
const PASSWORD = 'cafe de altura 2026';

beforeAll(async () => {
  server = await startServer();
  expect(addDemoOwner(server, OWNER, PASSWORD)).toContain(`Cuenta ${OWNER} creada en demo`);
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('donating on the demo in Chromium', () => {
  it.each([
    ['phone', 390, 'ana.donante@ejemplo.com'],
    ['desktop', 1280, 'beto.donante@ejemplo.com'],
  ])('%s: from the donation block to the confirmation by keyboard with the test card; axe clean', async (_name, width, email) => {
    const { context, page, errors } = await demoVisitor(browser, server.url, width);
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

  it('the owner sees both donations and the fund’s total in /config/commerce/donativos and refunds one by keyboard; axe clean', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'es-419' });
    const page = await context.newPage();
    await page.goto(`${server.url}/config/commerce/donativos`);
    // The email field takes the focus as the sign-in page loads; keys typed before that are lost
    // (CI, on a busy machine: the password went into the email field and the form stayed).
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('login-email');
    await page.keyboard.type(OWNER);
    await page.keyboard.press('Tab');
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/config/commerce/donativos');
    const main = (await page.locator('main').textContent()) ?? '';
    expect(main).toContain('ana.donante@ejemplo.com');
    expect(main).toContain('beto.donante@ejemplo.com');
    expect(main).toMatch(/Fondo escolar de Pluma Hidalgo\s*2\s*\$500\.00/);
    await expectNoAxeViolations(page);
    await page.locator('button', { hasText: 'Reembolsar' }).first().focus();
    await submit(page);
    expect((await page.locator('[role="status"]').first().textContent()) ?? '').toMatch(/Listo: el donativo D-\d{6} quedó reembolsado\./);
    expect((await page.locator('main').textContent()) ?? '').toMatch(/Fondo escolar de Pluma Hidalgo\s*1\s*\$250\.00/);
    await expectNoAxeViolations(page);
    await context.close();
  }, 60_000);
});
