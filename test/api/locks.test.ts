import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, readSite } from '../helpers/app.ts';

// Issue 15, "Locked pages and sites" (docs/locks.md): a password-locked collection answers the
// protected-content page (§2 type 105) with a password form until its password is posted to
// /api/locks/Unlock, which sets a signed cookie for that scope alone.
const HOST = 'mini.vitrina.test';
const PASSWORD = 'altura2026';
const SECRET_PAGE = 'Precio de mayoreo: 180 pesos';
const SECRET_POST = 'Lista de precios de otoño';
const PAGE_ID = 'aaaaaaaaaaaaaaaaaaaaaa80';
const BLOG_ID = 'aaaaaaaaaaaaaaaaaaaaaa81';
const SECRETS = [SECRET_PAGE, SECRET_POST, 'Mayoreo para cafeterías', 'Boletín del club', 'Descripción de mayoreo', PASSWORD, '$scrypt$'];

function lockedSite(opts: { pagePassword?: string; siteLock?: object } = {}) {
  const site = readSite();
  const blog = site.collections.find((c: any) => c.urlId === 'blog');
  site.collections.push(
    {
      id: PAGE_ID, urlId: 'mayoreo', title: 'Mayoreo para cafeterías', type: 10, permissionType: 'password', password: opts.pagePassword ?? PASSWORD,
      description: 'Descripción de mayoreo',
      layout: { sections: [{ id: 's', rows: [{ blocks: [{ id: 'b', type: 2, span: 12, data: { html: `<p>${SECRET_PAGE}</p>` } }] }] }] },
    },
    {
      id: BLOG_ID, urlId: 'club', title: 'Boletín del club', type: 1, permissionType: 'password', password: 'otra-clave',
      items: [{ ...blog.items[0], id: 'aaaaaaaaaaaaaaaaaaaaaa82', urlId: 'otono', title: SECRET_POST }],
    },
  );
  // A public events collection (its .ics files close under the whole-site lock) and a locked one.
  const event = (id: string, urlId: string, title: string) => ({ id, urlId, title, recordType: 12, publishedOn: '2025-01-01T00:00:00.000Z', event: { startsAt: '2030-05-01T18:00:00.000Z', venue: 'Foro' } });
  site.collections.push(
    { id: 'aaaaaaaaaaaaaaaaaaaae000', urlId: 'eventos', title: 'Eventos', type: 1, events: { view: 'list' }, items: [event('aaaaaaaaaaaaaaaaaaaae001', 'cata', 'Cata abierta')] },
    { id: 'aaaaaaaaaaaaaaaaaaaae100', urlId: 'privados', title: 'Eventos privados', type: 1, permissionType: 'password', password: 'evento', events: { view: 'list' }, items: [event('aaaaaaaaaaaaaaaaaaaae101', 'cena', 'Cena de cata privada')] },
  );
  // A summary of the locked blog on the home page: empty for those without its password.
  site.collections[0].layout.sections.push({ id: 's-club', rows: [{ blocks: [{ id: 'resumen-club', type: 20, span: 12, data: { collectionId: BLOG_ID, headerText: 'Del club' } }] }] });
  if (opts.siteLock) site.settings = { ...site.settings, siteLock: opts.siteLock };
  return site;
}

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({}, { unlockLimits: { addressPerMinute: 1000, scopePerMinute: 1000 } });
  await t.publish(lockedSite());
});
afterAll(() => t.close());

type Res = Awaited<ReturnType<typeof t.app.inject>>;
const get = (url: string, cookie?: string, method: 'GET' | 'HEAD' = 'GET') =>
  t.app.inject({ method, url, headers: { host: HOST, 'accept-encoding': 'identity', ...(cookie ? { cookie } : {}) } });
const unlock = (scope: string, password: string, back = '/mayoreo', ip = '10.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/locks/Unlock',
    remoteAddress: ip,
    headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', origin: `http://${HOST}` },
    payload: new URLSearchParams({ scope, password, back }).toString(),
  });
/** `name=value` of the unlock cookie an answer sets. */
const cookieOf = (res: Res) => String(res.headers['set-cookie'] ?? '').split(';')[0];

function expectLocked(res: Res, pageType = 105) {
  expect(res.statusCode).toBe(403);
  expect(res.headers['cache-control']).toBe('private, no-store');
  if (res.body === '') return;
  expect(res.body).toContain(`"pageType":${pageType}`);
  expect(res.body).toContain('name="password"');
  expect(res.body).toContain('<meta name="robots" content="noindex');
  for (const secret of SECRETS) expect(res.body).not.toContain(secret);
}

describe('a password page before it is unlocked', () => {
  it.each(['/mayoreo', '/Mayoreo', '/MAYOREO/', '/club', '/club/otono', '/CLUB/Otono', '/club/no-existe', '/club?format=rss'])('%s answers the password form, nothing of the page', async (url) => {
    let res = await get(url);
    if (res.statusCode === 301) res = await get(res.headers.location as string);
    expectLocked(res);
  });

  it('HEAD answers the same status and headers with no body', async () => {
    const res = await get('/mayoreo', undefined, 'HEAD');
    expectLocked(res);
    expect(res.body).toBe('');
  });

  it('the site file passwords are nowhere in the site rows: only a scrypt hash in site_locks', async () => {
    const rows = await t.db.selectFrom('site_locks').selectAll().execute();
    expect(rows.map((r) => r.scope).sort()).toEqual([PAGE_ID, BLOG_ID, 'aaaaaaaaaaaaaaaaaaaae100'].sort());
    for (const r of rows) expect(r.password_hash).toMatch(/^\$scrypt\$/);
    const website = await t.db.selectFrom('websites').select('site').executeTakeFirstOrThrow();
    const collections = await t.db.selectFrom('collections').select('data').execute();
    expect(JSON.stringify([website, collections])).not.toContain(PASSWORD);
  });

  it('search and the home page never show it', async () => {
    for (const url of ['/', '/search?q=mayoreo', '/search?q=precio']) {
      const res = await get(url);
      for (const secret of SECRETS) expect(res.body, url).not.toContain(secret);
    }
  });
});

describe('unlocking', () => {
  it('a wrong password: the form again, 403, the error in es-419 with focus on the field', async () => {
    const res = await unlock(PAGE_ID, 'incorrecta');
    expect(res.statusCode).toBe(403);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.body).toContain('La contraseña no es correcta');
    expect(res.body).toMatch(/<input[^>]*autofocus=""/);
    expect(res.body).toContain('role="alert"');
    for (const secret of SECRETS) expect(res.body).not.toContain(secret);
  });

  it('JSON clients get the §8 shape', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/locks/Unlock', headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded' }, payload: `scope=${PAGE_ID}&password=nada` });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'authorizationFail' });
  });

  it('a post from another site is refused', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/locks/Unlock', headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded', origin: 'https://evil.example' }, payload: `scope=${PAGE_ID}&password=${PASSWORD}` });
    expect(res.statusCode).toBe(403);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('the right password: 303 back, an HttpOnly SameSite=Lax cookie for that scope alone; the page then shows, never cached', async () => {
    const res = await unlock(PAGE_ID, PASSWORD, '/mayoreo');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/mayoreo');
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/^vitrina_unlock_aaaaaaaaaaaaaaaaaaaaaa80=/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Max-Age=604800/);
    const cookie = cookieOf(res);
    const size = t.app.vitrina.htmlCache.size;
    for (const url of ['/mayoreo', '/mayoreo']) {
      const page = await get(url, cookie);
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('private, no-store');
      expect(page.body).toContain(SECRET_PAGE);
    }
    expect(t.app.vitrina.htmlCache.size).toBe(size);
    // Another scope stays locked; without the cookie the page is locked again (no cached copy).
    expectLocked(await get('/club/otono', cookie));
    expectLocked(await get('/mayoreo'));
  });

  it('an unlocked blog shows its items, and its feed to that visitor alone, never cached (as members get theirs: docs/access.md)', async () => {
    const cookie = cookieOf(await unlock(BLOG_ID, 'otra-clave', '/club'));
    expect((await get('/club/otono', cookie)).body).toContain(SECRET_POST);
    const feed = await get('/club?format=rss', cookie);
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain(SECRET_POST);
    expect(feed.headers['cache-control']).toBe('private, no-store');
    const anonymous = await get('/club?format=rss');
    expect(anonymous.statusCode).not.toBe(200);
    expect(anonymous.body).not.toContain(SECRET_POST);
  });

  it('a summary of the locked blog shows its posts to those who unlocked it alone; GetWidgetRendering never', async () => {
    expect((await get('/')).body).not.toContain(SECRET_POST);
    const cookie = cookieOf(await unlock(BLOG_ID, 'otra-clave', '/'));
    const home = await get('/', cookie);
    expect(home.body).toContain(SECRET_POST);
    expect(home.headers['cache-control']).toBe('private, no-store');
    expect((await get('/')).body).not.toContain(SECRET_POST);
    const widget = await t.app.inject({ method: 'POST', url: '/api/widget/GetWidgetRendering', headers: { host: HOST, cookie, 'content-type': 'application/x-www-form-urlencoded' }, payload: `widgetJSON=${encodeURIComponent(JSON.stringify({ type: 20, id: 'resumen-club' }))}` });
    expect(widget.body).not.toContain(SECRET_POST);
  });

  it('.ics files of a locked events collection: none until unlocked', async () => {
    const locked = await get('/privados/cena.ics');
    expect(locked.statusCode).toBe(403);
    expect(locked.body).not.toContain('Cena de cata privada');
    const cookie = cookieOf(await unlock('aaaaaaaaaaaaaaaaaaaae100', 'evento', '/privados'));
    const open = await get('/privados/cena.ics', cookie);
    expect(open.statusCode).toBe(200);
    expect(open.headers['cache-control']).toBe('private, no-store');
    expect(open.body).toContain('Cena de cata privada');
  });

  it('tampered, expired, other-scope and other-site cookies grant nothing', async () => {
    const cookie = cookieOf(await unlock(PAGE_ID, PASSWORD));
    const [name, value] = cookie.split('=');
    const [expires, sig] = value.split('.');
    const flipped = `${name}=${expires}.${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`;
    const later = `${name}=${Number(expires) + 1000}.${sig}`;
    const expired = `${name}=${Date.now() - 1000}.${sig}`;
    const otherScope = `vitrina_unlock_${BLOG_ID}=${value}`;
    for (const c of [flipped, later, expired]) expectLocked(await get('/mayoreo', c));
    expectLocked(await get('/club', otherScope));
    // The same value under another site's name: the signature binds the website id.
    const other = readSite();
    other.website = { ...other.website, id: 'bbbbbbbbbbbbbbbbbbbbbbbb', identifier: 'otro', domains: [] };
    other.collections.push({ ...lockedSite().collections.find((c: any) => c.id === PAGE_ID), id: 'bbbbbbbbbbbbbbbbbbbbbb80' });
    await t.publish(other);
    const res = await t.app.inject({ method: 'GET', url: '/mayoreo', headers: { host: 'otro.vitrina.test', cookie: `vitrina_unlock_bbbbbbbbbbbbbbbbbbbbbb80=${value}` } });
    expect(res.statusCode).toBe(403);
  });

  it('unknown scope: 404; bad payload: 400', async () => {
    expect((await unlock('cccccccccccccccccccccccc', 'x')).statusCode).toBe(404);
    expect((await unlock('no-es-un-id', 'x')).statusCode).toBe(400);
  });

  it('republishing the same password keeps unlocks; a new password ends them', async () => {
    const cookie = cookieOf(await unlock(PAGE_ID, PASSWORD));
    await t.publish(lockedSite());
    expect((await get('/mayoreo', cookie)).statusCode).toBe(200);
    await t.publish(lockedSite({ pagePassword: 'nueva-clave-2027' }));
    expectLocked(await get('/mayoreo', cookie));
    expect((await unlock(PAGE_ID, PASSWORD)).statusCode).toBe(403);
    expect((await unlock(PAGE_ID, 'nueva-clave-2027')).statusCode).toBe(303);
    await t.publish(lockedSite());
  });
});

describe('rate limits', () => {
  it('past the per-address limit: 429 with Retry-After and the es-419 message on the form', async () => {
    const limited = await createTestApp({}, { unlockLimits: { addressPerMinute: 3, scopePerMinute: 100 } });
    try {
      await limited.publish(lockedSite());
      const post = (ip: string) =>
        limited.app.inject({ method: 'POST', url: '/api/locks/Unlock', remoteAddress: ip, headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' }, payload: `scope=${PAGE_ID}&password=mal&back=%2Fmayoreo` });
      for (let i = 0; i < 3; i++) expect((await post('10.1.1.1')).statusCode).toBe(403);
      const res = await post('10.1.1.1');
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expect(res.body).toContain('Demasiados intentos');
      expect((await post('10.1.1.2')).statusCode).toBe(403);
      const json = await limited.app.inject({ method: 'POST', url: '/api/locks/Unlock', remoteAddress: '10.1.1.1', headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded' }, payload: `scope=${PAGE_ID}&password=mal` });
      expect(json.statusCode).toBe(429);
      expect(json.json()).toMatchObject({ code: 'rateLimited' });
    } finally {
      await limited.close();
    }
  });
});

describe('the whole-site lock', () => {
  beforeAll(async () => {
    await t.publish(lockedSite({ siteLock: { password: 'sitio-2026', title: 'Abrimos pronto', message: 'Estamos tostando' } }));
  });
  afterAll(async () => {
    await t.publish(lockedSite());
  });

  it.each(['/', '/blog', '/blog/masa-madre', '/search', '/search?q=caf%C3%A9', '/blog?format=rss', '/no-existe', '/mayoreo'])('%s answers the lock screen (103)', async (url) => {
    const res = await get(url);
    expectLocked(res, 103);
    expect(res.body).toContain('Abrimos pronto');
    expect(res.body).not.toContain('sitio-2026');
    expect(res.body).not.toMatch(/href="\/(blog|tienda|preguntas)"/);
  });

  it('.ics files answer nothing while locked, and again once the site is unlocked', async () => {
    const res = await get('/eventos/cata.ics');
    expectLocked(res, 103);
    expect(res.body).not.toContain('Cata abierta');
    const cookie = cookieOf(await unlock('*', 'sitio-2026', '/'));
    expect((await get('/eventos/cata.ics', cookie)).body).toContain('Cata abierta');
  });

  it('GetWidgetRendering answers nothing while locked', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/widget/GetWidgetRendering', headers: { host: HOST, 'content-type': 'application/x-www-form-urlencoded' }, payload: `widgetJSON=${encodeURIComponent(JSON.stringify({ type: 55, id: 'x' }))}` });
    expect(res.statusCode).toBe(404);
  });

  it('unlocking the site opens public pages; a password page still needs its own password', async () => {
    const res = await unlock('*', 'sitio-2026', '/blog');
    expect(res.statusCode).toBe(303);
    const cookie = cookieOf(res);
    expect(cookie).toMatch(/^vitrina_unlock_site=/);
    const blog = await get('/blog', cookie);
    expect(blog.statusCode).toBe(200);
    expect(blog.headers['cache-control']).toBe('private, no-store');
    expectLocked(await get('/mayoreo', cookie));
    const both = `${cookie}; ${cookieOf(await unlock(PAGE_ID, PASSWORD))}`;
    expect((await get('/mayoreo', both)).body).toContain(SECRET_PAGE);
  });
});
