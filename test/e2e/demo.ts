import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { POPUP_STORAGE } from '../../src/shared/overlays.ts';
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

const POPUP_VERSION: string = JSON.parse(readFileSync('sites/demo/site.json', 'utf8')).settings.popupOverlaySettings.version;

/**
 * A returning visitor of the demo at `width` × 900: the cookie banner already answered and the
 * welcome popup already closed, so the page under test is all there is; script errors collected.
 */
export async function demoVisitor(browser: Browser, serverUrl: string, width: number, options: { acceptDownloads?: boolean } = {}) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'es-419', ...options });
  await context.addCookies([{ name: 'ss_cookieAllowed', value: 'false', url: serverUrl }]);
  await context.addInitScript(({ keys, version }) => {
    localStorage.setItem(keys.closedDate, new Date().toISOString());
    localStorage.setItem(keys.version, version);
  }, { keys: POPUP_STORAGE, version: POPUP_VERSION });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}

/** Adds an owner account to the demo of a running server through the CLI (`vitrina owner add`); role 1 is admin. */
export function addDemoOwner(server: RunningServer, email: string, password: string, role = 1): string {
  const cli = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'src/cli.ts', 'owner', 'add', 'demo', email, '--role', String(role)], {
    env: { ...process.env, DATA_DIR: server.dataDir, LOG_LEVEL: 'silent', VITRINA_PASSWORD: password },
    encoding: 'utf8',
  });
  return cli.stdout + cli.stderr;
}

/**
 * A copy of the demo's site file changed by `edit`, in a temp folder beside links to every other
 * file of the demo (media, audio, downloads…), so it publishes like the demo: answers its path.
 */
export function demoSiteCopy(edit: (site: any) => void, prefix = 'vitrina-demo-copy-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  for (const name of readdirSync('sites/demo')) if (name !== 'site.json') symlinkSync(resolve('sites/demo', name), join(dir, name));
  const site = JSON.parse(readFileSync('sites/demo/site.json', 'utf8'));
  edit(site);
  writeFileSync(join(dir, 'site.json'), JSON.stringify(site));
  return join(dir, 'site.json');
}
