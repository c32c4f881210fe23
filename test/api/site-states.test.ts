import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, readSite } from '../helpers/app.ts';
import { t as msg } from '../../src/shared/messages/index.ts';

// Issue 18, "Site states" (docs/site-states.md, src/shared/site-states.ts): what a visitor and a
// script get of a site by its §3 status and kind; never its content, never a stale cached page.
const HOST = 'mini.vitrina.test';
const OTHER_HOST = 'otro.vitrina.test';
const CONTENT = ['Pan de verdad', 'Hecho a mano', '/blog', 'hogaza'];

let t: Awaited<ReturnType<typeof createTestApp>>;
const site = (website: object = {}) => {
  const s = readSite();
  s.website = { ...s.website, ...website };
  return s;
};
const other = () => {
  const s = readSite();
  s.website = { id: 'bbbbbbbbbbbbbbbbbbbbbbbb', identifier: 'otro', title: 'Florería Otra', domains: [] };
  s.collections[0].layout.sections[0].rows[0].blocks[0].data.html = '<h2>Flores de temporada</h2>';
  return s;
};

beforeAll(async () => {
  t = await createTestApp();
  await t.publish(other());
});
afterAll(() => t.close());

const get = (url: string, host = HOST, method: 'GET' | 'HEAD' = 'GET') => t.app.inject({ method, url, headers: { host, 'accept-encoding': 'identity' } });
const post = (url: string, payload: object = {}) => t.app.inject({ method: 'POST', url, headers: { host: HOST, 'content-type': 'application/json', origin: `http://${HOST}` }, payload });

const CLOSED = [
  { status: 1, name: 'expired', code: 402, apiCode: 'siteUnavailable', heading: msg('siteStates.unavailableHeading') },
  { status: 5, name: 'removed', code: 410, apiCode: 'siteRemoved', heading: msg('siteStates.removedHeading') },
  { status: 14, name: 'resold grace period', code: 503, apiCode: 'siteMoving', heading: msg('siteStates.movingHeading') },
] as const;

describe.each(CLOSED)('a site $name (status $status)', ({ status, code, apiCode, heading }) => {
  beforeAll(async () => {
    await t.publish(site());
    expect((await get('/')).statusCode).toBe(200); // a normal page now in the HTML cache
    await t.publish(site({ status }));
  });

  it.each(['/', '/blog', '/tienda', '/no-existe', '/search?q=pan'])(`%s answers ${code}, the state page, nothing of the site`, async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(code);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.body).toContain('<meta name="robots" content="noindex');
    expect(res.body).toContain('Panadería Mini');
    for (const text of CONTENT) expect(res.body, url).not.toContain(text);
    expect(res.body).not.toContain('Flores de temporada');
    if (code === 503) expect(res.headers['retry-after']).toBe('3600');
    else expect(res.headers['retry-after']).toBeUndefined();
  });

  it('the state page says what happened, in es-419', async () => {
    const res = await get('/');
    expect(res.body).toContain('lang="es-419"');
    expect(res.body).toContain(heading);
  });

  it(`its calls answer ${code} in the §8 shape and accept no write`, async () => {
    const carts = await t.db.selectFrom('carts').select('id').execute();
    for (const res of [await post('/api/form/FormSubmissionKey'), await post('/api/commerce/cart/entries', { sku: 'x', quantity: 1 }), await get('/api/commerce/cart'), await post('/api/comments/SaveComment', {})]) {
      expect(res.statusCode).toBe(code);
      expect(res.json()).toEqual({ error: msg(`error.${apiCode}`), code: apiCode });
      expect(res.headers['retry-after']).toBe(code === 503 ? '3600' : undefined);
    }
    expect(await t.db.selectFrom('carts').select('id').execute()).toEqual(carts);
    expect(await t.db.selectFrom('form_keys').select('key_hash').execute()).toEqual([]);
  });

  it('its media and member pages are closed too; the owner area stays open', async () => {
    expect((await get('/media/aaaaaaaaaaaaaaaaaaaaaaaa/hogaza.jpg')).statusCode).toBe(code);
    expect((await get('/cuenta/entrar')).statusCode).toBe(code);
    expect((await get('/config/login')).statusCode).toBe(200);
  });

  it('another site on the same server is served as always', async () => {
    const res = await get('/', OTHER_HOST);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Flores de temporada');
  });

  it('HEAD answers the same status with no body', async () => {
    const res = await get('/', HOST, 'HEAD');
    expect(res.statusCode).toBe(code);
    expect(res.body).toBe('');
  });
});

describe('a state change drops the cached pages', () => {
  it('removed, then paid again: each answer follows the latest publish', async () => {
    await t.publish(site());
    expect((await get('/')).body).toContain('Pan de verdad');
    await t.publish(site({ status: 5 }));
    const gone = await get('/');
    expect(gone.statusCode).toBe(410);
    expect(gone.body).not.toContain('Pan de verdad');
    await t.publish(site({ status: 8 }));
    const back = await get('/');
    expect(back.statusCode).toBe(200);
    expect(back.body).toContain('Pan de verdad');
  });
});

describe('a site in trial (status 3)', () => {
  beforeAll(() => t.publish(site({ status: 3 })));
  it('is served with the «sitio de prueba» notice, noindex', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Pan de verdad');
    expect(res.body).toContain('class="trial-notice"');
    expect(res.headers['x-robots-tag']).toBe('noindex');
  });
  it('its calls work', async () => {
    expect((await get('/api/commerce/cart')).statusCode).toBe(200);
  });
});

describe('a site in good standing (paid, past due, no status)', () => {
  it.each([8, 2, undefined])('status %s: served, no notice, indexable', async (status) => {
    await t.publish(site(status === undefined ? {} : { status }));
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Pan de verdad');
    expect(res.body).not.toContain('trial-notice');
    expect(res.headers['x-robots-tag']).toBeUndefined();
  });
});

describe('a parking page (status 12, or kind 3)', () => {
  it.each([{ status: 12 }, { kind: 3 }])('%o: 200 at the root with the parking page, 404 elsewhere, calls 404', async (website) => {
    await t.publish(site(website));
    const root = await get('/');
    expect(root.statusCode).toBe(200);
    expect(root.headers['x-robots-tag']).toBe('noindex');
    expect(root.body).toContain(msg('siteStates.parkingHeading'));
    for (const text of CONTENT) expect(root.body).not.toContain(text);
    const blog = await get('/blog');
    expect(blog.statusCode).toBe(404);
    expect(blog.body).not.toContain('Hecho a mano');
    const api = await get('/api/commerce/cart');
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('notFound');
  });
});

describe('an internal site (status 6)', () => {
  it('answers visitors exactly as a host that names no site', async () => {
    await t.publish(site({ status: 6 }));
    const res = await get('/');
    const unknown = await get('/', 'nadie.vitrina.test');
    expect(res.statusCode).toBe(404);
    expect(res.body).toBe(unknown.body);
    expect((await get('/api/commerce/cart')).statusCode).toBe(404);
  });
});

describe('cover pages (§2 page type 3)', () => {
  const cover = (layout: string) => ({
    id: `aaaaaaaaaaaaaaaaaaaaac0${'ab'.indexOf(layout[0]) + 2}`,
    urlId: `portada-${layout}`,
    title: `Portada ${layout}`,
    type: 8,
    cover: {
      layout,
      mediaId: 'hogaza',
      focalPoint: { x: 0.2, y: 0.8 },
      title: 'Pan de masa madre, cada mañana',
      text: 'Abrimos a las siete.',
      buttons: [{ label: 'Ver la tienda', href: '/tienda' }, { label: 'Escríbenos', href: 'mailto:hola@pan.example.com', style: 'secondary' }],
      social: [{ url: 'https://instagram.com/panmini' }, { url: 'https://instagram.com/panmini' }, { url: 'mailto:hola@pan.example.com', label: 'Correo' }],
    },
  });
  const coverSite = (kind?: number) => {
    const s = site(kind ? { kind } : {});
    s.collections.push(cover('centred'), { ...cover('split'), id: 'aaaaaaaaaaaaaaaaaaaaac09' });
    return s;
  };

  it('a cover-page site (kind 2) shows its first cover at /: full screen, no header or footer, its image at the focal point', async () => {
    await t.publish(coverSite(2));
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('page-type-3');
    expect(res.body).toContain('class="cover cover--centred cover--overlay-dark"');
    expect(res.body).toMatch(/<h1 class="cover__title">Pan de masa madre, cada mañana<\/h1>/);
    expect(res.body).toContain('object-position:20% 80%');
    expect(res.body).toContain('href="/tienda"');
    expect(res.body).not.toContain('site-header');
    expect(res.body).not.toContain('site-footer');
    // The social links: Instagram once (the duplicate dropped) and the email, each named.
    expect(res.body.match(/class="cover__social-link"/g)?.length).toBe(2);
    expect(res.body).toContain('Instagram');
    expect(res.body).toContain('Correo');
    expect(res.body).not.toContain('Hecho a mano');
  });

  it('any cover is at its own address in its layout; a path under it is not found', async () => {
    await t.publish(coverSite());
    expect((await get('/')).body).toContain('Hecho a mano'); // a classic site keeps its home page
    const split = await get('/portada-split');
    expect(split.statusCode).toBe(200);
    expect(split.body).toContain('cover--split');
    expect((await get('/portada-split/otra')).statusCode).toBe(404);
  });

  it('a cover whose image the site does not have, or with a script link, is refused at publish', async () => {
    const s = coverSite();
    s.collections.at(-1).cover.mediaId = 'no-existe';
    await expect(t.publish(s)).rejects.toThrow(/no-existe/);
    const script = coverSite();
    script.collections.at(-1).cover.social.push({ url: 'javascript:alert(1)' });
    await expect(t.publish(script)).rejects.toThrow(/cover\.social\.3\.url/);
  });
});

describe("a closed site's own owner", () => {
  it('sees its pages (never cached) under a strip that says what visitors get; a visitor, and the owner of another site, do not', async () => {
    await t.publish(site({ status: 1 }));
    await t.app.vitrina.owners.service.addOwner('aaaaaaaaaaaaaaaaaaaaaaaa', { email: 'ana@panaderia.mx', password: 'masa-madre-2026', role: 1 });
    await t.app.vitrina.owners.service.addOwner('bbbbbbbbbbbbbbbbbbbbbbbb', { email: 'flor@otra.mx', password: 'flores-2026-x', role: 1 });
    const own = (await t.app.vitrina.owners.service.signIn('aaaaaaaaaaaaaaaaaaaaaaaa', { email: 'ana@panaderia.mx', password: 'masa-madre-2026', rememberMe: false }))!.token;
    const other = (await t.app.vitrina.owners.service.signIn('bbbbbbbbbbbbbbbbbbbbbbbb', { email: 'flor@otra.mx', password: 'flores-2026-x', rememberMe: false }))!.token;
    const as = (token: string, url = '/') => t.app.inject({ method: 'GET', url, headers: { host: HOST, 'accept-encoding': 'identity', cookie: `vitrina_session=${token}` } });

    const mine = await as(own);
    expect(mine.statusCode).toBe(200);
    expect(mine.body).toContain('Pan de verdad');
    expect(mine.body).toContain('trial-notice--closed');
    expect(mine.body).toContain('Los visitantes ven');
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.headers['x-robots-tag']).toBe('noindex');
    // Their calls stay closed: nothing is written to a closed site.
    expect((await as(own, '/api/commerce/cart')).statusCode).toBe(402);

    for (const res of [await get('/'), await as(other), await as('not-a-token')]) {
      expect(res.statusCode).toBe(402);
      expect(res.body).not.toContain('Pan de verdad');
    }
  });
});
