import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerFixtureBlock } from '../../src/blocks/registry.ts';
import { CONTENT_SECURITY_POLICY } from '../../src/server/http/security.ts';
import { CONSENT_EVENT } from '../../src/shared/consent.ts';
import { createTestApp, readSite } from '../helpers/app.ts';
import { addVideoPage, FIXTURE_PLAYER, videoFixtureBlock } from '../fixtures/blocks/video-fixture.ts';
import { launchBrowser } from './browser.ts';

// An in-process app (the fixture block is registered in this process only; no real site has
// it), served on a loopback port to real Chromium with the built runtime.
let t: Awaited<ReturnType<typeof createTestApp>>;
let unregister: () => void;
let browser: Browser;
let base: string;
let videoPath: string;

beforeAll(async () => {
  unregister = registerFixtureBlock(videoFixtureBlock);
  t = await createTestApp();
  const site = readSite();
  videoPath = addVideoPage(site);
  await t.publish(site);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await t?.close();
  unregister?.();
});

/** Opens a page, answering the third-party player locally and recording every request to it. */
async function open(path: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const playerRequests: string[] = [];
  await context.route(`${FIXTURE_PLAYER}/**`, (route) => {
    playerRequests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<p>reproductor</p>' });
  });
  const response = await page.goto(base + path, { waitUntil: 'networkidle' });
  return { context, page, response: response!, playerRequests };
}

describe('a per-page security policy in Chromium', () => {
  it('the video page allows the provider frame origin and sends nothing to it before consent; consent loads it', async () => {
    const { context, page, response, playerRequests } = await open(videoPath);
    expect(response.headers()['content-security-policy']).toBe(`${CONTENT_SECURITY_POLICY}; frame-src 'self' ${FIXTURE_PLAYER}`);
    await page.waitForTimeout(300);
    expect(playerRequests).toEqual([]);
    expect(await page.locator('iframe.video-fixture').getAttribute('src')).toBeNull();

    // What the cookie banner will do (a later issue): store consent, then say so.
    await page.evaluate((event) => {
      document.cookie = 'ss_cookieAllowed=true; path=/';
      document.dispatchEvent(new Event(event));
    }, CONSENT_EVENT);
    await expect.poll(() => playerRequests).toEqual([`${FIXTURE_PLAYER}/embed/abc123`]);
    await context.close();
  });

  it('after consent, the next visit loads the player at once', async () => {
    const context = await browser.newContext();
    await context.addCookies([{ name: 'ss_cookieAllowed', value: 'true', url: base }]);
    const page = await context.newPage();
    const requests: string[] = [];
    await context.route(`${FIXTURE_PLAYER}/**`, (route) => {
      requests.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<p>reproductor</p>' });
    });
    await page.goto(base + videoPath, { waitUntil: 'networkidle' });
    await expect.poll(() => requests).toEqual([`${FIXTURE_PLAYER}/embed/abc123`]);
    await context.close();
  });

  it('a page without the block keeps the strict default', async () => {
    const { context, response } = await open('/');
    expect(response.headers()['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    await context.close();
  });
});
