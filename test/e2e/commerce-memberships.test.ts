import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submit, tabTo, typeInto } from './keyboard.ts';
import { expectNoAxeViolations, launchBrowser } from './browser.ts';
import { demoVisitor } from './demo.ts';
import { startServer, type RunningServer } from './server.ts';
import { Inbox } from '../helpers/inbox.ts';

// Paid member areas in Chromium on the demo (issue 17, docs/members-paid.md): a visitor joins
// the one-time «Curso de catación en casa» by keyboard from the club page's member-area block —
// the join page's «Unirme», the checkout with the test card — sees the order's membership note,
// sets the password from the «Crea tu contraseña» mail (real SMTP), signs in and reads the
// members-only lessons. axe-core finds nothing on each page, at a phone's width and a desktop's.

const DEMO = JSON.parse(readFileSync('sites/demo/site.json', 'utf8'));
const AREA = DEMO.settings.memberAreas.find((a: { title: string }) => a.title === 'Curso de catación en casa').id as string;
const PASSWORD = 'cata en casa 2026';
const inbox = new Inbox();
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  await inbox.start();
  [server, browser] = await Promise.all([startServer({ SMTP_URL: `smtp://127.0.0.1:${inbox.port}`, MAIL_FROM: 'Café Altura <no-reply@vitrina.test>' }), launchBrowser()]);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await inbox.stop().catch(() => {});
});

const decoded = (raw: string) => Buffer.from(raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8');

describe('paid member areas in Chromium', () => {
  it.each([
    ['desktop', 1280, 'lucia.cata@ejemplo.com'],
    ['phone', 390, 'tomas.cata@ejemplo.com'],
  ])('%s: join a one-time area by keyboard with the test card, set the password from the mail, read the lessons; axe clean', async (_name, width, email) => {
    const { context, page, errors } = await demoVisitor(browser, server.url, width);

    // Before paying, the lessons are for members only.
    expect((await page.goto(`${server.url}/curso-catacion`))?.status()).toBe(403);
    expect(await page.locator('main').textContent()).not.toContain('Lección 1');

    // The club page's block for the course: its «Unirme» link, by keyboard.
    await page.goto(`${server.url}/club`, { waitUntil: 'networkidle' });
    await expectNoAxeViolations(page);
    const join = page.locator(`[data-area-id="${AREA}"] a.member-area__join`);
    expect(await join.textContent()).toBe('Unirme');
    await join.focus();
    await submit(page);
    expect(await page.locator('h1').textContent()).toBe('Unirme a Curso de catación en casa');
    expect(await page.locator('main').textContent()).toContain('$450');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Unirme' }).focus();
    await submit(page);
    expect(new URL(page.url()).pathname).toBe('/checkout');

    // The checkout: nothing ships, so name and email; then the test card.
    expect(await page.locator('main').textContent()).toContain('Curso de catación en casa');
    expect(await page.locator('input[name="line1"]').count()).toBe(0);
    await expectNoAxeViolations(page);
    await page.locator('input[name="email"]').focus();
    await page.keyboard.type(email);
    await typeInto(page, 'name', 'Lucía Cata');
    await submit(page);
    await page.locator('input[name="cardNumber"]').focus();
    await page.keyboard.type('4242 4242 4242 4242');
    await typeInto(page, 'cardExpiry', '12/34');
    await typeInto(page, 'cardCvc', '123');
    await typeInto(page, 'cardName', 'LUCIA CATA');
    await submit(page);
    expect(new URL(page.url()).pathname).toMatch(/^\/pedido\//);

    // The confirmation says how to get in, and links to the course.
    expect(await page.locator('h1').textContent()).toBe('¡Gracias por tu compra!');
    const note = await page.locator('.order__membership').textContent();
    expect(note).toContain('Ya eres miembro de Curso de catación en casa');
    expect(note).toContain(email);
    expect(await page.locator('.order__membership a', { hasText: 'Ir a Curso de catación en casa' }).getAttribute('href')).toBe('/curso-catacion');
    await expectNoAxeViolations(page);

    // The mail's link sets the password.
    await expect.poll(() => inbox.messages.some((m) => m.to.includes(email)), { timeout: 15_000 }).toBe(true);
    const mail = decoded(inbox.messages.find((m) => m.to.includes(email) && /crea tu contrase/i.test(decoded(m.raw)))!.raw);
    const link = /\/cuenta\/restablecer\?token=[A-Za-z0-9_-]{43}/.exec(mail)![0];
    await page.goto(`${server.url}${link}`);
    await expectNoAxeViolations(page);
    await page.locator('input[name="password"]').focus();
    await page.keyboard.type(PASSWORD);
    await submit(page);

    // Sign in (the page the new password leads to), then the lessons open.
    await page.locator('input[name="email"]').focus();
    await page.keyboard.type(email);
    await typeInto(page, 'password', PASSWORD);
    await submit(page);
    const lessons = await page.goto(`${server.url}/curso-catacion`);
    expect(lessons?.status()).toBe(200);
    expect(lessons?.headers()['cache-control']).toBe('private, no-store');
    expect(await page.locator('main').textContent()).toContain('Lección 1: el aroma');
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  }, 180_000);
});
