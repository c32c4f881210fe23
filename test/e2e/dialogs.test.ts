import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/app.ts';
import { expectNoAxeViolations, launchBrowser } from './browser.ts';

// The system dialogs, tooltip, mobile app bridge, nomotion and anchor scrolling (issue 11, part C)
// in real Chromium: an in-process app with the mini site on a loopback port, the built runtime.
let t: Awaited<ReturnType<typeof createTestApp>>;
let browser: Browser;
let base: string;

beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await t?.close();
});

type Win = Window & { answer?: Promise<string>; result?: string; topAfterClick?: number };

/** Opens `path` in a context of its own; `extra` markup is put at the end of <main> (as a block would draw it). */
async function open(path: string, options: { init?: () => void; extra?: string; reducedMotion?: 'reduce' | 'no-preference' } = {}) {
  const context: BrowserContext = await browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: options.reducedMotion ?? 'no-preference' });
  const page = await context.newPage();
  const console: string[] = [];
  page.on('console', (m) => console.push(m.text()));
  page.on('pageerror', (e) => console.push(e.message));
  if (options.init) await page.addInitScript(options.init);
  if (options.extra) {
    const extra = options.extra;
    await page.route(`${base}${path}`, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace('</main>', `${extra}</main>`);
      await route.fulfill({ response, body });
    });
  }
  await page.goto(base + path, { waitUntil: 'networkidle' });
  return { context, page, console };
}

/** Starts a dialog through window.Vitrina.dialogs; the answer is kept on window.result. */
async function openDialog(page: Page, kind: 'confirm' | 'alert' | 'info', options: object) {
  await page.evaluate(
    ([kind, options]) => {
      const w = window as Win;
      w.result = undefined;
      w.answer = (window.Vitrina!.dialogs as unknown as Record<string, (o: object) => Promise<string>>)[kind as string](options as object);
      void w.answer.then((r) => (w.result = r));
    },
    [kind, options] as const,
  );
}
const result = (page: Page) => page.evaluate(() => (window as Win).result);
const focused = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

describe('the system dialogs through window.Vitrina.dialogs', () => {
  it('confirm: keyboard alone (focus inside, Tab trapped, Escape cancels, focus returned), axe clean', async () => {
    const { context, page } = await open('/');
    // Focus something on the page first: the dialog must give focus back to it.
    await page.keyboard.press('Tab');
    const before = await focused(page);
    expect(before).not.toBe('');
    await openDialog(page, 'confirm', { title: 'Eliminar producto', message: '¿Seguro que quieres eliminarlo?', rejectText: 'No' });
    const dialog = page.getByRole('dialog', { name: 'Eliminar producto' });
    await dialog.waitFor();
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    await expect.poll(() => focused(page)).toBe('Aceptar');
    const order: string[] = [];
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      order.push(await focused(page));
    }
    expect(order).toEqual(['No', 'Cancelar', 'Aceptar', 'No']);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    expect(await focused(page)).toBe('Cancelar');
    // Width and padding of §9, above everything from the dialog base.
    const box = await page.evaluate(() => {
      const panel = document.querySelector<HTMLElement>('[role="dialog"]')!;
      const s = getComputedStyle(panel);
      return { width: panel.getBoundingClientRect().width, padding: s.paddingTop, z: getComputedStyle(panel.parentElement!).zIndex };
    });
    expect(box).toEqual({ width: 350, padding: '20px', z: '30000' });
    await expectNoAxeViolations(page);

    await page.keyboard.press('Escape');
    await expect.poll(() => result(page)).toBe('cancel');
    expect(await focused(page)).toBe(before);
    // Removed once its hide animation is over (600 ms at most).
    await page.waitForTimeout(650);
    expect(await page.locator('.ui-dialog').count()).toBe(0);
    await context.close();
  });

  it('confirm: Enter on the confirm button resolves "confirm"; a second dialog stacks above the first', async () => {
    const { context, page } = await open('/');
    await openDialog(page, 'confirm', { message: 'Primero' });
    await page.getByRole('dialog').waitFor();
    await page.evaluate(() => void window.Vitrina!.dialogs.alert({ message: 'Segundo' }));
    await page.getByRole('alertdialog').waitFor();
    const layers = await page.evaluate(() => Array.from(document.querySelectorAll('.ui-dialog'), (el) => Number(getComputedStyle(el).zIndex)));
    expect(layers).toEqual([30000, 30001]);
    expect(await focused(page)).toBe('Aceptar');
    await page.keyboard.press('Enter');
    await page.getByRole('alertdialog').waitFor({ state: 'detached' });
    // Focus is back in the first dialog, on its confirm button.
    expect(await page.evaluate(() => document.querySelector('[role="dialog"]')!.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => result(page)).toBe('confirm');
    await context.close();
  });

  it('alert: an alertdialog, axe clean, closed by its button', async () => {
    const { context, page } = await open('/');
    await openDialog(page, 'alert', { title: 'No se pudo guardar', message: 'Revisa tu conexión.' });
    const dialog = page.getByRole('alertdialog', { name: 'No se pudo guardar' });
    await dialog.waitFor();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Space');
    await expect.poll(() => result(page)).toBe('confirm');
    await context.close();
  });

  it('info: announced as a status, hidden after 2000 ms and counted as confirmed; axe clean while shown', async () => {
    const { context, page } = await open('/');
    await openDialog(page, 'info', { title: 'Guardado', message: 'Tus cambios se guardaron.' });
    const status = page.locator('.ui-dialog--info [role="status"]');
    await status.waitFor();
    const shownAt = Date.now();
    expect(await status.textContent()).toBe('GuardadoTus cambios se guardaron.');
    await expectNoAxeViolations(page);
    await expect.poll(() => result(page), { timeout: 5000 }).toBe('confirm');
    // Hidden 2000 ms after it was shown (timers in the page, so allow for the test's own delays).
    expect(Date.now() - shownAt).toBeGreaterThan(1500);
    expect(await page.locator('.ui-dialog--info').count()).toBe(0);
    await context.close();
  });
});

describe('the logout notice', () => {
  it('after /?logout=true: the server-drawn information popup, axe clean, gone after 2 s', async () => {
    const { context, page } = await open('/?logout=true');
    const notice = page.locator('[data-chrome="info-popup"]');
    expect(await notice.locator('.ui-dialog__title').textContent()).toBe('La sesión se cerró correctamente');
    expect(await notice.locator('.ui-dialog__message').textContent()).toBe('Has cerrado sesión correctamente.');
    expect(await notice.locator('[role="status"]').count()).toBe(1);
    await expectNoAxeViolations(page);
    await notice.waitFor({ state: 'detached', timeout: 5000 });
    await context.close();
  });
});

describe('the tooltip', () => {
  it('shows on keyboard focus at once and after hovering, 15 px from the pointer, named by aria-describedby; axe clean while shown', async () => {
    const { context, page } = await open('/', { extra: '<p><button type="button" data-tooltip="Copia el enlace de esta página">Copiar</button></p>' });
    const button = page.locator('button[data-tooltip]');
    await button.scrollIntoViewIfNeeded();
    // Keyboard focus shows it at once; Escape hides it.
    await button.focus();
    await page.getByRole('tooltip').waitFor({ timeout: 500 });
    expect(await page.getByRole('tooltip').textContent()).toBe('Copia el enlace de esta página');
    await page.keyboard.press('Escape');
    expect(await page.locator('[role="tooltip"]').count()).toBe(0);
    await button.blur();
    const box = (await button.boundingBox())!;
    await page.mouse.move(box.x + 5, box.y + 5);
    await page.waitForTimeout(600);
    expect(await page.locator('[role="tooltip"]').count()).toBe(0);
    const tooltip = page.getByRole('tooltip');
    await tooltip.waitFor({ timeout: 3000 });
    const placed = await tooltip.boundingBox();
    expect(placed).toMatchObject({ x: Math.round(box.x + 5) + 15, width: 250 });
    expect(await button.getAttribute('aria-describedby')).toBe(await tooltip.getAttribute('id'));
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    expect(await page.locator('[role="tooltip"]').count()).toBe(0);
    await context.close();
  });
});

/** A fake iOS container: WKWebView-style message handlers that record messages and answer requests. */
function fakeContainer() {
  const w = window as unknown as Record<string, unknown> & { sent: unknown[] };
  w.sent = [];
  const handler = (name: string) => ({
    postMessage(message: { id?: string; payload?: unknown }) {
      w.sent.push({ name, message });
      if (message.id) setTimeout(() => (w.VitrinaBridgeCallback as (id: string, e: unknown, r: unknown) => void)(message.id!, null, { echoed: message.payload }), 10);
    },
  });
  w.webkit = { messageHandlers: { info: handler('info'), share: handler('share') } };
}

describe('the mobile app bridge (?platform=mobile-app)', () => {
  it('with a container: info is posted, a request is resolved by the native callback with its id', async () => {
    const { context, page } = await open('/?platform=mobile-app', { init: fakeContainer });
    await page.waitForFunction(() => Boolean(window.Vitrina?.bridge));
    const sent = await page.evaluate(() => (window as unknown as { sent: { name: string; message: { type: string } }[] }).sent);
    expect(sent[0]).toMatchObject({ name: 'info', message: { type: 'info' } });
    const answer = await page.evaluate(() => window.Vitrina!.bridge!.request('share', { url: '/' }));
    expect(answer).toEqual({ echoed: { url: '/' } });
    await context.close();
  });

  it('a missing handler logs "<handler> not found"', async () => {
    const { context, page, console } = await open('/?platform=mobile-app', { init: fakeContainer });
    await page.waitForFunction(() => Boolean(window.Vitrina?.bridge));
    const error = await page.evaluate(() => window.Vitrina!.bridge!.request('camera').catch((e: Error) => e.message));
    expect(error).toBe('camera not found');
    expect(console).toContain('camera not found');
    await context.close();
  });

  it('without a container: "mobile platform not correctly identified" in the console, no bridge', async () => {
    const { context, page, console } = await open('/?platform=mobile-app');
    await expect.poll(() => console.join('\n')).toContain('mobile platform not correctly identified');
    expect(await page.evaluate(() => window.Vitrina?.bridge)).toBeUndefined();
    await context.close();
  });
});

describe('nomotion and anchor scrolling', () => {
  /** Starts a 4 s opacity transition and reads the opacity 300 ms later. */
  const transitionAt300 = (page: Page) =>
    page.evaluate(async () => {
      const box = document.createElement('div');
      box.textContent = 'caja';
      box.style.cssText = 'transition: opacity 4s linear; opacity: 1';
      document.body.append(box);
      getComputedStyle(box).opacity;
      box.style.opacity = '0';
      await new Promise((r) => setTimeout(r, 300));
      return Number(getComputedStyle(box).opacity);
    });

  it('nomotion=true stops a CSS transition (without it, it runs)', async () => {
    const moving = await open('/');
    expect(await transitionAt300(moving.page)).toBeGreaterThan(0.5);
    await moving.context.close();
    const still = await open('/?nomotion=true');
    expect(await still.page.evaluate(() => document.documentElement.classList.contains('nomotion'))).toBe(true);
    expect(await transitionAt300(still.page)).toBe(0);
    await still.context.close();
  });

  it('prefers-reduced-motion stops it too', async () => {
    const { context, page } = await open('/', { reducedMotion: 'reduce' });
    expect(await transitionAt300(page)).toBe(0);
    await context.close();
  });

  const ANCHOR = '<p><a href="#destino">Ir al destino</a></p><div style="height: 3000px"></div><h2 id="destino">Destino</h2><div style="height: 1000px"></div>';

  for (const nomotion of [false, true]) {
    it(`an in-page link scrolls to its target 30 px from the top and moves focus there${nomotion ? ' (at once with nomotion=true)' : ''}`, async () => {
      const path = nomotion ? '/?nomotion=true' : '/';
      const { context, page } = await open(path, { extra: ANCHOR });
      // Where the target stands once the click is handled (a window listener runs after the
      // runtime's document one): «at once» is within the click itself, not a wall-clock budget,
      // which a loaded machine would break.
      await page.evaluate(() => window.addEventListener('click', () => ((window as Win).topAfterClick = Math.round(document.getElementById('destino')!.getBoundingClientRect().top))));
      await page.locator('a[href="#destino"]').focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => page.evaluate(() => Math.round(document.getElementById('destino')!.getBoundingClientRect().top))).toBe(30);
      const topAfterClick = await page.evaluate(() => (window as Win).topAfterClick);
      if (nomotion) expect(topAfterClick).toBe(30);
      else expect(topAfterClick).toBeGreaterThan(30); // the tween has only begun
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('destino');
      expect(await page.evaluate(() => location.hash)).toBe('#destino');
      await context.close();
    });
  }
});
