import { describe, expect, it } from 'vitest';
import { MEMBER_SESSION_PATH } from '../../src/shared/contracts/site-users.ts';
import { MINI_HOST, MINI_ID, crumbHeaders } from '../../src/server/forms/test-client.ts';
import { createTestApp, readSite } from '../helpers/app.ts';
import { nextIp } from '../helpers/checkout.ts';
import { AREA, cookieValue, decoded, expectDenied, form, get, inbox, membersSite, newMember, PAID_AREA, PASSWORD, setCookie, signIn, t } from '../helpers/members.ts';

// Issue 15, site users (docs/members.md): sessions (fixation, replay after sign-out, enumeration,
// brute force → 429, expired and tampered cookies, rememberMe), the §7 calls and the crumb,
// sign-up, and accounts kept per website. Members-only pages and /cuenta: members-pages.test.ts.
membersSite();

describe('accounts and sign-up', () => {
  it('signing up with a free area: a session, the membership, the confirmed page (208) and a verification mail that works', async () => {
    inbox.messages = [];
    const res = await form('/cuenta/registro', { name: 'Lucía', email: 'Lucia@Ejemplo.com', password: PASSWORD, area: AREA });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/cuenta/bienvenida?area=${AREA}`);
    const cookie = setCookie(res, 'vitrina_member')!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Max-Age/); // a browser-session cookie without rememberMe
    const token = cookieValue(res, 'vitrina_member')!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const confirmed = await get(`/cuenta/bienvenida?area=${AREA}`, `vitrina_member=${token}`);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('page-type-208');
    expect(confirmed.body).toContain('Club del Pan');
    expect(confirmed.body).toContain('href="/socios"');
    expect(confirmed.headers['cache-control']).toBe('private, no-store');
    expect(confirmed.body).toContain('noindex');
    const [mail] = await inbox.waitFor(1);
    expect(mail.to).toEqual(['lucia@ejemplo.com']);
    const link = /https:\/\/pan\.example\.com\/cuenta\/verificar\?token=([A-Za-z0-9_-]{43})/.exec(decoded(mail.raw));
    expect(link).not.toBeNull();
    const verified = await get(`/cuenta/verificar?token=${link![1]}`);
    expect(verified.statusCode).toBe(200);
    // One use only.
    expect((await get(`/cuenta/verificar?token=${link![1]}`)).statusCode).toBe(400);
    const row = await t.db.selectFrom('members').select(['email', 'email_verified_at', 'password_hash']).where('email', '=', 'lucia@ejemplo.com').executeTakeFirstOrThrow();
    expect(row.email_verified_at).not.toBeNull();
    expect(row.password_hash).toMatch(/^\$scrypt\$ln=15,r=8,p=1\$/);
  });

  it('refuses a short password, a bad email, a taken email and a missing crumb, keeping what was typed', async () => {
    expect((await form('/cuenta/registro', { name: 'A', email: 'a@ejemplo.com', password: 'corta' })).statusCode).toBe(400);
    const bad = await form('/cuenta/registro', { name: 'A', email: 'no-es-correo', password: PASSWORD });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('aria-invalid="true"');
    expect(bad.body).toContain('value="no-es-correo"');
    expect((await form('/cuenta/registro', { name: 'A', email: 'lucia@ejemplo.com', password: PASSWORD })).statusCode).toBe(400);
    const noCrumb = await t.app.inject({ method: 'POST', url: '/cuenta/registro', headers: { host: MINI_HOST, 'content-type': 'application/x-www-form-urlencoded' }, payload: `name=A&email=b%40ejemplo.com&password=${encodeURIComponent(PASSWORD)}` });
    expect(noCrumb.statusCode).toBe(403);
    expect(await t.db.selectFrom('members').select('id').where('email', '=', 'b@ejemplo.com').execute()).toEqual([]);
  });

  it('a paid area shows its price and «Unirme» to pay (docs/members-paid.md); joining it free does nothing', async () => {
    const page = await get(`/cuenta/unirse?area=${PAID_AREA}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('>Unirme</button>');
    expect(page.body).toMatch(/99/);
    const { token } = await newMember(null);
    await form('/cuenta/unirse', { area: PAID_AREA }, token);
    expect(await t.db.selectFrom('memberships').select('area_id').where('area_id', '=', PAID_AREA).execute()).toEqual([]);
    expect((await get('/cuenta/unirse?area=nada')).statusCode).toBe(404);
  });
});

describe('sessions (§7 calls)', () => {
  it('sign-in answers an xsrfToken that is the new crumb; the session cookie is HttpOnly, SameSite=Lax; rememberMe lasts 30 days', async () => {
    const { email } = await newMember();
    const res = await signIn({ email, password: PASSWORD, rememberMe: true });
    expect(res.statusCode).toBe(200);
    const { xsrfToken } = res.json();
    expect(cookieValue(res, 'crumb')).toBe(xsrfToken);
    expect(t.app.vitrina.crumbs.verify(MINI_ID, xsrfToken)).toBe(true);
    const cookie = setCookie(res, 'vitrina_member')!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Max-Age=2592000/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(cookie).not.toMatch(/Secure/);
  });

  it('the session cookie is Secure on https (behind a proxy that says so)', async () => {
    const secure = await createTestApp({ TRUST_PROXY: 'true' });
    try {
      const crumb = secure.app.vitrina.crumbs.mint(MINI_ID);
      const headers = { host: MINI_HOST, 'x-forwarded-proto': 'https', 'content-type': 'application/x-www-form-urlencoded', cookie: `crumb=${crumb}` };
      const res = await secure.app.inject({ method: 'POST', url: '/cuenta/registro', headers, payload: new URLSearchParams({ crumb, name: 'Segura', email: 'segura@ejemplo.com', password: PASSWORD }).toString() });
      expect(res.statusCode).toBe(303);
      expect(setCookie(res, 'vitrina_member')).toMatch(/; Secure/);
    } finally {
      await secure.close();
    }
  });

  it('rotates the session at sign-in: a planted or earlier cookie never becomes the session (no fixation)', async () => {
    const { email, token: before } = await newMember();
    const planted = 'A'.repeat(43);
    const res = await signIn({ email, password: PASSWORD }, { member: `${before}; vitrina_member=${planted}` as string });
    expect(res.statusCode).toBe(200);
    const after = cookieValue(res, 'vitrina_member')!;
    expect(after).not.toBe(before);
    expect(after).not.toBe(planted);
    expect((await get('/socios', `vitrina_member=${after}`)).statusCode).toBe(200);
    // The earlier session ended with the sign-in.
    expectDenied(await get('/socios', `vitrina_member=${before}`));
    expectDenied(await get('/socios', `vitrina_member=${planted}`));
  });

  it('sign-out ends the session on the server: the same cookie replayed afterwards is refused', async () => {
    const { token } = await newMember();
    expect((await get('/socios', `vitrina_member=${token}`)).statusCode).toBe(200);
    const h = crumbHeaders(t.app);
    const out = await t.app.inject({ method: 'DELETE', url: `${MEMBER_SESSION_PATH}?cloneCart=false`, headers: { host: MINI_HOST, ...h, cookie: `${h.cookie}; vitrina_member=${token}` } });
    expect(out.statusCode).toBe(204);
    expect(setCookie(out, 'vitrina_member')).toMatch(/Expires=Thu, 01 Jan 1970/);
    expectDenied(await get('/socios', `vitrina_member=${token}`));
    expect(await t.db.selectFrom('member_sessions').select('id').execute()).not.toContainEqual(expect.objectContaining({ id: token }));
  });

  it('sign-out without a crumb is crumbFail (403, a fresh crumb cookie); the retry with it succeeds', async () => {
    const { token } = await newMember();
    const first = await t.app.inject({ method: 'DELETE', url: `${MEMBER_SESSION_PATH}?cloneCart=true`, headers: { host: MINI_HOST, cookie: `vitrina_member=${token}` } });
    expect(first.statusCode).toBe(403);
    expect(first.json()).toMatchObject({ code: 'crumbFail' });
    const crumb = cookieValue(first, 'crumb')!;
    expect((await get('/socios', `vitrina_member=${token}`)).statusCode).toBe(200);
    const retry = await t.app.inject({ method: 'DELETE', url: `${MEMBER_SESSION_PATH}?cloneCart=true`, headers: { host: MINI_HOST, 'x-csrf-token': crumb, cookie: `crumb=${crumb}; vitrina_member=${token}` } });
    expect(retry.statusCode).toBe(204);
    expectDenied(await get('/socios', `vitrina_member=${token}`));
    // A bad cloneCart is a 400, never a 500.
    const h = crumbHeaders(t.app);
    expect((await t.app.inject({ method: 'DELETE', url: `${MEMBER_SESSION_PATH}?cloneCart=quizas`, headers: { host: MINI_HOST, ...h } })).statusCode).toBe(400);
  });

  it('an unknown email and a wrong password answer exactly the same (no enumeration)', async () => {
    const { email } = await newMember();
    const wrong = await signIn({ email, password: 'no es la clave' });
    const unknown = await signIn({ email: 'nadie@ejemplo.com', password: 'no es la clave' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.body).toBe(wrong.body);
    expect(wrong.json()).toMatchObject({ code: 'loginRequired' });
    const wrongPage = await form('/cuenta/ingresar', { email, password: 'no es la clave' });
    const unknownPage = await form('/cuenta/ingresar', { email: 'nadie@ejemplo.com', password: 'no es la clave' });
    expect(wrongPage.statusCode).toBe(401);
    expect(unknownPage.body.replace(/value="[^"]*"/g, '')).toBe(wrongPage.body.replace(/value="[^"]*"/g, ''));
  });

  it('brute force on one account is answered 429 in the §8 shape with Retry-After, even with the right password', async () => {
    const { email } = await newMember();
    const ip = nextIp();
    for (let i = 0; i < 5; i++) expect((await signIn({ email, password: `mala ${i}` }, { ip })).statusCode).toBe(401);
    const blocked = await signIn({ email, password: PASSWORD }, { ip });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'rateLimited' });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // The page form shares the same limits.
    expect((await form('/cuenta/ingresar', { email, password: PASSWORD }, '', ip)).statusCode).toBe(429);
  });

  it('one address trying many accounts is limited too (per address)', async () => {
    const ip = nextIp();
    for (let i = 0; i < 20; i++) expect((await signIn({ email: `probando${i}@ejemplo.com`, password: 'adivinanza' }, { ip })).statusCode).toBe(401);
    expect((await signIn({ email: 'otra@ejemplo.com', password: 'adivinanza' }, { ip })).statusCode).toBe(429);
  });

  it('an expired session is refused (and deleted); a tampered or malformed cookie is refused', async () => {
    const { token } = await newMember();
    expect((await get('/socios', `vitrina_member=${token}`)).statusCode).toBe(200);
    await t.db.updateTable('member_sessions').set({ expires_at: Date.now() - 1 }).execute();
    expectDenied(await get('/socios', `vitrina_member=${token}`));
    const fresh = await newMember();
    const flipped = (fresh.token[0] === 'A' ? 'B' : 'A') + fresh.token.slice(1);
    for (const bad of [flipped, fresh.token.slice(0, 42), `${fresh.token}x`, 'x', '%00', '']) expectDenied(await get('/socios', `vitrina_member=${bad}`));
    expect((await get('/socios', `vitrina_member=${fresh.token}`)).statusCode).toBe(200);
  });

  it('the hourly sweep deletes expired sessions and links, and nothing else', async () => {
    const { token } = await newMember();
    await t.db.updateTable('member_sessions').set({ expires_at: 1 }).where('id', '!=', 'x').where('created_at', '<', Date.now() - 60_000).execute();
    const before = (await t.db.selectFrom('member_sessions').select('id').where('expires_at', '>', Date.now()).execute()).length;
    const { MemberService } = await import('../../src/server/members/index.ts');
    const swept = await new MemberService(t.db, { verify: () => ({}) as never, reset: () => ({}) as never }).sweep();
    expect(swept).toBeGreaterThanOrEqual(0);
    expect(await t.db.selectFrom('member_sessions').select('id').where('expires_at', '<=', Date.now()).execute()).toEqual([]);
    expect((await t.db.selectFrom('member_sessions').select('id').execute()).length).toBe(before);
    expect((await get('/socios', `vitrina_member=${token}`)).statusCode).toBe(200);
  });

  it('bad bodies are 400, never 500', async () => {
    for (const body of [{}, { email: 1, password: 'x' }, { email: 'a@b.co', password: 'x'.repeat(2000) }]) expect((await signIn(body)).statusCode).toBe(400);
  });
});

describe('accounts are per website', () => {
  it('a session, an account and an area of one site are nothing on another', async () => {
    const other = readSite();
    other.website = { id: 'dddddddddddddddddddddddd', identifier: 'otro', title: 'Otro sitio', domains: [] };
    other.settings = { memberAreas: [{ id: AREA, title: 'Club del Pan' }] };
    other.navigation = { main: [] };
    other.collections = [
      { ...other.collections[0], id: 'dddddddddddddddddddddd01' },
      { id: 'dddddddddddddddddddddd02', urlId: 'socios', title: 'Socios de otro', type: 10, permissionType: 'members', memberAreaIds: [AREA] },
    ];
    await t.publish(other);
    const { email, token } = await newMember();
    expect((await get('/socios', `vitrina_member=${token}`)).statusCode).toBe(200);
    const there = await t.app.inject({ method: 'GET', url: '/socios', headers: { host: 'otro.vitrina.test', cookie: `vitrina_member=${token}` } });
    expect(there.statusCode).toBe(403);
    const h = crumbHeaders(t.app, 'dddddddddddddddddddddddd');
    const signInThere = await t.app.inject({ method: 'POST', url: MEMBER_SESSION_PATH, headers: { host: 'otro.vitrina.test', 'content-type': 'application/json', ...h }, payload: JSON.stringify({ email, password: PASSWORD }), remoteAddress: nextIp() });
    expect(signInThere.statusCode).toBe(401);
  });
});
