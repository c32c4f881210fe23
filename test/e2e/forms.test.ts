import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser } from './browser.ts';
import { serverRows, startServer, type RunningServer } from './server.ts';

/** The demo contact form (sites/demo/site.json): block id and form id. */
const FORM = '#contacto-formulario';
const FORM_ID = '65f1c0ffee0000000000f001';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Opens a page in its own context, collecting console errors. */
async function open(path: string, viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  // The context goes with its page; once the browser itself is closing, that may fail: nothing to do then.
  page.on('close', () => void context.close().catch(() => {}));
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(server.url + path, { waitUntil: 'networkidle' });
  return { page, errors };
}


/** Waits until the island of `selector` has hydrated (its submit button is enabled). */
async function hydrated(page: Page, island: string) {
  await page.locator(`[data-island="${island}"]`).first().scrollIntoViewIfNeeded();
  await expect.poll(() => page.locator(`[data-island="${island}"]`).first().getAttribute('data-hydrated'), { timeout: 15_000 }).toBe('true');
}

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

/** The rows the server stored for the demo contact form, read from its SQLite file. */
function storedSubmissions(): { field_values: string; page_path: string; spam: number }[] {
  return serverRows(server, 'select field_values, page_path, spam from form_submissions where form_id = ? order by id', FORM_ID);
}

describe('the demo contact form in Chromium', () => {
  it('has no accessibility violations before and after errors; is filled and sent by keyboard alone; the row reaches the database', async () => {
    const { page, errors } = await open('/contacto');
    await hydrated(page, 'form');
    // The page set no cookie (a CDN may keep it, docs/cdn.md): this fresh visitor's first form call gets the crumb.
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('crumb');
    await expectNoAxeViolations(page);

    // Keyboard only: focus lands on the first field, then Tab moves through the form.
    await page.focus(`${FORM}-nombre-first`);
    await page.keyboard.type('Lucía');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Hernández');
    await page.keyboard.press('Tab');
    expect(await focusedId(page)).toBe('contacto-formulario-correo');
    await page.keyboard.type('lucia@');
    for (const part of ['areaCode', 'prefix', 'line']) {
      await page.keyboard.press('Tab');
      expect(await focusedId(page)).toBe(`contacto-formulario-telefono-${part}`);
    }
    await page.keyboard.type('1187');
    await page.keyboard.press('Tab');
    expect(await focusedId(page)).toBe('contacto-formulario-asunto');
    await page.keyboard.press('ArrowDown'); // a closed select changes its choice with the arrows
    await page.keyboard.press('Tab');
    expect(await focusedId(page)).toBe('contacto-formulario-mensaje');
    await page.keyboard.insertText('¿Tienen café de Pluma Hidalgo? '.repeat(33)); // 1,023 characters
    expect(await page.locator(`${FORM}-mensaje--counter`).textContent()).toBe('1023 / 1000');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space'); // the privacy consent checkbox
    await page.keyboard.press('Tab'); // the honeypot is skipped: next stop is the button
    expect(await page.evaluate(() => (document.activeElement as HTMLButtonElement).type)).toBe('submit');
    await page.keyboard.press('Enter');

    // §5 messages in es-419, on their fields; focus on the first field in error.
    const emailError = page.locator(`${FORM}-correo--error`);
    await expect.poll(() => emailError.textContent()).toBe(
      'El correo electrónico no es válido. Las direcciones de correo electrónico deben seguir el formato nombre@ejemplo.com.',
    );
    expect(await page.locator(`${FORM}-mensaje--error`).textContent()).toBe('Excediste el límite de caracteres.');
    expect(await page.locator(`${FORM}-correo`).getAttribute('aria-invalid')).toBe('true');
    expect(await focusedId(page)).toBe('contacto-formulario-correo');
    expect(await page.getByText('Hay errores más arriba. Desplázate hacia arriba para revisarlos.').isVisible()).toBe(true);
    await expectNoAxeViolations(page);

    // Fix both, still by keyboard, and send.
    await page.keyboard.press('Control+A');
    await page.keyboard.type('lucia@ejemplo.com');
    for (let i = 0; i < 5; i++) await page.keyboard.press('Tab');
    expect(await focusedId(page)).toBe('contacto-formulario-mensaje');
    await page.keyboard.press('Control+A');
    await page.keyboard.type('¿Tienen café de Pluma Hidalgo en grano? Quiero medio kilo.');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    // The demo form has its captcha on: solved in the browser while the visitor typed.
    await expect.poll(() => page.locator('[data-island="form"] .form-block__captcha').textContent(), { timeout: 15_000 }).toBe('Verificación completa.');
    await page.keyboard.press('Enter');

    const success = page.locator('[data-island="form"] .form-block__success');
    await expect.poll(() => success.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await success.textContent()).toContain('¡Gracias por escribirnos!');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('form-block__success'))).toBe(true);
    expect(await page.locator('[data-island="form"] form').count()).toBe(0);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);

    const rows = storedSubmissions();
    expect(rows).toHaveLength(1);
    expect(rows[0].page_path).toBe('/contacto');
    expect(rows[0].spam).toBe(0);
    expect(JSON.parse(rows[0].field_values)).toMatchObject({
      nombre: ['Lucía', 'Hernández'],
      correo: 'lucia@ejemplo.com',
      telefono: ['', '', '', '1187'],
      asunto: 'Reservar la barra para un grupo',
      mensaje: '¿Tienen café de Pluma Hidalgo en grano? Quiero medio kilo.',
      privacidad: ['Acepto que Café Altura use mis datos solo para responder a este mensaje.'],
    });
    await page.close();
  });

  it('the page HTML never holds the notification address', async () => {
    const html = await (await fetch(server.url + '/contacto')).text();
    expect(html).toContain('data-island="form"');
    expect(html).not.toContain('cafe-altura@example.com');
    expect(html).not.toContain('notificationEmail');
  });

  it('on a phone the form is one column and still has no accessibility violations', async () => {
    const { page } = await open('/contacto', { width: 375, height: 740 });
    await hydrated(page, 'form');
    const box = await page.locator(`${FORM}-correo`).boundingBox();
    expect(box!.width).toBeGreaterThan(300);
    await expectNoAxeViolations(page);
    await page.close();
  });
});

describe('the demo newsletter in Chromium', () => {
  it('subscribes by keyboard, fires vitrina:newsletter-subscribe and shows its success text', async () => {
    const { page, errors } = await open('/');
    await hydrated(page, 'newsletter');
    await page.evaluate(() => {
      (window as unknown as { subscribed: number }).subscribed = 0;
      addEventListener('vitrina:newsletter-subscribe', () => (window as unknown as { subscribed: number }).subscribed++);
    });
    await page.focus('#boletin-suscripcion-correo');
    await page.keyboard.type('ana.ruiz@ejemplo.com');
    await page.keyboard.press('Enter');
    const success = page.locator('[data-island="newsletter"] .form-block__success');
    await expect.poll(() => success.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { subscribed: number }).subscribed)).toBe(1);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await page.close();
  });
});
