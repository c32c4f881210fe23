import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.ts';
import { startServer, type RunningServer } from './server.ts';

/**
 * The demo site served by a real Vitrina process and a Chromium, for the tests of one file:
 * both started before its tests (together) and stopped after them. Read them inside tests:
 * `const demo = useDemo(); … demo.browser.newContext(); demo.server.url`.
 */
export function useDemo(env: Record<string, string> = {}): { readonly server: RunningServer; readonly browser: Browser } {
  const running = {} as { server: RunningServer; browser: Browser };
  beforeAll(async () => {
    [running.server, running.browser] = await Promise.all([startServer(env), launchBrowser()]);
  });
  afterAll(async () => {
    await running.browser?.close();
    await running.server?.stop();
  });
  return running;
}

/**
 * A page of the demo at `width` × 900 in a context of its own (closed with the page), once the
 * network is idle: `const page = await openPage(demo, '/blog', 390)`.
 */
export async function openPage(demo: { readonly server: RunningServer; readonly browser: Browser }, path: string, width = 1280) {
  const context = await demo.browser.newContext({ viewport: { width, height: 900 }, locale: 'es-419' });
  const page = await context.newPage();
  page.on('close', () => void context.close().catch(() => {}));
  await page.goto(`${demo.server.url}${path}`, { waitUntil: 'networkidle' });
  return page;
}
