import AxeBuilder from '@axe-core/playwright';
import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser } from './browser.ts';
import { useDemo } from './demo.ts';
import { startServer, type RunningServer } from './server.ts';

/** The titles of the demo blog's `n` newest published posts, as the site file has them. */
function latestDemoPosts(n: number): string[] {
  const site = JSON.parse(readFileSync('sites/demo/site.json', 'utf8'));
  const blog = site.collections.find((c: { urlId: string }) => c.urlId === 'blog');
  return blog.items
    .filter((i: { status?: string }) => (i.status ?? 'published') === 'published')
    .sort((a: { publishedOn: string }, b: { publishedOn: string }) => Date.parse(b.publishedOn) - Date.parse(a.publishedOn))
    .slice(0, n)
    .map((i: { title: string }) => i.title);
}

// The summary block in Chromium (issue 14, docs/summary.md): the home page's «Del blog» with no
// script and axe clean at 390 and 1280 px; the /bloques carousel by keyboard; an event summary
// from a page cached on an earlier day that asks GetWidgetRendering for itself again.

const demo = useDemo();

async function open(browser: Browser, url: string, width = 1280) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'es-419' });
  const page = await context.newPage();
  page.on('close', () => void context.close().catch(() => {}));
  return { page, go: () => page.goto(url, { waitUntil: 'networkidle' }) };
}

describe('summary block on the demo', () => {
  it('the home page shows the three latest posts under «Del blog», lazy and sized, with no summary script; axe clean at 390 and 1280 px', async () => {
    for (const width of [390, 1280]) {
      const { page, go } = await open(demo.browser, `${demo.server.url}/`, width);
      const scripts: string[] = [];
      page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
      await go();
      const block = page.locator('.block--summary');
      expect(await block.locator('h2').textContent()).toBe('Del blog');
      expect(await block.locator('.summary__title a').allTextContents()).toEqual(latestDemoPosts(3));
      const images = block.locator('img');
      expect(await images.evaluateAll((imgs) => imgs.map((i) => [i.getAttribute('loading'), i.hasAttribute('width'), i.hasAttribute('height')]))).toEqual([
        ['lazy', true, true],
        ['lazy', true, true],
        ['lazy', true, true],
      ]);
      expect(scripts.some((s) => /summary/.test(s))).toBe(false);
      await expectNoAxeViolations(page);
      await page.close();
    }
  });

  it('the /bloques carousel: its buttons and the arrow keys move it, a button at an end says so; axe clean', async () => {
    const { page, go } = await open(demo.browser, `${demo.server.url}/bloques`);
    await go();
    const carousel = page.locator('.summary--carousel');
    const viewport = carousel.locator('.summary__viewport');
    const next = carousel.getByRole('button', { name: 'Entradas siguientes' });
    const previous = carousel.getByRole('button', { name: 'Entradas anteriores' });
    await next.waitFor({ state: 'visible' });
    expect(await previous.getAttribute('aria-disabled')).toBe('true');
    const scrollLeft = () => viewport.evaluate((el) => el.scrollLeft);
    // By keyboard alone: Tab from the heading's controls, Enter on «siguientes».
    await previous.focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Entradas siguientes');
    await page.keyboard.press('Enter');
    await expect.poll(scrollLeft).toBeGreaterThan(100);
    await expect.poll(() => previous.getAttribute('aria-disabled')).toBe('false');
    await page.keyboard.press('Space');
    await expect.poll(() => next.getAttribute('aria-disabled')).toBe('true');
    // The track is a focusable region: the arrow keys scroll it too.
    const before = await scrollLeft();
    await viewport.focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(scrollLeft).toBeLessThan(before);
    const results = await new AxeBuilder({ page }).include('[data-section-id="bloques-colecciones"]').analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
    await page.close();
  });

  it('with reduced motion the carousel jumps instead of gliding', async () => {
    const { page, go } = await open(demo.browser, `${demo.server.url}/bloques`);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await go();
    const viewport = page.locator('.summary--carousel .summary__viewport');
    await page.locator('.summary--carousel').getByRole('button', { name: 'Entradas siguientes' }).click();
    // No smooth scrolling: already there on the next frame.
    expect(await viewport.evaluate(() => new Promise<number>((r) => requestAnimationFrame(() => r(document.querySelector('.summary__viewport')!.scrollLeft))))).toBeGreaterThan(100);
    await page.close();
  });
});

describe('an event summary cached on an earlier day', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    // The mini site with an events collection and an event summary on its home page.
    const dir = mkdtempSync(join(tmpdir(), 'vitrina-summary-site-'));
    copyFileSync('test/fixtures/mini/pixel.svg', join(dir, 'pixel.svg'));
    const site = JSON.parse(readFileSync('test/fixtures/mini/site.json', 'utf8'));
    site.settings.timeZone = 'America/Mexico_City';
    site.collections.push({
      id: 'aaaaaaaaaaaaaaaaaaaaaa10', urlId: 'eventos', title: 'Eventos', type: 1,
      items: [{ id: 'aaaaaaaaaaaaaaaaaaaaaa11', urlId: 'cata', title: 'Cata de pan', recordType: 12, publishedOn: '2026-01-01T00:00:00Z', event: { startsAt: new Date(Date.now() + 5 * 86_400_000).toISOString(), venue: 'La barra' } }],
    });
    site.collections[0].layout.sections.push({ id: 'agenda', rows: [{ blocks: [{ id: 'agenda', type: 20, span: 12, data: { collectionId: 'aaaaaaaaaaaaaaaaaaaaaa10', headerText: 'Próximos eventos' } }] }] });
    writeFileSync(join(dir, 'site.json'), JSON.stringify(site));
    [server, browser] = await Promise.all([startServer({ DEMO_SITE: join(dir, 'site.json') }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('a page rendered yesterday (still listing a past event) asks GetWidgetRendering and shows today’s events', async () => {
    const { page, go } = await open(browser, `${server.url}/`);
    // The page as a cache would have kept it from yesterday: yesterday's render day, an event since passed.
    await page.route(`${server.url}/`, async (route) => {
      const response = await route.fetch();
      const body = (await response.text())
        .replace(/data-render-day="[^"]+"/, 'data-render-day="2020-01-01"')
        .replace('<ul class="summary__items"', '<ul class="summary__items"><li class="summary__item">Clase que ya pasó</li></ul><ul hidden');
      await route.fulfill({ response, body });
    });
    const call = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/widget/GetWidgetRendering' && r.method() === 'POST');
    await go();
    const request = await call;
    const form = new URLSearchParams(request.postData() ?? '');
    expect(JSON.parse(form.get('widgetJSON')!)).toMatchObject({ type: 20, id: 'agenda' });
    expect(form.get('collectionId')).toBe('aaaaaaaaaaaaaaaaaaaaaa01');
    const block = page.locator('.block--summary');
    await expect.poll(() => block.textContent()).not.toContain('Clase que ya pasó');
    expect(await block.locator('.summary__title').allTextContents()).toEqual(['Cata de pan']);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date());
    expect(await block.locator('.summary').getAttribute('data-render-day')).toBe(today);
    await expectNoAxeViolations(page);
    await page.close();
  });

  it('a page rendered today asks nothing', async () => {
    const { page, go } = await open(browser, `${server.url}/`);
    let asked = false;
    page.on('request', (r) => (asked ||= r.url().includes('GetWidgetRendering')));
    await go();
    expect(await page.locator('.block--summary .summary__title').allTextContents()).toEqual(['Cata de pan']);
    expect(asked).toBe(false);
    await page.close();
  });
});
