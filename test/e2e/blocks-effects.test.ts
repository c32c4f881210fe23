import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useDemo } from './demo.ts';

// The demo's «Bloques» page, section «Formas y movimiento» (bloques-formas), in Chromium: the
// marquee (moves while on screen, pause button by keyboard and pointer, slows to a stop under the
// pointer), the text-decoration effect (armed, drawn once in view, re-armed by its reset event),
// scaled text (one line filling its width, refitted on resize, little layout shift) and shapes.
// Every request to another host is recorded: there must be none.

const SECTION = '[data-section-id="bloques-formas"]';
const MARQUEE = `${SECTION} .marquee`;
const TOGGLE = `${MARQUEE} .marquee__toggle`;
const UNDERLINE = `${SECTION} .text-effect--underline`;
const SCALED = `${SECTION} .scaled-text`;

const demo = useDemo();

/** Opens /bloques with third-party requests recorded and layout shifts summed in `window.__cls`. */
async function open(opts: { reducedMotion?: 'reduce' | 'no-preference'; viewport?: { width: number; height: number } } = {}) {
  const context = await demo.browser.newContext({ viewport: opts.viewport ?? { width: 1280, height: 900 }, locale: 'es-419', reducedMotion: opts.reducedMotion ?? 'no-preference' });
  const thirdParty: string[] = [];
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(demo.server.url)) return route.continue();
    thirdParty.push(url);
    return route.fulfill({ status: 204, body: '' });
  });
  await context.addInitScript(() => {
    (window as any).__cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as any[]) if (!e.hadRecentInput) (window as any).__cls += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('close', () => void context.close().catch(() => {}));
  const response = await page.goto(`${demo.server.url}/bloques`, { waitUntil: 'networkidle' });
  expect(response!.status()).toBe(200);
  return { page, thirdParty, errors };
}

const transform = (page: Page) => page.locator(`${MARQUEE} .marquee__track`).evaluate((el) => (el as HTMLElement).style.transform);
const state = (page: Page) => page.locator(MARQUEE).getAttribute('data-state');

describe('shapes and motion on /bloques', () => {
  it('the marquee runs on screen, pauses and resumes by keyboard and pointer, slows to a stop under the pointer; nothing third-party; axe clean', async () => {
    const { page, thirdParty, errors } = await open();
    await page.locator(MARQUEE).scrollIntoViewIfNeeded();
    await expect.poll(() => state(page)).toBe('running');
    const a = await transform(page);
    await page.waitForTimeout(300);
    expect(await transform(page)).not.toBe(a);
    expect(await page.locator(`${MARQUEE} .visually-hidden`).textContent()).toBe('Tueste de la semana · Chiapas Finca La Esperanza · Oaxaca Pluma Hidalgo');

    // Keyboard: Tab reaches the pause button (focus visible), Space pauses, Enter resumes.
    await page.locator(TOGGLE).focus();
    expect(await page.locator(TOGGLE).evaluate((el) => el.matches(':focus-visible') || document.activeElement === el)).toBe(true);
    await page.keyboard.press('Space');
    await expect.poll(() => state(page)).toBe('paused');
    expect(await page.locator(TOGGLE).getAttribute('aria-pressed')).toBe('true');
    const still = await transform(page);
    await page.waitForTimeout(250);
    expect(await transform(page)).toBe(still);
    await page.keyboard.press('Enter');
    await expect.poll(() => state(page)).toBe('running');

    // Pointer: pausedOnHover slows it to a stop (not at once), leaving starts it again; a click on the button pauses.
    const box = (await page.locator(MARQUEE).boundingBox())!;
    await page.mouse.move(box.x + box.width / 3, box.y + box.height / 2);
    expect(await state(page)).toBe('running');
    await expect.poll(() => state(page), { timeout: 4000 }).toBe('stopped');
    await page.mouse.move(box.x + box.width / 3, box.y - 200);
    await expect.poll(() => state(page)).toBe('running');
    await page.locator(TOGGLE).click();
    await expect.poll(() => state(page)).toBe('paused');
    await page.locator(TOGGLE).click();

    // Off screen: no frames.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => state(page)).toBe('stopped');

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(300);
    expect(thirdParty).toEqual([]);
    const axe = await new AxeBuilder({ page }).include(SECTION).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the underline is armed until it scrolls into view, then drawn; its reset event re-arms it', async () => {
    const { page, errors } = await open();
    const span = page.locator(UNDERLINE);
    // Drawn: the shape's clip opens from its §4 start offset (-1: the right edge) to nothing clipped.
    const clip = () => span.locator('svg').evaluate((svg) => getComputedStyle(svg).clipPath);
    // The section is far down the page: armed, clipped from the right edge (§4 offset -1, direction right).
    expect(await span.evaluate((el) => el.getBoundingClientRect().top > innerHeight)).toBe(true);
    await expect.poll(() => span.getAttribute('class')).toContain('is-armed');
    expect(await clip()).toMatch(/^inset\(-[\d.]+px calc\(100% \+ [\d.]+px\) /);
    await span.scrollIntoViewIfNeeded();
    await expect.poll(() => span.getAttribute('class')).toContain('is-played');
    await expect.poll(clip).toMatch(/^inset\(-[\d.]+px\)$/);
    expect(await span.locator('svg').getAttribute('aria-hidden')).toBe('true');
    await span.evaluate((el) => el.dispatchEvent(new Event('vitrina:text-effect-reset')));
    expect(await span.getAttribute('class')).toContain('is-armed');
    // Re-armed in view: played again after the 250 ms start delay.
    await page.waitForTimeout(100);
    expect(await span.getAttribute('class')).toContain('is-armed');
    await expect.poll(() => span.getAttribute('class')).toContain('is-played');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('scaled text fills its width on one line at ≥ 11 px, refits after a resize, with little layout shift', async () => {
    const { page, errors } = await open({ viewport: { width: 390, height: 844 } });
    const el = page.locator(SCALED);
    await el.scrollIntoViewIfNeeded();
    const fit = () => el.evaluate((h) => {
      const line = h.querySelector('.scaled-text__line')!.getBoundingClientRect().width;
      return { ratio: line / h.clientWidth, size: parseFloat(getComputedStyle(h).fontSize), lines: Math.round(h.getBoundingClientRect().height / parseFloat(getComputedStyle(h).lineHeight)) };
    });
    await expect.poll(async () => (await fit()).ratio).toBeGreaterThan(0.97);
    const phone = await fit();
    expect(phone.ratio).toBeLessThanOrEqual(1.005);
    expect(phone.size).toBeGreaterThanOrEqual(11);
    expect(phone.lines).toBe(1);
    expect(await page.evaluate(() => (window as any).__cls)).toBeLessThan(0.1);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect.poll(async () => (await fit()).size).toBeGreaterThan(phone.size * 1.5);
    expect((await fit()).ratio).toBeGreaterThan(0.97);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('under reduced motion nothing moves: no pause button, the decoration shows at once', async () => {
    const { page, errors } = await open({ reducedMotion: 'reduce' });
    await page.locator(MARQUEE).scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    expect(await page.locator(TOGGLE).isHidden()).toBe(true);
    expect(await state(page)).toBeNull();
    expect(await page.locator(`${SECTION} .text-effect.is-armed`).count()).toBe(0);
    expect(await page.locator(UNDERLINE).locator('svg').evaluate((svg) => getComputedStyle(svg).clipPath)).toMatch(/^inset\(-[\d.]+px\)$/);
    expect(errors).toEqual([]);
    await page.close();
  });
});
