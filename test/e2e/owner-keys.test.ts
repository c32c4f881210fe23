import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SiteUserRole } from '../../src/shared/enums.ts';
import { createTestApp, readSite } from '../helpers/app.ts';
import { CHROMIUM, expectNoAxeViolations } from './browser.ts';

// The owner's way in, in Chromium (issue 11): Escape and Shift+Escape, the automatic redirect
// and its exceptions, /config/?frameUrl with the page in its frame, /config/design; axe-core
// clean and done by keyboard. An in-process app on a loopback port; the real site names
// (mini.vitrina.test, escape.vitrina.test) are mapped to 127.0.0.1 by Chromium's
// --host-resolver-rules, so the page is not on "localhost" and the redirect rules apply as in
// production; 127.0.0.1 itself is the localhost case.
let t: Awaited<ReturnType<typeof createTestApp>>;
let browser: Browser;
let port = 0;
const SITE = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const ESC_ID = 'cccccccccccccccccccccccc';
const PASSWORD = 'pan de masa madre';
const OWNER = 'ana@panaderia.mx';
const VIEWER = 'beto@panaderia.mx';
const ESC_OWNER = 'cafe@escape.mx';
const local = () => `http://127.0.0.1:${port}`;
const mini = () => `http://mini.vitrina.test:${port}`;
const escape = () => `http://escape.vitrina.test:${port}`;

beforeAll(async () => {
  t = await createTestApp();
  const esc = readSite();
  esc.website = { id: ESC_ID, identifier: 'escape', title: 'Café Escape', domains: [] };
  esc.settings = { ...esc.settings, useEscapeKeyToLogin: true };
  esc.collections = esc.collections.map((c: { id: string }, i: number) => ({ ...c, id: `cccccccccccccccccccccc0${i}` }));
  await t.publish(esc);
  const owners = t.app.vitrina.owners.service;
  await owners.addOwner(SITE, { email: OWNER, password: PASSWORD, role: SiteUserRole.ADMIN });
  await owners.addOwner(SITE, { email: VIEWER, password: PASSWORD, role: SiteUserRole.VIEWER });
  await owners.addOwner(ESC_ID, { email: ESC_OWNER, password: PASSWORD, role: SiteUserRole.ADMIN });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as { port: number }).port;
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run',
      '--host-resolver-rules=MAP mini.vitrina.test 127.0.0.1, MAP escape.vitrina.test 127.0.0.1, EXCLUDE localhost',
    ],
  });
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await t?.close();
});

/** A browser context signed in as `email` of the mini site on `origin` (the session cookie of a real sign-in). */
async function signedIn(email: string, origin: string): Promise<BrowserContext> {
  const session = await t.app.vitrina.owners.service.signIn(SITE, { email, password: PASSWORD, rememberMe: false });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addCookies([
    { name: 'vitrina_session', value: session!.token, url: origin, httpOnly: true, sameSite: 'Lax' },
    { name: 'ss_lastid', value: 'bWluaQ==', url: origin, sameSite: 'Lax' },
  ]);
  return context;
}

/**
 * Opens `url` and waits until the page's owner keys have had their chance to run: the part's
 * chunk answered (when the page needs it), then a moment for start() to act.
 */
async function settle(page: Page, url: string): Promise<void> {
  const chunk = page.waitForResponse((r) => /\/owner-keys-[\w-]+\.js$/.test(new URL(r.url()).pathname), { timeout: 3000 }).catch(() => null);
  await page.goto(url, { waitUntil: 'networkidle' });
  if ((await page.locator('body').getAttribute('data-chrome-needs'))?.includes('owner-keys')) expect(await chunk, 'the owner-keys chunk loads').not.toBeNull();
  await page.waitForTimeout(150);
}

const errorsOf = (page: Page) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
};

describe('the Escape key', () => {
  it('as the owner: /config/?frameUrl=<encoded path and query>, the page shows in the frame, axe clean, by keyboard', async () => {
    const context = await signedIn(OWNER, local());
    const page = await context.newPage();
    const errors = errorsOf(page);
    await settle(page, `${local()}/blog?p=2&q=pan`);
    expect(new URL(page.url()).pathname).toBe('/blog'); // localhost: no automatic redirect
    await page.keyboard.press('Escape');
    await page.waitForURL((u) => u.pathname === '/config/');
    expect(new URL(page.url()).search).toBe(`?frameUrl=${encodeURIComponent('/blog?p=2&q=pan')}`);
    const frame = page.frameLocator('#owner-site-frame');
    await expect.poll(() => frame.locator('body').getAttribute('data-chrome-needs')).toBe('owner-keys');
    const inner = page.frames().find((f) => f !== page.mainFrame())!;
    expect(new URL(inner.url()).pathname + new URL(inner.url()).search).toBe('/blog?p=2&q=pan');
    await page.waitForTimeout(250);
    // Not the top window: the framed page stays where it is.
    expect(new URL(inner.url()).pathname).toBe('/blog');
    expect(await page.locator('h1').first().textContent()).toBe('Tu sitio');
    await expectNoAxeViolations(page);

    // Keyboard alone: Tab from the skip link through the bar to Diseño.
    const reached: string[] = [];
    for (let i = 0; i < 8 && !reached.includes('Diseño'); i++) {
      await page.keyboard.press('Tab');
      reached.push(await page.evaluate(() => document.activeElement?.textContent?.trim() ?? ''));
    }
    expect(reached).toContain('Analítica');
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/config/design');
    expect(await page.locator('h1').textContent()).toBe('Diseño');
    expect(await page.locator('.owner-swatch__hex').allTextContents()).toEqual(['#b4532a', '#1f1a17', '#fbf7f2']);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('as a visitor of a site without useEscapeKeyToLogin: nothing happens (no chrome script at all)', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await settle(page, `${mini()}/blog`);
    await page.keyboard.press('Escape');
    await page.waitForTimeout(400);
    expect(new URL(page.url()).pathname).toBe('/blog');
    expect(scripts.some((s) => s.includes('owner-keys'))).toBe(false);
    await context.close();
  });

  it('as a visitor with useEscapeKeyToLogin: the sign-in page, which keeps frameUrl; signing in by keyboard shows the page in the area', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = errorsOf(page);
    await settle(page, `${escape()}/blog?p=2`);
    await page.keyboard.press('Escape');
    await page.waitForURL((u) => u.pathname === '/config/login');
    const wanted = `/config/?frameUrl=${encodeURIComponent('/blog?p=2')}`;
    expect(new URL(page.url()).searchParams.get('next')).toBe(wanted);
    await expectNoAxeViolations(page);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('login-email');
    await page.keyboard.type(ESC_OWNER);
    await page.keyboard.press('Tab');
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/config/');
    expect(new URL(page.url()).search).toBe(`?frameUrl=${encodeURIComponent('/blog?p=2')}`);
    const lastId = (await context.cookies()).find((c) => c.name === 'ss_lastid')!;
    expect(lastId).toMatchObject({ value: Buffer.from('escape').toString('base64'), domain: '.vitrina.test', path: '/', httpOnly: false, sameSite: 'Lax' });
    await expect.poll(() => page.frames().length).toBe(2);
    const inner = page.frames()[1];
    await inner.waitForLoadState('networkidle');
    expect(new URL(inner.url()).pathname).toBe('/blog');
    // Signed in now, in a frame of the area: not redirected again.
    await page.waitForTimeout(250);
    expect(new URL(inner.url()).pathname).toBe('/blog');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Escape in a text field, or taken by another handler, does nothing', async () => {
    const context = await signedIn(OWNER, local());
    const page = await context.newPage();
    await settle(page, `${local()}/blog`);
    await page.evaluate(() => {
      const input = document.createElement('input');
      input.id = 'campo';
      input.setAttribute('aria-label', 'campo');
      document.querySelector('main')!.prepend(input);
      document.addEventListener('keydown', (e) => {
        if ((e.target as HTMLElement).id === 'tomado' && e.key === 'Escape') e.preventDefault();
      });
      const button = document.createElement('button');
      button.id = 'tomado';
      button.textContent = 'tomado';
      document.querySelector('main')!.prepend(button);
    });
    await page.focus('#campo');
    await page.keyboard.press('Escape');
    await page.focus('#tomado');
    await page.keyboard.press('Escape');
    await page.waitForTimeout(400);
    expect(new URL(page.url()).pathname).toBe('/blog');
    await context.close();
  });
});

describe('Shift+Escape', () => {
  it('logs out through /api/auth/Logout and shows the notice at the site root', async () => {
    const context = await signedIn(OWNER, local());
    const page = await context.newPage();
    const calls: string[] = [];
    page.on('request', (r) => r.method() === 'POST' && calls.push(new URL(r.url()).pathname));
    await settle(page, `${local()}/blog`);
    // The notice goes after 2 s (§9): read it from the page the browser was sent to.
    const landing = page.waitForResponse((r) => new URL(r.url()).search === '?logout=true');
    await page.keyboard.press('Shift+Escape');
    await page.waitForURL((u) => u.pathname === '/' && u.search === '?logout=true');
    expect(calls).toContain('/api/auth/Logout');
    const html = await (await landing).text();
    expect(html).toMatch(/data-notice="logout"><div class="ui-dialog__panel" role="status">/);
    expect(html).toContain('La sesión se cerró correctamente');
    expect(html).toContain('Has cerrado sesión correctamente.');
    const names = (await context.cookies()).map((c) => c.name);
    expect(names).not.toContain('vitrina_session');
    expect(names).not.toContain('ss_lastid');
    // Signed out: the page has no owner keys any more, and Escape does nothing.
    await settle(page, `${local()}/blog`);
    expect(await page.locator('body').getAttribute('data-chrome-needs')).toBeNull();
    await context.close();
  });
});

describe('the keys inside the area\'s frame', () => {
  it('act on the top window: Shift+Escape in the framed page leaves the area for the root with the notice', async () => {
    const context = await signedIn(OWNER, local());
    const page = await context.newPage();
    await settle(page, `${local()}/config/?frameUrl=${encodeURIComponent('/blog')}`);
    const inner = page.frames().find((f) => f !== page.mainFrame())!;
    await inner.waitForLoadState('networkidle');
    await expect.poll(() => inner.evaluate(() => document.body.getAttribute('data-chrome-needs'))).toBe('owner-keys');
    await page.waitForTimeout(250);
    await page.locator('#owner-site-frame').focus();
    const landing = page.waitForResponse((r) => new URL(r.url()).search === '?logout=true' && r.frame() === page.mainFrame());
    await inner.locator('body').press('Shift+Escape');
    await page.waitForURL((u) => u.pathname === '/' && u.search === '?logout=true');
    expect(page.frames()).toHaveLength(1);
    expect(await (await landing).text()).toContain('La sesión se cerró correctamente');
    await context.close();
  });
});

describe('the automatic redirect to /config/', () => {
  it('happens for the owner on the site address, once per session', async () => {
    const context = await signedIn(OWNER, mini());
    const page = await context.newPage();
    await page.goto(`${mini()}/blog?p=2`);
    await page.waitForURL((u) => u.pathname === '/config/', { timeout: 10_000 });
    expect(new URL(page.url()).search).toBe(`?frameUrl=${encodeURIComponent('/blog?p=2')}`);
    await expect.poll(() => page.frames().length).toBe(2);
    // The same session again: the flag is set, the owner stays on the page.
    await settle(page, `${mini()}/blog`);
    expect(new URL(page.url()).pathname).toBe('/blog');
    await context.close();
  });

  it('not on localhost (127.0.0.1)', async () => {
    const context = await signedIn(OWNER, local());
    const page = await context.newPage();
    await settle(page, `${local()}/blog`);
    expect(new URL(page.url()).pathname).toBe('/blog');
    expect(await page.locator('body').getAttribute('data-chrome-needs')).toBe('owner-keys');
    await context.close();
  });

  it('not with noredirect in the query, nor on the pages after it in that session', async () => {
    const context = await signedIn(OWNER, mini());
    const page = await context.newPage();
    await settle(page, `${mini()}/blog?noredirect`);
    expect(new URL(page.url()).pathname).toBe('/blog');
    expect(await page.locator('body').getAttribute('data-chrome-needs')).toBe('owner-keys');
    await settle(page, `${mini()}/`);
    expect(new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it('not for the viewer role', async () => {
    const context = await signedIn(VIEWER, mini());
    const page = await context.newPage();
    await settle(page, `${mini()}/blog`);
    expect(new URL(page.url()).pathname).toBe('/blog');
    expect(await page.evaluate(() => JSON.parse(document.getElementById('vitrina-context')!.textContent!).websiteRoles)).toEqual([10]);
    // A viewer alone opens no part of /config (issue 15, docs/roles.md): Escape is a visitor's
    // (nothing, on a site without useEscapeKeyToLogin); Shift+Escape still signs them out.
    await page.keyboard.press('Escape');
    await page.waitForTimeout(400);
    expect(new URL(page.url()).pathname).toBe('/blog');
    await page.keyboard.press('Shift+Escape');
    await page.waitForURL((u) => u.searchParams.get('logout') === 'true');
    await context.close();
  });
});
