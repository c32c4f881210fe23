import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECORD_JAVASCRIPT_ERRORS_PATH } from '../../src/shared/contracts/analytics-paths.ts';
import { createTestApp, readSite } from '../helpers/app.ts';
import { expectNoAxeViolations, launchBrowser } from './browser.ts';

// The demo site (Fraunces headings, DM Sans text) in real Chromium, on demo.vitrina.localhost
// (Chromium resolves *.localhost to the loopback), plus a copy with a kit font the set lacks.
let t: Awaited<ReturnType<typeof createTestApp>>;
let browser: Browser;
let demo: string;
let kit: string;
let base: string;

beforeAll(async () => {
  t = await createTestApp({ APP_DOMAIN: 'vitrina.localhost' });
  const site = readSite('sites/demo/site.json');
  await t.publish(site, 'sites/demo');
  const gone = JSON.parse(JSON.stringify(site).replaceAll('65f1c0ffee', '75f1c0ffee'));
  gone.website.identifier = 'kit';
  gone.website.typekitId = 'abc1234';
  gone.website.styles.typekitFonts = [{ id: 'fraunces', variations: ['n6'] }, { id: 'proxima-nova', variations: ['n4'] }];
  await t.publish(gone, 'sites/demo');
  const soft = JSON.parse(JSON.stringify(site).replaceAll('65f1c0ffee', '85f1c0ffee'));
  soft.website.identifier = 'suave';
  soft.website.styles = { headingFont: 'Playfair Display:700', bodyFont: 'Inter', buttonShape: 'square', buttonStyle: 'soft', sectionSpacing: 'airy', headingScale: 'bold', baseFontSize: 19 };
  await t.publish(soft, 'sites/demo');
  const outline = JSON.parse(JSON.stringify(soft).replaceAll('85f1c0ffee', '95f1c0ffee'));
  outline.website.identifier = 'contorno';
  outline.website.styles.buttonStyle = 'outline';
  await t.publish(outline, 'sites/demo');
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  demo = base.replace('127.0.0.1', 'demo.vitrina.localhost');
  kit = base.replace('127.0.0.1', 'kit.vitrina.localhost');
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await t?.close();
});

/** Opens `url` at a phone's size, recording every request and the layout shifts. */
async function open(url: string, viewport = { width: 390, height: 844 }, fontDelay = 0, path = '/') {
  const context = await browser.newContext({ viewport });
  if (fontDelay) {
    await context.route('**/assets/fonts/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, fontDelay));
      await route.continue();
    });
  }
  const page = await context.newPage();
  const requests: { url: string; body: string | null }[] = [];
  page.on('request', (r) => requests.push({ url: r.url(), body: r.postData() }));
  await page.addInitScript(() => {
    (window as any).__cls = 0;
    (window as any).__headerShifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as any[]) {
        if (e.hadRecentInput) continue;
        (window as any).__cls += e.value;
        for (const source of e.sources ?? []) {
          // Down or up (a line of text may get a few pixels wider or narrower when its face swaps).
          const moved = source.node?.closest?.('.site-header *');
          const vertical = source.previousRect.y !== source.currentRect.y || source.previousRect.height !== source.currentRect.height;
          if (moved && vertical) (window as any).__headerShifts.push(moved.className || moved.nodeName);
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(url + path, { waitUntil: 'networkidle' });
  await page.evaluate(() => document.fonts.ready);
  return { context, page, requests };
}

describe('site fonts in Chromium', () => {
  it.each([
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ])('the demo heading is set in the self-hosted Fraunces and the text in DM Sans, with nothing leaving the origin (%o)', async (viewport) => {
    const { context, page, requests } = await open(demo, viewport);
    const h1 = page.locator('h1').first();
    expect(await h1.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^"?Fraunces"?, "?Fraunces fallback"?/);
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"?DM Sans"?/);
    const loaded = await page.evaluate(() => [...document.fonts].filter((f) => f.status === 'loaded').map((f) => `${f.family}|${f.style}`));
    expect(loaded).toEqual(expect.arrayContaining(['Fraunces|normal', 'DM Sans|normal']));
    expect(await page.evaluate(() => document.fonts.check('600 40px Fraunces'))).toBe(true);
    const fontRequests = requests.filter((r) => r.url.includes('/assets/fonts/'));
    expect(fontRequests.length).toBeGreaterThanOrEqual(2);
    expect(requests.filter((r) => !r.url.startsWith(demo))).toEqual([]);
    // Preloaded, so on time they paint at once; on a busy machine they can still arrive after the
    // first paint and swap like the late fonts below (CI measured 0.044 at 1440 px), so the bound is
    // theirs: half of Lighthouse's "good" (0.1).
    expect(await page.locator('link[rel=preload][as=font]').count()).toBeGreaterThanOrEqual(2);
    expect(await page.evaluate(() => (window as any).__cls)).toBeLessThan(0.05);
    await context.close();
  });

  it.each([
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ])('with the fonts 600 ms late, text shows at once in the metric-matched fallback and barely moves on swap (%o)', async (viewport) => {
    const { context, page } = await open(demo, viewport, 600);
    await page.waitForTimeout(200);
    // Measured: 0.001 on a phone, 0.03 on a desktop (one paragraph rewraps); "good" is under 0.1.
    expect(await page.evaluate(() => (window as any).__cls)).toBeLessThan(0.05);
    await context.close();
  });

  // The header's lines are the same in the fallback and the web font: on a phone its tagline
  // wrapped into one line more in DM Sans, and the whole header (menu, cart) moved 11 px down on swap.
  it.each([
    [375, '/blog'],
    [375, '/'],
    [414, '/tienda'],
  ])('with the fonts 600 ms late, nothing in the header moves on swap (%i px, %s)', async (width, path) => {
    const { context, page } = await open(demo, { width, height: 800 }, 600, path);
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => (window as any).__headerShifts)).toEqual([]);
    await context.close();
  });

  it('the demo with its fonts is axe clean', async () => {
    const { context, page } = await open(demo);
    await expectNoAxeViolations(page);
    await context.close();
  });

  it("a kit font the set lacks is reported once: 'Requested font no longer in Typekit' reaches the error reporter", async () => {
    const { context, page, requests } = await open(kit);
    const reports = () => requests.filter((r) => r.url.endsWith(RECORD_JAVASCRIPT_ERRORS_PATH));
    await expect.poll(() => reports().length, { timeout: 5000 }).toBe(1);
    const [event] = JSON.parse(reports()[0].body!);
    const record = JSON.parse(event.data);
    expect(record.message).toBe('Requested font no longer in Typekit');
    expect(record.custom).toEqual({ typekitId: 'abc1234', fonts: ['proxima-nova'] });
    await page.waitForTimeout(1500);
    expect(reports()).toHaveLength(1);
    await context.close();
  });

  it.each(['suave', 'contorno'])('other styles (%s buttons, square, airy, bold headings in Playfair and Inter) apply and stay axe clean', async (name) => {
    const { context, page } = await open(base.replace('127.0.0.1', `${name}.vitrina.localhost`), { width: 1440, height: 900 });
    const button = page.locator('.btn--primary').first();
    expect(await button.evaluate((el) => getComputedStyle(el).borderTopLeftRadius)).toBe('0px');
    expect(await page.locator('h1').first().evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/^"?Playfair Display"?/);
    expect(await page.evaluate(() => getComputedStyle(document.body).fontSize)).toBe('19px');
    await expectNoAxeViolations(page);
    await context.close();
  });

  it('the demo itself reports nothing about fonts', async () => {
    const { context, page, requests } = await open(demo);
    await page.waitForTimeout(1500);
    expect(requests.filter((r) => r.url.endsWith(RECORD_JAVASCRIPT_ERRORS_PATH))).toEqual([]);
    await context.close();
  });
});
