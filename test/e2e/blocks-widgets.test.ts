import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useDemo } from './demo.ts';

// The demo's «Bloques» page, section «Mapa y reservaciones» (#bloques-mapas), in Chromium: the
// café's map (an address card until «Mostrar mapa»), an OpenTable booking and the Saturday
// tasting on Tock. Every request leaving for another host is recorded and answered locally:
// none before the visitor interacts and, since the demo asks for it, consents.

const SECTION = '[data-section-id="bloques-mapas"]';
const MAP = `${SECTION} .map-block`;
const OPENTABLE = `${SECTION} .reservation-block--opentable`;
const TOCK = `${SECTION} .reservation-block--tock`;
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==', 'base64');

const demo = useDemo();

/** Opens /bloques with third-party requests recorded; `tiles: 'fail'` makes the tile server refuse. */
async function open(opts: { consent?: boolean; tiles?: 'ok' | 'fail'; viewport?: { width: number; height: number } } = {}) {
  const { consent = false, tiles = 'ok', viewport = { width: 1280, height: 900 } } = opts;
  const context = await demo.browser.newContext({ viewport, locale: 'es-419' });
  if (consent) await context.addCookies([{ name: 'ss_cookieAllowed', value: 'true', url: demo.server.url }]);
  const thirdParty: string[] = [];
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(demo.server.url)) return route.continue();
    thirdParty.push(url);
    if (url.startsWith('https://tile.openstreetmap.org/')) return tiles === 'ok' ? route.fulfill({ status: 200, contentType: 'image/png', body: PNG }) : route.abort();
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: 'window.__widgetLoads = (window.__widgetLoads || 0) + 1;' });
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('close', () => void context.close().catch(() => {}));
  const response = await page.goto(`${demo.server.url}/bloques`, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => window.Vitrina !== undefined);
  await page.locator(SECTION).scrollIntoViewIfNeeded();
  await page.waitForTimeout(200);
  return { page, response: response!, thirdParty, errors };
}

async function expectSectionAxeClean(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).include(SECTION).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
}

const tileRequests = (urls: string[]) => urls.filter((u) => u.startsWith('https://tile.openstreetmap.org/'));

describe('maps and reservations on /bloques', () => {
  it('requests nothing from a third party before interaction and consent; the policy allows the tiles and the providers; axe clean', async () => {
    const { page, response, thirdParty, errors } = await open();
    const csp = response.headers()['content-security-policy'];
    expect(csp).toMatch(/img-src [^;]*https:\/\/tile\.openstreetmap\.org/);
    expect(csp).toMatch(/script-src [^;]*https:\/\/www\.opentable\.com[^;]*https:\/\/www\.exploretock\.com/);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(300);
    expect(thirdParty).toEqual([]);
    expect(await page.locator(`${MAP} .map-block__title`).textContent()).toBe('Café Altura, Roma Norte');
    expect(await page.locator(`${MAP} .map-block__link`).getAttribute('href')).toBe('https://www.openstreetmap.org/?mlat=19.4179&mlon=-99.1598#map=16/19.4179/-99.1598');
    expect(await page.locator(`${SECTION} .reservation-block__start`).allTextContents()).toEqual(['Reservar una mesa', 'Reservar un lugar']);
    await expectSectionAxeClean(page);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('before consent a click requests nothing and says why; the banner\'s «Aceptar» then loads the tiles and the widget', async () => {
    const { page, thirdParty, errors } = await open();
    await page.getByRole('button', { name: 'Mostrar mapa' }).click();
    await expect.poll(() => page.locator(`${MAP} .map-block__status`).textContent()).toBe('El mapa se mostrará cuando aceptes las cookies.');
    await page.locator(`${OPENTABLE} .reservation-block__start`).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator(`${OPENTABLE} .reservation-block__status`).textContent()).toBe('El formulario se mostrará cuando aceptes las cookies.');
    await page.waitForTimeout(300);
    expect(thirdParty).toEqual([]);

    await page.locator('[data-cookie-answer="true"]').first().click();
    await expect.poll(() => page.locator(MAP).getAttribute('data-map-state')).toBe('map');
    await expect.poll(() => page.locator(OPENTABLE).getAttribute('data-widget-state')).toBe('loaded');
    expect(tileRequests(thirdParty).length).toBeGreaterThan(0);
    expect(thirdParty.filter((u) => u.startsWith('https://www.opentable.com/'))).toHaveLength(1);
    // The Tock widget was not asked for: still nothing from it.
    expect(thirdParty.some((u) => u.includes('exploretock'))).toBe(false);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('with consent, Enter on «Reservar una mesa» shows loading then loaded; re-init reloads the script; a click loads Tock', async () => {
    const { page, thirdParty, errors } = await open({ consent: true });
    // The stand-in answers at once: hold it back to see «Cargando…» first.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('https://www.opentable.com/**', async (route) => {
      thirdParty.push(route.request().url());
      await held;
      await route.fulfill({ status: 200, contentType: 'text/javascript', body: 'window.__widgetLoads = (window.__widgetLoads || 0) + 1;' });
    });
    await page.locator(`${OPENTABLE} .reservation-block__start`).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator(`${OPENTABLE} .reservation-block__status`).textContent()).toBe('Cargando el formulario de OpenTable…');
    expect(await page.locator(OPENTABLE).getAttribute('data-widget-state')).toBe('loading');
    release();
    await expect.poll(() => page.locator(`${OPENTABLE} .reservation-block__status`).textContent()).toBe('Formulario de OpenTable listo.');
    expect(thirdParty).toEqual([expect.stringMatching(/^https:\/\/www\.opentable\.com\/widget\/reservation\/loader\?rid=1234567&type=standard&theme=wide&/)]);
    // The button is gone; the keyboard stays in the widget.
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('reservation-block__mount');

    await page.locator(OPENTABLE).dispatchEvent('vitrina:widget:reinit');
    await expect.poll(() => thirdParty.length).toBe(2);
    await expect.poll(() => page.evaluate(() => (window as unknown as { __widgetLoads: number }).__widgetLoads)).toBe(2);

    await page.locator(`${TOCK} .reservation-block__start`).click();
    await expect.poll(() => page.locator(TOCK).getAttribute('data-widget-state')).toBe('loaded');
    expect(thirdParty[2]).toBe('https://www.exploretock.com/tock.js');
    expect(await page.evaluate(() => (window as unknown as { tock: { queue: unknown[][] } }).tock.queue)).toEqual([['init', 'cafe-altura']]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('with consent, Space on «Mostrar mapa» builds the map from our origin: tiles, marker, Spanish zoom buttons, debounced option updates; axe clean', async () => {
    const { page, thirdParty, errors } = await open({ consent: true });
    await page.getByRole('button', { name: 'Mostrar mapa' }).focus();
    await page.keyboard.press('Space');
    await expect.poll(() => page.locator(MAP).getAttribute('data-map-state')).toBe('map');
    expect(thirdParty.every((u) => u.startsWith('https://tile.openstreetmap.org/'))).toBe(true);
    expect(await page.locator(`${MAP} .map-block__canvas`).getAttribute('aria-label')).toBe('Mapa interactivo de Café Altura, Roma Norte');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('map-block__canvas'))).toBe(true);
    expect(await page.locator(`${MAP} .leaflet-control-zoom a`).evaluateAll((as) => as.map((a) => a.getAttribute('aria-label')))).toEqual(['Acercar', 'Alejar']);
    expect(await page.locator(`${MAP} .leaflet-control-attribution`).textContent()).toBe('© colaboradores de OpenStreetMap');
    expect(await page.locator(`${MAP} .map-block__marker`).count()).toBe(1);
    // The keyboard pans the map (Leaflet's keyboard handler): more tiles are asked for.
    const before = tileRequests(thirdParty).length;
    for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowRight');
    await expect.poll(() => tileRequests(thirdParty).length).toBeGreaterThan(before);
    // Option updates (an editor's) apply once they stop for 60 ms, the last one winning.
    const right = await page.locator(MAP).evaluate((el) => {
      for (const style of [5, 2]) el.dispatchEvent(new CustomEvent('vitrina:map:options', { detail: { style } }));
      return el.className;
    });
    expect(right).toBe('map-block map-block--style-1');
    await expect.poll(() => page.locator(MAP).getAttribute('class')).toBe('map-block map-block--style-2');
    expect(await page.locator(`${MAP} .leaflet-tile-pane`).evaluate((el) => getComputedStyle(el).filter)).toBe('grayscale(1)');
    await expectSectionAxeClean(page);
    // Consent withdrawn (the banner's «Rechazar» later): the map goes, the card stays.
    await page.locator('[data-cookie-preferences]').first().click();
    await page.locator('[data-cookie-answer="false"]').first().click();
    await expect.poll(() => page.locator(MAP).getAttribute('data-map-state')).toBe('card');
    expect(await page.locator(`${MAP} .map-block__canvas`).count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a tile server that fails returns to the address card with a message', async () => {
    const { page } = await open({ consent: true, tiles: 'fail' });
    await page.getByRole('button', { name: 'Mostrar mapa' }).click();
    await expect.poll(() => page.locator(MAP).getAttribute('data-map-state')).toBe('failed');
    expect(await page.locator(`${MAP} .map-block__status`).textContent()).toBe('No se pudo cargar el mapa. Puedes ver la dirección en OpenStreetMap.');
    expect(await page.locator(`${MAP} .map-block__canvas`).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Mostrar mapa' }).isVisible()).toBe(true);
    await page.close();
  });

  it('on a phone the widgets stack in one column (750 px or less) and the map card fits', async () => {
    const { page } = await open({ viewport: { width: 390, height: 844 } });
    const button = (await page.locator(`${OPENTABLE} .reservation-block__start`).boundingBox())!;
    const text = (await page.locator(`${OPENTABLE} .reservation-block__text`).boundingBox())!;
    expect(button.y).toBeGreaterThan(text.y + text.height - 1);
    const card = (await page.locator(MAP).boundingBox())!;
    expect(card.width).toBeLessThanOrEqual(390);
    await page.close();
  });
});
