import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './browser.ts';
import { demoVisitor, useDemo } from './demo.ts';

// Multilingual sites on the demo in Chromium (issue 18, docs/multilingual.md): the switcher keeps
// the page (the about page to its English version and back, by keyboard), hreflang and x-default in
// the head, the document's lang, English system texts on the English page; axe clean at a phone's
// and a desktop's width.

const demo = useDemo();

async function visit(path: string, width: number) {
  const visitor = await demoVisitor(demo.browser, demo.server.url, width);
  await visitor.page.goto(`${demo.server.url}${path}`, { waitUntil: 'networkidle' });
  return visitor;
}

const switcherLink = (page: import('playwright-core').Page, lang: string) => page.locator(`nav.lang-switch a[hreflang="${lang}"]`);

describe('the demo in two languages', () => {
  for (const width of [390, 1280]) {
    it(`switching language keeps the page, by keyboard; lang, hreflang and English system texts (${width} px)`, async () => {
      const { context, page, errors } = await visit('/nosotros', width);
      expect(await page.locator('html').getAttribute('lang')).toBe('es-419');
      const alternates = await page.locator('head link[rel="alternate"][hreflang]').evaluateAll((links) => links.map((l) => [l.getAttribute('hreflang'), new URL(l.getAttribute('href')!).pathname]));
      expect(alternates).toEqual([['es-419', '/nosotros'], ['en', '/en/about'], ['x-default', '/nosotros']]);
      expect(await page.locator('nav.lang-switch').getAttribute('aria-label')).toBe('Idioma');
      expect(await switcherLink(page, 'es-419').getAttribute('aria-current')).toBe('true');
      await expectNoAxeViolations(page);

      await switcherLink(page, 'en').focus();
      await Promise.all([page.waitForURL(/\/en\/about$/), page.keyboard.press('Enter')]);
      await page.waitForLoadState('networkidle');
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
      expect(await page.locator('h1').first().textContent()).toBe('Our story');
      expect(await page.locator('.skip-link').textContent()).toBe('Skip to content');
      expect(await page.locator('footer .site-footer__legal').textContent()).toContain('All rights reserved.');
      expect(await page.locator('nav.lang-switch').getAttribute('aria-label')).toBe('Language');
      expect(await switcherLink(page, 'en').getAttribute('aria-current')).toBe('true');
      expect(new URL((await page.locator('head link[rel="canonical"]').getAttribute('href'))!).pathname).toBe('/en/about');
      expect(await page.locator('head link[hreflang="x-default"]').count()).toBe(1);
      await expectNoAxeViolations(page);

      await switcherLink(page, 'es-419').focus();
      await Promise.all([page.waitForURL(/\/nosotros$/), page.keyboard.press('Enter')]);
      expect(await page.locator('html').getAttribute('lang')).toBe('es-419');
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  it('a page without a translation switches to the English home, whose navigation is English', async () => {
    const { context, page } = await visit('/blog', 1280);
    await switcherLink(page, 'en').click();
    await page.waitForURL(/\/en$/);
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    expect(await page.locator('.site-nav__list a').allTextContents()).toEqual(['Home', 'About us']);
    expect(await page.locator('h1').first().textContent()).toBe('Mountain coffee, roasted in Roma Norte');
    await expectNoAxeViolations(page);
    await context.close();
  });
});
