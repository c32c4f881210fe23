import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerFixtureBlock } from '../../src/blocks/registry.ts';
import { createTestApp, readSite } from '../helpers/app.ts';
import { addGalleryPage, galleryFixtureBlock } from '../fixtures/blocks/gallery-fixture.ts';
import { FIXTURE_MEDIA, svgPicture } from '../fixtures/lightbox-gallery.ts';
import { expectNoAxeViolations, launchBrowser } from './browser.ts';

// An in-process app with a fixture gallery block (the dom.ts markup; the real gallery block is
// another slice), served on a loopback port to real Chromium with the built runtime: the
// moving-parts script starts the launcher, which imports the lightbox chunk on the first open.
let t: Awaited<ReturnType<typeof createTestApp>>;
let unregister: () => void;
let browser: Browser;
let base: string;

beforeAll(async () => {
  unregister = registerFixtureBlock(galleryFixtureBlock);
  t = await createTestApp();
  const site = readSite();
  addGalleryPage(site, { urlId: 'galeria', count: 5 });
  addGalleryPage(site, { urlId: 'claras', count: 3, theme: 'light', history: false });
  await t.publish(site);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await t?.close();
  unregister?.();
});

/**
 * Opens `path` (1280 × 800 unless told), recording the lightbox chunk's requests and the
 * pictures fetched (`s<i>-<width>`), which the context answers with svgPicture.
 */
async function visit(path: string, viewport = { width: 1280, height: 800 }) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
  const pictures: string[] = [];
  await context.route(`${base}${FIXTURE_MEDIA}**`, (route) => {
    const [, i, width] = /s(\d+)-(\d+)\.svg$/.exec(route.request().url())!;
    pictures.push(`s${i}-${width}`);
    return route.fulfill({ status: 200, contentType: 'image/svg+xml', body: svgPicture(Number(i), Number(width)) });
  });
  const page = await context.newPage();
  const chunk: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/lightbox-[\w-]+\.js$/.test(new URL(r.url()).pathname)) chunk.push(r.url());
  });
  const response = await page.goto(base + path, { waitUntil: 'networkidle' });
  return { context, page, chunk, pictures, response: response! };
}

const dialog = (page: Page) => page.locator('[data-lightbox]:not(.is-closing)');
const counter = (page: Page) => page.locator('[data-lightbox]:not(.is-closing) .lightbox__counter');
const path = (page: Page) => new URL(page.url()).pathname + new URL(page.url()).hash;
/** Past the 200 ms navigation throttle. */
const pause = (page: Page) => page.waitForTimeout(250);

describe('the gallery lightbox in Chromium', () => {
  it('loads its chunk only on the first open, opens on the clicked slide and moves with the buttons and the arrows', async () => {
    const { context, page, chunk, response, pictures } = await visit('/galeria');
    expect(response.status()).toBe(200);
    // The thumbnails (160 px) take the 500w candidate.
    expect(pictures.sort()).toEqual(['s0-500', 's1-500', 's2-500', 's3-500', 's4-500']);
    await page.waitForTimeout(300);
    expect(chunk).toEqual([]);
    expect(await page.locator('[data-lightbox]').count()).toBe(0);

    await page.locator('[data-lightbox-open="1"]').click();
    await expect.poll(() => counter(page).textContent()).toBe('2 de 5');
    expect(chunk).toHaveLength(1);
    // Offered for the whole window (sizes="100vw"): the 1500w candidate, for the slide and its
    // two neighbours (preloaded).
    await expect.poll(() => pictures.filter((p) => p.endsWith('-1500')).sort()).toEqual(['s0-1500', 's1-1500', 's2-1500']);
    expect(path(page)).toBe('/galeria/s1/');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Cerrar');

    await page.locator('.lightbox__nav--next').click();
    await expect.poll(() => counter(page).textContent()).toBe('3 de 5');
    await pause(page);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => counter(page).textContent()).toBe('4 de 5');
    await pause(page);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => counter(page).textContent()).toBe('3 de 5');
    expect(path(page)).toBe('/galeria/s2/');
    await context.close();
  });

  it('opens from a deep link (/galeria/s2), is axe clean while open, and Back closes it and stays on the page', async () => {
    const { context, page, chunk } = await visit('/galeria/s2');
    await expect.poll(() => counter(page).textContent()).toBe('3 de 5');
    expect(chunk).toHaveLength(1);
    expect(path(page)).toBe('/galeria/s2/');
    const box = await dialog(page).boundingBox();
    expect(box).toEqual({ x: 0, y: 0, width: 1280, height: 800 });
    expect(await page.locator('main').evaluate((m) => m.closest('[inert]') !== null)).toBe(true);
    await page.waitForTimeout(700); // past the fades, so colours are final
    await expectNoAxeViolations(page);

    await page.goBack();
    await expect.poll(() => page.locator('[data-lightbox]').count()).toBe(0);
    expect(path(page)).toBe('/galeria');
    expect(await page.evaluate(() => document.documentElement.classList.contains('lightbox-open'))).toBe(false);
    await context.close();
  });

  it('a deep link with a trailing slash is redirected once and opens too; #itemId= opens on that item', async () => {
    const a = await visit('/galeria/s4/');
    expect(a.response.url()).toBe(`${base}/galeria/s4`);
    await expect.poll(() => counter(a.page).textContent()).toBe('5 de 5');
    await a.context.close();
    const b = await visit('/galeria#itemId=id3');
    await expect.poll(() => counter(b.page).textContent()).toBe('4 de 5');
    expect(path(b.page)).toBe('/galeria/s3/');
    await b.context.close();
  });

  it('Back and Forward move between slides, Back past the first closes it and focus goes back to the thumbnail', async () => {
    const { context, page } = await visit('/galeria');
    await page.locator('[data-lightbox-open="0"]').click();
    await expect.poll(() => counter(page).textContent()).toBe('1 de 5');
    for (const expected of ['2 de 5', '3 de 5']) {
      await pause(page);
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => counter(page).textContent()).toBe(expected);
    }
    await page.goBack();
    await expect.poll(() => counter(page).textContent()).toBe('2 de 5');
    expect(path(page)).toBe('/galeria/s1/');
    await page.goForward();
    await expect.poll(() => counter(page).textContent()).toBe('3 de 5');
    expect(path(page)).toBe('/galeria/s2/');
    await page.goBack();
    await page.goBack();
    await expect.poll(() => counter(page).textContent()).toBe('1 de 5');
    await page.goBack();
    await expect.poll(() => page.locator('[data-lightbox]').count()).toBe(0);
    expect(path(page)).toBe('/galeria');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-lightbox-open'))).toBe('0');
    // Forward again: the lightbox comes back on that slide.
    await page.goForward();
    await expect.poll(() => counter(page).textContent()).toBe('1 de 5');
    await context.close();
  });

  it('Escape closes it, the address is the page again and focus returns to the opener; Tab stays inside', async () => {
    const { context, page } = await visit('/galeria');
    await page.locator('[data-lightbox-open="3"]').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => counter(page).textContent()).toBe('4 de 5');
    const inside = [];
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      inside.push(await page.evaluate(() => document.activeElement?.closest('[data-lightbox]') !== null));
    }
    expect(inside.every(Boolean)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('[data-lightbox]').count()).toBe(0);
    await expect.poll(() => path(page)).toBe('/galeria');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-lightbox-open'))).toBe('3');
    await context.close();
  });

  it('the light theme without history: closes on a click on the image and never touches the address', async () => {
    const { context, page } = await visit('/claras');
    const length = await page.evaluate(() => history.length);
    await page.locator('[data-lightbox-open="0"]').click();
    await expect.poll(() => counter(page).textContent()).toBe('1 de 3');
    expect(await dialog(page).getAttribute('class')).toContain('lightbox--light');
    expect(path(page)).toBe('/claras');
    expect(await page.evaluate(() => history.length)).toBe(length);
    await page.waitForTimeout(700);
    await expectNoAxeViolations(page);
    await page.locator('.lightbox__figure:not([hidden]) img').click();
    await expect.poll(() => page.locator('[data-lightbox]').count()).toBe(0);
    expect(path(page)).toBe('/claras');
    expect(await page.evaluate(() => history.length)).toBe(length);
    await context.close();
  });

  it('on a phone the picture fits the narrow window (500w) and the caption folds behind a toggle', async () => {
    const { context, page, pictures } = await visit('/galeria/s1', { width: 390, height: 844 });
    await expect.poll(() => counter(page).textContent()).toBe('2 de 5');
    await expect.poll(() => pictures.includes('s1-500')).toBe(true);
    expect(pictures.filter((p) => p.endsWith('-1500'))).toEqual([]);
    const toggle = page.locator('.lightbox__caption-toggle');
    const caption = page.locator('.lightbox__caption');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await toggle.getAttribute('aria-label')).toBe('Mostrar descripción');
    expect(await caption.isVisible()).toBe(false);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await toggle.getAttribute('aria-label')).toBe('Ocultar descripción');
    expect(await caption.textContent()).toContain('Título 2');
    expect(await dialog(page).count()).toBe(1);
    await page.waitForTimeout(700);
    await expectNoAxeViolations(page);
    await context.close();
  });
});
