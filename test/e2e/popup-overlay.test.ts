import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINI_HOST, MINI_ID } from '../../src/server/forms/test-client.ts';
import { newsletterForm } from '../../src/shared/forms/test-form.ts';
import { POPUP_STORAGE } from '../../src/shared/overlays.ts';
import { createTestApp, readSite } from '../helpers/app.ts';
import { expectNoAxeViolations, launchBrowser } from './browser.ts';

// The popup overlay in Chromium (issue 11 part B): an in-process app with the mini site and a
// newsletter popup, on a loopback port, with the built runtime (`npx vite build` first).
let t: Awaited<ReturnType<typeof createTestApp>>;
let browser: Browser;
let base: string;
const DAY = 86_400_000;
const POPUP_FORM = { ...newsletterForm, id: 'd0d0d0d0d0d0d0d0d0d0d0d0', name: 'Boletín de bienvenida', doubleOptIn: false, fields: [{ type: 'email', id: 'correo', label: 'Correo electrónico' }] };
const POPUP = {
  enabled: true, version: 'bienvenida-1', displayFrequency: 7, showUntilSignup: true, delay: 0.5,
  title: 'Un bolillo de regalo', body: 'Suscríbete y recíbelo en tu próxima visita.', newsletter: POPUP_FORM,
};

beforeAll(async () => {
  t = await createTestApp({ FORMS_VISITOR_PER_MINUTE: '1000', FORMS_IP_PER_MINUTE: '1000' });
  const site = readSite();
  site.settings = { ...site.settings, popupOverlaySettings: POPUP };
  await t.publish(site);
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await t?.close();
});

/** A visitor's browser: its page, the overlay census calls and SaveFormSubmission bodies it sent. */
async function visitor(viewport = { width: 1280, height: 900 }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const census: Record<string, string>[] = [];
  const submissions: Record<string, unknown>[] = [];
  const errors: string[] = [];
  page.on('request', (r: Request) => {
    if (r.url().endsWith('/api/census/overlay')) census.push(Object.fromEntries(new URLSearchParams(r.postData() ?? '')));
    if (r.url().includes('SaveFormSubmission')) submissions.push(JSON.parse(r.postData() ?? '{}'));
  });
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  return { context, page, census, submissions, errors };
}

const popup = (page: Page) => page.locator('[data-chrome="popup-overlay"]');
const opened = (page: Page) => expect.poll(() => popup(page).isVisible(), { timeout: 10_000 }).toBe(true);
/** The popup stayed closed well past its delay. */
async function staysClosed(page: Page) {
  await page.waitForTimeout(1500);
  expect(await popup(page).isVisible()).toBe(false);
}
const focused = (page: Page) => page.evaluate(() => {
  const el = document.activeElement as HTMLElement | null;
  return { id: el?.id ?? '', cls: el?.className ?? '', inPopup: Boolean(el?.closest('[data-chrome="popup-overlay"]')), text: el?.textContent?.trim().slice(0, 40) ?? '' };
});
const setStored = (page: Page, values: Record<string, string>) =>
  page.evaluate((v) => Object.entries(v).forEach(([k, x]) => localStorage.setItem(k, x)), values);

async function openPage(context: BrowserContext, page: Page, path = '/') {
  await page.goto(base + path, { waitUntil: 'load' });
  void context;
}

describe('the popup overlay in Chromium', () => {
  it('opens after its delay as a labelled modal dialog, axe clean, with the show census as page type 104', async () => {
    const { context, page, census, errors } = await visitor();
    await openPage(context, page);
    expect(await popup(page).isVisible()).toBe(false);
    await opened(page);
    const dialog = page.getByRole('dialog', { name: 'Un bolillo de regalo' });
    expect(await dialog.isVisible()).toBe(true);
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    expect((await focused(page)).inPopup).toBe(true);
    await expectNoAxeViolations(page);
    await expect.poll(() => census.length).toBe(1);
    expect(census[0]).toMatchObject({ overlayId: 'popup-overlay', popupType: '2', pageType: '104', version: 'bienvenida-1', action: 'show', pagePath: '/' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keyboard alone: Tab stays inside, Escape closes, focus returns to where it was, the close census and date are stored', async () => {
    const { context, page, census } = await visitor();
    await openPage(context, page);
    // The visitor is on a link of the page when the popup opens.
    await page.locator('header a').first().focus();
    const before = await focused(page);
    await opened(page);
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab');
      expect((await focused(page)).inPopup, `Tab ${i + 1}`).toBe(true);
    }
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Shift+Tab');
      expect((await focused(page)).inPopup, `Shift+Tab ${i + 1}`).toBe(true);
    }
    await page.keyboard.press('Escape');
    expect(await popup(page).isVisible()).toBe(false);
    expect(await focused(page)).toEqual(before);
    const closed = await page.evaluate((k) => localStorage.getItem(k), POPUP_STORAGE.closedDate);
    expect(Math.abs(Date.parse(closed!) - Date.now())).toBeLessThan(60_000);
    await expect.poll(() => census.map((c) => c.action)).toEqual(['show', 'close']);
    await expectNoAxeViolations(page);
    await context.close();
  });

  it('the close button (by keyboard) and a click on the backdrop close it too', async () => {
    const { context, page } = await visitor();
    await openPage(context, page);
    await opened(page);
    await page.locator('.popup-overlay__close').focus();
    await page.keyboard.press('Enter');
    expect(await popup(page).isVisible()).toBe(false);

    await page.evaluate(() => localStorage.clear());
    await openPage(context, page);
    await opened(page);
    await page.mouse.click(10, 10); // the backdrop, outside the dialog
    expect(await popup(page).isVisible()).toBe(false);
    await context.close();
  });

  it('frequency over simulated days: not again within 7 days of a close, again after; a new version shows at once', async () => {
    const { context, page } = await visitor();
    await openPage(context, page);
    await opened(page);
    await page.keyboard.press('Escape');
    await openPage(context, page, '/preguntas');
    await staysClosed(page);

    await setStored(page, { [POPUP_STORAGE.closedDate]: new Date(Date.now() - 6.9 * DAY).toISOString() });
    await page.reload({ waitUntil: 'load' });
    await staysClosed(page);

    await setStored(page, { [POPUP_STORAGE.closedDate]: new Date(Date.now() - 7.1 * DAY).toISOString() });
    await page.reload({ waitUntil: 'load' });
    await opened(page);
    await page.keyboard.press('Escape');

    // The owner publishes a new version: what was stored for the old one no longer counts.
    await setStored(page, { [POPUP_STORAGE.version]: 'bienvenida-0' });
    await page.reload({ waitUntil: 'load' });
    await opened(page);
    expect(await page.evaluate((k) => localStorage.getItem(k), POPUP_STORAGE.version)).toBe('bienvenida-1');
    await context.close();
  });

  it('its newsletter submits with isOverlayForm, the subscriber is stored, and after signup it never shows again', async () => {
    const { context, page, submissions, errors } = await visitor();
    await openPage(context, page);
    await opened(page);
    const island = page.locator('[data-overlay-form] [data-island="newsletter"]');
    await expect.poll(() => island.getAttribute('data-hydrated'), { timeout: 15_000 }).toBe('true');
    await page.locator('#popup-overlay-newsletter-correo').focus();
    await page.keyboard.type('marta.lopez@ejemplo.com');
    await page.keyboard.press('Enter');
    await expect.poll(() => island.locator('.form-block__success').isVisible(), { timeout: 15_000 }).toBe(true);
    expect(submissions).toHaveLength(1);
    expect(submissions[0]).toMatchObject({ formId: POPUP_FORM.id, isOverlayForm: true, objectName: 'popup-overlay-newsletter', pagePath: '/' });
    const stored = await t.db.selectFrom('newsletter_subscribers').select(['form_id', 'email', 'status']).where('website_id', '=', MINI_ID).where('form_id', '=', POPUP_FORM.id).execute();
    expect(stored).toEqual([{ form_id: POPUP_FORM.id, email: 'marta.lopez@ejemplo.com', status: 'confirmed' }]);
    expect(await page.evaluate((k) => localStorage.getItem(k), POPUP_STORAGE.submitted)).toBe('true');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');

    // Long after the frequency has passed, a subscriber does not see it again (showUntilSignup).
    await setStored(page, { [POPUP_STORAGE.closedDate]: new Date(Date.now() - 60 * DAY).toISOString() });
    await page.reload({ waitUntil: 'load' });
    await staysClosed(page);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('not on a phone (≤ 432 px) unless enableMobile', async () => {
    const { context, page } = await visitor({ width: 390, height: 844 });
    await openPage(context, page);
    await staysClosed(page);
    await context.close();
  });

  it('under a restrictive cookie policy without consent it still opens and closes, but sends no census; with consent it does', async () => {
    const site = readSite();
    site.settings = { ...site.settings, popupOverlaySettings: POPUP, cookieSettings: { isRestrictiveCookiePolicyEnabled: true } };
    await t.publish(site);
    try {
      const quiet = await visitor();
      await openPage(quiet.context, quiet.page);
      await opened(quiet.page);
      await quiet.page.keyboard.press('Escape');
      await quiet.page.waitForTimeout(500);
      expect(quiet.census).toEqual([]);
      await quiet.context.close();

      const consented = await visitor();
      await consented.context.addCookies([{ name: 'ss_cookieAllowed', value: 'true', url: base }]);
      await openPage(consented.context, consented.page);
      await opened(consented.page);
      await expect.poll(() => consented.census.map((c) => c.action)).toEqual(['show']);
      await consented.context.close();
    } finally {
      site.settings = { ...site.settings, cookieSettings: undefined };
      await t.publish(site);
    }
  });

  it('the dark style with a button instead of a newsletter is axe clean, its button a plain link', async () => {
    const site = readSite();
    site.settings = { ...site.settings, popupOverlaySettings: { ...POPUP, style: 'dark', version: 'oscuro-1', newsletter: undefined, button: { label: 'Ver el pan del día', href: '/preguntas' } } };
    await t.publish(site);
    try {
      const { context, page } = await visitor();
      await openPage(context, page);
      await opened(page);
      expect(await page.locator('[data-overlay-form]').count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Ver el pan del día' }).getAttribute('href')).toBe('/preguntas');
      await expectNoAxeViolations(page);
      await context.close();
    } finally {
      site.settings = { ...site.settings, popupOverlaySettings: POPUP };
      await t.publish(site);
    }
  });

  it('a signed-in owner sees it once per browser session, with a note, whatever the visitor keys say; no census', async () => {
    const email = 'ana@panaderia.mx';
    const password = 'pan de masa madre';
    await t.app.vitrina.owners.service.addOwner(MINI_ID, { email, password, role: 1 });
    const login = await t.app.inject({ method: 'GET', url: '/config/login', headers: { host: MINI_HOST } });
    const crumb = /name="crumb" value="([^"]+)"/.exec(login.body)![1];
    const res = await t.app.inject({
      method: 'POST', url: '/config/login',
      headers: { host: MINI_HOST, cookie: `crumb=${crumb}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ crumb, email, password }).toString(),
    });
    const session = res.cookies.find((c) => c.name === 'vitrina_session')!.value;

    const { context, page, census } = await visitor();
    await context.addCookies([{ name: 'vitrina_session', value: session, url: base }]);
    await openPage(context, page);
    await setStored(page, { [POPUP_STORAGE.version]: 'bienvenida-1', [POPUP_STORAGE.submitted]: 'true' });
    await page.reload({ waitUntil: 'load' });
    await opened(page);
    expect(await page.locator('.popup-overlay__note').textContent()).toContain('una vez por sesión');
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    expect(await page.evaluate((k) => localStorage.getItem(k), POPUP_STORAGE.closedDate)).toBeNull();
    await page.reload({ waitUntil: 'load' });
    await staysClosed(page);
    expect(census).toEqual([]);
    await context.close();
  });
});
