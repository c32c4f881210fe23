import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, readSite } from '../helpers/app.ts';

// The cookie banner as the server draws it (§3, §4, §5): present on a first visit, drawn hidden
// for a visitor who answered, absent when disabled, every setting in the markup, owner HTML
// sanitised; one cached variant per consent state, each with its own ETag.
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOST = 'localhost:3000';
const request = (method: 'GET' | 'HEAD', url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url, headers: { host: HOST, ...headers } });

/** Publishes the mini site with these cookie settings (undefined: none at all). */
async function publishWith(cookieSettings: Record<string, unknown> | undefined) {
  const site = readSite();
  if (cookieSettings) site.settings = { ...site.settings, cookieSettings };
  else delete site.settings?.cookieSettings;
  await t.publish(site);
}

/** The home page, parsed, for a visitor with these cookies. */
async function home(cookie?: string) {
  const res = await request('GET', '/', cookie ? { cookie } : {});
  const window = new Window();
  window.document.write(res.body);
  const doc = window.document;
  return { res, doc, banner: doc.querySelector('[data-chrome="cookie-banner"]') };
}

const ALL = {
  isCookieBannerEnabled: true,
  cookieBannerText: '<p>Usamos <strong>cookies</strong> de medición. <a href="/privacidad">Aviso de privacidad</a></p>',
  cookieBannerCtaText: 'Va, acepto',
  cookieBannerCtaVariant: 'TEXT',
  cookieBannerVariant: 'POPUP',
  cookieBannerPosition: 'TOP_RIGHT',
  cookieBannerTheme: 'LIGHT',
  cookieBannerOptOutCtaText: 'No, gracias',
  cookieBannerAcceptType: 'OPT_IN_AND_OUT',
  isRestrictiveCookiePolicyEnabled: true,
};

describe('the cookie banner drawn by the server', () => {
  it('a first visit gets the banner, shown, with every setting in the markup', async () => {
    await publishWith(ALL);
    const { res, doc, banner } = await home();
    expect(res.statusCode).toBe(200);
    expect(banner).not.toBeNull();
    expect(banner!.hasAttribute('hidden')).toBe(false);
    expect(banner!.tagName).toBe('SECTION');
    expect(banner!.getAttribute('aria-label')).toBe('Aviso de cookies');
    expect(banner!.className.split(' ').sort()).toEqual(
      ['cookie-banner', 'cookie-banner--popup', 'cookie-banner--top-right', 'cookie-banner--light', 'cookie-banner--cta-text'].sort(),
    );
    expect(banner!.getAttribute('data-accept-type')).toBe('OPT_IN_AND_OUT');
    expect(banner!.querySelector('.cookie-banner__text')!.innerHTML).toBe(ALL.cookieBannerText);
    const accept = banner!.querySelector('[data-cookie-answer="true"]')!;
    const refuse = banner!.querySelector('[data-cookie-answer="false"]')!;
    expect(accept.textContent!.trim()).toBe('Va, acepto');
    expect(accept.hasAttribute('aria-label')).toBe(false);
    expect(refuse.textContent!.trim()).toBe('No, gracias');
    expect(refuse.hasAttribute('hidden')).toBe(false);
    // Drawn first after the skip link, so Tab reaches it before the site's header.
    const body = [...doc.body.children].map((el) => el.className || el.tagName);
    expect(body.slice(0, 3)).toEqual(['skip-link', banner!.className, 'site-header']);
    // The footer control that reopens it.
    const control = doc.querySelector('footer [data-cookie-preferences]')!;
    expect(control.textContent).toBe('Preferencias de cookies');
    expect(control.getAttribute('aria-controls')).toBe(banner!.id);
  });

  it.each(['true', 'false'])('a visitor with ss_cookieAllowed=%s gets it drawn hidden (still there to reopen)', async (answer) => {
    const { banner, doc } = await home(`ss_cookieAllowed=${answer}`);
    expect(banner).not.toBeNull();
    expect(banner!.hasAttribute('hidden')).toBe(true);
    expect(doc.querySelector('footer [data-cookie-preferences]')).not.toBeNull();
  });

  it('a consent cookie with another value counts as no answer', async () => {
    const { banner } = await home('ss_cookieAllowed=maybe');
    expect(banner!.hasAttribute('hidden')).toBe(false);
  });

  it('each consent state is its own cached variant with its own ETag; GET and HEAD answer 304 to it', async () => {
    const first = await request('GET', '/');
    const answered = await request('GET', '/', { cookie: 'ss_cookieAllowed=true' });
    const refused = await request('GET', '/', { cookie: 'ss_cookieAllowed=false' });
    expect(first.headers.vary).toContain('cookie');
    expect(first.headers.etag).not.toBe(answered.headers.etag);
    // Accepted and refused draw the same page (hidden banner): one variant.
    expect(refused.headers.etag).toBe(answered.headers.etag);
    expect((await request('GET', '/', { 'if-none-match': first.headers.etag as string })).statusCode).toBe(304);
    // The first visit's ETag does not match the answered variant: it gets the page again.
    const stale = await request('GET', '/', { cookie: 'ss_cookieAllowed=true', 'if-none-match': first.headers.etag as string });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toMatch(/data-chrome="cookie-banner"[^>]*hidden/);
    const head = await request('HEAD', '/', { cookie: 'ss_cookieAllowed=true' });
    expect(head.statusCode).toBe(200);
    expect(head.headers.etag).toBe(answered.headers.etag);
    expect(head.body).toBe('');
    expect((await request('HEAD', '/', { cookie: 'ss_cookieAllowed=true', 'if-none-match': answered.headers.etag as string })).statusCode).toBe(304);
  });

  it('only enabled: the §5 defaults (text, Aceptar, ICON with a label, DARK, BAR BOTTOM, OPT_IN without refuse)', async () => {
    await publishWith({ isCookieBannerEnabled: true, cookieBannerText: '<p><br></p>', cookieBannerCtaText: '  ' });
    const { banner } = await home();
    expect(banner!.className.split(' ').sort()).toEqual(
      ['cookie-banner', 'cookie-banner--bar', 'cookie-banner--bottom', 'cookie-banner--dark', 'cookie-banner--cta-icon'].sort(),
    );
    expect(banner!.querySelector('.cookie-banner__text')!.textContent).toBe(
      'Al navegar por esta página web, aceptas nuestro uso de cookies. Utilizamos cookies para ofrecerte una mejor experiencia y para ayudar a que nuestra página funcione de manera efectiva.',
    );
    const accept = banner!.querySelector('[data-cookie-answer="true"]')!;
    expect(accept.getAttribute('aria-label')).toBe('Aceptar cookies');
    expect(accept.textContent!.trim()).toBe('Aceptar');
    const refuse = banner!.querySelector('[data-cookie-answer="false"]')!;
    expect(refuse.hasAttribute('hidden')).toBe(true);
    expect(refuse.textContent!.trim()).toBe('Rechazar');
    expect(banner!.getAttribute('data-accept-type')).toBe('OPT_IN');
  });

  it('a bar position on a popup is converted (§5): BOTTOM → BOTTOM_LEFT', async () => {
    await publishWith({ isCookieBannerEnabled: true, cookieBannerVariant: 'POPUP', cookieBannerPosition: 'BOTTOM', cookieBannerCtaVariant: 'BUTTON', cookieBannerTheme: 'DARK' });
    const { banner } = await home();
    expect(banner!.classList.contains('cookie-banner--bottom-left')).toBe(true);
    expect(banner!.classList.contains('cookie-banner--cta-button')).toBe(true);
  });

  it('hostile banner text is sanitised at publish, in the markup and in the page context', async () => {
    await publishWith({
      isCookieBannerEnabled: true,
      cookieBannerText:
        '<p onclick="alert(1)">Hola <a href="javascript:alert(2)">x</a><script>alert(3)</script><img src=x onerror="alert(4)"><iframe src="https://evil.test"></iframe><style>body{display:none}</style></p>',
    });
    const { res, banner } = await home();
    expect(banner!.querySelector('.cookie-banner__text')!.innerHTML).toBe('<p>Hola <a>x</a></p>');
    expect(res.body).not.toMatch(/alert\(|onerror|onclick|evil\.test|javascript:|display:none/);
  });

  it.each([
    ['disabled', { isCookieBannerEnabled: false, cookieBannerText: '<p>No se ve</p>' }],
    ['absent', undefined],
  ])('no banner and no footer control when the banner is %s', async (_, settings) => {
    await publishWith(settings);
    const { res, doc, banner } = await home();
    expect(res.statusCode).toBe(200);
    expect(banner).toBeNull();
    expect(doc.querySelector('[data-cookie-preferences]')).toBeNull();
    // The settings stay in the page context (websiteSettings); nothing of them is drawn.
    expect(res.body.split('id="vitrina-context"')[0]).not.toContain('No se ve');
  });
});
