import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, readSite } from '../helpers/app.ts';
import { expectNoAxeViolations, launchBrowser } from './browser.ts';

// The announcement bar and the mobile information bar in Chromium (issue 11 part B): an
// in-process app with the mini site, on a loopback port, with the built runtime.
let t: Awaited<ReturnType<typeof createTestApp>>;
let browser: Browser;
let base: string;
const VERSION = 'pan-de-muerto-1';

beforeAll(async () => {
  t = await createTestApp();
  const site = readSite();
  site.settings = {
    ...site.settings,
    announcementBar: { enabled: true, text: 'Pan de muerto recién horneado todos los días.', link: { href: '/preguntas', label: 'Ver horarios' }, version: VERSION },
    mobileInfoBarSettings: { enabled: true, address: 'Calle 5 de Mayo 12, Centro', phone: '+52 55 1234 5678', email: 'hola@panaderia.mx', hours: 'Todos los días 7:00–21:00' },
  };
  await t.publish(site);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await t?.close();
});

async function open(viewport = { width: 1280, height: 900 }, { fonts = true } = {}) {
  const context = await browser.newContext({ viewport });
  // Without the web fonts no swap can move the text, so a shift measured is the bar's own (a
  // swap on a busy machine moved a paragraph by 0.0025 and failed CI).
  if (!fonts) await context.route('**/assets/fonts/**', (route) => route.abort());
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto(base + '/', { waitUntil: 'networkidle' });
  return { context, page, errors };
}
const bar = (page: Page) => page.locator('.announcement-bar');
const infoBar = (page: Page) => page.getByRole('navigation', { name: 'Información de contacto' });

describe('the announcement bar in Chromium', () => {
  it('is drawn by the server above the header (no layout shift), axe clean, and dismissed by keyboard alone', async () => {
    const { context, page, errors } = await open(undefined, { fonts: false });
    const region = page.getByRole('region', { name: 'Anuncio' });
    expect(await region.isVisible()).toBe(true);
    const top = await region.boundingBox();
    const header = await page.locator('header').first().boundingBox();
    expect(top!.y).toBe(0);
    expect(header!.y).toBeGreaterThanOrEqual(top!.height);
    expect(await page.evaluate(() => new Promise<number>((resolve) => {
      let shift = 0;
      new PerformanceObserver((list) => list.getEntries().forEach((e) => (shift += (e as unknown as { value: number }).value))).observe({ type: 'layout-shift', buffered: true });
      setTimeout(() => resolve(shift), 300);
    }))).toBe(0);
    await expectNoAxeViolations(page);

    // Keyboard: skip link, the bar's link, its dismiss button.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Ver horarios');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Cerrar el anuncio');
    await page.keyboard.press('Enter');
    expect(await bar(page).count()).toBe(0);
    // Focus moved on to what followed the bar, not lost to <body>.
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('header')))).toBe(true);
    const cookie = (await context.cookies()).find((c) => c.name === 'ss_announcementDismissed');
    expect(cookie).toMatchObject({ value: VERSION, path: '/' });
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(364 * 86_400_000);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the dismissal is remembered across reloads and pages (the server draws no bar)', async () => {
    const { context, page } = await open();
    await page.getByRole('button', { name: 'Cerrar el anuncio' }).click();
    await page.reload({ waitUntil: 'networkidle' });
    expect(await bar(page).count()).toBe(0);
    await page.goto(base + '/preguntas', { waitUntil: 'networkidle' });
    expect(await bar(page).count()).toBe(0);
    // Another visitor still gets it.
    const other = await open();
    expect(await bar(other.page).count()).toBe(1);
    await other.context.close();
    await context.close();
  });
});

describe('the mobile information bar in Chromium', () => {
  it('shows only up to 1024 px wide', async () => {
    for (const [width, shown] of [[390, true], [1024, true], [1025, false], [1280, false]] as const) {
      const { context, page } = await open({ width, height: 800 });
      expect(await infoBar(page).isVisible(), `${width} px`).toBe(shown);
      await context.close();
    }
  });

  it('on a phone: fixed at the bottom, covering nothing at the end of the page, links that work without script, axe clean', async () => {
    const { context, page, errors } = await open({ width: 390, height: 844 });
    const nav = infoBar(page);
    const box = (await nav.boundingBox())!;
    expect(Math.round(box.y + box.height)).toBe(844);
    expect(await nav.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(100);
    const footerBottom = await page.evaluate(() => {
      const footer = document.querySelector('footer')!;
      return footer.getBoundingClientRect().bottom;
    });
    expect(footerBottom).toBeLessThanOrEqual(box.y + 1);
    const links = await nav.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links).toEqual([
      'https://www.google.com/maps/search/?api=1&query=Calle%205%20de%20Mayo%2012%2C%20Centro',
      'tel:+525512345678',
      'mailto:hola@panaderia.mx',
    ]);
    expect(await nav.getByText('Todos los días 7:00–21:00').isVisible()).toBe(true);
    // Every action is a tap target of at least 44 px high.
    for (const h of await nav.locator('a').evaluateAll((as) => as.map((a) => a.getBoundingClientRect().height))) expect(h).toBeGreaterThanOrEqual(44);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the links work without any script', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(base + '/', { waitUntil: 'load' });
    expect(await infoBar(page).isVisible()).toBe(true);
    expect(await infoBar(page).locator('a[href^="tel:"]').isVisible()).toBe(true);
    expect(await bar(page).isVisible()).toBe(true);
    await context.close();
  });

  it('the dark and accent styles, with a button, are axe clean', async () => {
    for (const style of ['dark', 'accent']) {
      const site = readSite();
      site.settings = {
        ...site.settings,
        mobileInfoBarSettings: { enabled: true, style, phone: '+52 55 1234 5678', hours: 'Todos los días 7:00–21:00', button: { label: 'Pedir', href: '/preguntas' } },
      };
      await t.publish(site);
      const { context, page } = await open({ width: 390, height: 844 });
      expect(await infoBar(page).getByRole('link', { name: 'Pedir' }).isVisible(), style).toBe(true);
      await expectNoAxeViolations(page);
      await context.close();
    }
  });
});
