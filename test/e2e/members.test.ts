import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './browser.ts';
import { useDemo } from './demo.ts';

// Members in Chromium on the demo (issue 15, docs/members.md): a visitor joins the free «Club
// Altura» by keyboard from the member-area block (sign-up with name, email and password), lands
// on the membership-confirmed page, sees the members-only recipes, signs out, and then gets the
// access-denied page in Spanish with its ways in; signing in again opens the page. axe-core finds
// no violations on each page, at a phone's width and a desktop's.
const demo = useDemo();
const PASSWORD = 'cafe de olla 2026';

describe('members in Chromium', () => {
  it.each([
    ['desktop', 1280, 'socia.escritorio@ejemplo.com'],
    ['phone', 390, 'socia.telefono@ejemplo.com'],
  ])('%s: join by keyboard, see the member page, sign out, see access denied; axe clean', async (_name, width, email) => {
    const context = await demo.browser.newContext({ viewport: { width, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    // Signed out, the members' page is the access-denied page, in Spanish.
    const denied = await page.goto(`${demo.server.url}/club-altura`);
    expect(denied?.status()).toBe(403);
    expect(await page.locator('html').getAttribute('lang')).toBe('es-419');
    expect(await page.locator('h1').textContent()).toBe('Esta página es solo para miembros');
    expect(await page.locator('main').textContent()).not.toContain('Cold brew');
    await expectNoAxeViolations(page);

    // The club page's member-area block: its join link, by keyboard.
    await page.goto(`${demo.server.url}/club`);
    await expectNoAxeViolations(page);
    const join = page.locator('a.member-area__join');
    expect(await join.textContent()).toBe('Unirme');
    await join.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/cuenta\/unirse\?area=/);
    expect(await page.locator('h1').textContent()).toBe('Unirme a Club Altura');
    await expectNoAxeViolations(page);

    await page.locator('#member-name').focus();
    await page.keyboard.type('Renata Ortiz');
    await page.keyboard.press('Tab');
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Crear cuenta y unirme');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/cuenta\/bienvenida/);
    expect(await page.locator('body').getAttribute('class')).toContain('page-type-208');
    expect(await page.locator('h1').textContent()).toBe('Ya eres miembro');
    await expectNoAxeViolations(page);

    await page.locator('a', { hasText: 'Ver el contenido' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/club-altura$/);
    expect(await page.locator('main').textContent()).toContain('Cold brew de Chiapas');
    expect(await page.locator('main').textContent()).toContain('SOCIOALTURA');
    await expectNoAxeViolations(page);

    // The account page signs out (a form button, by keyboard).
    await page.goto(`${demo.server.url}/cuenta`);
    await expectNoAxeViolations(page);
    await page.locator('button', { hasText: 'Cerrar sesión' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/');

    const after = await page.goto(`${demo.server.url}/club-altura`);
    expect(after?.status()).toBe(403);
    expect(await page.locator('main').textContent()).toContain('Esta página es para miembros. Inicia sesión o únete para verla.');
    expect(await page.locator('main').textContent()).not.toContain('Cold brew');

    // Signing in again from there comes back to the page.
    await page.locator('a', { hasText: 'Inicia sesión' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/cuenta\/ingresar/);
    await expectNoAxeViolations(page);
    await page.locator('#member-email').fill(email);
    await page.locator('#member-password').fill(PASSWORD);
    await page.locator('#member-password').press('Enter');
    await page.waitForURL(/\/club-altura$/);
    expect(await page.locator('main').textContent()).toContain('Café de olla de la casa');
    expect(errors).toEqual([]);
    await context.close();
  });
});
