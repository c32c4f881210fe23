import AxeBuilder from '@axe-core/playwright';
import { HtmlValidate } from 'html-validate';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { useDemo } from './demo.ts';

/** The titles of the demo's main navigation, as its site file gives them. */
function demoNavigation(): string[] {
  return JSON.parse(readFileSync('sites/demo/site.json', 'utf8')).navigation.main.map((l: { title: string }) => l.title);
}

// The navigation section of the demo's «Bloques» page in Chromium: logo, navigation, the café's
// menu (tabs), a folder, a link, a collection link and an index. Every request leaving for another
// host is recorded: the section asks none. The menu and folder scripts are tried by keyboard and pointer.

const SECTION = '[data-section-id="bloques-navegacion"]';

const demo = useDemo();

/** Opens /bloques with third-party requests recorded, once the menu and folder scripts have started. */
async function open(viewport = { width: 1280, height: 900 }, path = '/bloques') {
  const context = await demo.browser.newContext({ viewport, locale: 'es-419' });
  const thirdParty: string[] = [];
  const scripts: string[] = [];
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(demo.server.url)) {
      if (url.endsWith('.js')) scripts.push(url.slice(url.lastIndexOf('/') + 1));
      return route.continue();
    }
    thirdParty.push(url);
    return route.fulfill({ status: 204 });
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('close', () => void context.close().catch(() => {}));
  const response = await page.goto(`${demo.server.url}${path}`, { waitUntil: 'load' });
  if (path !== '/bloques') return { page, response: response!, thirdParty, errors, scripts };
  await page.locator(`${SECTION} [data-block-script="menu"]`).scrollIntoViewIfNeeded();
  await page.waitForSelector(`${SECTION} [data-block-script="menu"][data-started]`, { state: 'attached' });
  await page.waitForSelector(`${SECTION} [data-block-script="folder"][data-started]`, { state: 'attached' });
  return { page, response: response!, thirdParty, errors, scripts };
}

const menu = (page: Page) => page.locator(`${SECTION} .menu-block`);
const tab = (page: Page, name: string) => menu(page).getByRole('tab', { name });
const selected = (page: Page) => menu(page).locator('[role="tab"][aria-selected="true"]').textContent();
const focused = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim());
const visiblePanel = (page: Page) => menu(page).locator('[role="tabpanel"]:not([hidden])');
/** What Chromium tells assistive technology about the folder's title: its role and expanded state. */
async function folderTitleAx(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = await cdp.send('Accessibility.getFullAXTree');
  await cdp.detach();
  const title = nodes.find((n) => n.name?.value === 'Visítanos' && n.role?.value !== 'StaticText');
  return `${title?.role?.value} expanded=${title?.properties?.find((p) => p.name === 'expanded')?.value.value}`;
}
const axe = async (page: Page) => (await new AxeBuilder({ page }).include(SECTION).analyze()).violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`);

describe('the navigation blocks on /bloques', () => {
  it('render from the site: current page marked, nothing requested from a third party; axe clean', async () => {
    const { page, response, thirdParty, errors, scripts } = await open();
    expect(response.status()).toBe(200);
    // The two moving blocks fetch their own small chunks; the others ship no script.
    expect(scripts.filter((s) => /^(menu|folder)\.script-/.test(s)).map((s) => s.split('-')[0]).sort()).toEqual(['folder.script', 'menu.script']);
    const section = page.locator(SECTION);
    expect(await section.getByRole('navigation', { name: 'Secciones de Café Altura' }).getByRole('link').allTextContents()).toEqual(demoNavigation());
    expect(await section.getByRole('link', { name: 'Café Altura: ir a la página de inicio' }).getAttribute('href')).toBe('/');
    // The folder holds this page: it starts open, the link marked.
    expect(await section.locator('details.folder-block').evaluate((d: HTMLDetailsElement) => d.open)).toBe(true);
    const current = section.locator('[aria-current="page"]');
    expect(await current.evaluateAll((els) => els.map((a) => (a.querySelector('.index-block__title') ?? a).textContent))).toEqual(['Todos los bloques', 'Bloques']);
    expect(await section.getByRole('navigation', { name: 'Recorre el sitio' }).getByRole('link').count()).toBe(4);
    expect(await section.getByRole('link', { name: /Compra café en grano/ }).getAttribute('href')).toBe('/tienda');
    expect(await selected(page)).toBe('Espresso');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(300);
    expect(thirdParty).toEqual([]);
    expect(await axe(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('the section as served is valid HTML (html-validate, the rules of the demo test)', async () => {
    const html = await (await fetch(`${demo.server.url}/bloques`)).text();
    const start = html.indexOf('<section class="page-section theme-muted" data-section-id="bloques-navegacion">');
    expect(start).toBeGreaterThan(0);
    const section = html.slice(start, html.indexOf('</section>', start) + '</section>'.length);
    const validator = new HtmlValidate({
      extends: ['html-validate:standard'],
      rules: { 'doctype-style': 'off', 'attr-case': 'off', 'void-style': 'off', 'no-inline-style': 'off' },
    });
    const report = await validator.validateString(`<!doctype html><html lang="es-419"><head><title>x</title></head><body><main>${section}</main></body></html>`);
    expect(report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message}`))).toEqual([]);
  });

  it('a page without them fetches neither script', async () => {
    const { page, scripts } = await open(undefined, '/nosotros');
    await page.waitForLoadState('networkidle');
    expect(await page.locator('[data-block-script="menu"], [data-block-script="folder"]').count()).toBe(0);
    expect(scripts.filter((s) => /^(menu|folder)\.script-/.test(s))).toEqual([]);
    await page.close();
  });

  it('menu by keyboard: arrows cycle with wraparound, Home/End, Enter or Space selects, Tab reaches the panel', async () => {
    const { page, errors } = await open();
    await tab(page, 'Espresso').focus();
    await page.keyboard.press('ArrowLeft');
    expect(await focused(page)).toBe('Pan dulce');
    expect(await selected(page)).toBe('Espresso');
    await page.keyboard.press('Enter');
    expect(await selected(page)).toBe('Pan dulce');
    expect(await visiblePanel(page).textContent()).toContain('Concha');
    await page.keyboard.press('ArrowRight');
    expect(await focused(page)).toBe('Espresso');
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowLeft');
    expect(await focused(page)).toBe('Fríos');
    await page.keyboard.press(' ');
    expect(await selected(page)).toBe('Fríos');
    expect(await visiblePanel(page).textContent()).toContain('Cold brew$68');
    expect(await menu(page).locator('[role="tabpanel"]').count()).toBe(4);
    expect(await menu(page).locator('[role="tabpanel"][hidden]').count()).toBe(3);
    await page.keyboard.press('Home');
    expect(await focused(page)).toBe('Espresso');
    // One tab in the tab order: Tab leaves the list for the selected panel.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-labelledby'))).toBe(await tab(page, 'Fríos').getAttribute('id'));
    expect(errors).toEqual([]);
    await page.close();
  });

  it('menu and folder by pointer; the folder by keyboard: Enter toggles, Escape closes back on its title', async () => {
    const { page, errors } = await open({ width: 390, height: 844 });
    await tab(page, 'Filtrados').click();
    expect(await selected(page)).toBe('Filtrados');
    expect(await visiblePanel(page).textContent()).toContain('Precio de temporada');

    const folder = page.locator(`${SECTION} details.folder-block`);
    const isOpen = () => folder.evaluate((d: HTMLDetailsElement) => d.open);
    const title = folder.locator('summary');
    await title.focus();
    expect(await folderTitleAx(page)).toBe('DisclosureTriangle expanded=true');
    await page.keyboard.press('Enter');
    expect(await isOpen()).toBe(false);
    expect(await folderTitleAx(page)).toBe('DisclosureTriangle expanded=false');
    expect(await title.evaluate((s) => getComputedStyle(s).outlineStyle)).toBe('solid');
    await page.keyboard.press('Enter');
    expect(await isOpen()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('Horario y cómo llegar');
    await page.keyboard.press('Escape');
    expect(await isOpen()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('SUMMARY');
    await title.click();
    expect(await isOpen()).toBe(true);
    await visiblePanel(page).click({ position: { x: 5, y: 5 } });
    // Holding the current page, it stays open to show where the visitor is.
    expect(await isOpen()).toBe(true);
    // No sideways scrolling on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(await axe(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
