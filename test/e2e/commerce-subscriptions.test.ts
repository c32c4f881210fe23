import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submit, tabTo, typeInto } from './keyboard.ts';
import { expectNoAxeViolations, launchBrowser } from './browser.ts';
import { demoVisitor } from './demo.ts';
import { startServer, type RunningServer } from './server.ts';

// Subscriptions in Chromium (issue 17, docs/commerce-subscriptions.md): a visitor subscribes to the
// demo's «Suscripción: café del mes» by keyboard — «Suscribirme», details, shipping, the test card —
// to the 206 «¡Ya estás suscrito!» with the next charge, then cancels from the order's page (the
// confirm step). axe-core finds nothing on the product, subscribe checkout, 206, confirm and status
// pages, at a phone's width and a desktop's.
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

describe('subscribing to the demo coffee in Chromium', () => {
  it.each([
    ['desktop', 1280, 'caro.suscrita@ejemplo.com'],
    ['phone', 390, 'dani.suscrito@ejemplo.com'],
  ])('%s: «Suscribirme», the checkout by keyboard with the test card, 206, cancel from the status page; axe clean', async (_name, width, email) => {
    const { context, page, errors } = await demoVisitor(browser, server.url, width);

    await page.goto(`${server.url}/tienda/suscripcion-cafe-del-mes`, { waitUntil: 'networkidle' });
    expect(await page.locator('main').textContent()).toContain('cada mes, hasta que se cancele');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Suscribirme' }).focus();
    await submit(page);
    expect(new URL(page.url()).pathname).toBe('/checkout/subscribe');
    expect(await page.locator('h1').textContent()).toBe('Tu suscripción');
    expect(await page.locator('main').textContent()).toContain('$250.00 cada mes, hasta que se cancele');
    await expectNoAxeViolations(page);

    await page.locator('input[name="email"]').focus();
    await page.keyboard.type(email);
    await typeInto(page, 'name', 'Caro Ruiz');
    await typeInto(page, 'line1', 'Calle Colima 187');
    await typeInto(page, 'city', 'Ciudad de México');
    await tabTo(page, 'region');
    await page.keyboard.type('Ciudad de México');
    await typeInto(page, 'postalCode', '06700');
    await submit(page);
    const shipping = page.locator('input[name="shipping"]').first();
    await shipping.focus();
    await page.keyboard.press('Space');
    await tabTo(page, 'Usar este envío');
    await submit(page);
    await expectNoAxeViolations(page);

    await page.locator('input[name="cardNumber"]').focus();
    await page.keyboard.type('4242 4242 4242 4242');
    await typeInto(page, 'cardExpiry', '12/34');
    await typeInto(page, 'cardCvc', '123');
    await typeInto(page, 'cardName', 'CARO RUIZ');
    await submit(page);
    expect(new URL(page.url()).pathname).toMatch(/^\/pedido\//);

    expect(await page.locator('h1').textContent()).toBe('¡Ya estás suscrito!');
    expect(await page.locator('body').getAttribute('class')).toContain('page-type-206');
    const main = await page.locator('main').textContent();
    expect(main).toContain('Próximo cobro');
    expect(main).toContain('Activa');
    await expectNoAxeViolations(page);

    // Cancel: the form, then the confirm step, by keyboard.
    await page.getByRole('button', { name: 'Cancelar suscripción' }).focus();
    await submit(page);
    expect(await page.locator('h1').textContent()).toBe('¿Cancelar tu suscripción?');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Sí, cancelar la suscripción' }).focus();
    await submit(page);
    expect(new URL(page.url()).pathname).toMatch(/^\/pedido\//);
    expect(await page.locator('body').getAttribute('class')).toContain('page-type-211');
    const after = await page.locator('main').textContent();
    expect(after).toContain('Cancelada');
    expect(after).toContain('no habrá más cobros');
    expect(await page.getByRole('button', { name: 'Cancelar suscripción' }).count()).toBe(0);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
