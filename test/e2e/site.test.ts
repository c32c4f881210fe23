import { HtmlValidate } from 'html-validate';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAssets } from '../../src/server/assets.ts';
import { expectNoAxeViolations, launchBrowser } from './browser.ts';
import { startServer, type RunningServer } from './server.ts';

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

/** Opens a page and records every script the browser fetched. */
async function open(path: string, viewport = { width: 1280, height: 900 }) {
  // One context per page: axe-core needs it, and no cookie leaks between tests.
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  // The context goes with its page; once the browser itself is closing, that may fail: nothing to do then.
  page.on('close', () => void context.close().catch(() => {}));
  const scripts: string[] = [];
  const errors: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(r.url());
  });
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  const response = await page.goto(server.url + path, { waitUntil: 'networkidle' });
  return { page, response: response!, scripts, errors };
}


describe('the demo site in Chromium', () => {
  it('renders the home page with its blocks and no console errors', async () => {
    const { page, response, errors } = await open('/');
    expect(response.status()).toBe(200);
    expect(await page.locator('html').getAttribute('lang')).toBe('es-419');
    expect(await page.locator('main h1, main h2').count()).toBeGreaterThan(0);
    expect(await page.locator('main img').count()).toBeGreaterThan(0);
    expect(await page.locator('[data-island="accordion"]').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await expectNoAxeViolations(page);
    await page.close();
  });

  it('the accordion opens by mouse and by keyboard, one panel at a time', async () => {
    const { page } = await open('/');
    const accordion = page.locator('[data-island="accordion"]').first();
    await accordion.scrollIntoViewIfNeeded();
    const buttons = accordion.locator('button[aria-expanded]');
    await expect.poll(() => page.evaluate(() => document.querySelector('[data-island="accordion"]')?.getAttribute('data-hydrated'))).toBe('true');
    // Open the first panel by mouse (the demo may start with it open: then click closes, click opens).
    if ((await buttons.nth(0).getAttribute('aria-expanded')) === 'true') {
      await buttons.nth(0).click();
      await expect.poll(() => buttons.nth(0).getAttribute('aria-expanded')).toBe('false');
      await page.waitForTimeout(300);
    }
    await buttons.nth(0).click();
    await expect.poll(() => buttons.nth(0).getAttribute('aria-expanded')).toBe('true');
    const panel = page.locator(`#${await buttons.nth(0).getAttribute('aria-controls')}`);
    await expect.poll(() => panel.isVisible()).toBe(true);
    await page.waitForTimeout(300);
    // Then the second by keyboard: the first closes (one open at a time).
    await buttons.nth(1).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => buttons.nth(1).getAttribute('aria-expanded')).toBe('true');
    expect(await buttons.nth(0).getAttribute('aria-expanded')).toBe('false');
    await page.waitForTimeout(300);
    await page.keyboard.press('Space');
    await expect.poll(() => buttons.nth(1).getAttribute('aria-expanded')).toBe('false');
    await page.close();
  });

  it('a page with no islands loads no React: only the runtime script and its own chunks', async () => {
    // /contacto has the form island now; the gallery page is text and images only.
    const { page, scripts, errors } = await open('/galeria');
    // No island of its own (the popup overlay's newsletter waits hidden in the chrome, not preloaded).
    expect(await page.locator('main [data-island]').count()).toBe(0);
    // The runtime with the chunk it shares with the form island (preloaded with it), and once the
    // page has loaded the tracking script (src/runtime/tracking/after-load.ts) and the chrome
    // script with its parts (the demo has a cookie banner, an announcement bar and a popup overlay), and the islands
    // script (moving-parts.ts) for the popup's newsletter, which wakes (loading React) only once shown;
    // a store's pages add the cart indicator and the checkout links' guard (chrome parts, about 2 KB);
    // those parts share the page-texts chunk (a page's texts in its language, docs/multilingual.md).
    const { runtime, runtimePreload = [] } = loadAssets('dist/client');
    const later = /\/assets\/(after-load|chrome|cookie-banner|announcement-bar|popup-overlay|focus-trap|overlays|moving-parts|cart-indicator|checkout-guard|commerce|storefront|cookies|page-texts)-[\w-]+\.js$/;
    const loaded = scripts.filter((src) => !later.test(src)).map((src) => new URL(src).pathname);
    expect(runtime).toMatch(/\/assets\/runtime-[\w-]+\.js$/);
    expect(new Set(loaded)).toEqual(new Set([runtime, ...runtimePreload]));
    expect(loaded.some((src) => /react/.test(src))).toBe(false);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a page with an island loads its chunk once it is near the viewport', async () => {
    const { page, scripts } = await open('/');
    await page.locator('[data-island="accordion"]').first().scrollIntoViewIfNeeded();
    await expect.poll(() => scripts.length).toBeGreaterThan(1);
    await page.close();
  });

  it.each(['/blog', '/tienda', '/galeria', '/nosotros'])('%s renders and has no accessibility violations', async (path) => {
    const { page, response, errors } = await open(path);
    expect(response.status()).toBe(200);
    expect(errors).toEqual([]);
    await expectNoAxeViolations(page);
    await page.close();
  });

  it('every demo page is valid HTML (html-validate, standard rules)', async () => {
    // React writes `charSet`, `<meta/>` and style attributes: matters of style, not validity.
    const validator = new HtmlValidate({
      extends: ['html-validate:standard'],
      rules: { 'doctype-style': 'off', 'attr-case': 'off', 'void-style': 'off', 'no-inline-style': 'off' },
    });
    const html = await (await fetch(server.url + '/blog')).text();
    const paths = ['/', '/nosotros', '/blog', '/galeria', '/tienda', '/contacto', '/search', '/no-existe'];
    paths.push(/href="(\/blog\/[a-z0-9-]+)"/.exec(html)![1]);
    paths.push(/href="(\/tienda\/[a-z0-9-]+)"/.exec(await (await fetch(server.url + '/tienda')).text())![1]);
    for (const path of paths) {
      const report = await validator.validateString(await (await fetch(server.url + path)).text());
      expect(report.results.flatMap((r) => r.messages.map((m) => `${path} ${m.ruleId}: ${m.message}`))).toEqual([]);
    }
  });

  it('a blog post opens from the blog list', async () => {
    const { page } = await open('/blog');
    await page.locator('main article a').first().click();
    await page.waitForLoadState('networkidle');
    expect(new URL(page.url()).pathname).toMatch(/^\/blog\/[a-z0-9-]+$/);
    expect(await page.locator('main h1').count()).toBe(1);
    await page.close();
  });

  it('on a phone the navigation is behind a menu button', async () => {
    const { page } = await open('/', { width: 375, height: 740 });
    const nav = page.locator('header nav[aria-label="Principal"] a').first();
    expect(await nav.isVisible()).toBe(false);
    await page.locator('header summary, header button[aria-expanded]').first().click();
    await expect.poll(() => nav.isVisible()).toBe(true);
    await page.close();
  });

  it('404 is a real 404', async () => {
    const { response, page } = await open('/esta-pagina-no-existe');
    expect(response.status()).toBe(404);
    expect(await page.locator('main a[href="/"]').count()).toBeGreaterThan(0);
    await page.close();
  });
});
