import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SiteUserRole } from '../../src/shared/enums.ts';
import { createTestApp, readSite } from '../helpers/app.ts';

// §7 GET/PUT /api/site-header-footer (docs/platform-calls.md): anyone reads what the site shows;
// only a role with the design permission replaces it; the next page view shows the new footer.
let t: Awaited<ReturnType<typeof createTestApp>>;
const HOST = 'mini.vitrina.test';
const OTHER = 'otro.vitrina.test';
const SITE = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const PASSWORD = 'pan de masa madre';
const URL = '/api/site-header-footer';
let admin = '';
let editor = '';
let crumb = '';

beforeAll(async () => {
  t = await createTestApp();
  const other = readSite();
  other.website = { id: 'bbbbbbbbbbbbbbbbbbbbbbbb', identifier: 'otro', title: 'Florería Otra', domains: [] };
  other.collections = [{ ...other.collections[0], id: 'bbbbbbbbbbbbbbbbbbbbbb01' }];
  other.headerFooter = { footer: { text: 'Flores frescas.' } };
  await t.publish(other);
  const owners = t.app.vitrina.owners.service;
  await owners.addOwner(SITE, { email: 'ana@panaderia.mx', password: PASSWORD, role: SiteUserRole.ADMIN });
  await owners.addOwner(SITE, { email: 'beto@panaderia.mx', password: PASSWORD, role: SiteUserRole.EDITOR });
  admin = (await owners.signIn(SITE, { email: 'ana@panaderia.mx', password: PASSWORD, rememberMe: false }))!.token;
  editor = (await owners.signIn(SITE, { email: 'beto@panaderia.mx', password: PASSWORD, rememberMe: false }))!.token;
  crumb = t.app.vitrina.crumbs.mint(SITE);
}, 60_000);
afterAll(() => t?.close());

function put(body: unknown, o: { token?: string; host?: string; raw?: string } = {}) {
  const cookie = [o.token ? `vitrina_session=${o.token}` : '', `crumb=${crumb}`].filter(Boolean).join('; ');
  return t.app.inject({
    method: 'PUT',
    url: URL,
    headers: { host: o.host ?? HOST, cookie, 'x-csrf-token': crumb, 'content-type': 'application/json' },
    payload: o.raw ?? JSON.stringify(body),
  });
}
const get = (host = HOST) => t.app.inject({ method: 'GET', url: URL, headers: { host } });

describe('GET /api/site-header-footer', () => {
  it('answers the published header and footer of the Host\'s site, never another\'s', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ header: expect.any(Object), footer: { text: 'Horneamos cada mañana.' } });
    expect((await get(OTHER)).json().footer.text).toBe('Flores frescas.');
  });

  it('an unknown host: the §8 404', async () => {
    const res = await get('nadie.example.com');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: expect.any(String), code: 'notFound' });
  });
});

describe('PUT /api/site-header-footer', () => {
  it('without a session: 401 loginRequired; a role without design: 403 authorizationFail; nothing changes', async () => {
    const none = await put({ footer: { text: 'X' } });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ code: 'loginRequired', error: expect.any(String) });
    const denied = await put({ footer: { text: 'X' } }, { token: editor });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toMatchObject({ code: 'authorizationFail' });
    expect((await get()).json().footer.text).toBe('Horneamos cada mañana.');
  });

  it('an admin session of site A is worthless on site B', async () => {
    const res = await put({ footer: { text: 'Robado' } }, { token: admin, host: OTHER });
    expect([401, 403]).toContain(res.statusCode);
    expect((await get(OTHER)).json().footer.text).toBe('Flores frescas.');
  });

  it('bad input: 400 in the §8 shape with the field named, nothing stored', async () => {
    for (const body of [{ footer: { text: 'x'.repeat(1001) } }, { footer: { links: [{ title: 'Mal', href: 'javascript:alert(1)' }] } }, { header: { logoOnly: 'sí' } }, 'texto', [1, 2]]) {
      const res = await put(body, { token: admin });
      expect(res.statusCode, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'badRequest', error: expect.any(String) });
    }
    const field = await put({ footer: { text: 'x'.repeat(1001) } }, { token: admin });
    expect(Object.keys(field.json().errors)).toContain('footer.text');
    const unparsable = await put(undefined, { token: admin, raw: '{"footer":' });
    expect(unparsable.statusCode).toBe(400);
    expect((await get()).json().footer.text).toBe('Horneamos cada mañana.');
  });

  it('too large: 413', async () => {
    const res = await put(undefined, { token: admin, raw: JSON.stringify({ footer: { text: 'x'.repeat(40_000) } }) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'payloadTooLarge' });
  });

  it('an admin replaces them: 204, the next GET and the next page view show the new footer (cache dropped)', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/', headers: { host: HOST } });
    expect(before.body).toContain('Horneamos cada mañana.');
    const res = await put({ header: { tagline: 'Pan de barrio' }, footer: { text: 'Abrimos a las siete.', links: [{ title: 'Preguntas', href: '/preguntas' }] } }, { token: admin });
    expect(res.statusCode).toBe(204);
    expect((await get()).json()).toMatchObject({ header: { tagline: 'Pan de barrio' }, footer: { text: 'Abrimos a las siete.' } });
    const after = await t.app.inject({ method: 'GET', url: '/', headers: { host: HOST } });
    expect(after.body).toContain('Abrimos a las siete.');
    expect(after.body).not.toContain('Horneamos cada mañana.');
    // The other site is untouched; the site's collections still serve.
    expect((await get(OTHER)).json().footer.text).toBe('Flores frescas.');
    expect((await t.app.inject({ method: 'GET', url: '/preguntas', headers: { host: HOST } })).statusCode).toBe(200);
  });

  it('without the crumb: 403 crumbFail', async () => {
    const res = await t.app.inject({ method: 'PUT', url: URL, headers: { host: HOST, cookie: `vitrina_session=${admin}`, 'content-type': 'application/json' }, payload: '{}' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'crumbFail' });
  });
});
