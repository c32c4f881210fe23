import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser } from './browser.ts';
import { addDemoOwner, demoSiteCopy, useDemo } from './demo.ts';
import { startServer } from './server.ts';

// Issue 18 (docs/site-states.md): each site state answers its page and status in Chromium, and
// the cover page's three layouts at 390 and 1280 px, axe clean. Screenshots under the temp folder.
const shot = (name: string) => join(tmpdir(), `vitrina-${name}.png`);

/** The demo as a cover-page site (kind 2): its root is «Portada» (centred); two more covers in the other layouts. */
function coverDemo(): string {
  return demoSiteCopy((site) => {
    site.website.kind = 2;
    const cover = (id: string, urlId: string, layout: string, mediaId: string, focalPoint: object) => ({
      id, urlId, title: 'Café Altura', type: 8,
      cover: {
        layout, mediaId, focalPoint,
        title: 'Café de altura, tostado cada semana',
        text: 'Granos de Chiapas, Oaxaca y Veracruz, tostados en la Roma Norte. Pásate por una taza o llévate una bolsa a casa.',
        buttons: [{ label: 'Ver la tienda', href: '/tienda' }, { label: 'Cómo llegar', href: '/contacto', style: 'secondary' }],
        social: [{ url: 'https://instagram.com/cafealtura' }, { url: 'https://wa.me/525512345678' }, { url: 'mailto:hola@cafealtura.mx', label: 'Correo' }],
      },
    });
    site.collections.push(
      cover('65f1c0ffee00000000c0e001', 'portada', 'centred', 'hero', { x: 0.55, y: 0.55 }),
      cover('65f1c0ffee00000000c0e002', 'portada-tarjeta', 'card', 'fachada', { x: 0.5, y: 0.6 }),
      cover('65f1c0ffee00000000c0e003', 'portada-dividida', 'split', 'finca', { x: 0.7, y: 0.55 }),
    );
  }, 'vitrina-cover-demo-');
}

describe('cover pages in Chromium', () => {
  const demo = useDemo({ DEMO_SITE: coverDemo() });

  it.each([
    ['/', 'centred'],
    ['/portada-tarjeta', 'card'],
    ['/portada-dividida', 'split'],
  ])('%s (%s) fills the screen at 390 and 1280 px, no overflow, axe clean', async (path, layout) => {
    for (const width of [390, 1280]) {
      const context = await demo.browser.newContext({ viewport: { width, height: 844 }, locale: 'es-419' });
      await context.addCookies([{ name: 'ss_cookieAllowed', value: 'false', url: demo.server.url }]);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      const res = await page.goto(`${demo.server.url}${path}`, { waitUntil: 'networkidle' });
      expect(res?.status()).toBe(200);
      await expect(page.locator('h1').textContent()).resolves.toBe('Café de altura, tostado cada semana');
      expect(await page.locator(`.cover--${layout}`).count()).toBe(1);
      // The whole screen: no header, and none of the site's bars over it (the demo has both).
      expect(await page.locator('.site-header, .announcement-bar, .mobile-info-bar').count()).toBe(0);
      const box = await page.locator('.cover').boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(843);
      expect(box!.y).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      // The image is loaded and shown (not a broken image), the buttons and links are there.
      expect(await page.locator('.cover__image').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      expect(await page.locator('.cover__actions a').count()).toBe(2);
      expect(await page.locator('.cover__social a').count()).toBe(3);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: shot(`cover-${layout}-${width}`), fullPage: true });
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});

// One server per state (the state is in the published site file): status, page, headers.
const STATES = [
  { name: 'expired', website: { status: 1 }, code: 402, heading: 'Este sitio no está disponible' },
  { name: 'removed', website: { status: 5 }, code: 410, heading: 'Este sitio ya no existe' },
  { name: 'grace', website: { status: 14 }, code: 503, heading: 'Este sitio está cambiando de administración' },
  { name: 'parking', website: { status: 12 }, code: 200, heading: 'Próximamente' },
  { name: 'trial', website: { status: 3 }, code: 200, heading: undefined },
] as const;

describe('site states in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it.each(STATES)('$name answers $code with its page, axe clean at 390 and 1280 px', async ({ name, website, code, heading }) => {
    const server = await startServer({ DEMO_SITE: demoSiteCopy((site) => Object.assign(site.website, website), `vitrina-state-${name}-`) });
    try {
      for (const width of [390, 1280]) {
        const context = await browser.newContext({ viewport: { width, height: 844 }, locale: 'es-419' });
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('pageerror', (e) => errors.push(e.message));
        const res = await page.goto(`${server.url}/`, { waitUntil: 'networkidle' });
        expect(res?.status()).toBe(code);
        expect(res?.headers()['x-robots-tag']).toBe('noindex');
        if (code === 503) expect(res?.headers()['retry-after']).toBe('3600');
        if (heading) {
          await expect(page.locator('h1').textContent()).resolves.toBe(heading);
          expect(await page.title()).toContain('Café Altura');
          // Nothing of the site: no navigation, no link to its pages.
          expect(await page.locator('a[href="/tienda"]').count()).toBe(0);
          // The site's own call answers the same status (a script on the page would be told).
          const call = await page.evaluate(async () => {
            const r = await fetch('/api/commerce/cart');
            return { status: r.status, body: await r.json() };
          });
          expect(call.status).toBe(code === 200 ? 404 : code);
          expect(call.body).toMatchObject({ code: expect.any(String), error: expect.any(String) });
        } else {
          await expect(page.locator('.trial-notice').textContent()).resolves.toContain('Sitio de prueba');
          expect(await page.locator('a[href="/tienda"]').count()).toBeGreaterThan(0);
        }
        await expectNoAxeViolations(page);
        await page.screenshot({ path: shot(`state-${name}-${width}`) });
        expect(errors).toEqual([]);
        await context.close();
      }
      if (name === 'expired') {
        // The site's owner, once signed in, sees the site under a strip saying what visitors get.
        expect(addDemoOwner(server, 'ana@cafealtura.mx', 'tueste-de-altura-26')).toContain('ana@cafealtura.mx');
        const context = await browser.newContext({ viewport: { width: 1280, height: 844 }, locale: 'es-419' });
        const page = await context.newPage();
        await page.goto(`${server.url}/config/login`);
        await page.fill('#login-email', 'ana@cafealtura.mx');
        await page.fill('#login-password', 'tueste-de-altura-26');
        await Promise.all([page.waitForURL((u) => u.pathname.startsWith('/config') && !u.pathname.startsWith('/config/login')), page.keyboard.press('Enter')]);
        const res = await page.goto(`${server.url}/nosotros?noredirect=1`, { waitUntil: 'networkidle' });
        expect(res?.status()).toBe(200);
        await expect(page.locator('.trial-notice--closed').textContent()).resolves.toContain('Los visitantes ven «Este sitio no está disponible»');
        await expectNoAxeViolations(page);
        await page.screenshot({ path: shot('state-expired-owner-1280') });
        await context.close();
      }
    } finally {
      await server.stop();
    }
  });
});
