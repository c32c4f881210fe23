import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONSENT_EVENT } from '../../src/shared/consent.ts';
import { BlockType } from '../../src/shared/enums.ts';
import { createTestApp, readSite } from '../helpers/app.ts';
import { expectNoAxeViolations, launchBrowser } from './browser.ts';

// The video block in real Chromium with the built runtime: nothing reaches the provider before
// the visitor plays (and, on a restrictive site, consents); Enter, Space and a click play; one
// video at a time; axe clean. The providers are answered locally and every request is recorded.

const ID = 'dQw4w9WgXcQ';
const YOUTUBE = `https://www.youtube-nocookie.com/embed/${ID}?autoplay=1&enablejsapi=1`;
const VIMEO = 'https://player.vimeo.com/video/76979871?autoplay=1';
const PROVIDERS = ['https://www.youtube-nocookie.com/**', 'https://player.vimeo.com/**', 'https://*.youtube.com/**', 'https://i.ytimg.com/**', 'https://vimeo.com/**'];

let t: Awaited<ReturnType<typeof createTestApp>>;
let browser: Browser;
let base: string;

/** The mini site with a page of two videos and one broken embed; `restrictive` asks for consent. */
function site(restrictive: boolean) {
  const s = readSite();
  if (restrictive) s.settings = { ...s.settings, cookieSettings: { isCookieBannerEnabled: false, isRestrictiveCookiePolicyEnabled: true } };
  const blocks = [
    { id: 'taller', type: BlockType.VIDEO, data: { url: `https://youtu.be/${ID}`, title: 'Nuestro taller', posterId: 'taza' } },
    { id: 'feria', type: BlockType.VIDEO, data: { url: 'https://vimeo.com/76979871', title: 'La feria' } },
    { id: 'roto', type: BlockType.VIDEO, data: { url: 'javascript:alert(1)' } },
  ];
  s.collections.push({
    id: 'aaaaaaaaaaaaaaaaaaaaaa93', urlId: 'videos', title: 'Videos', type: 10,
    layout: { sections: [{ id: 's', rows: blocks.map((block) => ({ blocks: [block] })) }] },
  });
  return s;
}

beforeAll(async () => {
  t = await createTestApp();
  await t.publish(site(false));
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await t?.close();
});

/** Opens the videos page, answering the providers locally and recording every request to them. */
async function open(cookies: Record<string, string> = {}) {
  const context = await browser.newContext({ locale: 'es-419' });
  await context.addCookies(Object.entries(cookies).map(([name, value]) => ({ name, value, url: base })));
  const requests: string[] = [];
  for (const pattern of PROVIDERS) {
    await context.route(pattern, (route) => {
      requests.push(route.request().url());
      // A stand-in player that keeps the messages the page sends it (§7 play / pause).
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<p>reproductor</p><script>window.got=[];addEventListener("message",(e)=>got.push(e.data))</script>' });
    });
  }
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${base}/videos`, { waitUntil: 'networkidle' });
  // The moving-parts script (the player's listener) has started once the runtime has.
  await page.waitForFunction(() => window.Vitrina !== undefined);
  await page.waitForTimeout(200);
  return { context, page, requests, errors };
}

const play = (title: string) => `button[aria-label="Reproducir video: ${title}"]`;

describe('a site that does not ask for consent', () => {
  it('nothing reaches the provider before the visitor plays; the placeholder is axe clean', async () => {
    const { context, page, requests, errors } = await open();
    expect(requests).toEqual([]);
    expect(await page.locator('iframe').count()).toBe(0);
    const box = await page.locator('[data-video-src]').first().boundingBox();
    expect(box!.height / box!.width).toBeCloseTo(0.563, 2);
    await expect.poll(() => page.locator('.video-block__error').textContent()).toBe('La integración del video no es válida.');
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Enter on the play button loads the player (autoplay, faded in); a click on another returns the first', async () => {
    const { context, page, requests, errors } = await open();
    await page.locator(play('Nuestro taller')).focus();
    await page.keyboard.press('Enter');
    const frame = page.locator('iframe.video-block__player');
    await expect.poll(() => frame.getAttribute('src')).toBe(YOUTUBE);
    await expect.poll(() => requests).toEqual([YOUTUBE]);
    expect(await frame.evaluate((el) => getComputedStyle(el).animationName)).toBe('video-block-fade');
    expect(await frame.getAttribute('title')).toBe('Reproductor de video: Nuestro taller');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('IFRAME');
    await expectNoAxeViolations(page);

    await page.locator(play('La feria')).click();
    await expect.poll(() => page.locator('iframe').evaluateAll((els) => els.map((el) => el.getAttribute('src')))).toEqual([VIMEO]);
    // The frame's request is reported a moment after its src is set.
    await expect.poll(() => requests).toEqual([YOUTUBE, VIMEO]);
    expect(await page.locator(play('Nuestro taller')).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a shown player is paused and played through postMessage, by a command event on its block', async () => {
    const { context, page, requests } = await open();
    await page.locator(play('Nuestro taller')).click();
    await expect.poll(() => requests).toEqual([YOUTUBE]);
    // The request is answered before the frame has committed its document: wait for that.
    await expect.poll(() => page.frames().some((f) => f.url() === YOUTUBE)).toBe(true);
    const frame = page.frames().find((f) => f.url() === YOUTUBE)!;
    await frame.waitForFunction(() => Array.isArray((window as any).got));
    await page.evaluate(() => {
      const stage = document.querySelector('[data-video-provider="youtube"]')!;
      stage.dispatchEvent(new CustomEvent('vitrina:video-command', { detail: 'pause' }));
      stage.dispatchEvent(new CustomEvent('vitrina:video-command', { detail: 'play' }));
    });
    await expect.poll(() => frame.evaluate(() => (window as any).got)).toEqual([
      '{"event":"command","func":"pauseVideo","args":[]}',
      '{"event":"command","func":"playVideo","args":[]}',
    ]);
    await context.close();
  });

  it('Space plays too', async () => {
    const { context, page, requests } = await open();
    await page.locator(play('La feria')).focus();
    await page.keyboard.press('Space');
    await expect.poll(() => requests).toEqual([VIMEO]);
    await context.close();
  });
});

describe('a site with a restrictive cookie policy', () => {
  beforeAll(async () => {
    await t.publish(site(true));
  });

  it('playing without consent requests nothing: the frame waits, the note says why; consent loads it', async () => {
    const { context, page, requests, errors } = await open();
    await page.locator(play('Nuestro taller')).press('Enter');
    const frame = page.locator('iframe.video-block__player');
    await expect.poll(() => frame.getAttribute('data-consent-src')).toBe(YOUTUBE);
    await page.waitForTimeout(300);
    expect(requests).toEqual([]);
    expect(await frame.getAttribute('src')).toBeNull();
    expect(await page.locator('.video-block__consent').first().isVisible()).toBe(true);
    await expectNoAxeViolations(page);

    // What the cookie banner does on acceptance: store consent, then say so.
    await page.evaluate((event) => {
      document.cookie = 'ss_cookieAllowed=true; path=/';
      document.dispatchEvent(new Event(event));
    }, CONSENT_EVENT);
    await expect.poll(() => requests).toEqual([YOUTUBE]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('with consent given, playing loads at once, and still nothing before the click; a withdrawal unloads it', async () => {
    const { context, page, requests } = await open({ ss_cookieAllowed: 'true' });
    expect(requests).toEqual([]);
    await page.locator(play('La feria')).click();
    await expect.poll(() => requests).toEqual([VIMEO]);

    // Withdrawn (what the banner does on Refuse): the player is unloaded and the note says why.
    await page.evaluate((event) => {
      document.cookie = 'ss_cookieAllowed=false; path=/';
      document.dispatchEvent(new Event(event));
    }, CONSENT_EVENT);
    const frame = page.locator('iframe.video-block__player');
    await expect.poll(() => frame.getAttribute('data-consent-src')).toBe(VIMEO);
    expect(await frame.getAttribute('src')).toBeNull();
    expect(await page.locator('.video-block__consent').nth(1).isVisible()).toBe(true);
    await expectNoAxeViolations(page);
    await context.close();
  });
});
