import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, readSite } from '../helpers/app.ts';

// The crumb (SPEC §7/§8): obtained by the first call that needs it (a 403 crumbFail brings it,
// or GET /api/crumb; pages set no cookie, a CDN may keep them: docs/cdn.md), checked on every
// state-changing /api/ call, bound to the visitor and to the site (cookie tossing from a sibling
// subdomain fails).
let t: Awaited<ReturnType<typeof createTestApp>>;
const MINI = 'mini.vitrina.test';
const OTHER = 'otro.vitrina.test';

beforeAll(async () => {
  t = await createTestApp();
  const other = readSite();
  other.website = { id: 'bbbbbbbbbbbbbbbbbbbbbbbb', identifier: 'otro', title: 'Florería Otra', domains: ['flores.example.com'] };
  other.collections = [{ ...other.collections[0], id: 'bbbbbbbbbbbbbbbbbbbbbb01' }];
  await t.publish(other);
  // Test-only routes: a beacon that opts out of the crumb, and a form whose body carries it (§7).
  await t.app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))));
    scope.post('/api/test/beacon', { config: { crumb: false } }, async () => ({ ok: true }));
    scope.post('/api/test/form', async () => ({ ok: true }));
  });
});
afterAll(() => t.close());

const crumbCookie = (res: LightMyRequestResponse) => res.cookies.find((c) => c.name === 'crumb');

/** The crumb a first visitor of `host` is given (GET /api/crumb, as the runtime's scripts ask for it). */
async function visit(host = MINI): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: '/api/crumb', headers: { host } });
  return crumbCookie(res)!.value;
}

function call(method: 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'GET', url: string, o: { host?: string; cookie?: string; header?: string; headers?: Record<string, string> } = {}) {
  const headers: Record<string, string> = { host: o.host ?? MINI, ...o.headers };
  if (o.cookie !== undefined) headers.cookie = `crumb=${o.cookie}`;
  if (o.header !== undefined) headers['x-csrf-token'] = o.header;
  return t.app.inject({ method, url, headers });
}

const expectCrumbFail = (res: LightMyRequestResponse) => {
  expect(res.statusCode).toBe(403);
  expect(res.json()).toEqual({ error: expect.any(String), code: 'crumbFail' });
};
const expectPassed = (res: LightMyRequestResponse) => {
  // No route under /api/nada: past the crumb check the call reaches the §8 404.
  expect(res.statusCode).toBe(404);
  expect(res.json()).toMatchObject({ code: 'notFound' });
};

describe('the crumb cookie', () => {
  it('pages set none (a CDN may keep them), a page with a crumb cookie neither', async () => {
    for (const path of ['/', '/blog', '/no-existe', '/robots.txt']) expect((await call('GET', path)).headers['set-cookie']).toBeUndefined();
    expect((await call('GET', '/blog', { cookie: await visit() })).headers['set-cookie']).toBeUndefined();
  });

  it('GET /api/crumb sets it: Path=/, SameSite=Lax, readable by the runtime, not Secure on http', async () => {
    const res = await call('GET', '/api/crumb');
    const c = crumbCookie(res)!;
    expect(c.value).toMatch(/^[\w-]{24}\.[\w-]{43}$/);
    expect(res.json()).toEqual({ crumb: c.value });
    expect(c).toMatchObject({ path: '/', sameSite: 'Lax' });
    expect(c.httpOnly).toBeFalsy();
    expect(c.secure).toBeFalsy();
  });

  it('each visitor gets their own, and it never lands in the shared HTML cache', async () => {
    const [a, b] = [await visit(), await visit()];
    expect(a).not.toBe(b);
    const first = await call('GET', '/blog', { cookie: a });
    const second = await call('GET', '/blog', { cookie: b });
    expect(second.body).toBe(first.body);
    expect(first.body).not.toContain(a);
    expect(second.body).not.toContain(b);
  });

  it('a visitor with a valid crumb is not given another; an invalid or foreign one is replaced', async () => {
    const crumb = await visit();
    expect(crumbCookie(await call('GET', '/api/crumb', { cookie: crumb }))).toBeUndefined();
    expect(crumbCookie(await call('GET', '/api/crumb', { cookie: 'x' }))!.value).not.toBe('x');
    expect(crumbCookie(await call('GET', '/api/crumb', { cookie: await visit(OTHER) }))).toBeDefined();
  });

  it('no crumb for an unknown host', async () => {
    expect(crumbCookie(await call('GET', '/api/crumb', { host: 'nadie.example.org' }))).toBeUndefined();
    expect(crumbCookie(await call('POST', '/api/nada', { host: 'nadie.example.org' }))).toBeUndefined();
  });
});

describe('the crumb check on state-changing API calls', () => {
  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)('%s without a crumb is 403 crumbFail, with a fresh crumb cookie', async (method) => {
    const res = await call(method, '/api/nada');
    expectCrumbFail(res);
    expect(crumbCookie(res)!.value).toMatch(/^[\w-]{24}\./);
  });

  it('GET is not checked', async () => {
    expectPassed(await call('GET', '/api/nada'));
  });

  it('passes with the cookie and the same value in X-CSRF-Token or the crumb parameter', async () => {
    const crumb = await visit();
    expectPassed(await call('POST', '/api/nada', { cookie: crumb, header: crumb }));
    expectPassed(await call('DELETE', `/api/nada?crumb=${encodeURIComponent(crumb)}`, { cookie: crumb }));
  });

  it('refuses a cookie without a token, a token without a cookie, and two different crumbs', async () => {
    const [a, b] = [await visit(), await visit()];
    expectCrumbFail(await call('POST', '/api/nada', { cookie: a }));
    expectCrumbFail(await call('POST', '/api/nada', { header: a }));
    expectCrumbFail(await call('POST', '/api/nada', { cookie: a, header: b }));
  });

  it('refuses a forged or tampered crumb even when cookie and header agree', async () => {
    const crumb = await visit();
    const tampered = (crumb[0] === 'A' ? 'B' : 'A') + crumb.slice(1);
    for (const value of [tampered, 'abc', `${crumb}x`, crumb.split('.')[0]]) {
      const res = await call('POST', '/api/nada', { cookie: value, header: value });
      expectCrumbFail(res);
      expect(crumbCookie(res)!.value).not.toBe(value);
    }
  });

  it("refuses a crumb of another site (cookie tossing), even when cookie and header agree", async () => {
    const foreign = await visit(OTHER);
    expectPassed(await call('POST', '/api/nada', { host: OTHER, cookie: foreign, header: foreign }));
    expectCrumbFail(await call('POST', '/api/nada', { host: MINI, cookie: foreign, header: foreign }));
  });

  it('a junk crumb planted in front of the real one (cookie tossing) does not lock the visitor out', async () => {
    const crumb = await visit();
    const headers = { cookie: `crumb=junk; crumb=${crumb}` };
    expectPassed(await call('POST', '/api/nada', { header: crumb, headers }));
    expectCrumbFail(await call('POST', '/api/nada', { header: 'junk', headers }));
    expect(crumbCookie(await call('GET', '/api/crumb', { headers }))).toBeUndefined();
  });

  it('refuses a call from a sibling origin, even with a valid crumb', async () => {
    const crumb = await visit();
    const from = (headers: Record<string, string>) => call('POST', '/api/nada', { cookie: crumb, header: crumb, headers });
    expectPassed(await from({ origin: `http://${MINI}`, 'sec-fetch-site': 'same-origin' }));
    expectCrumbFail(await from({ origin: `http://${OTHER}` }));
    expectCrumbFail(await from({ origin: 'null' }));
    expectCrumbFail(await from({ 'sec-fetch-site': 'same-site' }));
    expectCrumbFail(await from({ 'sec-fetch-site': 'cross-site' }));
  });

  it('a form body may carry the crumb as a field (§7 RecordEvent)', async () => {
    const crumb = await visit();
    const form = (payload: string) => t.app.inject({ method: 'POST', url: '/api/test/form', headers: { host: MINI, cookie: `crumb=${crumb}`, 'content-type': 'application/x-www-form-urlencoded' }, payload });
    expect((await form(`event=x&crumb=${encodeURIComponent(crumb)}`)).json()).toEqual({ ok: true });
    expectCrumbFail(await form('event=x'));
    expectCrumbFail(await form('event=x&crumb=otro'));
  });

  it('a route may opt out (config.crumb false: analytics beacons of §7)', async () => {
    expect((await call('POST', '/api/test/beacon')).json()).toEqual({ ok: true });
    expectCrumbFail(await call('POST', '/api/test/form'));
  });

  it('an unknown host can never pass', async () => {
    expectCrumbFail(await call('POST', '/api/nada', { host: 'nadie.example.org', cookie: 'a', header: 'a' }));
  });

  it('a crumb minted with another secret does not pass', async () => {
    const other = await createTestApp({ SESSION_SECRET: 'x'.repeat(40) });
    try {
      const res = await other.app.inject({ method: 'GET', url: '/api/crumb', headers: { host: MINI } });
      const crumb = crumbCookie(res)!.value;
      expectCrumbFail(await call('POST', '/api/nada', { cookie: crumb, header: crumb }));
    } finally {
      await other.close();
    }
  });
});

describe('behind an https proxy', () => {
  it('the crumb cookie is Secure', async () => {
    const secure = await createTestApp({ TRUST_PROXY: 'true' });
    try {
      const res = await secure.app.inject({ method: 'GET', url: '/api/crumb', headers: { host: MINI, 'x-forwarded-proto': 'https' } });
      expect(crumbCookie(res)).toMatchObject({ secure: true, sameSite: 'Lax', path: '/' });
      // …and so is the one a 403 brings.
      expect(crumbCookie(await secure.app.inject({ method: 'POST', url: '/api/nada', headers: { host: MINI, 'x-forwarded-proto': 'https' } }))).toMatchObject({ secure: true });
    } finally {
      await secure.close();
    }
  });
});
