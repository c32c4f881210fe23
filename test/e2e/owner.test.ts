import { spawnSync } from 'node:child_process';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser } from './browser.ts';
import { startServer, type RunningServer } from './server.ts';

// The owner in Chromium: an account made with the real CLI, sign-in by keyboard, the analytics
// page showing the page views sent, no axe-core violations, and logout.
let server: RunningServer;
let browser: Browser;
const PASSWORD = 'pan de masa madre';
const EMAIL = 'duena@ejemplo.com';
const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

beforeAll(async () => {
  server = await startServer();
  const cli = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'src/cli.ts', 'owner', 'add', 'demo', EMAIL], {
    env: { ...process.env, DATA_DIR: server.dataDir, LOG_LEVEL: 'silent', VITRINA_PASSWORD: '' },
    input: `${PASSWORD}\n`,
    encoding: 'utf8',
  });
  expect(cli.stdout + cli.stderr).toContain(`Cuenta ${EMAIL} creada en demo`);
  // The CLI ran synchronously: a pooled connection the server closed meanwhile (keep-alive 5 s)
  // is noticed only when the event loop turns, so let it turn before reusing the pool.
  await new Promise((resolve) => setTimeout(resolve, 100));
  // Three page views from two visitors, as a browser's census calls send them.
  for (const [path, visitor] of [['/', 'v1'], ['/blog', 'v1'], ['/', 'v2']]) {
    const data = JSON.stringify({ url: `${server.url}${path}`, title: 'x', userAgent: DESKTOP_UA });
    const body = new URLSearchParams({ event: '1', data, ss_cvr: `${visitor}|1|1|2|1` });
    const res = await fetch(`${server.url}/api/census/RecordHit`, { method: 'POST', body, headers: { 'user-agent': DESKTOP_UA } });
    expect(res.status).toBe(204);
  }
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});


describe('the owner in Chromium', () => {
  it('signs in by keyboard, sees the analytics page, and logs out', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    await page.goto(`${server.url}/config`);
    expect(new URL(page.url()).pathname).toBe('/config/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/config');
    await expectNoAxeViolations(page);
    // The email field has the focus; a wrong password first.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('login-email');
    await page.keyboard.type(EMAIL);
    await page.keyboard.press('Tab');
    await page.keyboard.type('no es la contraseña');
    await page.keyboard.press('Enter');
    await page.waitForLoadState('domcontentloaded');
    expect(await page.locator('[role="alert"]').textContent()).toContain('El correo electrónico o la contraseña no son correctos');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('login-error');
    await expectNoAxeViolations(page);

    // Then the right one: Tab from the message to the (kept) email, to the password.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe(EMAIL);
    await page.keyboard.press('Tab');
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space'); // remember me
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/config\/analytics$/);
    const session = (await context.cookies()).find((c) => c.name === 'vitrina_session')!;
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(session.expires - Date.now() / 1000).toBeGreaterThan(29 * 86400);

    expect(await page.locator('h1').textContent()).toBe('Analítica');
    expect(await page.locator('#stat-page-views .owner-stat__value').textContent()).toBe('3');
    expect(await page.locator('#stat-visitors .owner-stat__value').textContent()).toBe('2');
    expect(await page.locator('#views-per-day svg[role="img"] rect.owner-chart__bar').count()).toBe(30);
    expect(await page.locator('#top-pages tbody tr').first().textContent()).toContain('/');
    expect(await page.evaluate(() => document.scripts.length)).toBe(0);
    await expectNoAxeViolations(page);

    // Logout by keyboard: focus the button, press Enter.
    await page.locator('.owner-bar__logout button').focus();
    const loggedOutAt = Date.now();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/\?logout=true$/);
    // §2: the information popup says the session ended, and is gone after 2 s (§9).
    const popup = page.getByRole('status').filter({ hasText: 'La sesión se cerró correctamente' });
    await popup.waitFor({ state: 'visible', timeout: 1500 });
    expect(await popup.textContent()).toContain('Has cerrado sesión correctamente.');
    await popup.waitFor({ state: 'hidden', timeout: 5000 });
    // It appeared after the click, so it cannot have gone less than 2 s after it.
    expect(Date.now() - loggedOutAt).toBeGreaterThanOrEqual(2000);
    expect((await context.cookies()).find((c) => c.name === 'vitrina_session')).toBeUndefined();
    await page.goto(`${server.url}/config/analytics`);
    expect(new URL(page.url()).pathname).toBe('/config/login');
    expect(errors).toEqual([]);
    await context.close();
  });
});
