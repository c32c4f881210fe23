import AxeBuilder from '@axe-core/playwright';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoSiteCopy, useDemo } from './demo.ts';

// Issue 15 (docs/locks.md): the demo's «Mayoreo» page is password-protected (altura2026).
const demo = useDemo();

describe('a password page in Chromium', () => {
  it('is unlocked by keyboard alone: a wrong password first (error announced, focus on the field), then the right one; axe clean', async () => {
    const context = await demo.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const res = await page.goto(`${demo.server.url}/mayoreo`);
    expect(res?.status()).toBe(403);
    await expect(page.locator('h1').textContent()).resolves.toBe('Esta página está protegida');
    expect(await page.content()).not.toContain('Precios por kilo');
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);

    // Tab until the password field has focus (skip link, banner, header come first).
    for (let i = 0; i < 40 && (await page.evaluate(() => document.activeElement?.id)) !== 'lock-password'; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('lock-password');
    await page.keyboard.type('equivocada');
    await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
    await expect(page.locator('[role="alert"]').textContent()).resolves.toContain('La contraseña no es correcta');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('lock-password');
    const axeError = await new AxeBuilder({ page }).analyze();
    expect(axeError.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);

    await page.keyboard.type('altura2026');
    await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
    expect(page.url()).toMatch(/\/mayoreo$/);
    await expect(page.locator('h1').first().textContent()).resolves.toBe('Mayoreo para cafeterías');
    expect(await page.content()).toContain('Precios por kilo');
    // Another visitor (no cookie) still gets the form.
    const other = await demo.browser.newContext();
    const stranger = await other.newPage();
    expect((await stranger.goto(`${demo.server.url}/mayoreo`))?.status()).toBe(403);
    await other.close();
    await context.close();
  });
});

// The demo with the whole-site lock on.
function lockedDemo(): string {
  return demoSiteCopy((site) => {
    site.settings = { ...site.settings, siteLock: { password: 'tostado', title: 'Abrimos pronto', message: 'Estamos preparando la nueva tienda en línea.' } };
  }, 'vitrina-locked-demo-');
}

describe('the whole-site lock screen in Chromium', () => {
  const locked = useDemo({ DEMO_SITE: lockedDemo() });

  it('covers every page, is axe clean at 390 and 1280 px, and opens the site by keyboard', async () => {
    for (const width of [390, 1280]) {
      const context = await locked.browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      expect((await page.goto(`${locked.server.url}/blog`))?.status()).toBe(403);
      await expect(page.locator('h1').textContent()).resolves.toBe('Abrimos pronto');
      // No way further in: no link to the site's pages (navigation, footer links, bars).
      expect(await page.locator('a[href="/tienda"]').count()).toBe(0);
      const axe = await new AxeBuilder({ page }).analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
      await page.screenshot({ path: join(tmpdir(), `vitrina-lock-screen-${width}.png`), fullPage: true });
      await page.focus('#lock-password');
      await page.keyboard.type('tostado');
      await Promise.all([page.waitForNavigation(), page.keyboard.press('Enter')]);
      expect(page.url()).toMatch(/\/blog$/);
      await expect(page.locator('h1').first().textContent()).resolves.toBe('Blog');
      expect(await page.locator('a[href="/tienda"]').count()).toBeGreaterThan(0);
      await context.close();
    }
  });
});
