import { createServer, type Server } from 'node:http';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP_UA } from '../../src/server/analytics/test-client.ts';
import { createTestApp } from '../helpers/app.ts';
import { launchBrowser } from './browser.ts';

// §7 the external events call in real Chromium (docs/platform-calls.md): a fake collector on its own
// origin receives batched { commonData, customData } by beacon when the page is hidden, only after
// the visitor accepted cookies.
let t: Awaited<ReturnType<typeof createTestApp>>;
let browser: Browser;
let collector: Server;
let base = '';
const received: { path: string; body: string }[] = [];

beforeAll(async () => {
  collector = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      received.push({ path: req.url!, body });
      res.writeHead(202, { 'access-control-allow-origin': '*' }).end();
    });
  });
  await new Promise<void>((r) => collector.listen(0, '127.0.0.1', r));
  const origin = `http://127.0.0.1:${(collector.address() as { port: number }).port}`;
  t = await createTestApp({ EVENTS_COLLECTOR_URL: origin });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  browser = await launchBrowser();
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await t?.close();
  collector?.closeAllConnections();
  await new Promise((r) => collector?.close(r));
});

async function until(check: () => boolean, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}
const hide = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });

async function visit(consent: string | undefined) {
  const context = await browser.newContext({ userAgent: DESKTOP_UA, viewport: { width: 1280, height: 800 }, locale: 'es-419' });
  if (consent) await context.addCookies([{ name: 'ss_cookieAllowed', value: consent, url: base }]);
  const page = await context.newPage();
  await page.goto(`${base}/`, { waitUntil: 'load' });
  // The after-load script attaches the clients; events recorded before are queued by the runtime.
  await page.evaluate(() => {
    window.Vitrina!.track.event('addToCart', { sku: 'PAN-1' });
    window.Vitrina!.track.event('search', { q: 'pan' });
  });
  await page.waitForFunction(() => document.querySelector('script[src*="after-load"]') !== null || performance.getEntriesByType('resource').some((e) => e.name.includes('after-load')), undefined, { timeout: 5000 });
  await page.waitForTimeout(300);
  return { context, page };
}

describe('the external events collector', () => {
  it('with consent: one batch by beacon on hide, to /api/v1/events, with analyticsId', async () => {
    received.length = 0;
    const { context, page } = await visit('true');
    expect(received).toEqual([]);
    await hide(page);
    await until(() => received.length === 1);
    expect(received[0].path).toBe('/api/v1/events');
    const batch = JSON.parse(received[0].body);
    expect(batch).toHaveLength(2);
    expect(batch[0]).toMatchObject({ commonData: { event: 'addToCart', pagePath: '/' }, customData: { sku: 'PAN-1', analyticsId: expect.any(String) } });
    expect(batch[1].customData).toMatchObject({ q: 'pan' });
    const visitorId = (await context.cookies()).find((c) => c.name === 'ss_cvr')!.value.split('|')[0];
    expect(decodeURIComponent(batch[0].customData.analyticsId)).toBe(decodeURIComponent(visitorId));
    await context.close();
  });

  it('without consent (no answer, or refused): nothing reaches the collector', async () => {
    for (const consent of [undefined, 'false']) {
      received.length = 0;
      const { context, page } = await visit(consent);
      await hide(page);
      await page.waitForTimeout(500);
      expect(received, String(consent)).toEqual([]);
      await context.close();
    }
  });
});
