import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS, nextImageWidth } from '../../src/ui/sizes.ts';
import { createTestApp, readSite } from '../helpers/app.ts';
import { launchBrowser } from './browser.ts';

// The demo home in real Chromium on a phone (390×844 at DPR 3) and a desktop (1440×900 at DPR 1):
// every image response is recorded and matched to the element that shows it; the width fetched
// (in the variant's name) is at most the next §9 width up from the element's displayed width ×
// DPR, Chromium takes the AVIF source, and no layout shift comes from an image.
let t: Awaited<ReturnType<typeof createTestApp>>;
let browser: Browser;
let demo: string;
let publishMs = 0;

beforeAll(async () => {
  t = await createTestApp({ APP_DOMAIN: 'vitrina.localhost' });
  const started = performance.now();
  await t.publish(readSite('sites/demo/site.json'), 'sites/demo');
  publishMs = performance.now() - started;
  demo = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('127.0.0.1', 'demo.vitrina.localhost');
  browser = await launchBrowser();
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await t?.close();
});

interface Shown { src: string; displayed: number; tag: string; widths: number[] }

async function visit(path: string, viewport: { width: number; height: number }, dpr: number) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: dpr });
  const page = await context.newPage();
  const fetched: { url: string; type: string }[] = [];
  page.on('response', (res) => {
    if (new URL(res.url()).pathname.startsWith('/media/')) fetched.push({ url: new URL(res.url()).pathname, type: res.headers()['content-type'] ?? '' });
  });
  await page.addInitScript(() => {
    (window as any).__imageShifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as any[]) {
        for (const s of e.sources ?? []) if (s.node && /^(IMG|PICTURE)$/.test(s.node.nodeName)) (window as any).__imageShifts.push({ value: e.value, node: s.node.outerHTML.slice(0, 200), from: s.previousRect.toJSON(), to: s.currentRect.toJSON(), at: e.startTime });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto(`${demo}${path}`, { waitUntil: 'load' });
  // Down the page in steps, so every lazy image comes within reach and loads.
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += Math.round(viewport.height / 2)) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(50);
  }
  await page.waitForLoadState('networkidle');
  // Images laid out on the page (not those inside a closed menu or dialog) have all loaded.
  // (A gallery's slides behind the current one, hidden or transparent, load when they are shown.)
  await page.waitForFunction(() => [...document.images]
    .filter((i) => {
      const r = i.getBoundingClientRect();
      // (Nor those of a strip or carousel clipped off to the side: they load as they come in.)
      return r.width > 0 && r.right > 0 && r.left < innerWidth && i.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    })
    .every((i) => i.complete && i.currentSrc));
  const shown: Shown[] = await page.evaluate(() =>
    [...document.images].filter((i) => i.currentSrc).map((img) => ({
      src: new URL(img.currentSrc, location.href).pathname,
      // A slideshow's next slide, preloaded behind the current one, is shown at the slideshow's width.
      displayed: img.getBoundingClientRect().width || (img.closest('[data-gallery="stacked"] [data-gallery-viewport]')?.getBoundingClientRect().width ?? 0),
      tag: img.outerHTML.slice(0, 120),
      widths: [...img.srcset.matchAll(/ (\d+)w/g)].map((m) => Number(m[1])),
    })),
  );
  // Before scrolling matters not: attributes are as served.
  const loading = await page.evaluate(() =>
    [...document.images].map((i) => ({ cls: i.className, loading: i.loading, priority: i.getAttribute('fetchpriority'), top: i.getBoundingClientRect().top + window.scrollY })),
  );
  const shifts: { value: number; node: string }[] = await page.evaluate(() => (window as any).__imageShifts);
  const unsized = await page.evaluate(() => [...document.images].filter((i) => !i.getAttribute('width') || !i.getAttribute('height')).map((i) => i.outerHTML.slice(0, 120)));
  await context.close();
  return { fetched, shown, shifts, unsized, loading };
}

describe.each([
  { name: 'phone 390×844 at DPR 3', viewport: { width: 390, height: 844 }, dpr: 3 },
  { name: 'desktop 1440×900 at DPR 1', viewport: { width: 1440, height: 900 }, dpr: 1 },
])('demo home, $name', ({ viewport, dpr }) => {
  let result: Awaited<ReturnType<typeof visit>>;
  beforeAll(async () => {
    result = await visit('/', viewport, dpr);
  }, 120_000);

  it('shows images, each with width and height set', () => {
    expect(result.shown.length).toBeGreaterThan(0);
    expect(result.unsized).toEqual([]);
  });

  it('Chromium takes the AVIF source of every image, served as image/avif', () => {
    for (const s of result.shown) expect(s.src, s.tag).toMatch(/\.avif$/);
    expect(result.fetched.length).toBeGreaterThan(0);
    for (const f of result.fetched) expect([f.url, f.type]).toEqual([f.url, 'image/avif']);
  });

  it('no image is fetched wider than the next §9 width up from its displayed width × DPR', () => {
    const rows = result.fetched.map((f) => {
      const el = result.shown.find((s) => s.src === f.url);
      expect(el, `${f.url} is shown by an element`).toBeDefined();
      const width = Number(/-(\d+)\.avif$/.exec(f.url)![1]);
      const limit = nextImageWidth(el!.displayed * dpr, el!.widths.length ? el!.widths : IMAGE_WIDTHS);
      return { url: f.url, displayed: Math.round(el!.displayed), width, limit };
    });
    console.log(`${dpr}x: ${rows.map((r) => `${r.displayed}px→${r.width}w (≤${r.limit})`).join(', ')}`);
    for (const r of rows) expect(r.width, JSON.stringify(r)).toBeLessThanOrEqual(r.limit);
    // Each file once (no WebP fetched beside its AVIF, no second width of the same image).
    expect(new Set(result.fetched.map((f) => f.url)).size).toBe(result.fetched.length);
  });

  it('the first image of the content is eager with fetchpriority high, the logo eager, the rest below it lazy', () => {
    const content = result.loading.filter((i) => i.cls !== 'brand__logo');
    expect(content[0]).toMatchObject({ loading: 'eager', priority: 'high' });
    expect(content[0].top).toBeLessThan(viewport.height);
    for (const i of content.slice(1)) expect(i).toMatchObject({ loading: 'lazy', priority: null });
    const logo = result.loading.filter((i) => i.cls === 'brand__logo');
    for (const i of logo) expect(i).toMatchObject({ loading: 'eager', priority: null });
  });

  it('no layout shift comes from an image', () => {
    expect(result.shifts).toEqual([]);
  });
});

// The gallery page (every design, the lightbox closed): images shown by several elements (a
// slide and its thumbnail) are held to the widest element that shows that file.
describe.each([
  { name: 'phone 390×844 at DPR 3', viewport: { width: 390, height: 844 }, dpr: 3 },
  { name: 'desktop 1440×900 at DPR 1', viewport: { width: 1440, height: 900 }, dpr: 1 },
])('demo gallery page, $name', ({ viewport, dpr }) => {
  let result: Awaited<ReturnType<typeof visit>>;
  beforeAll(async () => {
    // Without motion: autoplay would change the shown slide while the page is scrolled away from it.
    result = await visit('/galeria?nomotion=true', viewport, dpr);
  }, 120_000);

  it('every image has width and height; none is fetched wider than the next §9 width up from where it is shown', () => {
    expect(result.unsized).toEqual([]);
    expect(result.fetched.length).toBeGreaterThan(10);
    const rows = result.fetched.map((f) => {
      const els = result.shown.filter((s) => s.src === f.url);
      expect(els.length, `${f.url} is shown by an element`).toBeGreaterThan(0);
      const width = Number(/-(\d+)\.avif$/.exec(f.url)![1]);
      const limit = Math.max(...els.map((el) => nextImageWidth(el.displayed * dpr, el.widths.length ? el.widths : IMAGE_WIDTHS)));
      return { url: f.url, displayed: Math.round(Math.max(...els.map((el) => el.displayed))), width, limit };
    });
    console.log(`gallery ${dpr}x: ${rows.map((r) => `${r.displayed}px→${r.width}w (≤${r.limit})`).join(', ')}`);
    for (const r of rows) expect(r.width, JSON.stringify(r)).toBeLessThanOrEqual(r.limit);
    for (const f of result.fetched) expect([f.url, f.type]).toEqual([f.url, 'image/avif']);
  });

  it('images move the layout less than a twentieth of the 0.1 a good CLS allows, in all', () => {
    // Not zero as on the home page: once in about five runs, on a loaded machine, one slide image
    // of this page (nine galleries, scrolled through in 50 ms steps) was seen to shift by 0.011;
    // the sources are printed when it happens so the next one can be traced.
    const total = result.shifts.reduce((sum: number, s: { value: number }) => sum + s.value, 0);
    if (total > 0) console.log('image shifts on the gallery page', JSON.stringify(result.shifts));
    expect(total).toBeLessThan(0.05);
  });
});

describe('publish time', () => {
  it('the demo’s media (AVIF + WebP at every width) is made in reasonable time', () => {
    console.log(`demo publish with media encoding: ${Math.round(publishMs)} ms`);
    expect(publishMs).toBeLessThan(120_000);
  });
});
