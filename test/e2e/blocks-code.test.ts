import AxeBuilder from '@axe-core/playwright';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from '../../src/server/http/security.ts';
import { BlockType } from '../../src/shared/enums.ts';
import { OWNER_FRAME_POLICY } from '../../src/shared/owner-frame.ts';
import { launchBrowser } from './browser.ts';
import { startServer, type RunningServer } from './server.ts';

// Markdown and code blocks in Chromium: the demo's «Texto y código» section on /bloques (text
// only, no script, nothing third-party, axe clean), and a fixture site that allows owner scripts,
// whose code block runs — on a click, in its sandboxed frame — a probe that tries to reach the page.

const PAGE_ID = 'aaaaaaaaaaaaaaaaaaaaaa91';
/** The owner's code: tries the page's cookies, DOM, storage and a same-origin request, and reports. */
const PROBE = `<div style="height:480px">Sonda</div><img alt="" src="https://tercero.example/pixel.png">
<script>
(async () => {
  const r = {};
  try { r.cookie = document.cookie; } catch (e) { r.cookie = 'error'; }
  try { r.parentDom = parent.document.title; } catch (e) { r.parentDom = 'error'; }
  try { r.storage = localStorage.length; } catch (e) { r.storage = 'error'; }
  try { r.origin = self.origin; } catch (e) { r.origin = 'error'; }
  try { const res = await fetch('/', { credentials: 'include' }); r.fetch = (await res.text()).slice(0, 40); } catch (e) { r.fetch = 'error'; }
  parent.postMessage({ type: 'vitrina:frame-height', height: 'muy alto' }, '*');
  parent.postMessage({ probe: r }, '*');
})();
</script>`;

let demo: RunningServer;
let fixture: RunningServer;
let browser: Browser;

/** The mini site, allowing owner scripts and asking for consent, with one page: a code block that runs the probe. */
function fixtureSiteFile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'vitrina-code-site-'));
  cpSync('test/fixtures/mini', dir, { recursive: true });
  const site = JSON.parse(readFileSync(join(dir, 'site.json'), 'utf8'));
  site.settings.ownerScripts = true;
  // Asks for consent, as the demo does: the frame waits for it too.
  site.settings.cookieSettings = JSON.parse(readFileSync('sites/demo/site.json', 'utf8')).settings.cookieSettings;
  site.collections.push({
    id: PAGE_ID, urlId: 'codigo', title: 'Código', type: 10,
    layout: { sections: [{ id: 's', rows: [{ blocks: [{ id: 'sonda', type: BlockType.CODE, span: 12, data: { code: PROBE, run: true, title: 'Sonda', height: 200 } }] }] }] },
  });
  writeFileSync(join(dir, 'site.json'), JSON.stringify(site));
  return join(dir, 'site.json');
}

beforeAll(async () => {
  [demo, fixture, browser] = await Promise.all([startServer(), startServer({ DEMO_SITE: fixtureSiteFile() }), launchBrowser()]);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await Promise.all([demo?.stop(), fixture?.stop()]);
});

/** A page with every request to another host recorded (and answered by a stand-in). */
async function open(server: RunningServer, path: string, setup?: (context: BrowserContext) => Promise<void>) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'es-419' });
  await setup?.(context);
  const thirdParty: string[] = [];
  const own: string[] = [];
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(server.url)) {
      own.push(url);
      return route.continue();
    }
    thirdParty.push(url);
    return route.fulfill({ status: 200, contentType: 'image/png', body: '' });
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('close', () => void context.close().catch(() => {}));
  const response = await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
  return { page, response: response!, thirdParty, own, errors };
}

async function axe(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
}

describe('the demo «Texto y código» section', () => {
  it('renders Markdown and highlighted code on the server: no script for them, nothing third-party, axe clean', async () => {
    const { page, response, thirdParty, own, errors } = await open(demo, '/bloques');
    expect(response.status()).toBe(200);
    const section = page.locator('[data-section-id="bloques-texto"]');
    await section.scrollIntoViewIfNeeded();
    await expect.poll(() => section.locator('.markdown-block h3').textContent()).toBe('Notas de cata: Finca La Esperanza, Chiapas');
    expect(await section.locator('.markdown-block table tr').count()).toBe(4);
    expect(await section.locator('.code-block pre[aria-label="Código en JSON: perfil-de-tueste.json"] .hljs-attr').first().textContent()).toBe('"lote"');
    expect(await section.locator('.code-block pre[aria-label="Código en JavaScript: receta-v60.js"] .hljs-keyword').first().textContent()).toBe('const');
    expect(await section.locator('[data-block-script="code"], iframe, script').count()).toBe(0);
    expect(own.filter((u) => /\/code-[\w-]+\.js/.test(u))).toEqual([]);
    expect(thirdParty).toEqual([]);
    await axe(page, '[data-section-id="bloques-texto"]');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('a listing wider than the phone scrolls by keyboard: Tab reaches it, arrows scroll it', async () => {
    const { page } = await open(demo, '/bloques');
    await page.setViewportSize({ width: 390, height: 844 });
    const pre = page.locator('[data-section-id="bloques-texto"] pre[aria-label="Código en JavaScript: receta-v60.js"]');
    await pre.scrollIntoViewIfNeeded();
    expect(await pre.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    await page.locator('[data-section-id="bloques-texto"] pre[aria-label="Código en JSON: perfil-de-tueste.json"]').focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Código en JavaScript: receta-v60.js');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => pre.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    await page.close();
  });
});

describe('owner code on a site that allows it', () => {
  const setCookie = (context: BrowserContext) =>
    context.addCookies([
      { name: 'secreto', value: 'del-visitante', url: fixture.url },
      { name: 'ss_cookieAllowed', value: 'true', url: fixture.url },
    ]);

  it('nothing runs or leaves before the click; Enter puts the sandboxed frame in place; the probe reaches nothing of the page', async () => {
    const { page, response, thirdParty, own, errors } = await open(fixture, '/codigo', setCookie);
    expect(response.headers()['content-security-policy']).toBe(CONTENT_SECURITY_POLICY);
    expect(await page.evaluate(() => document.cookie)).toContain('secreto=del-visitante');
    expect(await page.locator('iframe').count()).toBe(0);
    expect(own.filter((u) => u.includes('/frame'))).toEqual([]);
    expect(thirdParty).toEqual([]);
    await axe(page, 'main');

    await page.evaluate(() => {
      (window as any).probes = [];
      addEventListener('message', (e) => e.data?.probe && (window as any).probes.push(e.data.probe));
    });
    const frameAnswer = page.waitForResponse((r) => r.url().endsWith(`/api/blocks/${PAGE_ID}/sonda/frame`));
    await page.locator('button', { hasText: 'Mostrar contenido interactivo: Sonda' }).focus();
    await page.keyboard.press('Enter');
    const answer = await frameAnswer;
    expect(answer.headers()['content-security-policy']).toBe(OWNER_FRAME_POLICY);

    const frame = page.locator('iframe');
    expect(await frame.getAttribute('sandbox')).toBe('allow-scripts');
    expect(await frame.getAttribute('title')).toBe('Contenido interactivo: Sonda');
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('IFRAME');
    await expect.poll(() => page.evaluate(() => (window as any).probes.length)).toBe(1);
    const probe = await page.evaluate(() => (window as any).probes[0]);
    // An opaque origin: no cookies (reading throws), no parent DOM, no storage, no same-origin request.
    expect(probe).toEqual({ cookie: 'error', parentDom: 'error', storage: 'error', origin: 'null', fetch: 'error' });
    // Its own content grows the frame (reported height, a number); the bogus message changed nothing else.
    await expect.poll(() => frame.evaluate((el) => el.getBoundingClientRect().height)).toBeGreaterThan(480);
    // What the owner's code loads goes out only now, after the click.
    await expect.poll(() => thirdParty).toEqual(['https://tercero.example/pixel.png']);
    // The page is as it was: its title, its cookie, its policy.
    expect(await page.title()).toMatch(/^Código/);
    expect(await page.evaluate(() => document.cookie)).toContain('secreto=del-visitante');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('before consent, a click asks for it and fetches nothing; accepting in the banner shows the frame the visitor asked for', async () => {
    const { page, thirdParty, own, errors } = await open(fixture, '/codigo');
    await page.locator('button', { hasText: 'Mostrar contenido interactivo: Sonda' }).click();
    const waiting = page.locator('.owner-frame__consent');
    await expect.poll(() => waiting.isVisible()).toBe(true);
    expect(await waiting.textContent()).toBe('El contenido interactivo se mostrará cuando aceptes las cookies.');
    await page.waitForTimeout(300);
    expect(await page.locator('iframe').count()).toBe(0);
    expect(own.filter((u) => u.includes('/frame'))).toEqual([]);
    expect(thirdParty).toEqual([]);

    await page.locator('button', { hasText: /^Aceptar$/ }).click();
    await expect.poll(() => page.locator('iframe[sandbox="allow-scripts"]').count()).toBe(1);
    await expect.poll(() => thirdParty).toEqual(['https://tercero.example/pixel.png']);
    expect(errors).toEqual([]);
    await page.close();
  });
});
