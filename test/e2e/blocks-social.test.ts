import AxeBuilder from '@axe-core/playwright';
import { HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { useDemo } from './demo.ts';

// The «Redes, compartir y donaciones» section of the demo's /bloques page in Chromium: social
// links, share buttons (copy link), the donation block, the Club Altura member area (§2 pricing
// toggle) and a newsletter's in-browser link and footer. Every request leaving for another host
// is recorded (and answered locally): none before the visitor clicks a share link.

const SECTION = '[data-section-id="bloques-redes"]';
const demo = useDemo();

/** Opens /bloques (no consent cookie: the demo asks for it) with third-party requests recorded. */
async function open(viewport = { width: 1280, height: 900 }) {
  const context = await demo.browser.newContext({ viewport, locale: 'es-419' });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: demo.server.url });
  const thirdParty: string[] = [];
  const scripts: string[] = [];
  await context.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(demo.server.url)) {
      if (route.request().resourceType() === 'script') scripts.push(url);
      return route.continue();
    }
    thirdParty.push(url);
    return route.fulfill({ status: 200, contentType: 'text/html', body: '<p>red social de prueba</p>' });
  });
  const page = await context.newPage();
  const errors: string[] = [];
  const warnings: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => (m.type() === 'warning' || m.type() === 'error') && warnings.push(m.text()));
  page.on('close', () => void context.close().catch(() => {}));
  const response = await page.goto(`${demo.server.url}/bloques`, { waitUntil: 'networkidle' });
  expect(response?.status()).toBe(200);
  await page.locator(SECTION).scrollIntoViewIfNeeded();
  await page.waitForFunction(() => document.querySelector('[data-share-copy]:not([hidden])') !== null);
  return { page, context, thirdParty, scripts, errors, warnings };
}

describe('the social section of /bloques', () => {
  it('icons with names, share links built on the server, nothing from a network; axe clean', async () => {
    const { page, thirdParty, scripts, errors, warnings } = await open();
    const section = page.locator(SECTION);
    const follow = section.getByRole('list', { name: 'Síguenos' });
    expect(await follow.getByRole('link').evaluateAll((els) => els.map((el) => (el as HTMLElement).innerText.trim() || el.textContent))).toHaveLength(5);
    expect(await follow.getByRole('link', { name: /^Instagram/ }).getAttribute('href')).toBe('https://www.instagram.com/cafealtura.mx');
    expect(await follow.getByRole('link', { name: /^WhatsApp de la cafetería/ }).getAttribute('rel')).toBe('noopener noreferrer');
    const share = section.getByRole('list', { name: 'Compartir esta página' });
    const facebook = await share.getByRole('link', { name: /^Compartir en Facebook/ }).getAttribute('href');
    expect(facebook).toMatch(/^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=https?%3A%2F%2F.*%2Fbloques$/);
    expect(await section.locator('.donation-block a').getAttribute('href')).toBe('/checkout/donate?donatePageId=escuela-la-esperanza');
    expect(await section.getByRole('link', { name: 'Ver este correo en el navegador' }).getAttribute('href')).toBe('/blog/una-semana-de-cosecha-en-la-sierra-sur-de-oaxaca');
    expect(await section.locator('img, iframe, script').count()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(300);
    expect(thirdParty).toEqual([]);
    // The share and member-area chunks load; the demo's donation has its button, so no donation chunk.
    expect(scripts.some((s) => /social-links/.test(s))).toBe(true);
    expect(scripts.some((s) => /member-area/.test(s))).toBe(true);
    expect(scripts.some((s) => /donation/.test(s))).toBe(false);
    const axe = await new AxeBuilder({ page }).include(SECTION).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
    expect(errors).toEqual([]);
    expect(warnings.filter((w) => /Donation/.test(w))).toEqual([]);
    await page.close();
  });

  it('member area: the right option by keyboard swaps price and join; the selected one does nothing; the left by pointer', async () => {
    const { page, errors } = await open({ width: 390, height: 844 });
    const club = page.locator('.member-area');
    const monthly = club.getByRole('button', { name: 'Mensual' });
    const annual = club.getByRole('button', { name: 'Anual' });
    const price = () => club.locator('.member-area__option:visible .member-area__price').innerText();
    expect(await price()).toBe('$390 al mes');
    await monthly.click();
    expect(await monthly.getAttribute('aria-pressed')).toBe('true');
    expect(await price()).toBe('$390 al mes');
    await annual.focus();
    await page.keyboard.press('Enter');
    expect(await annual.getAttribute('aria-pressed')).toBe('true');
    expect(await monthly.getAttribute('aria-pressed')).toBe('false');
    expect(await price()).toBe('$3,900 al año');
    expect(await club.locator('.member-area__option:visible .member-area__note').innerText()).toBe('Dos meses de regalo');
    const before = await club.innerHTML();
    await page.keyboard.press('Space');
    expect(await club.innerHTML()).toBe(before);
    await monthly.click();
    expect(await price()).toBe('$390 al mes');
    const join = club.locator('.member-area__option:visible .member-area__join');
    expect(await join.getAttribute('aria-disabled')).toBe('true');
    await join.click({ force: true });
    expect(page.url()).toBe(`${demo.server.url}/bloques`);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('copy link by keyboard: the URL in the clipboard, said in the polite status', async () => {
    const { page } = await open();
    const copy = page.locator(SECTION).getByRole('button', { name: 'Copiar enlace' });
    await copy.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator(`${SECTION} [role="status"]`).innerText()).toBe('Enlace copiado.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await copy.getAttribute('data-share-url'));
    await page.close();
  });

  it('a share link reaches its network only when clicked, in a new tab', async () => {
    const { page, context, thirdParty } = await open();
    expect(thirdParty).toEqual([]);
    const [popup] = await Promise.all([context.waitForEvent('page'), page.locator(SECTION).getByRole('link', { name: /^Compartir en WhatsApp/ }).click()]);
    await popup.waitForLoadState();
    expect(thirdParty).toHaveLength(1);
    expect(thirdParty[0]).toMatch(/^https:\/\/wa\.me\/\?text=/);
    await page.close();
  });

  it('the section is valid HTML (html-validate, the rules of the demo test)', async () => {
    const html = await (await fetch(`${demo.server.url}/bloques`)).text();
    const start = html.indexOf('<section class="page-section theme-light" data-section-id="bloques-redes">');
    const section = html.slice(start, html.indexOf('</section>', start) + '</section>'.length);
    expect(section).toContain('bloques-redes');
    const validator = new HtmlValidate({
      extends: ['html-validate:standard'],
      rules: { 'doctype-style': 'off', 'attr-case': 'off', 'void-style': 'off', 'no-inline-style': 'off' },
    });
    const report = await validator.validateString(`<!doctype html><html lang="es-419"><head><title>x</title></head><body><main>${section}</main></body></html>`);
    expect(report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message}`))).toEqual([]);
  });
});
