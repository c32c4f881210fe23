import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SiteUserRole } from '../../src/shared/enums.ts';
import { createTestApp, readSite } from '../helpers/app.ts';

// Issue 18, multilingual sites (docs/multilingual.md): pages per language under their prefix, the
// document's lang, hreflang and the switcher, and the §7 calls (owner-only). SQLite and PostgreSQL.
let t: Awaited<ReturnType<typeof createTestApp>>;
const HOST = 'mini.vitrina.test';
const SITE = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const OTHER = 'otro.vitrina.test';
const OTHER_ID = 'bbbbbbbbbbbbbbbbbbbbbbbb';
const PASSWORD = 'pan de masa madre';
let admin = '';
let editor = '';
let other = '';
let crumb = '';

/** The mini site in es-419 and English: the home and the questions page translated. */
function bilingual() {
  const site = readSite();
  site.languages = { primary: 'es-419', others: ['en'], translationService: 'deepl' };
  site.navigation.byLanguage = { en: [{ title: 'Home', href: '/en' }, { title: 'Questions', href: '/en/faq' }] };
  const [home, questions] = site.collections;
  home.translationKey = 'home';
  questions.translationKey = 'faq';
  site.collections.push(
    { ...home, id: 'aaaaaaaaaaaaaaaaaaaaaae1', urlId: 'home', title: 'Home', language: 'en', translationKey: 'home' },
    { ...questions, id: 'aaaaaaaaaaaaaaaaaaaaaae2', urlId: 'faq', title: 'Questions', language: 'en', translationKey: 'faq' },
  );
  return site;
}

beforeAll(async () => {
  t = await createTestApp();
  await t.publish(bilingual());
  const second = readSite();
  second.website = { id: OTHER_ID, identifier: 'otro', title: 'Florería Otra', domains: ['flores.example.com'] };
  second.collections = [{ ...second.collections[0], id: 'bbbbbbbbbbbbbbbbbbbbbb01' }];
  await t.publish(second);
  const signIn = async (websiteId: string, email: string, role: number) => {
    await t.app.vitrina.owners.service.addOwner(websiteId, { email, password: PASSWORD, role });
    return (await t.app.vitrina.owners.service.signIn(websiteId, { email, password: PASSWORD, rememberMe: false }))!.token;
  };
  admin = await signIn(SITE, 'ana@panaderia.mx', SiteUserRole.ADMIN);
  editor = await signIn(SITE, 'beto@panaderia.mx', SiteUserRole.EDITOR);
  other = await signIn(OTHER_ID, 'flor@otra.mx', SiteUserRole.ADMIN);
  crumb = t.app.vitrina.crumbs.mint(SITE);
}, 60_000);
afterAll(() => t?.close());

const page = (url: string, host = HOST) => t.app.inject({ method: 'GET', url, headers: { host } });
const get = (url: string, token = admin, host = HOST) => t.app.inject({ method: 'GET', url, headers: { host, ...(token ? { cookie: `vitrina_session=${token}` } : {}) } });
function send(method: 'PUT' | 'DELETE', url: string, body?: unknown, token = admin, withCrumb = true) {
  return t.app.inject({
    method,
    url,
    headers: { host: HOST, cookie: `vitrina_session=${token}; crumb=${crumb}`, ...(withCrumb ? { 'x-csrf-token': crumb } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
}

describe('pages per language', () => {
  it('serves the primary language at the root and English under /en, each with its own lang', async () => {
    const home = await page('/');
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('<html lang="es-419"');
    expect(home.body).toContain('Saltar al contenido');
    const en = await page('/en');
    expect(en.statusCode).toBe(200);
    expect(en.body).toContain('<html lang="en"');
    expect(en.body).toContain('>Skip to content<');
    expect(en.body).toContain('All rights reserved.');
    expect(en.body).toContain('href="/en/faq">Questions</a>');
    expect((await page('/en/faq')).body).toContain('<html lang="en"');
  });

  it('search and not found in the language of the address', async () => {
    const search = await page('/en/search');
    expect(search.statusCode).toBe(200);
    expect(search.body).toContain('<html lang="en"');
    expect(search.body).toContain('<title>Search · Panadería Mini</title>');
    const missing = await page('/en/nada');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('<title>Page not found · Panadería Mini</title>');
    expect((await page('/nada')).body).toContain('<title>Página no encontrada · Panadería Mini</title>');
  });

  it('answers a page only at its own language address', async () => {
    expect((await page('/faq')).statusCode).toBe(404);
    expect((await page('/home')).statusCode).toBe(404);
    expect((await page('/en/preguntas')).statusCode).toBe(404);
    expect((await page('/en/blog')).statusCode).toBe(404);
    expect((await page('/fr')).statusCode).toBe(404);
  });

  it('links each version with hreflang and x-default, canonical per language, and switches to the same page', async () => {
    const faq = (await page('/en/faq')).body;
    expect(faq).toContain('<link rel="alternate" hrefLang="es-419" href="https://pan.example.com/preguntas"/>');
    expect(faq).toContain('<link rel="alternate" hrefLang="en" href="https://pan.example.com/en/faq"/>');
    expect(faq).toContain('<link rel="alternate" hrefLang="x-default" href="https://pan.example.com/preguntas"/>');
    expect(faq).toContain('<link rel="canonical" href="https://pan.example.com/en/faq"/>');
    expect(faq).toMatch(/<a class="lang-switch__link" href="\/preguntas" hrefLang="es-419" lang="es-419">/);
    // The blog has no English version: the switcher goes to the English home, no hreflang.
    const blog = (await page('/blog')).body;
    expect(blog).toMatch(/<a class="lang-switch__link" href="\/en" hrefLang="en" lang="en">English<\/a>/);
    expect(blog).not.toContain('hrefLang="x-default"');
  });
});

describe('GET /api/multilingual/settings and /status', () => {
  it('answers the languages, primary first, and the connected service', async () => {
    const res = await get('/api/multilingual/settings');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ primary: 'es-419', languages: ['es-419', 'en'], connection: { service: 'deepl' } });
    expect(res.headers['cache-control']).toMatch(/no-store/);
  });

  it('counts the pages translated per language', async () => {
    const res = await get('/api/multilingual/status');
    expect(res.json()).toEqual({
      primary: 'es-419',
      languages: [
        { language: 'es-419', translated: 4, total: 4 },
        { language: 'en', translated: 2, total: 4 },
      ],
    });
  });

  it('is for the site owner only: 401 without a session, 403 for a role without settings, 401 for another site\'s owner', async () => {
    expect((await get('/api/multilingual/settings', '')).statusCode).toBe(401);
    const refused = await get('/api/multilingual/status', editor);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: expect.any(String) });
    // A session of another site, sent to this site's address: nothing of either site.
    expect((await get('/api/multilingual/settings', other)).statusCode).toBe(401);
    const own = await get('/api/multilingual/settings', other, OTHER);
    expect(own.json()).toMatchObject({ primary: 'es-419', languages: ['es-419'], connection: null });
  });
});

describe('PUT /api/multilingual/languages', () => {
  it.each([
    ['an unsupported tag', { languages: ['es-419', 'xx'] }],
    ['a tag in the wrong case', { languages: ['es-419', 'EN'] }],
    ['a repeated language', { languages: ['es-419', 'en', 'en'] }],
    ['an empty list', { languages: [] }],
    ['no list', {}],
    ['a list of numbers', { languages: [1, 2] }],
  ])('refuses %s with 400 in the §8 shape', async (_name, body) => {
    const res = await send('PUT', '/api/multilingual/languages', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: expect.any(String), errors: { languages: expect.stringContaining('idiomas') } });
  });

  it('refuses removing a language that has pages, and a new primary while pages do not name their language', async () => {
    const removed = await send('PUT', '/api/multilingual/languages', { languages: ['es-419'] });
    expect(removed.statusCode).toBe(400);
    expect(removed.json().errors.languages).toContain('en');
    const swapped = await send('PUT', '/api/multilingual/languages', { languages: ['en', 'es-419'] });
    expect(swapped.statusCode).toBe(400);
  });

  it('needs the crumb', async () => {
    expect((await send('PUT', '/api/multilingual/languages', { languages: ['es-419', 'en', 'fr'] }, admin, false)).statusCode).toBe(403);
  });

  it('adds a language: the settings say it, pages are rendered again, the switcher waits for its first page', async () => {
    const res = await send('PUT', '/api/multilingual/languages', { languages: ['es-419', 'en', 'fr'] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ primary: 'es-419', languages: ['es-419', 'en', 'fr'] });
    expect((await get('/api/multilingual/settings')).json().languages).toEqual(['es-419', 'en', 'fr']);
    expect((await get('/api/multilingual/status')).json().languages[2]).toEqual({ language: 'fr', translated: 0, total: 4 });
    await new Promise((r) => setTimeout(r, 2100)); // the tenant's version is kept 2 s
    const home = (await page('/')).body;
    expect(home).not.toContain('hrefLang="fr"');
    expect((await page('/fr')).statusCode).toBe(404);
    const back = await send('PUT', '/api/multilingual/languages', { languages: 'es-419, en' });
    expect(back.json().languages).toEqual(['es-419', 'en']);
  });
});

describe('DELETE /api/multilingual/connection', () => {
  it('disconnects the translation service: 204, then none; again 204', async () => {
    expect((await send('DELETE', '/api/multilingual/connection', undefined, editor)).statusCode).toBe(403);
    expect((await get('/api/multilingual/settings')).json().connection).toEqual({ service: 'deepl' });
    const res = await send('DELETE', '/api/multilingual/connection');
    expect(res.statusCode).toBe(204);
    expect((await get('/api/multilingual/settings')).json().connection).toBeNull();
    expect((await send('DELETE', '/api/multilingual/connection')).statusCode).toBe(204);
  });
});
