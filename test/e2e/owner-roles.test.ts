import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser } from './browser.ts';
import { SqliteDriver } from '../../src/server/db/sqlite-driver.ts';
import { startServer, type RunningServer } from './server.ts';

// The people page (/config/roles, issue 15) in Chromium, by keyboard only: sign in, invite a person
// (the notice and the pending invitation), try to demote the only admin (refused, the reason
// focused), and a reporting account meeting the area's 403 page; axe-core clean on each.
// With OWNER_ROLES_SHOTS=<dir>, screenshots at 390 and 1280 px go there.
let server: RunningServer;
let browser: Browser;
const PASSWORD = 'pan de masa madre';
const EMAIL = 'duena@ejemplo.com';
const SHOTS = process.env.OWNER_ROLES_SHOTS;

function addOwner(email: string, role: number) {
  const cli = spawnSync(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'src/cli.ts', 'owner', 'add', 'demo', email, '--role', String(role)], {
    env: { ...process.env, DATA_DIR: server.dataDir, LOG_LEVEL: 'silent', VITRINA_PASSWORD: PASSWORD },
    encoding: 'utf8',
  });
  expect(cli.stdout + cli.stderr).toContain(`Cuenta ${email} creada en demo`);
}

beforeAll(async () => {
  server = await startServer();
  addOwner(EMAIL, 1);
  addOwner('informes@ejemplo.com', 3);
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function shots(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '');

/** Presses Tab until the element with `id` has focus (at most 80 presses). */
async function tabTo(page: Page, id: string) {
  for (let i = 0; i < 80; i++) {
    if ((await focusedId(page)) === id) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached #${id}`);
}

async function signIn(page: Page, email: string, path: string) {
  await page.goto(`${server.url}${path}`);
  expect(await focusedId(page)).toBe('login-email');
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await page.waitForURL((u) => u.pathname === path);
}

describe('the people page in Chromium, by keyboard', () => {
  it('an admin invites someone and cannot demote the last admin; axe clean', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    await signIn(page, EMAIL, '/config/roles');
    expect(await page.textContent('h1')).toBe('Personas y roles');
    expect(await page.getAttribute('a[href="/config/roles"]', 'aria-current')).toBe('page');
    await expectNoAxeViolations(page);
    await shots(page, 'roles');

    // Invite: the email, a role chosen with the arrow keys, Enter.
    await tabTo(page, 'invite-email');
    await page.keyboard.type('nueva@ejemplo.com');
    await page.keyboard.press('Tab');
    expect(await focusedId(page)).toBe('invite-role');
    await page.keyboard.press('ArrowDown');
    const chosen = await page.$eval('#invite-role', (s) => (s as HTMLSelectElement).selectedOptions[0].textContent);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.search === '?notice=invited');
    expect(await page.textContent('[role="status"]')).toContain('Enviamos la invitación por correo.');
    expect(await page.textContent('#pending')).toContain(`nueva@ejemplo.com · ${chosen}`);
    await expectNoAxeViolations(page);
    await shots(page, 'roles-invited');

    // Demoting the only admin: refused, the reason announced and focused.
    const selectId = await page.$eval('#people select', (s) => s.id);
    await tabTo(page, selectId);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForSelector('[role="alert"]');
    expect(await focusedId(page)).toBe('roles-error');
    expect(await page.textContent('[role="alert"]')).toContain('El sitio necesita al menos un administrador');
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
    await context.close();
  }, 60_000);

  it('the invited person opens the mailed link, types a password and signs in; axe clean', async () => {
    const db = new SqliteDriver(join(server.dataDir, 'vitrina.db'), { readonly: true });
    const mail = db.prepare("select text_body from mail_outbox where to_address = 'nueva@ejemplo.com' order by id desc").get() as { text_body: string };
    db.close();
    const link = /http\S+\/config\/invitation\?token=[\w-]+/.exec(mail.text_body)![0];
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(server.url + new URL(link).pathname + new URL(link).search);
    expect(await page.textContent('h1')).toBe('Aceptar la invitación');
    expect(await focusedId(page)).toBe('accept-password');
    await expectNoAxeViolations(page);
    await shots(page, 'roles-accept');
    await tabTo(page, 'accept-password');
    await page.keyboard.type('una clave bastante larga');
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/config/login');
    await page.keyboard.type('nueva@ejemplo.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('una clave bastante larga');
    await page.keyboard.press('Enter');
    // A store manager (the role chosen above) lands on the first section it may open.
    await page.waitForURL((u) => u.pathname === '/config/forms');
    await context.close();
  }, 60_000);

  it('a reporting account sees only Analítica in the bar and the 403 page on /config/roles; axe clean', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await signIn(page, 'informes@ejemplo.com', '/config/analytics');
    const nav = await page.$$eval('.owner-nav a', (as) => as.map((a) => a.textContent));
    expect(nav).toEqual(['Analítica', 'Ver sitio']);
    const res = await page.goto(`${server.url}/config/roles`);
    expect(res?.status()).toBe(403);
    expect(await page.textContent('h1')).toBe('No tienes acceso a esta página');
    expect(await page.textContent('main')).toContain('Tu rol en este sitio (Informes)');
    await expectNoAxeViolations(page);
    await shots(page, 'roles-forbidden');
    await context.close();
  }, 60_000);
});
