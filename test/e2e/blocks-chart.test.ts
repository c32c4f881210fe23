import AxeBuilder from '@axe-core/playwright';
import { describe, expect, it } from 'vitest';
import { useDemo } from './demo.ts';

// The demo's «Gráficas» section of /bloques in Chromium: three charts drawn on the server as SVG
// (bars, a pie, a line), no script of their own, nothing from another host, «Ver datos» by
// keyboard and pointer, axe clean, legible and within the screen on a phone and a desktop.

const SECTION = '[data-section-id="bloques-graficas"]';
const demo = useDemo();

async function open(viewport = { width: 1280, height: 900 }) {
  const context = await demo.browser.newContext({ viewport, locale: 'es-419' });
  const thirdParty: string[] = [];
  const scripts: string[] = [];
  await context.route('**/*', (route) => {
    const request = route.request();
    const url = request.url();
    if (!url.startsWith(demo.server.url)) {
      thirdParty.push(url);
      return route.fulfill({ status: 204 });
    }
    if (request.resourceType() === 'script') scripts.push(url);
    return route.continue();
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('close', () => void context.close().catch(() => {}));
  const response = await page.goto(`${demo.server.url}/bloques`, { waitUntil: 'networkidle' });
  expect(response!.status()).toBe(200);
  return { page, thirdParty, scripts, errors };
}

describe('the chart blocks on /bloques', () => {
  it('three named SVG charts with their data tables; no script, no third party; «Ver datos» by keyboard and pointer; axe clean', async () => {
    const { page, thirdParty, scripts, errors } = await open();
    const section = page.locator(SECTION);
    await section.scrollIntoViewIfNeeded();
    await page.waitForTimeout(200);
    expect(await section.locator('figure.chart').count()).toBe(3);
    const names = await section.locator('svg[role="img"]:visible').evaluateAll((els) => els.map((el) => el.getAttribute('aria-label')));
    expect(names).toEqual([
      'Gráfica de barras: Kilos tostados por mes',
      'Gráfica circular: ¿De dónde viene nuestro café?',
      'Gráfica de líneas: Precio por kilo de café tostado',
    ]);
    // No script of their own: no block-script marker, no chunk named after charts.
    expect(await section.locator('[data-block-script], [data-island]').count()).toBe(0);
    expect(scripts.filter((s) => /chart/i.test(s))).toEqual([]);

    // Keyboard: the disclosure is a native <details>; Enter opens it, the table shows the data.
    const summary = section.locator('figure.chart--pie summary');
    await summary.focus();
    expect(await summary.evaluate((el) => getComputedStyle(el).outlineStyle)).not.toBe('none');
    const table = section.locator('figure.chart--pie table');
    expect(await table.isVisible()).toBe(false);
    await page.keyboard.press('Enter');
    expect(await table.isVisible()).toBe(true);
    const rows = await table.locator('tr').evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => c.textContent)));
    expect(rows).toEqual([
      ['Categoría', 'Kilos', 'Porcentaje'],
      ['Chiapas', '1,260 kg', '42%'],
      ['Oaxaca', '840 kg', '28%'],
      ['Veracruz', '540 kg', '18%'],
      ['Puebla', '360 kg', '12%'],
    ]);
    await page.keyboard.press('Space');
    expect(await table.isVisible()).toBe(false);

    // Pointer: a click opens the bar chart's table.
    await section.locator('figure.chart--bar summary').click();
    const barRows = await section.locator('figure.chart--bar table tbody tr').count();
    expect(barRows).toBe(6);
    await section.locator('figure.chart--line summary').click();

    // Axe on the section, every table open.
    const axe = await new AxeBuilder({ page }).include(SECTION).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);

    expect(thirdParty).toEqual([]);
    expect(errors).toEqual([]);
  });

  for (const [label, viewport, frame] of [
    ['phone', { width: 390, height: 844 }, 'narrow'],
    ['desktop', { width: 1280, height: 900 }, 'wide'],
  ] as const) {
    it(`${label} ${viewport.width}px: the ${frame} drawing, within the screen, text at least 11 px`, async () => {
      const { page } = await open(viewport);
      const section = page.locator(SECTION);
      await section.scrollIntoViewIfNeeded();
      const shown = await section.locator('figure.chart--bar svg:visible, figure.chart--line svg[role="img"]:visible').evaluateAll((els) => els.map((el) => el.getAttribute('class')));
      expect(shown).toEqual([`chart__svg chart__svg--${frame}`, `chart__svg chart__svg--${frame}`]);
      const checks = await section.locator('svg[role="img"]:visible').evaluateAll((els) =>
        els.map((svg) => {
          const box = svg.getBoundingClientRect();
          const text = svg.querySelector('text')!;
          return { left: box.left, right: box.right, height: box.height, textPx: text.getBoundingClientRect().height };
        }),
      );
      for (const c of checks) {
        expect(c.left).toBeGreaterThanOrEqual(0);
        expect(c.right).toBeLessThanOrEqual(viewport.width);
        expect(c.height).toBeGreaterThan(150);
        expect(c.textPx).toBeGreaterThanOrEqual(11);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      const shot = await section.screenshot();
      expect(shot.byteLength).toBeGreaterThan(20_000);
    });
  }
});
