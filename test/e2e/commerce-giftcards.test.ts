import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submit, tabTo, typeInto } from './keyboard.ts';
import { expectNoAxeViolations, launchBrowser } from './browser.ts';
import { demoVisitor } from './demo.ts';
import { startServer, type RunningServer } from './server.ts';
import { Inbox } from '../helpers/inbox.ts';
import { codeIn, decodedMail } from '../helpers/giftcards.ts';

// Gift cards in Chromium (issue 17, docs/commerce-giftcards.md): from the demo's «Tarjeta de
// regalo» page, «Enviar como regalo», the gift checkout filled by keyboard with the test card; the
// recipient's mail arrives over SMTP; its code is redeemed at /checkout and pays a coffee. axe-core
// finds nothing on the gift checkout, the checkout with the card applied, and the order pages.
let server: RunningServer;
let browser: Browser;
const inbox = new Inbox();

beforeAll(async () => {
  await inbox.start();
  server = await startServer({ SMTP_URL: `smtp://127.0.0.1:${inbox.port}`, MAIL_FROM: 'Café Altura <no-reply@vitrina.test>' });
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await inbox.stop().catch(() => {});
});

describe('gift cards in Chromium', () => {
  it.each([
    ['desktop', 1280, 'marta.regalo@ejemplo.com'],
    ['phone', 390, 'pablo.regalo@ejemplo.com'],
  ])('%s: buy the demo gift card for someone by keyboard, read the code from the mail, redeem it at checkout; axe clean', async (_name, width, recipient) => {
    const { context, page, errors } = await demoVisitor(browser, server.url, width);

    // The product page offers «Enviar como regalo».
    await page.goto(`${server.url}/tienda/tarjeta-de-regalo`, { waitUntil: 'networkidle' });
    await page.getByRole('link', { name: 'Enviar como regalo' }).focus();
    await submit(page);
    expect(new URL(page.url()).pathname).toBe('/checkout/giftcard');
    expect(await page.locator('h1').textContent()).toBe('Regala una tarjeta de regalo');
    await expectNoAxeViolations(page);

    // The form, by keyboard: $500, the recipient, a message, the sender, the test card.
    const amount = page.locator('input[name="sku"][value="ALT-REG-500"]');
    await amount.focus();
    await page.keyboard.press('Space');
    expect(await amount.isChecked()).toBe(true);
    await typeInto(page, 'recipientName', 'Marta Ruiz');
    await typeInto(page, 'recipientEmail', recipient);
    await typeInto(page, 'message', '¡Feliz cumpleaños!');
    await typeInto(page, 'senderName', 'Ana Pérez');
    await typeInto(page, 'senderEmail', 'ana.regala@ejemplo.com');
    await typeInto(page, 'cardNumber', '4242 4242 4242 4242');
    await typeInto(page, 'cardExpiry', '12/34');
    await typeInto(page, 'cardCvc', '123');
    await typeInto(page, 'cardName', 'ANA PEREZ');
    await submit(page);
    expect(new URL(page.url()).pathname).toMatch(/^\/pedido\//);
    await expectNoAxeViolations(page);

    // The recipient's mail, over SMTP.
    let code: string | undefined;
    await expect
      .poll(
        () => {
          const mail = inbox.messages.map((m) => decodedMail(m.raw)).find((m) => m.includes(`To: ${recipient}`) && codeIn(m));
          code = mail ? codeIn(mail) : undefined;
          return Boolean(code);
        },
        { timeout: 20_000 },
      )
      .toBe(true);

    // A coffee in the cart, then the checkout with the code.
    await page.goto(`${server.url}/tienda/chiapas-finca-la-esperanza`, { waitUntil: 'networkidle' });
    await page.locator('main select[data-option]').first().waitFor({ state: 'visible' });
    await page.getByRole('button', { name: 'Agregar al carrito' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('[role="status"]').allTextContents().then((t) => t.join(' '))).toContain('Agregado al carrito');
    await page.goto(`${server.url}/checkout`, { waitUntil: 'load' });
    await page.locator('input[name="email"]').focus();
    await page.keyboard.type('ana.regala@ejemplo.com');
    await typeInto(page, 'name', 'Ana Pérez');
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
    await page.locator('input[name="giftCard"]').focus();
    await page.keyboard.type(code!);
    await submit(page);
    const summary = await page.locator('.checkout-summary').textContent();
    expect(summary).toContain(`Tarjeta de regalo ···${code!.slice(-4)}`);
    expect(summary).toContain('Por pagar');
    await expectNoAxeViolations(page);
    // The coffee costs less than $500: the card pays it all, no card fields.
    await page.getByRole('button', { name: 'Pagar con la tarjeta de regalo' }).focus();
    await submit(page);
    expect(new URL(page.url()).pathname).toMatch(/^\/pedido\//);
    expect(await page.locator('h1').textContent()).toBe('¡Gracias por tu compra!');
    await expectNoAxeViolations(page);
    await context.close();
  });
});
