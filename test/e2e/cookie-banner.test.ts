import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerFixtureBlock } from '../../src/blocks/registry.ts';
import { COOKIE_BANNER_EVENTS, COOKIE_BANNER_FORCED_CLASS, COOKIE_BANNER_UPDATED_EVENT } from '../../src/shared/consent.ts';
import { DESKTOP_UA } from '../../src/server/analytics/test-client.ts';
import { createTestApp, readSite } from '../helpers/app.ts';
import { addVideoPage, FIXTURE_PLAYER, videoFixtureBlock } from '../fixtures/blocks/video-fixture.ts';
import { expectNoAxeViolations, launchBrowser } from './browser.ts';
import { startServer, type RunningServer } from './server.ts';

// The cookie banner in real Chromium (§3, §4, §5, §9): an in-process app with the mini site, the
// banner on (accept and refuse, restrictive policy) and a page with the consent-bound fixture
// video; then the demo site under `vitrina serve` for its pages' CLS and tracking before consent.

const TRACKING = /^\/api\/(census|track|events)\//;
const BANNER = '[data-chrome="cookie-banner"]';
const SETTINGS = {
  isCookieBannerEnabled: true,
  cookieBannerText: '<p>Usamos cookies para medir visitas. <a href="/blog">Más información</a></p>',
  cookieBannerCtaVariant: 'BUTTON',
  cookieBannerAcceptType: 'OPT_IN_AND_OUT',
  cookieBannerTheme: 'DARK',
  isRestrictiveCookiePolicyEnabled: true,
};

let t: Awaited<ReturnType<typeof createTestApp>>;
let unregister: () => void;
let browser: Browser;
let base: string;
let videoPath: string;

beforeAll(async () => {
  unregister = registerFixtureBlock(videoFixtureBlock);
  t = await createTestApp();
  const site = readSite();
  site.settings = { ...site.settings, cookieSettings: SETTINGS };
  videoPath = addVideoPage(site);
  await t.publish(site);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await t?.close();
  unregister?.();
});

/** A visitor (desktop Chrome, so the server counts it) with `cookies`, recording player and tracking requests. */
async function visitor(url: string, options: { cookies?: Record<string, string>; viewport?: { width: number; height: number } } = {}) {
  const context = await browser.newContext({ userAgent: DESKTOP_UA, viewport: options.viewport ?? { width: 1280, height: 800 }, locale: 'es-419' });
  await context.addCookies(Object.entries(options.cookies ?? {}).map(([name, value]) => ({ name, value, url })));
  const player: string[] = [];
  const tracking: string[] = [];
  const scripts: string[] = [];
  await context.route(`${FIXTURE_PLAYER}/**`, (route) => {
    player.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<p>reproductor</p>' });
  });
  const page = await context.newPage();
  page.on('request', (r) => {
    const path = new URL(r.url()).pathname;
    if (TRACKING.test(path)) tracking.push(path);
    if (r.resourceType() === 'script') scripts.push(path);
  });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, player, tracking, scripts, errors };
}

/** Opens `path` and waits until the banner's script has started (it marks nothing, so wait for the chunk). */
async function open(page: Page, path: string) {
  const banner = page.waitForResponse((r) => /\/cookie-banner-[\w-]+\.js$/.test(r.url()));
  await page.goto(base + path, { waitUntil: 'load' });
  await banner;
  await page.waitForFunction(() => window.Vitrina !== undefined);
  // The part starts right after its chunk arrives.
  await page.waitForTimeout(100);
}

const cookieOf = async (context: BrowserContext, name: string) => (await context.cookies()).find((c) => c.name === name);
const focused = (page: Page) => page.evaluate(() => {
  const el = document.activeElement as HTMLElement | null;
  return el ? el.getAttribute('data-cookie-answer') ?? el.getAttribute('data-cookie-preferences') ?? (el.className || el.tagName) : null;
});

describe('the cookie banner in Chromium', () => {
  it('a first visit: shown, axe clean, the consent-bound embed and tracking wait; Accept loads them without a reload; not shown after', async () => {
    const { context, page, player, tracking, errors } = await visitor(base);
    await open(page, videoPath);
    const banner = page.locator(BANNER);
    await expect.poll(() => banner.isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await page.waitForTimeout(300);
    expect(player).toEqual([]);
    expect(tracking).toEqual([]);
    expect(await cookieOf(context, 'ss_cvr')).toBeUndefined();
    expect(await page.locator('iframe.video-fixture').getAttribute('src')).toBeNull();

    const navigations: string[] = [];
    page.on('framenavigated', (f) => f === page.mainFrame() && navigations.push(f.url()));
    const scrolled = await page.evaluate(() => window.scrollY);
    await banner.getByRole('button', { name: 'Aceptar' }).click();
    await expect.poll(() => banner.isVisible()).toBe(false);
    // Closing moves focus on (to <main>) without moving the page under the visitor.
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await expect.poll(() => player).toEqual([`${FIXTURE_PLAYER}/embed/abc123`]);
    await expect.poll(() => tracking).toContain('/api/census/RecordHit');
    // The visit begins now, so does its landing call (§7).
    await expect.poll(() => tracking).toContain('/api/track/Track');
    expect(navigations).toEqual([]);
    const allowed = await cookieOf(context, 'ss_cookieAllowed');
    expect(allowed?.value).toBe('true');
    expect(allowed?.path).toBe('/');
    expect(allowed!.expires - Date.now() / 1000).toBeGreaterThan(29.9 * 86400);
    expect(allowed!.expires - Date.now() / 1000).toBeLessThanOrEqual(30 * 86400);
    expect((await cookieOf(context, 'ss_cvr'))?.value).toMatch(/^[\w-]+\|\d+\|\d+\|\d+\|\d+$/);

    await page.reload({ waitUntil: 'load' });
    expect(await banner.getAttribute('hidden')).not.toBeNull();
    expect(await banner.isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Refuse: stored false, the banner goes, nothing is loaded or tracked, also after a reload', async () => {
    const { context, page, player, tracking } = await visitor(base);
    await open(page, videoPath);
    await page.locator(BANNER).getByRole('button', { name: 'Rechazar' }).click();
    await expect.poll(() => page.locator(BANNER).isVisible()).toBe(false);
    expect((await cookieOf(context, 'ss_cookieAllowed'))?.value).toBe('false');
    await page.reload({ waitUntil: 'load' });
    await page.waitForTimeout(500);
    expect(await page.locator(BANNER).isVisible()).toBe(false);
    expect(player).toEqual([]);
    expect(tracking).toEqual([]);
    expect(await cookieOf(context, 'ss_cvr')).toBeUndefined();
    await context.close();
  });

  it('withdrawing from the footer: reopened with both answers (axe clean); Refuse unloads the embed, clears the §9 cookies and stops tracking', async () => {
    const { context, page, player, tracking } = await visitor(base, { cookies: { ss_cookieAllowed: 'true' } });
    await open(page, videoPath);
    await expect.poll(() => player.length).toBe(1);
    await expect.poll(() => tracking).toContain('/api/census/RecordHit');
    expect(await cookieOf(context, 'ss_cvr')).toBeDefined();
    const banner = page.locator(BANNER);
    expect(await banner.isVisible()).toBe(false);

    await page.getByRole('button', { name: 'Preferencias de cookies' }).click();
    await expect.poll(() => banner.isVisible()).toBe(true);
    expect(await banner.getByRole('button', { name: 'Aceptar' }).isVisible()).toBe(true);
    expect(await banner.getByRole('button', { name: 'Rechazar' }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);

    const sentBefore = tracking.length;
    await banner.getByRole('button', { name: 'Rechazar' }).click();
    await expect.poll(() => banner.isVisible()).toBe(false);
    expect((await cookieOf(context, 'ss_cookieAllowed'))?.value).toBe('false');
    // The player's frame is gone: an inert copy holds its address again.
    expect(await page.locator('iframe.video-fixture').getAttribute('src')).toBeNull();
    expect(await page.locator('iframe.video-fixture').getAttribute('data-consent-src')).toBe(`${FIXTURE_PLAYER}/embed/abc123`);
    expect(page.frames().map((f) => f.url()).filter((u) => u.startsWith(FIXTURE_PLAYER))).toEqual([]);
    expect(await cookieOf(context, 'ss_cvr')).toBeUndefined();
    expect(await cookieOf(context, 'ss_cvt')).toBeUndefined();
    // Tracking stopped: nothing more is sent.
    await page.waitForTimeout(300);
    expect(tracking.length).toBe(sentBefore);

    // Giving it again is as easy: reopen, Accept, the player is back.
    await page.getByRole('button', { name: 'Preferencias de cookies' }).click();
    await banner.getByRole('button', { name: 'Aceptar' }).click();
    await expect.poll(() => player.length).toBe(2);
    await context.close();
  });

  it('by keyboard alone: Tab reaches the banner first (after the skip link), Enter accepts, focus returns; the footer control reopens it and Escape gives focus back', async () => {
    const { context, page } = await visitor(base);
    await open(page, '/');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('skip-link');
    // Then the banner: the link in its text, Refuse, Accept.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement!.closest('[data-chrome="cookie-banner"]') !== null)).toBe(true);
    expect(await page.evaluate(() => document.activeElement!.textContent)).toBe('Más información');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('false');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('true');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator(BANNER).isVisible()).toBe(false);
    expect((await cookieOf(context, 'ss_cookieAllowed'))?.value).toBe('true');
    // Back where it was before the banner: the skip link; the next Tab goes on into the page.
    expect(await focused(page)).toBe('skip-link');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement!.closest('.site-header') !== null)).toBe(true);

    await page.locator('[data-cookie-preferences]').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator(BANNER).isVisible()).toBe(true);
    // Focus moves into the reopened banner, to its first focusable element (the link in its text).
    expect(await page.evaluate(() => document.activeElement!.textContent)).toBe('Más información');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator(BANNER).isVisible()).toBe(false);
    expect(await focused(page)).toBe('');
    expect(await page.evaluate(() => document.activeElement!.hasAttribute('data-cookie-preferences'))).toBe(true);
    expect((await cookieOf(context, 'ss_cookieAllowed'))?.value).toBe('true');
    // Reopened and refused by keyboard: focus back on the control.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('false');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator(BANNER).isVisible()).toBe(false);
    expect((await cookieOf(context, 'ss_cookieAllowed'))?.value).toBe('false');
    expect(await page.evaluate(() => document.activeElement!.hasAttribute('data-cookie-preferences'))).toBe(true);
    await context.close();
  });

  it('force, update and unforce: shown even when answered with the forced class, re-drawn (popup, light, icon; axe clean), restored', async () => {
    const { context, page } = await visitor(base, { cookies: { ss_cookieAllowed: 'false' } });
    await open(page, '/');
    const banner = page.locator(BANNER);
    expect(await banner.isVisible()).toBe(false);
    await page.evaluate((name) => document.dispatchEvent(new Event(name)), COOKIE_BANNER_EVENTS.force);
    expect(await banner.isVisible()).toBe(true);
    expect(await page.evaluate((c) => document.body.classList.contains(c), COOKIE_BANNER_FORCED_CLASS)).toBe(true);

    const update = (detail: unknown) =>
      page.evaluate(
        ([name, done, d]) =>
          new Promise<void>((resolve) => {
            document.querySelector('[data-chrome="cookie-banner"]')!.addEventListener(done as string, () => resolve(), { once: true });
            document.dispatchEvent(new CustomEvent(name as string, { detail: d }));
          }),
        [COOKIE_BANNER_EVENTS.update, COOKIE_BANNER_UPDATED_EVENT, detail] as const,
      );
    await update({ cookieBannerVariant: 'POPUP', cookieBannerPosition: 'TOP_RIGHT', cookieBannerTheme: 'LIGHT', cookieBannerCtaVariant: 'ICON', cookieBannerText: '<p>Vista previa</p>' });
    const box = (await banner.boundingBox())!;
    expect(box.y).toBeLessThan(40);
    expect(1280 - (box.x + box.width)).toBeLessThan(40);
    expect(box.width).toBeLessThan(420);
    expect(await banner.getByRole('button', { name: 'Aceptar cookies' }).isVisible()).toBe(true);
    expect(await banner.innerText()).toContain('Vista previa');
    await expectNoAxeViolations(page);
    await update({ cookieBannerVariant: 'POPUP', cookieBannerPosition: 'BOTTOM_LEFT', cookieBannerTheme: 'DARK', cookieBannerCtaVariant: 'TEXT', cookieBannerAcceptType: 'OPT_IN_AND_OUT' });
    const dark = (await banner.boundingBox())!;
    expect(dark.x).toBeLessThan(40);
    expect(800 - (dark.y + dark.height)).toBeLessThan(40);
    expect(await banner.getByRole('button', { name: 'Rechazar' }).isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await update({ cookieBannerVariant: 'BAR', cookieBannerPosition: 'TOP', cookieBannerTheme: 'LIGHT', cookieBannerCtaVariant: 'BUTTON' });
    expect((await banner.boundingBox())!.width).toBe(1280);
    await expectNoAxeViolations(page);

    await page.evaluate((name) => document.dispatchEvent(new Event(name)), COOKIE_BANNER_EVENTS.unforce);
    expect(await banner.isVisible()).toBe(false);
    expect(await page.evaluate((c) => document.body.classList.contains(c), COOKIE_BANNER_FORCED_CLASS)).toBe(false);
    await context.close();
  });

  it('on a phone: inside the screen, buttons big enough to tap, axe clean; the light theme too', async () => {
    const { context, page } = await visitor(base, { viewport: { width: 375, height: 700 } });
    await open(page, '/');
    const banner = page.locator(BANNER);
    const box = (await banner.boundingBox())!;
    expect(box.x).toBe(0);
    expect(box.width).toBe(375);
    expect(Math.round(box.y + box.height)).toBe(700);
    for (const name of ['Aceptar', 'Rechazar']) expect((await banner.getByRole('button', { name }).boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await expectNoAxeViolations(page);
    await page.evaluate(([u, d]) => document.dispatchEvent(new CustomEvent(u, { detail: d })), [COOKIE_BANNER_EVENTS.update, { ...SETTINGS, cookieBannerTheme: 'LIGHT' }] as const);
    await expect.poll(() => banner.getAttribute('class')).toContain('cookie-banner--light');
    await expectNoAxeViolations(page);
    await context.close();
  });

  it('measures the script the banner adds to a page without islands (gzip -9)', async () => {
    const { context, page, scripts } = await visitor(base);
    await open(page, '/');
    expect(await page.locator('[data-island]').count()).toBe(0);
    const added = scripts.filter((path) => /\/(chrome|cookie-banner)-[\w-]+\.js$/.test(path));
    expect(added).toHaveLength(2);
    // Nothing else: no React, not the update chunk (loaded on the first update event only).
    expect(scripts.filter((path) => /react|cookie-banner-update/.test(path))).toEqual([]);
    const sizes = added.map((path) => [path, gzipSync(readFileSync(join('dist/client', path.replace(/^\//, ''))), { level: 9 }).length] as const);
    const total = sizes.reduce((sum, [, n]) => sum + n, 0);
    console.info(`cookie banner script on a page without islands: ${sizes.map(([p, n]) => `${p} ${n} B`).join(' + ')} = ${total} B gzip -9`);
    expect(total).toBeLessThan(2500);
    await context.close();
  });
});

describe('the demo site with its banner (vitrina serve)', () => {
  let server: RunningServer;
  const PAGES = ['/', '/nosotros', '/blog', '/galeria', '/tienda', '/contacto'];
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server?.stop());

  it('restrictive policy: no census and no visitor cookie before consent; Accept in the banner starts tracking', async () => {
    const { context, page, tracking } = await visitor(server.url);
    await page.goto(server.url + '/', { waitUntil: 'load' });
    await page.waitForTimeout(800);
    expect(tracking).toEqual([]);
    expect((await context.cookies()).map((c) => c.name).filter((n) => /^(ss_|SS_)/.test(n))).toEqual([]);
    await page.locator(BANNER).getByRole('button', { name: 'Aceptar' }).click();
    await expect.poll(() => tracking).toContain('/api/census/RecordHit');
    expect(await cookieOf(context, 'ss_cvr')).toBeDefined();
    await context.close();
  });

  it('measures the CLS of each demo page with the banner shown (Chromium layout-shift entries): the chrome shifts nothing, the page stays under 0.05', async () => {
    const results: string[] = [];
    for (const viewport of [{ width: 1280, height: 800 }, { width: 375, height: 700 }]) {
      for (const path of PAGES) {
        const { context, page } = await visitor(server.url, { viewport });
        await page.addInitScript(() => {
          (window as any).__cls = 0;
          (window as any).__chromeShifts = [];
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as any[]) {
              if (entry.hadRecentInput) continue;
              (window as any).__cls += entry.value;
              // A shift of the chrome itself (banner, bars), or of anything because of it.
              for (const source of entry.sources ?? []) {
                const part = source.node?.closest?.('[data-chrome]')?.getAttribute('data-chrome');
                if (part) (window as any).__chromeShifts.push(part);
              }
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await page.goto(server.url + path, { waitUntil: 'networkidle' });
        expect(await page.locator(BANNER).isVisible()).toBe(true);
        await page.waitForTimeout(300);
        const cls = await page.evaluate(() => (window as any).__cls as number);
        results.push(`${viewport.width}px ${path} ${cls.toFixed(4)}`);
        expect(await page.evaluate(() => (window as any).__chromeShifts as string[]), `${viewport.width}px ${path}`).toEqual([]);
        // Web fonts swapping in may move a line of text (fallback faces are size-adjusted, src/page/fonts.ts).
        expect(cls, `${viewport.width}px ${path}`).toBeLessThan(0.05);
        await context.close();
      }
    }
    console.info(`CLS of the demo pages (banner shown):\n${results.join('\n')}`);
  });
});
