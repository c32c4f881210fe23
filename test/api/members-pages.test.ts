import { describe, expect, it } from 'vitest';
import { AREA, decoded, expectDenied, form, get, inbox, membersSite, newMember, OTHER_AREA, PAID_AREA, PASSWORD, SECRET, SECRET_POST, signIn, t } from '../helpers/members.ts';

// Issue 15, site users (docs/members.md): every access rule of a members-only page (direct URL,
// trailing slash, letter case, HEAD, the cache, search, summaries, feeds), the password reset with
// mail through the real outbox and SMTP, and the pages under /cuenta.
membersSite();

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
