import { HtmlValidate } from 'html-validate';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser } from './browser.ts';
import { startServer, type RunningServer } from './server.ts';

// The demo's «Videos» page in Chromium: a YouTube video block, a Spotify playlist embed (a
// generic iframe from a pasted snippet) and the image variants. Every request leaving for another
// host is recorded (and answered locally): none before the visitor plays.

const YOUTUBE = 'https://www.youtube-nocookie.com/embed/AI4ynXOK8p4?autoplay=1&enablejsapi=1';
const SPOTIFY = 'https://open.spotify.com/embed/playlist/37i9dQZF1DWVqfgj8NZEp1';
const PLAY_VIDEO = 'button[aria-label="Reproducir video: Cómo preparar café en V60"]';
const SHOW_EMBED = 'button[aria-label="Mostrar contenido insertado: Lista de Café Altura"]';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Opens /videos with every third-party request recorded and answered by a stand-in page. */
async function open(opts: { consent?: boolean; viewport?: { width: number; height: number } } = {}) {
  const { consent = true, viewport = { width: 1280, height: 900 } } = opts;
  const context = await browser.newContext({ viewport, locale: 'es-419' });
  if (consent) await context.addCookies([{ name: 'ss_cookieAllowed', value: 'true', url: server.url }]);
  const thirdParty: string[] = [];
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(server.url)) return route.continue();
    thirdParty.push(url);
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<p>contenido de prueba</p>' });
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('close', () => void context.close().catch(() => {}));
  const response = await page.goto(`${server.url}/videos`, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => window.Vitrina !== undefined);
  await page.waitForTimeout(200);
  return { page, response: response!, thirdParty, errors };
}

const frameSrcs = (page: Page) => page.locator('iframe').evaluateAll((els) => els.map((el) => el.getAttribute('src')));

describe('the demo video page', () => {
  it('allows exactly its two frame origins; nothing leaves for another host before a click; axe clean', async () => {
    const { page, response, thirdParty, errors } = await open();
    expect(response.status()).toBe(200);
    expect(response.headers()['content-security-policy']).toMatch(/; frame-src 'self' https:\/\/www\.youtube-nocookie\.com https:\/\/open\.spotify\.com$/);
    expect(await page.locator('iframe').count()).toBe(0);
    // Scroll everything into view: lazy images load, and still nothing goes to a third party.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(300);
    expect(thirdParty).toEqual([]);
    await expect.poll(() => page.locator('.embed-block .video-block__host').textContent()).toBe('Contenido de open.spotify.com. Se carga al hacer clic.');
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('Enter plays the video; Space shows the generic embed, sandboxed, and returns the video to its placeholder', async () => {
    const { page, thirdParty, errors } = await open();
    await page.locator(PLAY_VIDEO).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => frameSrcs(page)).toEqual([YOUTUBE]);
    await expect.poll(() => thirdParty).toEqual([YOUTUBE]);

    await page.locator(SHOW_EMBED).focus();
    await page.keyboard.press('Space');
    await expect.poll(() => frameSrcs(page)).toEqual([SPOTIFY]);
    await expect.poll(() => thirdParty).toEqual([YOUTUBE, SPOTIFY]);
    const frame = page.locator('.embed-block iframe');
    expect(await frame.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-presentation allow-popups');
    expect(await frame.getAttribute('title')).toBe('Contenido insertado: Lista de Café Altura');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('IFRAME');
    expect(await page.locator(PLAY_VIDEO).isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a click shows the embed too; the frame keeps the box (21:9)', async () => {
    const { page, thirdParty } = await open();
    await page.locator(SHOW_EMBED).click();
    await expect.poll(() => thirdParty).toEqual([SPOTIFY]);
    const box = (await page.locator('.embed-block iframe').boundingBox())!;
    expect(box.height / box.width).toBeCloseTo(9 / 21, 2);
    await page.close();
  });

  it('without consent (the demo asks for it) a click requests nothing: the frame waits and says why', async () => {
    const { page, thirdParty } = await open({ consent: false });
    await page.locator(SHOW_EMBED).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.embed-block iframe').getAttribute('data-consent-src')).toBe(SPOTIFY);
    await page.waitForTimeout(300);
    expect(thirdParty).toEqual([]);
    expect(await page.locator('.embed-block .video-block__consent').textContent()).toBe('El contenido se mostrará cuando aceptes las cookies.');
    await page.close();
  });

  it('is valid HTML (html-validate, the rules of the demo test)', async () => {
    const validator = new HtmlValidate({
      extends: ['html-validate:standard'],
      rules: { 'doctype-style': 'off', 'attr-case': 'off', 'void-style': 'off', 'no-inline-style': 'off' },
    });
    const report = await validator.validateString(await (await fetch(`${server.url}/videos`)).text());
    expect(report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message}`))).toEqual([]);
  });
});

describe('the image variants', () => {
  /**
   * The boxes of each variant's image and text, once two readings agree. Scrolled by the page's
   * own `scrollIntoView`, not Playwright's `scrollIntoViewIfNeeded`: that one first waits for two
   * equal animation frames, and on a loaded CI machine (stop 36) Chromium produced none for its
   * 30 s. The boxes are sized before their images load (aspect ratios), so nothing else waits.
   */
  async function boxes(page: Page, layout: string) {
    const figure = page.locator(`.image-block--${layout}`).first();
    await figure.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const read = async () => ({ media: (await figure.locator('.image-block__media').boundingBox())!, body: (await figure.locator('.image-block__body').boundingBox())! });
    let last = await read();
    await expect.poll(async () => {
      const now = await read();
      const same = JSON.stringify(now) === JSON.stringify(last);
      last = now;
      return same;
    }).toBe(true);
    return last;
  }

  it('desktop (1280): the poster text over the image, the overlap card and the collage panel beside it, overlapping; axe clean', async () => {
    const { page } = await open();
    const poster = await boxes(page, 'poster');
    expect(poster.body.y + poster.body.height).toBeCloseTo(poster.media.y + poster.media.height, 0);
    expect(poster.body.width).toBeCloseTo(poster.media.width, 0);
    for (const layout of ['overlap', 'collage']) {
      const { media, body } = await boxes(page, layout);
      expect(body.x, layout).toBeGreaterThan(media.x + media.width / 2);
      expect(body.x, layout).toBeLessThan(media.x + media.width);
    }
    const stacks = page.locator('.image-block--stack .image-block__body');
    expect(await stacks.count()).toBe(2);
    expect(await stacks.first().evaluate((el) => getComputedStyle(el).textAlign)).toBe('center');
    await page.locator('[data-section-id="video-de-cerca"]').screenshot({ path: '/tmp/vitrina-image-variants-1280.png' });
    await expectNoAxeViolations(page);
    await page.close();
  });

  it('phone (390): everything stacks, the text under the image (the overlap card over its lower edge); axe clean', async () => {
    const { page } = await open({ viewport: { width: 390, height: 844 } });
    for (const layout of ['overlap', 'collage', 'stack']) {
      const { media, body } = await boxes(page, layout);
      expect(body.y, layout).toBeGreaterThan(media.y + media.height / 2);
      expect(body.x + body.width, layout).toBeLessThanOrEqual(390);
    }
    const poster = await boxes(page, 'poster');
    expect(poster.body.y).toBeGreaterThanOrEqual(poster.media.y);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.locator('[data-section-id="video-de-cerca"]').screenshot({ path: '/tmp/vitrina-image-variants-390.png' });
    await expectNoAxeViolations(page);
    await page.close();
  });
});
