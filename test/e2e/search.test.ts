import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './browser.ts';
import { useDemo } from './demo.ts';

// Site search on the demo in Chromium (issue 14): the /search form used by keyboard alone, the
// query kept in the address, results with marked snippets, a typo corrected with «¿Quisiste
// decir…?», the 'no results' text; axe clean on each.

const demo = useDemo();

async function open(path: string) {
  const context = await demo.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'es-419' });
  const page = await context.newPage();
  page.on('close', () => void context.close().catch(() => {}));
  await page.goto(`${demo.server.url}${path}`, { waitUntil: 'networkidle' });
  return page;
}

describe('searching the demo', () => {
  it('by keyboard: Tab to the field, type, Enter; results link to the pages, the query stays in the address', async () => {
    const page = await open('/search');
    await expectNoAxeViolations(page);
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Tab');
      if (await page.evaluate(() => document.activeElement?.id === 'search-q')) break;
    }
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('search-q');
    await page.keyboard.type('oaxaca');
    await Promise.all([page.waitForURL(/\/search\?q=oaxaca$/), page.keyboard.press('Enter')]);
    const titles = await page.locator('.search-result__title a').allTextContents();
    expect(titles).toContain('Oaxaca · Pluma Hidalgo');
    expect(titles).toContain('Una semana de cosecha en la Sierra Sur de Oaxaca');
    expect(await page.locator('.search-results mark').count()).toBeGreaterThan(0);
    expect(await page.inputValue('#search-q')).toBe('oaxaca');
    await expectNoAxeViolations(page);
    // The first result is reached by keyboard and opens its page.
    await page.focus('#search-q');
    await page.keyboard.press('Tab'); // the button
    await page.keyboard.press('Tab'); // the suggestion or the first result
    const href = await page.evaluate(() => (document.activeElement as HTMLAnchorElement).getAttribute('href'));
    await Promise.all([page.waitForURL((u) => u.pathname === href), page.keyboard.press('Enter')]);
    await page.close();
  });

  it('the search block (33) on /bloques submits to /search by keyboard', async () => {
    const page = await open('/bloques');
    const field = page.locator('#search-block-bloques-navegacion-buscar');
    await field.focus();
    await page.keyboard.type('chiapas');
    await Promise.all([page.waitForURL(/\/search\?q=chiapas$/), page.keyboard.press('Enter')]);
    expect(await page.locator('.search-result__title a').allTextContents()).toContain('Chiapas · Finca La Esperanza');
    await page.close();
  });

  it('accents, a typo with its suggestion, and no results', async () => {
    let page = await open('/search?q=cafe+especialidad');
    expect(await page.locator('.search-result__title a').allTextContents()).toContain('Guía digital: café de especialidad en casa');
    await page.close();
    page = await open('/search?q=esperansa');
    expect(await page.locator('.search-results__suggestion').textContent()).toContain('¿Quisiste decir esperanza?');
    expect(await page.locator('.search-result__title a').allTextContents()).toContain('Chiapas · Finca La Esperanza');
    await expectNoAxeViolations(page);
    await page.close();
    page = await open('/search?q=zzzqqq');
    expect(await page.locator('.search-results__count').textContent()).toContain('No encontramos resultados para «zzzqqq»');
    await expectNoAxeViolations(page);
    await page.close();
  });
});
