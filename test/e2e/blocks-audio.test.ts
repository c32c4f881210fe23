import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useDemo } from './demo.ts';
import { RECORD_EVENT_PATH } from '../../src/shared/contracts/analytics-paths.ts';

// The demo's «Bloques» page, section «Audio y fechas», in Chromium: the audio block and the album
// («Sesiones de la barra»). Every request for an audio file and every request leaving for another
// host is recorded: none before the visitor plays.

const SECTION = '[data-section-id="bloques-audio"]';
const AUDIO = `${SECTION} [data-block-script="audio"]`;
const ALBUM = `${SECTION} [data-block-script="album"]`;

const demo = useDemo();

async function open(path = '/bloques', consent = false) {
  const context = await demo.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'es-419' });
  if (consent) await context.addCookies([{ name: 'ss_cookieAllowed', value: 'true', url: demo.server.url }]);
  const events: string[] = [];
  const thirdParty: string[] = [];
  const audioRequests: { url: string; range?: string }[] = [];
  await context.route('**/*', (route) => {
    const request = route.request();
    if (!request.url().startsWith(demo.server.url)) {
      thirdParty.push(request.url());
      return route.fulfill({ status: 204 });
    }
    if (/\.wav$/.test(new URL(request.url()).pathname)) audioRequests.push({ url: request.url(), range: request.headers().range });
    if (request.url().includes(RECORD_EVENT_PATH)) events.push(new URLSearchParams(request.postData() ?? '').get('event') ?? '');
    return route.continue();
  });
  const page = await context.newPage();
  const errors: string[] = [];
  const consoleErrors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => (m.type() === 'error' || m.type() === 'warning') && consoleErrors.push(m.text()));
  page.on('close', () => void context.close().catch(() => {}));
  await page.goto(`${demo.server.url}${path}`, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => window.Vitrina !== undefined);
  return { page, thirdParty, audioRequests, errors, consoleErrors, events };
}

const ready = (page: Page, sel: string) => page.waitForSelector(`${sel}[data-audio-ready]`, { state: 'attached' });

describe('audio and album blocks on /bloques', () => {
  it('render title and duration from the server; fetch no audio and nothing third-party before play; axe clean', async () => {
    const { page, thirdParty, audioRequests, errors, consoleErrors } = await open();
    await page.locator(SECTION).scrollIntoViewIfNeeded();
    await ready(page, AUDIO);
    await ready(page, ALBUM);
    expect(await page.locator(`${AUDIO} .audio-player__title`).textContent()).toBe('Así suena la mañana en la barra');
    expect(await page.locator(`${AUDIO} [data-audio-total]`).textContent()).toBe('0:06');
    expect(await page.locator(`${ALBUM} [data-audio-track]`).count()).toBe(3);
    expect(await page.locator(`${SECTION} audio`).evaluateAll((els) => els.map((a) => [a.getAttribute('preload'), a.hasAttribute('src')]))).toEqual([
      ['none', false],
      ['none', false],
    ]);
    await page.waitForTimeout(300);
    expect(audioRequests).toEqual([]);
    expect(thirdParty).toEqual([]);
    const axe = await new AxeBuilder({ page }).include(SECTION).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
    expect(errors).toEqual([]);
    expect(consoleErrors.filter((m) => /music-player|relative time/.test(m))).toEqual([]);
    await page.close();
  });

  it('by keyboard: Enter plays (the file is fetched then, from /media/), Space pauses, arrows seek and the slider says where', async () => {
    const { page, audioRequests, thirdParty } = await open();
    await ready(page, AUDIO);
    const play = page.locator(`${AUDIO} [data-audio-play]`);
    await play.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator(AUDIO).getAttribute('data-audio-state')).toBe('playing');
    expect(await play.getAttribute('aria-label')).toBe('Pausar: Así suena la mañana en la barra');
    await expect.poll(() => audioRequests.length).toBeGreaterThan(0);
    expect(audioRequests[0].url).toMatch(/\/media\/[\w]+\/audio-manana-[0-9a-f]{8}\.wav$/);
    await expect.poll(() => page.locator(`${AUDIO} audio`).evaluate((a: HTMLAudioElement) => a.currentTime), { timeout: 15_000 }).toBeGreaterThan(0.2);
    await page.keyboard.press('Space');
    await expect.poll(() => page.locator(AUDIO).getAttribute('data-audio-state')).toBe('paused');
    expect(await play.getAttribute('aria-label')).toBe('Reproducir: Así suena la mañana en la barra');
    const seek = page.locator(`${AUDIO} [data-audio-seek]`);
    await seek.focus();
    await page.keyboard.press('End');
    await expect.poll(() => seek.getAttribute('aria-valuetext')).toBe('0:06 de 0:06');
    await page.keyboard.press('Home');
    await expect.poll(() => seek.getAttribute('aria-valuetext')).toBe('0:00 de 0:06');
    // Focus is visible on the slider.
    expect(await seek.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');
    expect(thirdParty).toEqual([]);
    await page.close();
  });

  it('the site serves audio with range requests (206); a tracked visitor\'s first play records the audio event (§7)', async () => {
    const { page, audioRequests, events } = await open('/bloques', true);
    await ready(page, AUDIO);
    await page.locator(`${AUDIO} [data-audio-play]`).click();
    await expect.poll(() => audioRequests.length).toBeGreaterThan(0);
    const url = audioRequests[0].url;
    const head = await fetch(url, { headers: { range: 'bytes=0-43' } });
    expect(head.status).toBe(206);
    expect(head.headers.get('content-type')).toMatch(/^audio\/(wav|wave|x-wav)/);
    expect((await head.arrayBuffer()).byteLength).toBe(44);
    await expect.poll(() => events).toContain('audio');
    await page.close();
  });

  it('album by pointer: next marks the second track current; a track plays on click; one player at a time', async () => {
    const { page } = await open();
    await ready(page, ALBUM);
    await ready(page, AUDIO);
    const current = () => page.locator(`${ALBUM} [aria-current="true"]`).getAttribute('data-audio-title');
    expect(await current()).toBe('Mañana en Roma Norte');
    await page.locator(`${ALBUM} [data-audio-next]`).click();
    expect(await current()).toBe('Tarde de pour-over');
    expect(await page.locator(`${ALBUM} .audio-player__now`).textContent()).toBe('Tarde de pour-over');
    expect(await page.locator(`${ALBUM} [data-audio-total]`).textContent()).toBe('0:05');
    await page.locator(`${AUDIO} [data-audio-play]`).click();
    await expect.poll(() => page.locator(AUDIO).getAttribute('data-audio-state')).toBe('playing');
    await page.locator(`${ALBUM} [data-audio-track="2"]`).click();
    expect(await current()).toBe('Cierre de tueste');
    await expect.poll(() => page.locator(ALBUM).getAttribute('data-audio-state')).toBe('playing');
    await expect.poll(() => page.locator(AUDIO).getAttribute('data-audio-state')).toBe('paused');
    await page.locator(`${ALBUM} [data-audio-prev]`).click();
    expect(await current()).toBe('Tarde de pour-over');
    await page.close();
  });

  it('blog dates older than a minute are plain dates: no relative time node, the server date, no warning', async () => {
    const { page, consoleErrors } = await open('/blog');
    expect(await page.locator('time[data-time-since]').count()).toBe(0);
    const dates = page.locator('.post-card time, time');
    expect(await dates.count()).toBeGreaterThan(0);
    expect(await dates.first().textContent()).toMatch(/^\d{1,2} de [a-z]+ de \d{4}$/);
    expect(consoleErrors).toEqual([]);
    await page.close();
  });
});
