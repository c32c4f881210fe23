import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SiteUserRole } from '../../src/shared/enums.ts';
import { ENCODED_REDIRECT_VECTORS, OPEN_REDIRECT_VECTORS } from '../../src/shared/validate/open-redirects.ts';
import { createTestApp, readSite } from '../helpers/app.ts';

// Issue 11, the owner's way in: /config/?frameUrl shows the site inside the owner's area,
// /config/design, the area's own 404, the owner-keys need on pages, and §9 ss_lastid.
let t: Awaited<ReturnType<typeof createTestApp>>;
const MINI = 'mini.vitrina.test';
const SITE = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const ESC_ID = 'cccccccccccccccccccccccc';
const PASSWORD = 'pan de masa madre';
let session = '';

beforeAll(async () => {
  t = await createTestApp();
  await t.app.vitrina.owners.service.addOwner(SITE, { email: 'ana@panaderia.mx', password: PASSWORD, role: SiteUserRole.ADMIN });
  session = (await t.app.vitrina.owners.service.signIn(SITE, { email: 'ana@panaderia.mx', password: PASSWORD, rememberMe: false }))!.token;
  // A second site whose visitors may sign in with the Escape key.
  const esc = readSite();
  esc.website = {
    id: ESC_ID, identifier: 'escape', title: 'Café Escape', domains: [], theme: { accent: '#0A5C36' },
    styles: { headingFont: 'Fraunces:600', bodyFont: 'Inter:400', typekitFonts: [{ id: 'proxima-nova' }], buttonShape: 'square', buttonStyle: 'outline', baseFontSize: 17, sectionSpacing: 'airy' },
  };
  esc.settings = { ...esc.settings, useEscapeKeyToLogin: true };
  esc.collections = esc.collections.map((c: { id: string }, i: number) => ({ ...c, id: `cccccccccccccccccccccc0${i}` }));
  await t.publish(esc);
});
afterAll(() => t.close());

const get = (url: string, cookie = `vitrina_session=${session}`, host = MINI) => t.app.inject({ method: 'GET', url, headers: { host, ...(cookie ? { cookie } : {}) } });
const cookieOf = (res: LightMyRequestResponse, name: string) => res.cookies.find((c) => c.name === name);
const iframeSrc = (html: string) => /<iframe[^>]*\bsrc="([^"]*)"/.exec(html)?.[1]?.replace(/&amp;/g, '&');

describe('/config/?frameUrl: the site inside the owner area', () => {
  it('a signed-in owner gets the area with the page in a same-origin frame, and the header', async () => {
    for (const base of ['/config/', '/config']) {
      const res = await get(`${base}?frameUrl=${encodeURIComponent('/blog?p=2')}`);
      expect(res.statusCode, base).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(iframeSrc(res.body)).toBe('/blog?p=2');
      expect(res.body).toMatch(/<iframe[^>]*title="Vista del sitio: \/blog\?p=2"/);
      expect(res.body).toContain('<h1 class="owner-frame__title">Tu sitio</h1>');
      for (const [href, label] of [['/config/analytics', 'Analítica'], ['/config/forms', 'Formularios'], ['/config/design', 'Diseño']]) {
        expect(res.body).toContain(`<a href="${href}">${label}</a>`);
      }
      expect(res.body).toContain('<a href="/blog?p=2&amp;noredirect=1">Ver sitio</a>');
      expect(res.body).toMatch(/<form[^>]*action="\/config\/logout"/);
      expect(res.body).toContain('Cerrar sesión');
      // The area may frame the site: its own policy and the page's both allow 'self'.
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['content-security-policy']).not.toContain('frame-src');
    }
    const page = await get('/blog?p=2');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('without frameUrl /config still goes to the analytics page', async () => {
    const res = await get('/config');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/config/analytics');
  });

  it('a visitor is asked to sign in, and frameUrl is kept through the sign-in', async () => {
    const wanted = `/config/?frameUrl=${encodeURIComponent('/blog?p=2')}`;
    const res = await get(wanted, '');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/config/login?next=${encodeURIComponent(wanted)}`);
    const login = await get(String(res.headers.location), '');
    expect(login.statusCode).toBe(200);
    const next = /name="next" value="([^"]*)"/.exec(login.body)![1].replace(/&amp;/g, '&');
    expect(next).toBe(wanted);
    const crumb = /name="crumb" value="([^"]+)"/.exec(login.body)![1];
    const signedIn = await t.app.inject({
      method: 'POST', url: '/config/login',
      headers: { host: MINI, cookie: `crumb=${crumb}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ crumb, email: 'ana@panaderia.mx', password: PASSWORD, next }).toString(),
    });
    expect(signedIn.statusCode).toBe(303);
    expect(signedIn.headers.location).toBe(wanted);
    const area = await get(wanted, `vitrina_session=${cookieOf(signedIn, 'vitrina_session')!.value}`);
    expect(iframeSrc(area.body)).toBe('/blog?p=2');
  });

  it('hostile frameUrls frame the site root, never another origin or a script', async () => {
    const hostile = ['//evil.example', 'https://evil.example/', 'javascript:alert(1)', '/\\evil.example', '\\\\evil.example', '/\t/evil.example',
      '//user@evil.example', 'data:text/html,x', '/config/analytics', '"><script>alert(1)</script>', ...OPEN_REDIRECT_VECTORS, ...ENCODED_REDIRECT_VECTORS];
    const escaped: string[] = [];
    for (const frameUrl of hostile) {
      const res = await get(`/config/?frameUrl=${encodeURIComponent(frameUrl)}`);
      expect(res.statusCode, frameUrl).toBe(200);
      const src = iframeSrc(res.body) ?? '(none)';
      const url = new URL(src, `https://${MINI}/config/`);
      if (url.origin !== `https://${MINI}` || url.pathname.startsWith('/config')) escaped.push(`${JSON.stringify(frameUrl)} → ${src}`);
      expect(res.body).not.toContain('<script>alert(1)');
    }
    expect(escaped).toEqual([]);
    // Two values, or an empty one: the root.
    expect(iframeSrc((await get('/config/?frameUrl=%2Fa&frameUrl=%2Fb')).body)).toBe('/');
    expect(iframeSrc((await get('/config/?frameUrl=')).body)).toBe('/');
  });
});

describe('/config/design', () => {
  it("lists the site's theme colours with their names and hex, the fonts and buttons, in the area's layout", async () => {
    const res = await get('/config/design');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toContain('<h1 class="owner-title">Diseño</h1>');
    expect(res.body).toMatch(/<a href="\/config\/design" aria-current="page">Diseño<\/a>/);
    // The mini site sets no theme: the defaults of the model.
    for (const [name, hex] of [['Acento', '#b4532a'], ['Texto', '#1f1a17'], ['Fondo', '#fbf7f2']]) {
      expect(res.body).toMatch(new RegExp(`owner-swatch__name">${name}</span><code class="owner-swatch__hex">${hex}</code>`));
    }
    expect(res.body).toContain('El sitio usa las fuentes del tema');
    expect(res.body).toContain('El sitio usa los botones y las medidas del tema.');
  });

  it("shows another site's own colours to its owner", async () => {
    await t.app.vitrina.owners.service.addOwner(ESC_ID, { email: 'cafe@escape.mx', password: PASSWORD, role: SiteUserRole.ADMIN });
    const token = (await t.app.vitrina.owners.service.signIn(ESC_ID, { email: 'cafe@escape.mx', password: PASSWORD, rememberMe: false }))!.token;
    const res = await get('/config/design', `vitrina_session=${token}`, 'escape.vitrina.test');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('owner-swatch__hex">#0a5c36</code>');
    // Its styles (website.styles): fonts with their use and source, buttons and measures.
    const text = res.body.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').replace(/\( /g, '(').replace(/ ([,)])/g, '$1');
    expect(text).toContain('Fraunces (Títulos, servida desde el sitio)');
    expect(text).toContain('Inter (Texto, servida desde el sitio)');
    expect(text).toContain('proxima-nova (Kit de fuentes, Adobe Fonts)');
    for (const fact of ['Forma de los botones rectos', 'Estilo de los botones con contorno', 'Tamaño del texto 17 px', 'Espacio entre secciones amplio']) expect(text).toContain(fact);
    expect(text).not.toContain('Escala de los títulos');
  });

  it('without a session: the sign-in with next', async () => {
    const res = await get('/config/design', '');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/config/login?next=%2Fconfig%2Fdesign');
  });
});

describe('unknown /config pages', () => {
  it("answer the area's 404 in es-419 for a signed-in owner, not a redirect", async () => {
    for (const path of ['/config/otra', '/config/design/x', '/config/analytics/../nada', '/config/%3Cscript%3E']) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.headers.location).toBeUndefined();
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.body).toContain('lang="es-419"');
      expect(res.body).toContain('<h1 class="owner-title">Página no encontrada</h1>');
      expect(res.body).toContain('<a href="/config">Ir al inicio de la configuración</a>');
      expect(res.body).not.toContain('<script>');
    }
  });
});

describe('the owner keys on published pages', () => {
  it('a signed-in owner gets data-chrome-needs="owner-keys"; an anonymous visitor does not', async () => {
    expect((await get('/')).body).toMatch(/<body[^>]*data-chrome-needs="[^"]*owner-keys/);
    expect((await get('/', '')).body).not.toContain('owner-keys');
  });

  it('a site with useEscapeKeyToLogin carries it on its cached visitor pages too', async () => {
    const first = await get('/', '', 'escape.vitrina.test');
    expect(first.body).toMatch(/<body[^>]*data-chrome-needs="[^"]*owner-keys/);
    expect(first.body).toContain('"useEscapeKeyToLogin":true');
    expect(first.body).toContain('"authenticatedAccount":null');
    const again = await get('/', '', 'escape.vitrina.test');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.body).toContain('owner-keys');
  });
});

describe('ss_lastid (§9)', () => {
  async function signIn(host: string, proto?: string) {
    const login = await t.app.inject({ method: 'GET', url: '/config/login', headers: { host } });
    const crumb = /name="crumb" value="([^"]+)"/.exec(login.body)![1];
    return t.app.inject({
      method: 'POST', url: '/config/login',
      headers: { host, cookie: `crumb=${crumb}`, 'content-type': 'application/x-www-form-urlencoded', ...(proto ? { 'x-forwarded-proto': proto } : {}) },
      payload: new URLSearchParams({ crumb, email: 'ana@panaderia.mx', password: PASSWORD }).toString(),
    });
  }

  it('is set at sign-in: base64 of the site identifier, path /, readable by script, Lax, on the app domain', async () => {
    const res = await signIn(MINI);
    expect(res.statusCode).toBe(303);
    const c = cookieOf(res, 'ss_lastid')!;
    expect(c.value).toBe(Buffer.from('mini').toString('base64'));
    expect(c.value).toBe('bWluaQ==');
    expect(c).toMatchObject({ path: '/', sameSite: 'Lax', domain: 'vitrina.test' });
    expect(c.httpOnly).toBeFalsy();
    expect(c.secure).toBeFalsy();
  });

  it('on a custom domain it is host-only; the Host never names the domain', async () => {
    const res = await signIn('pan.example.com');
    expect(res.statusCode).toBe(303);
    const c = cookieOf(res, 'ss_lastid')!;
    expect(c.value).toBe('bWluaQ==');
    expect(c.domain).toBeUndefined();
  });

  it('is cleared at logout, by the form and by /api/auth/Logout, with the attributes it was set with', async () => {
    const token = cookieOf(await signIn(MINI), 'vitrina_session')!.value;
    const crumb = t.app.vitrina.crumbs.mint(SITE);
    const form = await t.app.inject({
      method: 'POST', url: '/config/logout',
      headers: { host: MINI, cookie: `vitrina_session=${token}; crumb=${crumb}; ss_lastid=bWluaQ==`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `crumb=${encodeURIComponent(crumb)}`,
    });
    expect(form.statusCode).toBe(303);
    const cleared = cookieOf(form, 'ss_lastid')!;
    expect(cleared.value).toBe('');
    expect(cleared).toMatchObject({ path: '/', domain: 'vitrina.test' });
    expect(new Date(cleared.expires!).getTime()).toBeLessThan(Date.now());

    const token2 = cookieOf(await signIn(MINI), 'vitrina_session')!.value;
    const api = await t.app.inject({ method: 'POST', url: '/api/auth/Logout', headers: { host: MINI, cookie: `vitrina_session=${token2}; crumb=${crumb}`, 'x-csrf-token': crumb } });
    expect(api.statusCode).toBe(204);
    expect(cookieOf(api, 'ss_lastid')).toMatchObject({ value: '', path: '/', domain: 'vitrina.test' });
  });
});

describe('ss_lastid over https (trusted proxy)', () => {
  it('is Secure', async () => {
    const s = await createTestApp({ TRUST_PROXY: 'true' });
    try {
      await s.app.vitrina.owners.service.addOwner(SITE, { email: 'ana@panaderia.mx', password: PASSWORD, role: SiteUserRole.ADMIN });
      const login = await s.app.inject({ method: 'GET', url: '/config/login', headers: { host: MINI, 'x-forwarded-proto': 'https' } });
      const crumb = /name="crumb" value="([^"]+)"/.exec(login.body)![1];
      const res = await s.app.inject({
        method: 'POST', url: '/config/login',
        headers: { host: MINI, 'x-forwarded-proto': 'https', origin: `https://${MINI}`, cookie: `crumb=${crumb}`, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ crumb, email: 'ana@panaderia.mx', password: PASSWORD }).toString(),
      });
      expect(res.statusCode).toBe(303);
      expect(cookieOf(res, 'ss_lastid')).toMatchObject({ secure: true, domain: 'vitrina.test', value: 'bWluaQ==' });
    } finally {
      await s.close();
    }
  });
});
