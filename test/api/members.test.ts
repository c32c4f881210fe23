import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMBER_SESSION_PATH } from '../../src/shared/contracts/site-users.ts';
import { MINI_HOST, MINI_ID, crumbHeaders } from '../../src/server/forms/test-client.ts';
import { createTestApp, readSite } from '../helpers/app.ts';
import { Inbox } from '../helpers/inbox.ts';

// Issue 15, site users (docs/members.md): sessions (fixation, replay after sign-out, enumeration,
// brute force → 429, expired and tampered cookies, rememberMe), the §7 calls and the crumb, the
// pages under /cuenta with mail through the real outbox and SMTP, and every access rule of a
// members-only page (direct URL, trailing slash, letter case, HEAD, the cache, search, summaries, feeds).

const AREA = 'c1c1c1c1c1c1c1c1c1c1c1c1';
const OTHER_AREA = 'c2c2c2c2c2c2c2c2c2c2c2c2';
const PAID_AREA = 'c3c3c3c3c3c3c3c3c3c3c3c3';
const SECRET = 'Receta del club: pan de elote';
const SECRET_POST = 'Descuento secreto del club';
const PASSWORD = 'harina de trigo 2026';

const inbox = new Inbox();
let t: Awaited<ReturnType<typeof createTestApp>>;
let ipCount = 0;
const nextIp = () => `10.15.${Math.floor(++ipCount / 250)}.${ipCount % 250}`;

/** The quoted-printable parts decoded. */
const decoded = (raw: string) => Buffer.from(raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8');

beforeAll(async () => {
  await inbox.start();
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${inbox.port}`, MAIL_FROM: 'Vitrina <no-reply@vitrina.test>' }, { mail: { pollMs: 100, retryBaseMs: 300 }, memberMailPerMinute: 1000 });
  const site = readSite();
  const blog = site.collections.find((c: any) => c.urlId === 'blog');
  site.settings = {
    ...site.settings,
    memberAreas: [
      { id: AREA, title: 'Club del Pan', description: 'Recetas para socios', landingUrlId: 'socios' },
      { id: OTHER_AREA, title: 'Club del Café' },
      { id: PAID_AREA, title: 'Club Premium', pricing: { kind: 'subscription', amountCents: 9900, interval: 'month' } },
    ],
  };
  site.collections.push(
    {
      id: 'aaaaaaaaaaaaaaaaaaaaaa80', urlId: 'socios', title: 'Página de socios', type: 10, permissionType: 'members', memberAreaIds: [AREA],
      layout: { sections: [{ id: 's', rows: [{ blocks: [{ id: 'b', type: 2, span: 12, data: { html: `<p>${SECRET}</p>` } }] }] }] },
    },
    {
      id: 'aaaaaaaaaaaaaaaaaaaaaa81', urlId: 'club', title: 'Blog del club', type: 1, permissionType: 'members', memberAreaIds: [AREA],
      items: [{ ...blog.items[0], id: 'aaaaaaaaaaaaaaaaaaaaaa82', urlId: 'descuento', title: SECRET_POST, excerpt: 'Solo socios' }],
    },
    {
      id: 'aaaaaaaaaaaaaaaaaaaaaa83', urlId: 'novedades', title: 'Novedades', type: 10,
      layout: { sections: [{ id: 's', rows: [{ blocks: [{ id: 'sum', type: 55, span: 12, data: { collectionId: 'aaaaaaaaaaaaaaaaaaaaaa81', headerText: 'Del club' } }] }, { blocks: [{ id: 'ma', type: 67, span: 12, data: { areaId: AREA, title: 'Club del Pan', options: [{ label: 'Gratis', amountCents: 0 }] } }] }, { blocks: [{ id: 'mp', type: 67, span: 12, data: { areaId: PAID_AREA, title: 'Club Premium', options: [{ label: 'Mensual', amountCents: 9900 }] } }] }] }] },
    },
  );
  await t.publish(site);
});
afterAll(async () => {
  await t.close();
  await inbox.stop().catch(() => {});
});

type Res = Awaited<ReturnType<typeof t.app.inject>>;
/** The value of a Set-Cookie of the answer, and its attributes. */
function setCookie(res: Res, name: string): string | undefined {
  const all = ([] as string[]).concat((res.headers['set-cookie'] as string | string[] | undefined) ?? []);
  return all.find((c) => c.startsWith(`${name}=`));
}
const cookieValue = (res: Res, name: string) => setCookie(res, name)?.split(';')[0].slice(name.length + 1);

function get(url: string, cookie = '', method: 'GET' | 'HEAD' = 'GET') {
  return t.app.inject({ method, url, headers: { host: MINI_HOST, 'accept-encoding': 'identity', ...(cookie ? { cookie } : {}) } });
}

/** A form post as the browser sends it, with a valid crumb (field and cookie) and the member cookie if any. */
function form(url: string, fields: Record<string, string>, member = '', ip = nextIp()) {
  const crumb = t.app.vitrina.crumbs.mint(MINI_ID);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { host: MINI_HOST, 'content-type': 'application/x-www-form-urlencoded', cookie: `crumb=${crumb}${member ? `; vitrina_member=${member}` : ''}` },
    payload: new URLSearchParams({ crumb, ...fields }).toString(),
    remoteAddress: ip,
  });
}

/** POST /api/site-users/account/session. */
function signIn(body: Record<string, unknown>, o: { ip?: string; member?: string } = {}) {
  const h = crumbHeaders(t.app);
  return t.app.inject({
    method: 'POST',
    url: MEMBER_SESSION_PATH,
    headers: { host: MINI_HOST, 'content-type': 'application/json', ...h, cookie: h.cookie + (o.member ? `; vitrina_member=${o.member}` : '') },
    payload: JSON.stringify(body),
    remoteAddress: o.ip ?? nextIp(),
  });
}

let accounts = 0;
/** A new member who joined the area (sign-up form with the area): its session token. */
async function newMember(area: string | null = AREA): Promise<{ email: string; token: string }> {
  const email = `socia${++accounts}@ejemplo.com`;
  const res = await form('/cuenta/registro', { name: `Socia ${accounts}`, email, password: PASSWORD, ...(area ? { area } : {}) });
  expect(res.statusCode).toBe(303);
  return { email, token: cookieValue(res, 'vitrina_member')! };
}

function expectDenied(res: Res, method: 'GET' | 'HEAD' = 'GET') {
  expect(res.statusCode).toBe(403);
  expect(res.headers['cache-control']).toContain('no-store');
  if (method === 'HEAD') return expect(res.body).toBe('');
  expect(res.body).toContain('"pageType":106');
  for (const secret of [SECRET, SECRET_POST, 'Página de socios', 'Blog del club']) expect(res.body).not.toContain(secret);
}

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

describe('a members-only page', () => {
  it.each(['/socios', '/socios/', '/Socios', '/SOCIOS/', '/club', '/club/descuento', '/CLUB/Descuento/'])('%s: the signed-out visitor gets 106 with sign-in and join links', async (url) => {
    let res = await get(url);
    if (res.statusCode === 301) res = await get(res.headers.location as string);
    expectDenied(res);
    expect(res.body).toContain('Esta página es para miembros');
    expect(res.body).toContain('href="/cuenta/ingresar?next=');
    expect(res.body).toContain(`href="/cuenta/unirse?area=${AREA}"`);
    expect(res.body).toContain('Unirme a Club del Pan');
  });

  it('HEAD answers the same status and headers', async () => {
    expectDenied(await get('/socios', '', 'HEAD'), 'HEAD');
    const { token } = await newMember();
    const head = await get('/socios', `vitrina_member=${token}`, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['cache-control']).toBe('private, no-store');
  });

  it('a member of the area sees it, privately; a member of another area gets 106 with a join link', async () => {
    const { token } = await newMember();
    for (const url of ['/socios', '/club', '/club/descuento']) {
      const res = await get(url, `vitrina_member=${token}`);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
    expect((await get('/socios', `vitrina_member=${token}`)).body).toContain(SECRET);
    const other = await newMember(OTHER_AREA);
    const res = await get('/socios', `vitrina_member=${other.token}`);
    expectDenied(res);
    expect(res.body).toContain('Tu cuenta no pertenece');
    expect(res.body).toContain(`href="/cuenta/unirse?area=${AREA}"`);
    expect(res.body).not.toContain('href="/cuenta/ingresar');
    // Joining from there (signed in) opens it.
    const join = await form('/cuenta/unirse', { area: AREA }, other.token);
    expect(join.statusCode).toBe(303);
    expect((await get('/socios', `vitrina_member=${other.token}`)).statusCode).toBe(200);
  });

  it('a member’s copy is never cached for anyone else', async () => {
    const { token } = await newMember();
    const size = t.app.vitrina.htmlCache.size;
    for (const url of ['/socios', '/novedades', '/']) expect((await get(url, `vitrina_member=${token}`)).statusCode).toBe(200);
    expect(t.app.vitrina.htmlCache.size).toBe(size);
    expectDenied(await get('/socios'));
    const pub = await get('/novedades');
    expect(pub.body).not.toContain(SECRET_POST);
  });

  it('summaries show member posts only to members', async () => {
    const { token } = await newMember();
    expect((await get('/novedades')).body).not.toContain(SECRET_POST);
    expect((await get('/novedades', `vitrina_member=${token}`)).body).toContain(SECRET_POST);
  });

  it('search never finds member content, signed in or not', async () => {
    const { token } = await newMember();
    for (const cookie of ['', `vitrina_member=${token}`]) {
      const res = await get('/search?q=descuento+secreto', cookie);
      expect(res.body).not.toContain(SECRET_POST);
      expect((await get('/search?q=elote', cookie)).body).not.toContain(SECRET);
    }
  });

  it('the feed of a members-only blog is 106 for the signed-out and private for members', async () => {
    expectDenied(await get('/club?format=rss'));
    const { token } = await newMember();
    const res = await get('/club?format=rss', `vitrina_member=${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('rss');
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('the member-area block links to the join page of a free area and of a paid one (docs/members-paid.md)', async () => {
    const res = await get('/novedades');
    expect(res.body).toContain(`href="/cuenta/unirse?area=${AREA}"`);
    expect(res.body).toContain(`href="/cuenta/unirse?area=${PAID_AREA}"`);
    expect(res.body).not.toContain('aria-disabled="true"');
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

describe('password reset by mail', () => {
  it('the same answer for an unknown email; a known one gets a one-use link that sets the password and ends every session', async () => {
    const { email, token } = await newMember();
    inbox.messages = [];
    const unknown = await form('/cuenta/recuperar', { email: 'nadie@ejemplo.com' });
    const known = await form('/cuenta/recuperar', { email });
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    // The sign-up's verification mail may arrive too: the reset mail is the one with its link.
    await expect.poll(() => inbox.messages.some((m) => m.raw.includes('restablecer')), { timeout: 10_000 }).toBe(true);
    const mail = inbox.messages.find((m) => m.raw.includes('restablecer'))!;
    expect(mail.to).toEqual([email]);
    expect(inbox.messages.filter((m) => m.raw.includes('restablecer'))).toHaveLength(1);
    const link = /\/cuenta\/restablecer\?token=([A-Za-z0-9_-]{43})/.exec(decoded(mail.raw))![1];
    expect((await get(`/cuenta/restablecer?token=${link}`)).statusCode).toBe(200);
    expect((await get('/cuenta/restablecer?token=falso')).statusCode).toBe(400);
    const set = await form('/cuenta/restablecer', { token: link, password: 'pan nuevo de cada día' });
    expect(set.statusCode).toBe(200);
    expectDenied(await get('/socios', `vitrina_member=${token}`));
    expect((await form('/cuenta/restablecer', { token: link, password: 'otra vez la misma' })).statusCode).toBe(400);
    expect((await signIn({ email, password: PASSWORD })).statusCode).toBe(401);
    expect((await signIn({ email, password: 'pan nuevo de cada día' })).statusCode).toBe(200);
  });
});

describe('reset links are limited per account, alike for an unknown address', () => {
  it('the fourth request in a minute for one address is 429, from any client address', async () => {
    const { email } = await newMember();
    for (const target of [email, 'nadie.nunca@ejemplo.com']) {
      const answers: number[] = [];
      for (let i = 0; i < 4; i++) answers.push((await form('/cuenta/recuperar', { email: target })).statusCode);
      expect(answers, target).toEqual([200, 200, 200, 429]);
    }
  });
});

describe('pages under /cuenta', () => {
  it('are private, noindex and labelled; the account page signs out with a form', async () => {
    for (const url of ['/cuenta/ingresar', '/cuenta/registro', `/cuenta/unirse?area=${AREA}`, '/cuenta/recuperar']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.body).toMatch(/<meta name="robots" content="noindex/);
      expect(res.body).toContain('<label for="member-email"');
      expect(res.body).toContain('name="crumb"');
    }
    expect((await get('/cuenta')).statusCode).toBe(303);
    const { token } = await newMember();
    const account = await get('/cuenta', `vitrina_member=${token}`);
    expect(account.body).toContain('Club del Pan');
    const out = await form('/cuenta/salir', {}, token);
    expect(out.statusCode).toBe(303);
    expect(out.headers.location).toBe('/?logout=true');
    expectDenied(await get('/socios', `vitrina_member=${token}`));
  });

  it('the sign-in page goes back to a page of this site only', async () => {
    const { email } = await newMember();
    const ok = await form('/cuenta/ingresar', { email, password: PASSWORD, next: '/socios' });
    expect(ok.statusCode).toBe(303);
    expect(ok.headers.location).toBe('/socios');
    const evil = await form('/cuenta/ingresar', { email, password: PASSWORD, next: '//evil.example/x' });
    expect(evil.headers.location).toBe('/cuenta');
  });
});
