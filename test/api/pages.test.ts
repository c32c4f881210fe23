import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, readSite } from '../helpers/app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host: 'localhost:3000', ...headers } });

describe('tenant by Host header', () => {
  it.each(['localhost:3000', '127.0.0.1', 'pan.example.com', 'PAN.example.com:8080', 'mini.vitrina.test'])('%s serves the site', async (host) => {
    const res = await get('/', { host });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Panadería Mini');
  });

  it('an unknown host gets a clear 404 page', async () => {
    const res = await get('/', { host: 'nadie.example.org' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('Este sitio no existe');
  });

  it('a malformed Host header is a 404, not a crash', async () => {
    const res = await get('/', { host: 'a b/c' });
    expect(res.statusCode).toBe(404);
  });
});

describe('pages', () => {
  it('renders the home page in es-419 with its blocks', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.body.startsWith('<!doctype html>') || res.body.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(res.body).toContain('lang="es-419"');
    expect(res.body).toContain('Pan de verdad');
    expect(res.body).toContain('canonical');
  });

  it('lists published blog posts and hides drafts', async () => {
    const res = await get('/blog');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Cómo cuidamos la masa madre');
    expect(res.body).not.toContain('Borrador');
    expect((await get('/blog/borrador')).statusCode).toBe(404);
  });

  it('shows a post with its owner HTML sanitised', async () => {
    const res = await get('/blog/masa-madre');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Harina y agua.');
    expect(res.body).not.toContain('alert(1)');
  });

  it('shows product prices in the store currency', async () => {
    const res = await get('/tienda');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Hogaza de centeno');
    expect(res.body).toMatch(/\$\s?85\.00/);
  });

  it('answers an unknown path with a real 404 page', async () => {
    const res = await get('/no-existe');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('lang="es-419"');
    expect((await get('/blog/a/b')).statusCode).toBe(404);
  });

  it('redirects a trailing slash to the canonical path', async () => {
    const res = await get('/blog/?p=1');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/blog?p=1');
  });

  it('answers a malformed path with 400 and no stack trace', async () => {
    const res = await get('/%E0%A4%A');
    expect(res.statusCode).toBe(400);
    expect(res.body).not.toMatch(/at .*\.ts:\d+/);
  });

  it('?logout=true shows the §2 information popup, for that answer only (never cached)', async () => {
    const plain = await get('/');
    const res = await get('/?logout=true');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toMatch(
      /<div class="ui-dialog ui-dialog--info" data-chrome="info-popup" data-notice="logout"><div class="ui-dialog__panel" role="status"><p class="ui-dialog__title">La sesión se cerró correctamente<\/p><p class="ui-dialog__message">Has cerrado sesión correctamente\.<\/p><\/div><\/div>/,
    );
    for (const other of [plain, await get('/'), await get('/?logout=false'), await get('/?logout=truex')]) {
      expect(other.body).not.toContain('ui-dialog--info');
    }
    expect((await get('/')).headers.etag).toBe(plain.headers.etag);
  });

  it('has a search page (102)', async () => {
    const res = await get('/search?q=pan');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('"pageType":102');
  });

  it('sends the security headers on every page', async () => {
    for (const url of ['/', '/no-existe']) {
      const res = await get(url);
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });
});

describe('HTML cache', () => {
  it('serves the same bytes with an ETag, 304 when unchanged, compressed when accepted', async () => {
    const first = await get('/');
    const second = await get('/');
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect((await get('/', { 'if-none-match': String(first.headers.etag) })).statusCode).toBe(304);
    const br = await get('/', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding, cookie');
    expect(br.rawPayload.length).toBeLessThan(first.rawPayload.length);
  });

  it('drops the cached page when the site is republished', async () => {
    const before = await get('/');
    const site = readSite();
    site.collections[0].layout.sections[0].rows[0].blocks[0].data.html = '<h2>Pan recién horneado</h2>';
    const { version } = await t.publish(site);
    expect(version).toBeGreaterThan(1);
    const after = await get('/');
    expect(after.body).toContain('Pan recién horneado');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });
});

describe('errors and health', () => {
  it('/healthz says the database is reachable', async () => {
    const res = await get('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok' });
  });

  /** Headers of a state-changing call that passes the crumb check (test/api/crumb.test.ts). */
  const withCrumb = async () => {
    const crumb = (await get('/api/crumb')).cookies.find((c) => c.name === 'crumb')!.value;
    return { host: 'localhost:3000', cookie: `crumb=${crumb}`, 'x-csrf-token': crumb };
  };

  it('unknown API paths answer in the §8 JSON shape', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/nada', headers: await withCrumb(), payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: expect.any(String), code: 'notFound' });
  });

  it('a body over the limit gets 413 with a clear message', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/nada', headers: { ...(await withCrumb()), 'content-type': 'application/json' }, payload: JSON.stringify({ x: 'a'.repeat(1_100_000) }) });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('payloadTooLarge');
  });
});

describe('media', () => {
  it('serves a media variant of the site with a long cache, not on another host', async () => {
    const home = (await get('/')).body;
    const src = /\/media\/[a-f0-9]{24}\/[\w.-]+\.webp/.exec(home)?.[0];
    expect(src).toBeDefined();
    const res = await get(src!);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toContain('immutable');
    expect((await get(src!, { host: 'nadie.example.org' })).statusCode).toBe(404);
  });
});

describe('when the database fails after start', () => {
  it('pages answer 500 with the friendly error page, /healthz answers 503', async () => {
    const broken = await createTestApp();
    await broken.app.inject({ method: 'GET', url: '/', headers: { host: 'localhost' } }); // warm: tenant and site view cached
    await broken.db.destroy();
    const page = await broken.app.inject({ method: 'GET', url: '/blog', headers: { host: 'localhost' } });
    expect(page.statusCode).toBe(500);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('lang="es-419"');
    expect(page.body).toContain('Panadería Mini'); // the site's own chrome
    expect(page.body).not.toMatch(/at .*\.(ts|js):\d+/);
    const health = await broken.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(503);
    await broken.close();
  });
});
