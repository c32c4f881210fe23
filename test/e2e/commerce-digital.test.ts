import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './browser.ts';
import { demoVisitor, useDemo } from './demo.ts';

// Digital products in Chromium (issue 17, docs/commerce-digital.md): a visitor buys the demo's
// digital guide with the test card; the confirmation shows its download link, which downloads the
// PDF as an attachment; once its five downloads are used the link answers the refusal page in the
// site's chrome. axe-core finds nothing on the order page and the refusal page, at 390 and 1280 px.

const demo = useDemo();
const GUIDE = '/tienda/guia-cafe-de-especialidad-en-casa';
const FILE_NAME = 'Guía café de especialidad en casa.pdf';

/** Clicks a form's button and waits for the page its answer loads. */
async function submitWith(page: Page, name: string | RegExp) {
  const loaded = page.waitForNavigation({ waitUntil: 'load' });
  await page.getByRole('button', { name }).first().click();
  await loaded;
}

describe('buying the digital guide', () => {
  it.each([
    ['desktop', 1280, 'lectora@ejemplo.com'],
    ['phone', 390, 'lector@ejemplo.com'],
  ])('%s: pays with the test card, downloads the PDF from the confirmation, then meets the used-up page; axe clean', async (_name, width, email) => {
    const { context, page, errors } = await demoVisitor(demo.browser, demo.server.url, width, { acceptDownloads: true });
    await page.goto(`${demo.server.url}${GUIDE}`, { waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Agregar al carrito' }).first().click();
    await expect.poll(() => page.locator('[role="status"]').allTextContents().then((t) => t.join(' '))).toContain('Agregado al carrito');

    // A digital-only checkout asks for the email and name, then the card.
    await page.goto(`${demo.server.url}/checkout`, { waitUntil: 'load' });
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="name"]').fill('Lucía Gómez');
    await submitWith(page, /Continuar|Guardar|Usar estos datos/);
    await page.locator('input[name="cardNumber"]').fill('4242 4242 4242 4242');
    await page.locator('input[name="cardExpiry"]').fill('12/34');
    await page.locator('input[name="cardCvc"]').fill('123');
    await page.locator('input[name="cardName"]').fill('LUCIA GOMEZ');
    await submitWith(page, /^Pagar/);
    expect(new URL(page.url()).pathname).toMatch(/^\/pedido\//);
    expect(await page.locator('h1').textContent()).toBe('¡Gracias por tu compra!');

    // The confirmation's download link: five downloads, an expiry date; axe clean.
    const main = page.locator('main');
    expect(await main.textContent()).toContain('Tus descargas');
    expect(await main.textContent()).toContain('Te quedan 5 descargas');
    expect(await main.textContent()).toContain('El enlace vence el');
    await expectNoAxeViolations(page);
    const link = page.getByRole('link', { name: `Descargar ${FILE_NAME}` });
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(/^\/commerce\/descarga\/[0-9a-f]{24}\?t=[A-Za-z0-9_-]{43}$/);
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(FILE_NAME);
    const bytes = readFileSync((await download.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(bytes.equals(readFileSync('sites/demo/descargas/guia-cafe-en-casa.pdf'))).toBe(true);

    // The order page counts it; four more downloads use the link up.
    await page.reload({ waitUntil: 'load' });
    expect(await main.textContent()).toContain('Te quedan 4 descargas');
    for (let i = 0; i < 4; i++) expect((await page.request.get(`${demo.server.url}${href}`)).status()).toBe(200);
    const refused = await page.goto(`${demo.server.url}${href}`, { waitUntil: 'load' });
    expect(refused?.status()).toBe(410);
    expect(await page.locator('h1').textContent()).toBe('Ya usaste todas las descargas de este enlace');
    expect(await page.locator('main').textContent()).toContain('escríbele a la tienda');
    expect(await page.locator('header').count()).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
    await page.goBack({ waitUntil: 'load' });
    await page.reload({ waitUntil: 'load' });
    expect(await main.textContent()).toContain('Ya usaste todas las descargas de este enlace.');
    await expectNoAxeViolations(page);

    // A wrong token: 404 in Spanish.
    const wrong = await page.goto(`${demo.server.url}${href.replace(/t=.*/, `t=${'A'.repeat(43)}`)}`, { waitUntil: 'load' });
    expect(wrong?.status()).toBe(404);
    expect(await page.locator('h1').textContent()).toBe('No encontramos esta descarga');
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});
