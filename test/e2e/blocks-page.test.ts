import { readFileSync } from 'node:fs';
import { HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './browser.ts';
import { useDemo } from './demo.ts';
import { POPUP_STORAGE } from '../../src/shared/overlays.ts';

// The demo's «Bloques» page as a whole: every block group of issue 13 on one page (each group's
// own file tests its blocks). Here: the page together is axe clean and valid on a phone and a
// desktop, asks no third party for anything while the visitor only reads and scrolls (with
// consent given, even), and fetches only the chunks of the blocks that move.

const demo = useDemo();
const POPUP_VERSION: string = JSON.parse(readFileSync('sites/demo/site.json', 'utf8')).settings.popupOverlaySettings.version;

async function open(viewport: { width: number; height: number }, consent: boolean) {
  const context = await demo.browser.newContext({ viewport, locale: 'es-419' });
  if (consent) await context.addCookies([{ name: 'ss_cookieAllowed', value: 'true', url: demo.server.url }]);
  // A visitor who closed the welcome popup today: on a slow machine the read outlasts its 10 s
  // delay, and its newsletter form (React) would be counted as this page's script.
  await context.addInitScript(({ keys, version }) => {
    localStorage.setItem(keys.closedDate, new Date().toISOString());
    localStorage.setItem(keys.version, version);
  }, { keys: POPUP_STORAGE, version: POPUP_VERSION });
  const thirdParty: string[] = [];
  const scripts: { url: string; bytes: number }[] = [];
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(demo.server.url)) return route.continue();
    thirdParty.push(url);
    return route.abort();
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'script') return;
    const size = await res.request().sizes().catch(() => undefined);
    scripts.push({ url: new URL(res.url()).pathname, bytes: size?.responseBodySize ?? 0 });
  });
  page.on('close', () => void context.close().catch(() => {}));
  await page.goto(`${demo.server.url}/bloques`, { waitUntil: 'networkidle' });
  // Read the whole page: scroll it through so every lazy part wakes.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 400) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 40));
    }
  });
  await page.waitForLoadState('networkidle');
  return { page, thirdParty, scripts, errors };
}

describe('the demo «Bloques» page', () => {
  it.each([
    { name: 'phone', viewport: { width: 390, height: 844 }, consent: false },
    { name: 'desktop', viewport: { width: 1280, height: 900 }, consent: true },
  ])('$name: read to the end, nothing goes to a third party, no error, axe finds nothing, and the script stays small', async ({ name, viewport, consent }) => {
    const { page, thirdParty, scripts, errors } = await open(viewport, consent);
    expect(thirdParty).toEqual([]);
    expect(errors).toEqual([]);
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await expectNoAxeViolations(page);
    // The map's library and the reservation providers' scripts are not among them until asked for.
    expect(scripts.map((s) => s.url).filter((u) => /leaflet|map-view/i.test(u))).toEqual([]);
    const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
    console.log(`«Bloques» ${name}: ${scripts.length} scripts, ${total} B over the wire`, scripts.map((s) => `${s.url} ${s.bytes}`).join(', '));
    // Measured about 30 KB compressed: the runtime, moving parts and one small chunk per moving block kind.
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThan(60_000);
    await page.close();
  });

  it('is valid HTML (html-validate, the rules of the demo test)', async () => {
    const validator = new HtmlValidate({
      extends: ['html-validate:standard'],
      rules: { 'doctype-style': 'off', 'attr-case': 'off', 'void-style': 'off', 'no-inline-style': 'off' },
    });
    const report = await validator.validateString(await (await fetch(`${demo.server.url}/bloques`)).text());
    expect(report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message}`))).toEqual([]);
  });
});
