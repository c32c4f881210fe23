import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { DESKTOP_UA } from '../../src/server/analytics/test-client.ts';
import { launchBrowser } from './browser.ts';

// What the browser tests of visitor tracking share (tracking.test.ts, tracking-consent.test.ts).
// The default HeadlessChrome user agent is a robot to the server (docs/analytics.md), so every
// context here says it is a desktop Chrome.

/** A valid `ss_cvr` visit record. */
export const RECORD = /^[\w-]+\|\d+\|\d+\|\d+\|\d+$/;
const API = /\/api\/(census|track|events|1\/performance)\//;

/**
 * Launches the file's browser (closed after its tests) and returns the maker of fresh visitors:
 * their own cookies, a desktop user agent, every analytics request recorded. The demo site has a
 * restrictive cookie policy, so a visitor has accepted cookies (ss_cookieAllowed, on the loopback
 * address whatever the port) unless `consent` is false.
 */
export function trackingVisitors() {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  return async function visitor(options: { clock?: boolean; consent?: boolean } = {}) {
    const context = await browser.newContext({ userAgent: DESKTOP_UA, viewport: { width: 1280, height: 800 }, locale: 'es-419' });
    if (options.consent !== false) await context.addCookies([{ name: 'ss_cookieAllowed', value: 'true', domain: '127.0.0.1', path: '/' }]);
    const page = await context.newPage();
    if (options.clock) await page.clock.install();
    const sent: Request[] = [];
    page.on('request', (r) => {
      if (API.test(new URL(r.url()).pathname)) sent.push(r);
    });
    const calls = (path: string) => sent.filter((r) => new URL(r.url()).pathname === path);
    return { context, page, sent, calls };
  };
}

/** The form fields of a request body. */
export const fields = (r: Request) => Object.fromEntries(new URLSearchParams(r.postData() ?? ''));
export const cookie = async (context: BrowserContext, name: string) => (await context.cookies()).find((c) => c.name === name);
/** Waits until `check` holds (analytics calls are fire-and-forget: nothing to await in the page). */
export async function until(check: () => boolean | Promise<boolean>, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}
/** Makes the page hidden, as a tab switch does (the moment beacons leave). */
export const hide = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
