import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agedKey, MINI_HOST, MINI_ID, payload, save } from '../../src/server/forms/test-client.ts';
import { SiteFileError } from '../../src/server/sites/publish.ts';
import { newsletterForm } from '../../src/shared/forms/test-form.ts';
import { createTestApp, readSite } from '../helpers/app.ts';

// The announcement bar, mobile information bar and popup overlay as the server draws them
// (issue 11 part B), on both databases: drawn or not from the visitor's dismissal cookie, always
// for a signed-in owner, every site text escaped, bad settings refused at publish.
type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
const PASSWORD = 'pan de masa madre';
const HOSTILE = '<script>alert(1)</script>"><img src=x onerror=alert(2)>';
/** A hostile button label within the 40 characters a button takes. */
const HOSTILE_SHORT = '<script>alert(1)</script><b>x';
const VERSION = 'hornazo-1';
const POPUP_FORM = { ...newsletterForm, id: 'c0c0c0c0c0c0c0c0c0c0c0c0', name: 'Boletín de la ventana', notificationEmail: 'duena@panaderia.mx' };

/** The mini site with the three overlays; `settings` replaces some of them. */
function siteWithOverlays(settings: Record<string, unknown> = {}) {
  const site = readSite();
  site.settings = {
    ...site.settings,
    announcementBar: { enabled: true, text: 'Pan de muerto recién horneado', link: { href: '/tienda', label: 'Pedir' }, version: VERSION },
    mobileInfoBarSettings: { enabled: true, address: 'Calle 5 de Mayo 12', phone: '+52 55 1234 5678', hours: 'Todos los días 7–21' },
    popupOverlaySettings: { enabled: true, title: 'Un bolillo de regalo', body: 'Suscríbete y recíbelo.', newsletter: POPUP_FORM },
    ...settings,
  };
  return site;
}

async function signIn(email = 'ana@panaderia.mx'): Promise<string> {
  await t.app.vitrina.owners.service.addOwner(MINI_ID, { email, password: PASSWORD, role: 1 });
  const login = await t.app.inject({ method: 'GET', url: '/config/login', headers: { host: MINI_HOST } });
  const crumb = /name="crumb" value="([^"]+)"/.exec(login.body)![1];
  const res = await t.app.inject({
    method: 'POST', url: '/config/login',
    headers: { host: MINI_HOST, cookie: `crumb=${crumb}`, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ crumb, email, password: PASSWORD }).toString(),
  });
  expect(res.statusCode).toBe(303);
  return `vitrina_session=${res.cookies.find((c) => c.name === 'vitrina_session')!.value}`;
}

const get = (url = '/', cookie?: string) => t.app.inject({ method: 'GET', url, headers: { host: MINI_HOST, ...(cookie ? { cookie } : {}) } });
const bar = (html: string) => /<section class="announcement-bar[^"]*"[^>]*>.*?<\/section>/s.exec(html)?.[0];

/** The issues of a refused publish (fails the test when the publish passes). */
async function refusal(site: unknown): Promise<{ path: string; message: string }[]> {
  const err = await t.publish(site).then(() => undefined, (e: unknown) => e);
  expect(err).toBeInstanceOf(SiteFileError);
  return (err as SiteFileError).issues;
}

beforeAll(async () => {
  t = await createTestApp({ FORMS_VISITOR_PER_MINUTE: '1000', FORMS_IP_PER_MINUTE: '1000' });
  await t.publish(siteWithOverlays());
});
afterAll(() => t?.close());

describe('the announcement bar on published pages', () => {
  it('is drawn for a visitor, above the header, with its version for the dismiss button', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    const html = bar(res.body)!;
    expect(html).toContain('data-chrome="announcement-bar"');
    expect(html).toContain(`data-version="${VERSION}"`);
    expect(html).toContain('Pan de muerto recién horneado');
    expect(html).toContain('aria-label="Cerrar el anuncio"');
    expect(res.body.indexOf('class="announcement-bar')).toBeLessThan(res.body.indexOf('<header'));
  });

  it('is not drawn once the visitor dismissed this version (and the next visitor still gets it: one cached variant per state)', async () => {
    const dismissed = await get('/', `ss_announcementDismissed=${VERSION}`);
    expect(dismissed.statusCode).toBe(200);
    expect(bar(dismissed.body)).toBeUndefined();
    expect(dismissed.body).toContain('"showAnnouncementBar":false');
    expect(bar((await get('/')).body)).toBeDefined();
    expect(bar((await get('/', 'ss_announcementDismissed=hornazo-0')).body)).toBeDefined();
  });

  it('a changed bar (new version) shows again to visitors who dismissed the old one', async () => {
    await t.publish(siteWithOverlays({ announcementBar: { enabled: true, text: 'Rosca de reyes', version: 'rosca-1' } }));
    const res = await get('/', `ss_announcementDismissed=${VERSION}`);
    expect(bar(res.body)).toContain('Rosca de reyes');
    await t.publish(siteWithOverlays());
  });

  it('is drawn for a signed-in owner even after dismissing it, with the popup and its owner note', async () => {
    const session = await signIn();
    const res = await get('/', `${session}; ss_announcementDismissed=${VERSION}`);
    expect(res.statusCode).toBe(200);
    expect(bar(res.body)).toContain('Pan de muerto');
    expect(res.body).toContain('"showAnnouncementBar":true');
    expect(res.body).toContain('class="popup-overlay__note"');
    // A visitor's page never carries the owner note.
    expect((await get('/')).body).not.toContain('popup-overlay__note');
  });
});

describe('the mobile information bar and the popup overlay', () => {
  it('draws the information bar as a labelled navigation of plain links', async () => {
    const { body } = await get('/');
    expect(body).toContain('<nav class="mobile-info-bar mobile-info-bar--light mobile-info-bar--with-hours" aria-label="Información de contacto">');
    expect(body).toContain('href="tel:+525512345678"');
  });

  it('draws the popup hidden with its newsletter island, without the notification address', async () => {
    const { body } = await get('/');
    expect(body).toMatch(/<div class="popup-overlay popup-overlay--light" hidden="" data-chrome="popup-overlay">/);
    expect(body).toContain('role="dialog" aria-modal="true" aria-labelledby="popup-overlay-title"');
    expect(body).toMatch(/data-overlay-form=""><div class="block block--newsletter span-12"><div data-island="newsletter" data-block-id="popup-overlay-newsletter"/);
    expect(body).not.toContain('duena@panaderia.mx');
  });

  it('the popup newsletter is a form of the site (filed at publish): a subscription marked isOverlayForm is accepted and stored', async () => {
    const res = await save(t.app, payload(POPUP_FORM.id, await agedKey(t.app, t.db), { email: 'lucia@example.com' }, { isOverlayForm: true, objectName: 'popup-overlay-newsletter' }));
    expect(res.statusCode, res.body).toBe(200);
    const form = await t.db.selectFrom('forms').select(['kind', 'collection_id']).where('website_id', '=', MINI_ID).where('id', '=', POPUP_FORM.id).executeTakeFirst();
    expect(form).toEqual({ kind: 'newsletter', collection_id: readSite().collections.find((c: { urlId: string }) => c.urlId === readSite().homePage).id });
    const subscriber = await t.db.selectFrom('newsletter_subscribers').select('form_id').where('website_id', '=', MINI_ID).where('form_id', '=', POPUP_FORM.id).executeTakeFirst();
    expect(subscriber).toEqual({ form_id: POPUP_FORM.id });
  });
});

describe('hostile texts', () => {
  it('every overlay text is escaped in the HTML and in the page context', async () => {
    await t.publish(siteWithOverlays({
      announcementBar: { enabled: true, text: HOSTILE, link: { href: '/tienda?q="><script>', label: HOSTILE } },
      mobileInfoBarSettings: { enabled: true, address: HOSTILE, hours: HOSTILE, button: { label: HOSTILE_SHORT, href: '/x' } },
      popupOverlaySettings: { enabled: true, title: HOSTILE, body: HOSTILE, button: { label: HOSTILE_SHORT, href: '/x' } },
    }));
    const { body, statusCode } = await get('/');
    expect(statusCode).toBe(200);
    expect(body).not.toContain('<script>alert');
    expect(body).not.toContain('<img src=x');
    expect(body).not.toContain('"><script>');
    expect(body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(body.match(/&lt;script&gt;alert\(1\)/g)!.length).toBeGreaterThanOrEqual(6);
    expect(body).toContain('\\u003cscript\\u003ealert(1)');
    await t.publish(siteWithOverlays());
  });
});

describe('bad settings are refused at publish, each with its path and a clear message', () => {
  it.each([
    ['an announcement link to javascript:', { announcementBar: { enabled: true, text: 'Hola', link: { href: 'javascript:alert(1)', label: 'Ver' } } }, 'settings.announcementBar.link.href', 'Debe ser un enlace del sitio (/…) o una dirección https://'],
    ['an announcement link to another site over http', { announcementBar: { enabled: true, text: 'Hola', link: { href: 'http://evil.example', label: 'Ver' } } }, 'settings.announcementBar.link.href', 'Debe ser un enlace del sitio (/…) o una dirección https://'],
    ['an enabled bar without text', { announcementBar: { enabled: true, text: '' } }, 'settings.announcementBar.text', 'La barra de anuncios activada necesita un texto'],
    ['a bar version the cookie cannot hold', { announcementBar: { enabled: true, text: 'Hola', version: 'a;b' } }, 'settings.announcementBar.version', 'La versión debe tener de 1 a 32 letras, dígitos, _ o -'],
    ['a phone with letters', { mobileInfoBarSettings: { enabled: true, phone: '55 1234 PAN' } }, 'settings.mobileInfoBarSettings.phone', 'El teléfono solo puede tener dígitos, espacios, +, (, ), . y -'],
    ['a popup frequency of -5 days', { popupOverlaySettings: { enabled: true, title: 'Hola', displayFrequency: -5 } }, 'settings.popupOverlaySettings.displayFrequency', 'La frecuencia va de -1 (nunca más) a 365 días'],
    ['a popup with a newsletter and a button', { popupOverlaySettings: { enabled: true, title: 'Hola', newsletter: POPUP_FORM, button: { label: 'Ir', href: '/' } } }, 'settings.popupOverlaySettings.button', 'La ventana emergente lleva un formulario de boletín o un botón, no ambos'],
    ['a popup image that is not a media file of the site', { popupOverlaySettings: { enabled: true, title: 'Hola', image: { mediaId: 'no-existe' } } }, 'settings.popupOverlaySettings.image.mediaId', 'Medio desconocido: no-existe'],
  ])('%s', async (_name, settings, path, message) => {
    expect(await refusal(siteWithOverlays(settings))).toEqual([{ path, message }]);
    // Nothing changed: the published bar is still the good one.
    expect(bar((await get('/')).body)).toContain('Pan de muerto');
  });
});
