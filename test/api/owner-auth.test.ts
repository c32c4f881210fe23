import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SiteUserRole } from '../../src/shared/enums.ts';
import { createTestApp, readSite } from '../helpers/app.ts';

// Owner sign-in (issue 4, "the owner's view"): the crumb-protected form, the session cookie,
// rate limits, logout that really ends the session, one site's cookie worthless on another,
// and /config behind the sign-in.
let t: Awaited<ReturnType<typeof createTestApp>>;
const MINI = 'mini.vitrina.test';
const OTHER = 'otro.vitrina.test';
const SITE = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const OTHER_ID = 'bbbbbbbbbbbbbbbbbbbbbbbb';
const PASSWORD = 'pan de masa madre';

beforeAll(async () => {
  t = await createTestApp();
  const other = readSite();
  other.website = { id: OTHER_ID, identifier: 'otro', title: 'Florería Otra', domains: ['flores.example.com'] };
  other.collections = [{ ...other.collections[0], id: 'bbbbbbbbbbbbbbbbbbbbbb01' }];
  await t.publish(other);
  await t.app.vitrina.owners.service.addOwner(SITE, { email: 'Ana@Panaderia.mx', password: PASSWORD, role: SiteUserRole.ADMIN });
  await t.app.vitrina.owners.service.addOwner(OTHER_ID, { email: 'flor@otra.mx', password: PASSWORD, role: SiteUserRole.ADMIN });
});
afterAll(() => t.close());

const cookieOf = (res: LightMyRequestResponse, name: string) => res.cookies.find((c) => c.name === name);

/** The login page's crumb (cookie and hidden field hold the same value). */
async function loginForm(host = MINI, ip = '127.0.0.1') {
  const res = await t.app.inject({ method: 'GET', url: '/config/login', headers: { host }, remoteAddress: ip });
  expect(res.statusCode).toBe(200);
  const field = /name="crumb" value="([^"]+)"/.exec(res.body)![1];
  expect(cookieOf(res, 'crumb')!.value).toBe(field);
  return field;
}

async function signIn(fields: Record<string, string>, o: { host?: string; ip?: string; crumb?: string | null; proto?: string } = {}) {
  const host = o.host ?? MINI;
  const crumb = o.crumb === undefined ? await loginForm(host, o.ip) : o.crumb;
  const body = new URLSearchParams({ ...(crumb ? { crumb } : {}), ...fields }).toString();
  return t.app.inject({
    method: 'POST',
    url: '/config/login',
    headers: { host, 'content-type': 'application/x-www-form-urlencoded', ...(crumb ? { cookie: `crumb=${crumb}` } : {}), ...(o.proto ? { 'x-forwarded-proto': o.proto } : {}) },
    payload: body,
    remoteAddress: o.ip ?? '127.0.0.1',
  });
}

const good = { email: 'ana@panaderia.mx', password: PASSWORD };
const get = (url: string, cookie = '', host = MINI) => t.app.inject({ method: 'GET', url, headers: { host, ...(cookie ? { cookie } : {}) } });

describe('the sign-in page', () => {
  it('is es-419, in the site theme, labelled, and carries the crumb and next', async () => {
    const res = await get('/config/login?next=%2Fconfig%2Fforms');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toContain('lang="es-419"');
    expect(res.body).toContain('Inicia sesión en Panadería Mini');
    expect(res.body).toMatch(/<label for="login-email">Correo electrónico<\/label>/);
    expect(res.body).toMatch(/<label for="login-password">Contraseña<\/label>/);
    expect(res.body).toContain('name="next" value="/config/forms"');
    expect(res.body).toMatch(/<input id="login-email"[^>]*autofocus/);
    expect(res.body).toMatch(/<html lang="es-419" style="--accent:/);
    expect(res.body).not.toContain('<script type="module"');
  });

  it('an unknown host gets the 404 page', async () => {
    const res = await get('/config/login', '', 'nadie.example.org');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('Este sitio no existe');
  });
});

describe('signing in', () => {
  it('good credentials: a 303 to next and an HttpOnly, Lax, Path=/ session cookie (browser session without rememberMe)', async () => {
    const res = await signIn({ ...good, email: '  ANA@panaderia.mx ', next: '/config/forms?x=1' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/config/forms?x=1');
    const c = cookieOf(res, 'vitrina_session')!;
    expect(c.value).toMatch(/^[\w-]{43}$/);
    expect(c).toMatchObject({ path: '/', httpOnly: true, sameSite: 'Lax' });
    expect(c.secure).toBeFalsy();
    expect(c.maxAge).toBeUndefined();
    expect(c.expires).toBeUndefined();
    // Stored as the token's SHA-256, never the token itself.
    const rows = await t.db.selectFrom('owner_sessions').select(['id', 'website_id']).execute();
    expect(rows.some((r) => r.id === c.value)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.id))).toBe(true);
  });

  it('rememberMe: a 30-day cookie; https: Secure', async () => {
    const res = await signIn({ ...good, rememberMe: 'true' }, { proto: 'https' });
    expect(res.statusCode).toBe(303);
    const c = cookieOf(res, 'vitrina_session')!;
    expect(c.maxAge).toBe(30 * 24 * 3600);
    // Without TRUST_PROXY the forwarded proto is ignored: the cookie is not marked Secure then.
    expect(c.secure).toBeFalsy();
  });

  it('next is used only when it is a /config path of this site', async () => {
    for (const next of ['https://evil.example/config', '//evil.example/config', '/\\evil.example', '/blog', '/configuracion', 'javascript:alert(1)']) {
      const res = await signIn({ ...good, next });
      expect(res.headers.location, next).toBe('/config');
    }
  }, 20_000);

  it('wrong password and unknown email: the same 401 page with a clear message, no cookie', async () => {
    for (const fields of [{ ...good, password: 'otra contraseña' }, { email: 'nadie@panaderia.mx', password: PASSWORD }]) {
      const res = await signIn(fields, { ip: '10.0.0.2' });
      expect(res.statusCode).toBe(401);
      expect(res.body).toContain('El correo electrónico o la contraseña no son correctos.');
      expect(res.body).toMatch(/role="alert" id="login-error" tabindex="-1" autofocus/);
      expect(cookieOf(res, 'vitrina_session')).toBeUndefined();
      // The email typed is kept, the password is not.
      expect(res.body).toContain(`value="${fields.email}"`);
      expect(res.body).not.toContain(fields.password);
    }
  });

  it('an account of another site does not sign in here', async () => {
    const res = await signIn({ email: 'flor@otra.mx', password: PASSWORD }, { ip: '10.0.0.3' });
    expect(res.statusCode).toBe(401);
  });

  it('missing fields: 400 with each error tied to its field', async () => {
    const res = await signIn({ email: 'no-es-correo', password: '' }, { ip: '10.0.0.4' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toMatch(/id="login-email"[^>]*aria-invalid="true"[^>]*aria-describedby="login-email-error"/);
    expect(res.body).toContain('id="login-email-error">Escribe un correo electrónico válido');
    expect(res.body).toMatch(/id="login-password"[^>]*aria-invalid="true"[^>]*aria-describedby="login-password-error"/);
    expect(res.body).toContain('id="login-password-error">Escribe tu contraseña.');
  });

  it('without the crumb, or with another site\'s crumb, or from another origin: 403, no session', async () => {
    const none = await signIn(good, { crumb: null, ip: '10.0.0.5' });
    expect(none.statusCode).toBe(403);
    expect(none.body).toContain('El formulario venció');
    expect(cookieOf(none, 'vitrina_session')).toBeUndefined();
    const foreign = await signIn(good, { crumb: t.app.vitrina.crumbs.mint(OTHER_ID), ip: '10.0.0.5' });
    expect(foreign.statusCode).toBe(403);
    const crumb = await loginForm();
    const cross = await t.app.inject({
      method: 'POST', url: '/config/login',
      headers: { host: MINI, origin: 'https://evil.example', cookie: `crumb=${crumb}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ crumb, ...good }).toString(),
    });
    expect(cross.statusCode).toBe(403);
  });

  it('rate limited per account and address: after 5 failures in 15 minutes, a 429 with Retry-After from that address, even with the right password', async () => {
    const email = 'limite@panaderia.mx';
    await t.app.vitrina.owners.service.addOwner(SITE, { email, password: PASSWORD, role: SiteUserRole.EDITOR });
    for (let i = 0; i < 5; i++) expect((await signIn({ email, password: 'incorrecta!!' }, { ip: '10.1.0.1' })).statusCode).toBe(401);
    const res = await signIn({ email, password: PASSWORD }, { ip: '10.1.0.1' });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.body).toContain('Demasiados intentos de inicio de sesión');
    expect(cookieOf(res, 'vitrina_session')).toBeUndefined();
    // Another address is not locked out by them (test/api/owner-sign-in-limits.test.ts has the rest).
    expect((await signIn({ email, password: PASSWORD }, { ip: '10.1.0.9' })).statusCode).toBe(303);
  }, 20_000);

  it('rate limited per address: after 20 failures from one address, a 429', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 21; i++) codes.push((await signIn({ email: `x${i}@panaderia.mx`, password: 'incorrecta!!' }, { ip: '10.2.0.1' })).statusCode);
    expect(codes.slice(0, 20).every((c) => c === 401)).toBe(true);
    expect(codes[20]).toBe(429);
  }, 30_000); // 20 real scrypt verifications
});

describe('the session', () => {
  it('/config pages without a session go to the sign-in page with next', async () => {
    for (const [url, next] of [['/config', '/config'], ['/config/analytics?period=7d', '/config/analytics?period=7d'], ['/config/otra', '/config/otra']]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(303);
      expect(res.headers.location).toBe(`/config/login?next=${encodeURIComponent(next)}`);
    }
    expect((await get('/config/analytics', 'vitrina_session=' + 'x'.repeat(43))).statusCode).toBe(303);
  });

  it('with a session: /config goes to /config/analytics, which answers 200 privately; the login page goes on to next', async () => {
    const cookie = `vitrina_session=${cookieOf(await signIn(good), 'vitrina_session')!.value}`;
    const root = await get('/config', cookie);
    expect(root.statusCode).toBe(303);
    expect(root.headers.location).toBe('/config/analytics');
    const page = await get('/config/analytics', cookie);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.body).toContain('Sesión iniciada como ana@panaderia.mx');
    expect(page.body).toMatch(/<a href="\/config\/analytics" aria-current="page">Analítica<\/a>/);
    const login = await get('/config/login?next=%2Fconfig%2Fforms', cookie);
    expect(login.statusCode).toBe(303);
    expect(login.headers.location).toBe('/config/forms');
  });

  it('a session cookie planted first by a sibling subdomain does not sign the owner out', async () => {
    const token = cookieOf(await signIn(good), 'vitrina_session')!.value;
    const planted = cookieOf(await signIn({ email: 'flor@otra.mx', password: PASSWORD }, { host: OTHER }), 'vitrina_session')!.value;
    const res = await get('/config/analytics', `vitrina_session=${planted}; vitrina_session=${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Sesión iniciada como ana@panaderia.mx');
  });

  it("a cookie from site A is worthless on site B", async () => {
    const token = cookieOf(await signIn(good), 'vitrina_session')!.value;
    const res = await get('/config/analytics', `vitrina_session=${token}`, OTHER);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toMatch(/^\/config\/login/);
    const page = await get('/', `vitrina_session=${token}`, OTHER);
    expect(page.body).toContain('"authenticatedAccount":null');
  });

  it('logout by the form ends the session in the database, clears the cookie, and goes to /?logout=true', async () => {
    const token = cookieOf(await signIn(good), 'vitrina_session')!.value;
    const before = await t.db.selectFrom('owner_sessions').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const crumb = /name="crumb" value="([^"]+)"/.exec((await get('/config/analytics', `vitrina_session=${token}`)).body)![1];
    const res = await t.app.inject({
      method: 'POST', url: '/config/logout',
      headers: { host: MINI, cookie: `vitrina_session=${token}; crumb=${crumb}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `crumb=${encodeURIComponent(crumb)}`,
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/?logout=true');
    const cleared = cookieOf(res, 'vitrina_session')!;
    expect(cleared.value).toBe('');
    expect(new Date(cleared.expires!).getTime()).toBeLessThan(Date.now());
    const after = await t.db.selectFrom('owner_sessions').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n) - 1);
    // The old cookie, replayed, opens nothing.
    expect((await get('/config/analytics', `vitrina_session=${token}`)).statusCode).toBe(303);
  });

  it('logout without the crumb changes nothing', async () => {
    const token = cookieOf(await signIn(good), 'vitrina_session')!.value;
    const res = await t.app.inject({ method: 'POST', url: '/config/logout', headers: { host: MINI, cookie: `vitrina_session=${token}` } });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/config');
    expect((await get('/config/analytics', `vitrina_session=${token}`)).statusCode).toBe(200);
  });

  it('POST /api/auth/Logout (§7) checks the crumb, ends the session and answers 204', async () => {
    const token = cookieOf(await signIn(good), 'vitrina_session')!.value;
    const refused = await t.app.inject({ method: 'POST', url: '/api/auth/Logout', headers: { host: MINI, cookie: `vitrina_session=${token}` } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'crumbFail' });
    const crumb = t.app.vitrina.crumbs.mint(SITE);
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/Logout', headers: { host: MINI, cookie: `vitrina_session=${token}; crumb=${crumb}`, 'x-csrf-token': crumb } });
    expect(res.statusCode).toBe(204);
    expect(cookieOf(res, 'vitrina_session')!.value).toBe('');
    expect((await get('/config/analytics', `vitrina_session=${token}`)).statusCode).toBe(303);
  });

  it('an expired session is refused and removed', async () => {
    const token = cookieOf(await signIn(good), 'vitrina_session')!.value;
    await t.db.updateTable('owner_sessions').set({ expires_at: Date.now() - 1 }).where('expires_at', '>', Date.now() + 3600_000 * 11).where('expires_at', '<', Date.now() + 3600_000 * 13).execute();
    expect((await get('/config/analytics', `vitrina_session=${token}`)).statusCode).toBe(303);
  });
});

describe('pages for a signed-in account', () => {
  it('are rendered for the viewer and not cached; anonymous pages stay cached', async () => {
    const token = cookieOf(await signIn(good), 'vitrina_session')!.value;
    const anon1 = await get('/preguntas');
    // Shared: a CDN may keep it (docs/cdn.md); the signed-in owner's below never.
    expect(anon1.headers['cache-control']).toBe('public, max-age=0, s-maxage=300, stale-while-revalidate=60');
    expect(anon1.body).toContain('"authenticatedAccount":null');
    const cachedBefore = t.app.vitrina.htmlCache.size;

    const mine = await get('/preguntas', `vitrina_session=${token}`);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    const owner = await t.db.selectFrom('owners').select(['id', 'role']).where('email', '=', 'ana@panaderia.mx').executeTakeFirstOrThrow();
    expect(mine.body).toContain(`"authenticatedAccount":{"id":"${owner.id}"}`);
    expect(mine.body).toContain('"websiteRoles":[1]');
    expect(t.app.vitrina.htmlCache.size).toBe(cachedBefore);

    // The anonymous answer is still the cached one (same ETag), with no account in it.
    const anon2 = await get('/preguntas');
    expect(anon2.headers.etag).toBe(anon1.headers.etag);
    expect(anon2.body).toContain('"authenticatedAccount":null');
    // A cookie that is not a valid session is an anonymous visitor, on the cached path.
    const stale = await get('/preguntas', 'vitrina_session=' + 'x'.repeat(43));
    expect(stale.headers.etag).toBe(anon1.headers.etag);
  });

  it('an anonymous page costs no database read (the resolver and cache answer)', async () => {
    await get('/preguntas');
    const spy = t.app.vitrina.owners.service;
    const original = spy.session.bind(spy);
    let calls = 0;
    spy.session = async (...a: Parameters<typeof original>) => (calls++, original(...a));
    try {
      await get('/preguntas');
      await get('/preguntas', 'crumb=abc');
      expect(calls).toBe(0);
    } finally {
      spy.session = original;
    }
  });
});

describe('behind an https proxy (TRUST_PROXY)', () => {
  it('the session cookie is Secure', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: 'true' });
    try {
      await proxied.app.vitrina.owners.service.addOwner(SITE, { email: 'ana@panaderia.mx', password: PASSWORD, role: 1 });
      const headers = { host: MINI, 'x-forwarded-proto': 'https' };
      const form = await proxied.app.inject({ method: 'GET', url: '/config/login', headers });
      const crumb = /name="crumb" value="([^"]+)"/.exec(form.body)![1];
      expect(cookieOf(form, 'crumb')!.secure).toBe(true);
      const res = await proxied.app.inject({
        method: 'POST', url: '/config/login',
        headers: { ...headers, cookie: `crumb=${crumb}`, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ crumb, ...good }).toString(),
      });
      expect(res.statusCode).toBe(303);
      expect(cookieOf(res, 'vitrina_session')).toMatchObject({ secure: true, httpOnly: true, sameSite: 'Lax', path: '/' });
    } finally {
      await proxied.close();
    }
  });
});
