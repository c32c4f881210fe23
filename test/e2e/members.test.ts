import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './browser.ts';
import { useDemo } from './demo.ts';
import { MEMBER_SESSION_PATH } from '../../src/shared/contracts/site-users.ts';

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
    const join = page.locator('a.member-area__join').first();
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

  it('§7 calls through the runtime data helper: sign in answers the xsrfToken (the crumb); a stale crumb on sign-out is crumbFail, retried once, and the session ends', async () => {
    const context = await demo.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    // An account made through the join page.
    await page.goto(`${demo.server.url}/cuenta/registro`);
    await page.locator('#member-name').fill('Marta');
    await page.locator('#member-email').fill('marta.api@ejemplo.com');
    await page.locator('#member-password').fill(PASSWORD);
    await page.locator('#member-password').press('Enter');
    await page.waitForURL(/\/cuenta$/);
    await context.clearCookies();

    await page.goto(`${demo.server.url}/club`);
    const answer = await page.evaluate(
      ([path, password]) => window.Vitrina!.data.post<{ xsrfToken: string }>(path, { data: { email: 'marta.api@ejemplo.com', password, rememberMe: true } }),
      [MEMBER_SESSION_PATH, PASSWORD] as const,
    );
    const cookies = await context.cookies();
    expect(answer?.xsrfToken).toBe(cookies.find((c) => c.name === 'crumb')?.value);
    const session = cookies.find((c) => c.name === 'vitrina_member')!;
    expect(session.httpOnly).toBe(true);
    expect(session.sameSite).toBe('Lax');
    expect(session.expires).toBeGreaterThan(Date.now() / 1000 + 29 * 24 * 3600);

    // A stale crumb: the first DELETE is crumbFail (with a fresh crumb cookie), the helper retries once.
    const calls: number[] = [];
    page.on('response', (r) => r.url().includes(MEMBER_SESSION_PATH) && r.request().method() === 'DELETE' && calls.push(r.status()));
    await context.addCookies([{ name: 'crumb', value: 'viejo', url: demo.server.url }]);
    await page.evaluate((path) => window.Vitrina!.data.del(path, { data: { cloneCart: true } }), MEMBER_SESSION_PATH);
    expect(calls).toEqual([403, 204]);
    expect((await context.cookies()).some((c) => c.name === 'vitrina_member')).toBe(false);
    // The old cookie, replayed, opens nothing.
    await context.addCookies([{ name: 'vitrina_member', value: session.value, url: demo.server.url }]);
    expect((await page.goto(`${demo.server.url}/club-altura`))?.status()).toBe(403);
    await context.close();
  });
});
