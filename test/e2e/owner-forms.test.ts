import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser } from './browser.ts';
import { startServer, type RunningServer } from './server.ts';

// The owner's forms pages in Chromium: a message sent to the demo contact form through the real
// calls (key, 2 s minimum fill time, SaveFormSubmission), then the owner signs in, opens
// /config/forms and the contact form's submissions, sees the message as text, and axe-core finds
// no violations. With OWNER_FORMS_SHOTS=<dir>, screenshots at 390 and 1280 px go there.
let server: RunningServer;
let browser: Browser;
const PASSWORD = 'pan de masa madre';
const EMAIL = 'duena@ejemplo.com';
const CONTACT = '65f1c0ffee0000000000f001';
const NEWSLETTER = '65f1c0ffee0000000000f002';
const SHOTS = process.env.OWNER_FORMS_SHOTS;

/** Sends one submission as the island does: a crumb, a key, a solved captcha, the minimum fill time, then the payload. */
async function send(formId: string, form: Record<string, unknown>, pagePath: string) {
  const login = await fetch(`${server.url}/config/login`);
  const crumb = /crumb=([^;]+)/.exec(login.headers.get('set-cookie') ?? '')![1];
  const headers = { cookie: `crumb=${crumb}`, 'x-csrf-token': crumb, 'content-type': 'application/json' };
  const { key } = await (await fetch(`${server.url}/api/form/FormSubmissionKey`, { method: 'POST', headers })).json();
  await new Promise((r) => setTimeout(r, 2_100));
  const challenge = (await (await fetch(`${server.url}/api/form/CaptchaChallenge`)).json()) as Challenge;
  const captchaKey = Buffer.from(JSON.stringify({ challenge, solution: await solveChallenge({ challenge, deriveKey }) })).toString('base64');
  const body = { key, captchaKey, formId, collectionId: 'x', objectName: 'contacto-formulario', isOverlayForm: false, submitButtonText: 'Enviar', form: JSON.stringify(form), pageTitle: 'Contacto', pageId: 'x', contentSource: 'c', pagePath };
  const res = await fetch(`${server.url}/api/form/SaveFormSubmission`, { method: 'POST', headers, body: JSON.stringify(body) });
  expect(res.status, await res.clone().text()).toBe(200);
}

beforeAll(async () => {
  server = await startServer();
  const cli = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'src/cli.ts', 'owner', 'add', 'demo', EMAIL], {
    env: { ...process.env, DATA_DIR: server.dataDir, LOG_LEVEL: 'silent', VITRINA_PASSWORD: PASSWORD },
    encoding: 'utf8',
  });
  expect(cli.stdout + cli.stderr).toContain(`Cuenta ${EMAIL} creada en demo`);
  const privacy = ['Acepto que Café Altura use mis datos solo para responder a este mensaje.'];
  await Promise.all([
    send(CONTACT, { nombre: ['Lucía', 'Hernández'], correo: 'lucia@ejemplo.com', telefono: ['', '55', '1234', '5678'], asunto: 'Cursos y catas de café', mensaje: '¿Tienen catas los sábados?\nSomos 4 personas.', privacidad: privacy }, '/contacto'),
    send(CONTACT, { nombre: ['Beto', '<img src=x onerror=alert(1)>'], correo: 'beto@ejemplo.com', asunto: 'Otro tema', mensaje: '<script>alert(1)</script>', privacidad: privacy }, '/contacto'),
    send(NEWSLETTER, { correo: 'ana@ejemplo.com' }, '/'),
  ]);
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});


/** Full-page screenshots of the current page at 390 and 1280 px, when OWNER_FORMS_SHOTS is set. */
async function shots(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('the owner\'s forms pages in Chromium', () => {
  it('lists the forms, opens the contact form\'s submissions with every value as text, axe clean', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('dialog', (d) => {
      errors.push(`dialog: ${d.message()}`);
      void d.dismiss();
    });

    await page.goto(`${server.url}/config/forms`);
    expect(new URL(page.url()).searchParams.get('next')).toBe('/config/forms');
    await page.fill('#login-email', EMAIL);
    await page.fill('#login-password', PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/config\/forms$/);
    expect(await page.locator('h1').textContent()).toBe('Formularios');
    expect(await page.locator(`#form-${CONTACT} td.num`).textContent()).toBe('2');
    expect(await page.locator('#mail-off').textContent()).toContain('Los avisos por correo están desactivados');
    expect(await page.evaluate(() => document.scripts.length)).toBe(0);
    await expectNoAxeViolations(page);
    await shots(page, 'forms');

    await page.locator(`#form-${CONTACT} a`).click();
    await page.waitForURL(new RegExp(`/config/forms/${CONTACT}$`));
    expect(await page.locator('h1').textContent()).toBe('Envíos de «Contacto»');
    const cells = await page.locator('.owner-table--data tbody tr').allTextContents();
    expect(cells).toHaveLength(2);
    expect(cells.join('\n')).toContain('<script>alert(1)</script>');
    expect(cells.join('\n')).toContain('Beto <img src=x onerror=alert(1)>');
    expect(cells.join('\n')).toContain('Lucía Hernández');
    expect(await page.locator('.owner-table--data img, .owner-table--data script').count()).toBe(0);
    expect(await page.evaluate(() => document.scripts.length)).toBe(0);
    await expectNoAxeViolations(page);
    await shots(page, 'submissions');

    const download = page.waitForEvent('download');
    await page.locator('a[href$="/submissions.csv"]').click();
    expect((await download).suggestedFilename()).toMatch(/^contacto-envios-\d{4}-\d{2}-\d{2}\.csv$/);

    await page.goto(`${server.url}/config/forms/subscribers`);
    expect(await page.locator('.owner-table--data tbody tr').first().textContent()).toContain('ana@ejemplo.com');
    await expectNoAxeViolations(page);
    await shots(page, 'subscribers');
    expect(errors).toEqual([]);
    await context.close();
  });
});
