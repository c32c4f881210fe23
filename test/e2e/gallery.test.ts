import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlockType } from '../../src/shared/enums.ts';
import { createTestApp, readSite } from '../helpers/app.ts';
import { expectNoAxeViolations, launchBrowser } from './browser.ts';

// The gallery block in real Chromium with the built runtime: buttons, arrow keys, mouse and
// touch swipes by the §9 thresholds (a 60 px drag moves, a slow 20 px one does not), autoplay
// paused under the pointer and stopped by nomotion=true, carousel controls hidden when every
// slide fits, axe clean.

let t: Awaited<ReturnType<typeof createTestApp>>;
let browser: Browser;
let base: string;

const slides = (n: number, prefix: string) =>
  Array.from({ length: n }, (_, i) => ({ id: `${prefix}${i}`, url: `${prefix}${i}`, mediaId: 'hogaza', title: `Hogaza ${i + 1}` }));

function site() {
  const s = readSite();
  const galleries = [
    { id: 'presentacion', type: BlockType.GALLERY, data: { design: 'slideshow', slides: slides(5, 'p'), thumbnails: true } },
    { id: 'automatica', type: BlockType.GALLERY, data: { design: 'slideshow', slides: slides(4, 'a'), autoplay: true, 'autoplay-duration': 1, loop: true } },
    { id: 'carrusel', type: BlockType.GALLERY, data: { design: 'carousel', slides: slides(7, 'c') } },
    { id: 'pocas', type: BlockType.GALLERY, data: { design: 'carousel', slides: slides(3, 'f') } },
    { id: 'cuadricula', type: BlockType.GALLERY, data: { design: 'grid', slides: slides(6, 'g'), lightbox: true, history: true } },
  ];
  s.collections.push({
    id: 'aaaaaaaaaaaaaaaaaaaaaa94', urlId: 'fotos', title: 'Fotos', type: 10,
    layout: { sections: [{ id: 's', rows: galleries.map((block) => ({ blocks: [{ span: 12, ...block }] })) }] },
  });
  return s;
}

beforeAll(async () => {
  t = await createTestApp();
  await t.publish(site());
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await t?.close();
});

async function open(query = '', options: { hasTouch?: boolean } = {}) {
  const context = await browser.newContext({ locale: 'es-419', viewport: { width: 1100, height: 900 }, ...options });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${base}/fotos${query}`, { waitUntil: 'networkidle' });
  await page.waitForSelector('[data-gallery].is-enhanced');
  return { context, page, errors };
}

const gallery = (page: Page, index: number) => page.locator('[data-gallery]').nth(index);
const currentOf = (page: Page, index: number) =>
  gallery(page, index).evaluate((root) => [...root.querySelectorAll('[data-slide-id]')].findIndex((s) => s.classList.contains('is-current')));
/**
 * Waits out the slideshow's 1 s transition: the motion lock is released by a timer 1,050 ms after
 * a move, which a loaded machine may run late; a key pressed before then is rightly ignored.
 */
const settle = (page: Page) => page.waitForTimeout(1600);

/** A pointer drag across the first gallery's viewport: `dx` px in `ms` ms. */
async function drag(page: Page, dx: number, ms: number) {
  const box = (await gallery(page, 0).locator('[data-gallery-viewport]').boundingBox())!;
  const y = box.y + box.height / 2;
  const x = box.x + box.width / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  const steps = 5;
  for (let i = 1; i <= steps; i++) {
    await page.waitForTimeout(ms / steps);
    await page.mouse.move(x + (dx * i) / steps, y);
  }
  await page.mouse.up();
}

describe('gallery in the browser', () => {
  it('previous and next buttons move the slideshow; the ends are aria-disabled; thumbnails follow', async () => {
    const { context, page, errors } = await open();
    const g = gallery(page, 0);
    const next = g.getByRole('button', { name: 'Imagen siguiente' });
    const previous = g.getByRole('button', { name: 'Imagen anterior' });
    await expect(previous.getAttribute('aria-disabled')).resolves.toBe('true');
    await next.click();
    expect(await currentOf(page, 0)).toBe(1);
    await expect(g.locator('[data-gallery-status]').textContent()).resolves.toBe('Imagen 2 de 5');
    await expect(g.getByRole('button', { name: 'Mostrar la imagen 2: Hogaza 2' }).getAttribute('aria-current')).resolves.toBe('true');
    await settle(page);
    await g.getByRole('button', { name: 'Mostrar la imagen 5: Hogaza 5' }).click();
    expect(await currentOf(page, 0)).toBe(4);
    await expect(next.getAttribute('aria-disabled')).resolves.toBe('true');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('arrow keys move the gallery that has focus', async () => {
    const { context, page } = await open();
    const g = gallery(page, 0);
    await g.getByRole('button', { name: 'Imagen siguiente' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await currentOf(page, 0)).toBe(1);
    await settle(page);
    await page.keyboard.press('ArrowRight');
    expect(await currentOf(page, 0)).toBe(2);
    await settle(page);
    await page.keyboard.press('ArrowLeft');
    expect(await currentOf(page, 0)).toBe(1);
    await context.close();
  });

  it('a 60 px mouse drag moves; a slow 20 px drag does not; dragging right goes back', async () => {
    const { context, page } = await open();
    await drag(page, -60, 400);
    expect(await currentOf(page, 0)).toBe(1);
    await settle(page);
    await drag(page, -20, 500);
    expect(await currentOf(page, 0)).toBe(1);
    await settle(page);
    await drag(page, 80, 300);
    expect(await currentOf(page, 0)).toBe(0);
    await context.close();
  });

  it('a touch swipe of 60 px moves the slideshow', async () => {
    const { context, page } = await open('', { hasTouch: true });
    const viewport = gallery(page, 0).locator('[data-gallery-viewport]');
    const box = (await viewport.boundingBox())!;
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    // Touch pointer events as Chromium sends them for a finger.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    for (let i = 1; i <= 6; i++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x - 10 * i, y }] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await page.waitForTimeout(100);
    expect(await currentOf(page, 0)).toBe(1);
    await context.close();
  });

  it('autoplay moves every autoplay-duration and pauses while the pointer is over the gallery', async () => {
    const { context, page } = await open();
    const g = gallery(page, 1);
    await g.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => [...document.querySelectorAll('[data-gallery]')[1].querySelectorAll('[data-slide-id]')].findIndex((s) => s.classList.contains('is-current')) > 0, null, { timeout: 4000 });
    await g.hover();
    const at = await currentOf(page, 1);
    await page.waitForTimeout(2600);
    expect(await currentOf(page, 1)).toBe(at);
    await page.mouse.move(2, 2);
    await page.waitForFunction((i) => [...document.querySelectorAll('[data-gallery]')[1].querySelectorAll('[data-slide-id]')].findIndex((s) => s.classList.contains('is-current')) !== i, at, { timeout: 4000 });
    await context.close();
  });

  it('nomotion=true: autoplay does not run, and there is no pause button', async () => {
    const { context, page } = await open('?nomotion=true');
    await page.waitForTimeout(2600);
    expect(await currentOf(page, 1)).toBe(0);
    await expect(gallery(page, 1).locator('[data-gallery-autoplay]').isHidden()).resolves.toBe(true);
    await context.close();
  });

  it('carousel: three per row, moved by groups; controls hidden when every slide fits', async () => {
    const { context, page } = await open();
    const g = gallery(page, 2);
    const visible = () => g.evaluate((root) => [...root.querySelectorAll('[data-slide-id]')].filter((s) => !s.hasAttribute('inert')).length);
    expect(await visible()).toBe(3);
    const widths = await g.evaluate((root) => [...root.querySelectorAll<HTMLElement>('[data-slide-id]')].slice(0, 2).map((s) => s.getBoundingClientRect().width));
    const rowWidth = await g.locator('[data-gallery-viewport]').evaluate((el) => el.clientWidth);
    // (100 % − 2 × 1 %) / 3 each.
    expect(widths[0]).toBeCloseTo((rowWidth * 0.98) / 3, 0);
    await g.getByRole('button', { name: 'Imágenes siguientes' }).click();
    await expect(g.locator('[data-gallery-status]').textContent()).resolves.toBe('Imágenes 4 a 6 de 7');
    await expect(gallery(page, 3).getByRole('button', { name: 'Imágenes siguientes' }).isHidden()).resolves.toBe(true);
    await context.close();
  });

  it('axe finds nothing on the page, before and after moving', async () => {
    // Without motion: axe measures contrast, and a caption halfway through its 1 s fade is pale.
    const { context, page } = await open('?nomotion=true');
    await expectNoAxeViolations(page);
    await gallery(page, 0).getByRole('button', { name: 'Imagen siguiente' }).click();
    await settle(page);
    await expectNoAxeViolations(page);
    await context.close();
  });

  it('the real block and its lightbox: a click opens it on that slide (its chunk fetched then), Back closes it, a slide URL opens it directly', async () => {
    const { context, page, errors } = await open('?nomotion=true');
    const chunks: string[] = [];
    page.on('request', (r) => { if (/\/assets\/lightbox-/.test(r.url())) chunks.push(r.url()); });
    expect(chunks).toEqual([]);
    const opener = gallery(page, 4).locator('[data-lightbox-open="2"]');
    await opener.click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.textContent()).toContain('Hogaza 3');
    expect(new URL(page.url()).pathname).toBe('/fotos/g2/');
    expect(chunks.length).toBe(1);
    await page.goBack();
    await expect.poll(() => page.locator('[data-lightbox]').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/fotos');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-lightbox-open'))).toBe('2');

    // The address the lightbox recorded, opened directly (redirected once, without the slash).
    await page.goto(`${base}/fotos/g4/`, { waitUntil: 'networkidle' });
    expect(new URL(page.url()).pathname).toMatch(/^\/fotos\/g4\/?$/);
    await expect.poll(() => page.getByRole('dialog').isVisible()).toBe(true);
    expect(await page.getByRole('dialog').textContent()).toContain('Hogaza 5');
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  });
});
