import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedComments } from '../../src/server/comments/index.ts';
import { SAVE_COMMENT_PATH } from '../../src/shared/contracts/comments.ts';
import { crumbHeaders, MINI_HOST, MINI_ID, solvedCaptcha } from '../../src/server/forms/test-client.ts';
import { createTestApp, readSite } from '../helpers/app.ts';

// Native comments (issue 14, docs/comments.md): a visitor's comment waits for the owner, is shown
// once approved (the cached post page is dropped), spam and deletion, the rate limit, the captcha,
// escaping, the owner's trust, unknown posts and comments switched off.
type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let t: TestApp;
const POST = 'aaaaaaaaaaaaaaaaaaaaaa04';
const DRAFT = 'aaaaaaaaaaaaaaaaaaaaaa05';
const POST_PATH = '/blog/masa-madre';
const PASSWORD = 'pan de masa madre';
let ownerCookie = '';
let ip = 0;
/** A fresh client address per call, so the rate limit is only met where a test wants it. */
const nextIp = () => `10.0.${Math.floor(++ip / 250)}.${ip % 250}`;

function siteWith(settings: Record<string, unknown>) {
  const site = readSite();
  site.settings = { ...site.settings, commentsEnabled: true, ...settings };
  return site;
}

function comment(body: Record<string, unknown>, o: { ip?: string; headers?: Record<string, string>; form?: boolean } = {}) {
  const payload = { itemId: POST, name: 'Lucía', text: 'Qué rico pan', ...body };
  return t.app.inject({
    method: 'POST',
    url: SAVE_COMMENT_PATH,
    headers: {
      host: MINI_HOST,
      'content-type': o.form ? 'application/x-www-form-urlencoded' : 'application/json',
      ...o.headers,
    },
    payload: o.form ? new URLSearchParams(payload as Record<string, string>).toString() : JSON.stringify(payload),
    remoteAddress: o.ip ?? nextIp(),
  });
}

const page = async (path = POST_PATH, cookie?: string) => {
  const res = await t.app.inject({ method: 'GET', url: path, headers: { host: MINI_HOST, ...(cookie ? { cookie } : {}) } });
  const doc = new Window().document;
  doc.body.innerHTML = res.body.replace(/^[\s\S]*<body[^>]*>/, '').replace(/<\/body>[\s\S]*$/, '');
  return { res, doc };
};

async function signIn(email = 'ana@panaderia.mx'): Promise<string> {
  await t.app.vitrina.owners.service.addOwner(MINI_ID, { email, password: PASSWORD, role: 1 });
  const login = await t.app.inject({ method: 'GET', url: '/config/login', headers: { host: MINI_HOST } });
  const crumb = /name="crumb" value="([^"]+)"/.exec(login.body)![1];
  const res = await t.app.inject({
    method: 'POST', url: '/config/login',
    headers: { host: MINI_HOST, cookie: `crumb=${crumb}`, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ crumb, email, password: PASSWORD }).toString(),
  });
  expect(res.statusCode).toBe(303);
  return `vitrina_session=${res.cookies.find((c) => c.name === 'vitrina_session')!.value}`;
}

/** The owner's moderation action through the /config form, crumb included. */
async function moderate(id: string, action: string, from = 'pending') {
  const crumb = t.app.vitrina.crumbs.mint(MINI_ID);
  return t.app.inject({
    method: 'POST', url: `/config/comments/${id}/${action}`,
    headers: { host: MINI_HOST, cookie: `${ownerCookie}; crumb=${crumb}`, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ crumb, from }).toString(),
  });
}

const rows = () => t.db.selectFrom('comments').selectAll().orderBy('id').execute();
const lastRow = async () => (await rows()).at(-1)!;

beforeAll(async () => {
  t = await createTestApp({}, { commentLimits: { ipPerMinute: 3, visitorPerMinute: 1000 } });
  await t.publish(siteWith({}));
  ownerCookie = await signIn();
});
afterAll(() => t?.close());

describe('SaveComment', () => {
  it('a comment waits for moderation: 200 pending, stored, not shown on the post', async () => {
    const { doc: before } = await page(); // cached from here on
    expect(before.querySelector('#comments h2')?.textContent).toBe('Comentarios');
    const res = await comment({ email: ' Lucia@Ejemplo.COM ', text: 'Mi primer comentario' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', state: 'pending' });
    const row = await lastRow();
    expect(row).toMatchObject({ website_id: MINI_ID, item_id: POST, name: 'Lucía', email: 'lucia@ejemplo.com', body: 'Mi primer comentario', status: 'pending' });
    const { doc } = await page();
    expect(doc.querySelector('#comments')?.textContent).not.toContain('Mi primer comentario');
  });

  it('approved by the owner: shown on the post (the cached page is dropped), counted on the blog list', async () => {
    const row = await lastRow();
    const res = await moderate(String(row.id), 'approve');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/config/comments?status=pending');
    const { doc } = await page();
    const li = doc.querySelector(`#comment-${row.id}`);
    expect(li?.textContent).toContain('Mi primer comentario');
    expect(li?.textContent).toContain('Lucía');
    expect(doc.body.innerHTML).not.toContain('lucia@ejemplo.com');
    expect(doc.querySelector('#comments h2')?.textContent).toBe('1 comentario');
    expect(doc.querySelector('.post__meta a.comment-link')?.getAttribute('href')).toBe('#comments');
    const { doc: list } = await page('/blog');
    const link = list.querySelector('a.comment-link');
    expect(link?.getAttribute('href')).toBe('/blog/masa-madre#comments');
    expect(link?.textContent).toContain('1 comentario');
  });

  it('the owner lists pending, approved and spam comments, escaped, and marks spam or deletes', async () => {
    await comment({ name: '<b>Robot</b>', text: 'Compra ya <img src=x onerror=alert(1)>' });
    const spamRow = await lastRow();
    const pending = await t.app.inject({ method: 'GET', url: '/config/comments', headers: { host: MINI_HOST, cookie: ownerCookie } });
    expect(pending.statusCode).toBe(200);
    expect(pending.headers['cache-control']).toContain('no-store');
    expect(pending.body).not.toContain('<img src=x');
    expect(pending.body).toContain('&lt;b&gt;Robot&lt;/b&gt;');
    expect((await moderate(String(spamRow.id), 'spam')).statusCode).toBe(303);
    expect((await lastRow()).status).toBe('spam');
    const spam = await t.app.inject({ method: 'GET', url: '/config/comments?status=spam', headers: { host: MINI_HOST, cookie: ownerCookie } });
    expect(spam.body).toContain(`id="comment-${spamRow.id}"`);
    const approved = await t.app.inject({ method: 'GET', url: '/config/comments?status=approved', headers: { host: MINI_HOST, cookie: ownerCookie } });
    expect(approved.body).toContain('Mi primer comentario');
    expect((await moderate(String(spamRow.id), 'delete', 'spam')).statusCode).toBe(303);
    expect((await rows()).some((r) => r.id === spamRow.id)).toBe(false);
  });

  it('moderation needs the owner and the crumb', async () => {
    await comment({ text: 'Esperando' });
    const row = await lastRow();
    const anonymous = await t.app.inject({ method: 'POST', url: `/config/comments/${row.id}/approve`, headers: { host: MINI_HOST, 'content-type': 'application/x-www-form-urlencoded' }, payload: 'from=pending' });
    expect(anonymous.statusCode).toBe(303);
    expect(anonymous.headers.location).toMatch(/^\/config\/login/);
    const noCrumb = await t.app.inject({ method: 'POST', url: `/config/comments/${row.id}/approve`, headers: { host: MINI_HOST, cookie: ownerCookie, 'content-type': 'application/x-www-form-urlencoded' }, payload: 'from=pending' });
    expect(noCrumb.statusCode).toBe(303);
    expect((await lastRow()).status).toBe('pending');
    expect((await t.app.inject({ method: 'GET', url: '/config/comments', headers: { host: MINI_HOST } })).statusCode).toBe(303);
  });

  it('comment text is plain text: <script> is escaped, links are rel="nofollow ugc"', async () => {
    await comment({ name: '<script>alert(1)</script>', text: 'Mira <script>alert(2)</script> https://ejemplo.com/pan?x=1&y=2.\n\nOtro párrafo' });
    const row = await lastRow();
    await moderate(String(row.id), 'approve');
    const { res, doc } = await page();
    expect(res.body).not.toContain('<script>alert');
    expect(res.body).toContain('&lt;script&gt;alert(2)&lt;/script&gt;');
    const li = doc.querySelector(`#comment-${row.id}`)!;
    const a = li.querySelector('.comment__text a')!;
    expect(a.getAttribute('href')).toBe('https://ejemplo.com/pan?x=1&y=2');
    expect(a.getAttribute('rel')).toBe('nofollow ugc');
    expect(li.querySelectorAll('.comment__text p')).toHaveLength(2);
  });

  it('a plain form post (no script) is answered 303 back to the post', async () => {
    const res = await comment({ text: 'Desde un formulario' }, { form: true });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/blog/masa-madre#comment-sent');
  });

  it('a refused plain form post from a browser gets a page of the site with the same status and a way back', async () => {
    const html = { accept: 'text/html,application/xhtml+xml' };
    const bad = await comment({ name: '' }, { form: true, headers: html });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['content-type']).toContain('text/html');
    expect(bad.headers['cache-control']).toContain('no-store');
    const doc = new Window().document;
    doc.write(bad.body);
    expect(doc.querySelector('h1')?.textContent).toBe('No se pudo publicar tu comentario');
    expect(doc.querySelector('a.btn')?.getAttribute('href')).toBe('/blog/masa-madre#comments');
    const unknown = await comment({ itemId: 'ffffffffffffffffffffffff' }, { form: true, headers: html });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('href="/"');
    // Without Accept: text/html (a script, a tool), the §8 JSON as always.
    const json = await comment({ name: '' }, { form: true });
    expect(json.statusCode).toBe(400);
    expect(json.json().code).toBe('badRequest');
  });

  it('the honeypot: answered like a success, kept as spam', async () => {
    const res = await comment({ text: 'spam', company_website: 'http://spam.example' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', state: 'pending' });
    expect((await lastRow()).status).toBe('spam');
  });

  it('the owner signed in, posting from the site, is trusted: approved at once', async () => {
    const res = await comment({ name: 'Ana', text: 'Gracias por venir' }, { headers: { cookie: ownerCookie, 'sec-fetch-site': 'same-origin' } });
    expect(res.json()).toEqual({ status: 'ok', state: 'approved' });
    // The same owner from another site's page is not trusted (nor accepted at all).
    const foreign = await comment({ name: 'Ana', text: 'Desde otro sitio' }, { headers: { cookie: ownerCookie, 'sec-fetch-site': 'cross-site' } });
    expect(foreign.statusCode).toBe(403);
    // Without a sign-in, the same name and email are not enough.
    const visitor = await comment({ name: 'Ana', email: 'ana@panaderia.mx', text: 'Soy la dueña' }, { headers: { 'sec-fetch-site': 'same-origin' } });
    expect(visitor.json().state).toBe('pending');
  });

  it('bad input: 400 badRequest in the §8 shape; 404 for an unknown, draft or other-site post', async () => {
    for (const body of [{ name: '' }, { text: '   ' }, { email: 'no-es-correo' }, { itemId: 'x' }, { text: 'a'.repeat(5001) }]) {
      const res = await comment(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'badRequest', error: expect.any(String), errors: expect.any(Object) });
    }
    for (const itemId of ['ffffffffffffffffffffffff', DRAFT, 'aaaaaaaaaaaaaaaaaaaaaa03']) {
      const res = await comment({ itemId });
      expect(res.statusCode, itemId).toBe(404);
      expect(res.json().code).toBe('notFound');
    }
    const tooBig = await comment({ text: 'a'.repeat(40_000) });
    expect(tooBig.statusCode).toBe(413);
  });

  it('rate limit: past the allowance of an address, 429 with Retry-After', async () => {
    const address = '192.0.2.7';
    for (let i = 0; i < 3; i++) expect((await comment({ text: `uno ${i}` }, { ip: address })).statusCode).toBe(200);
    const res = await comment({ text: 'otro' }, { ip: address });
    expect(res.statusCode).toBe(429);
    expect(res.json().code).toBe('rateLimited');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('captcha when the site asks for one: 400 captchaRequired without or with a reused solution', async () => {
    await t.publish(siteWith({ commentsCaptcha: true }));
    // The page's form carries the captcha script, its field and the note for browsers without script.
    const { doc } = await page();
    const form = doc.querySelector('form.comments__form')!;
    expect(form.getAttribute('data-block-script')).toBe('comments');
    expect(form.querySelector('input[type="hidden"][name="captchaKey"]')).not.toBeNull();
    expect(form.querySelector('noscript')?.innerHTML).toContain('necesitas JavaScript');
    expect(form.querySelector('[role="status"][data-captcha-status]')).not.toBeNull();
    expect((await comment({ text: 'sin captcha' })).json().code).toBe('captchaRequired');
    const captchaKey = await solvedCaptcha(t.app);
    expect((await comment({ text: 'con captcha', captchaKey })).statusCode).toBe(200);
    expect((await comment({ text: 'otra vez', captchaKey })).json().code).toBe('captchaRequired');
    await t.publish(siteWith({}));
    const plain = (await page()).doc.querySelector('form.comments__form')!;
    expect(plain.hasAttribute('data-block-script')).toBe(false);
    expect(plain.querySelector('[name="captchaKey"]')).toBeNull();
  });

  it('comments off, or handed to Disqus: 404, no form; Disqus links go to the thread anchor', async () => {
    await t.publish(siteWith({ commentsEnabled: false }));
    expect((await comment({})).statusCode).toBe(404);
    expect((await page()).doc.querySelector('#comments')).toBeNull();
    expect((await page('/blog')).doc.querySelector('a.comment-link')).toBeNull();
    await t.publish(siteWith({ disqusShortname: 'panaderia' }));
    expect((await comment({})).statusCode).toBe(404);
    const { doc } = await page();
    expect(doc.querySelector('form[action="/api/comments/SaveComment"]')).toBeNull();
    expect(doc.querySelector('#disqus_thread')).not.toBeNull();
    expect((await page('/blog')).doc.querySelector('a.comment-link')?.getAttribute('href')).toBe('/blog/masa-madre#disqus_thread');
    await t.publish(siteWith({}));
  });

  it('the comments block (16) in the layout of a post shows the thread there, once; on a plain page, nothing', async () => {
    const site = siteWith({});
    const blog = site.collections.find((c: any) => c.urlId === 'blog');
    const post = blog.items.find((i: any) => i.id === POST);
    const block = { id: 'comentarios', type: 16, data: {} };
    post.layout = { columns: 12, sections: [{ id: 'cuerpo', rows: [{ blocks: [block] }] }] };
    const home = site.collections.find((c: any) => c.urlId === site.homePage);
    home.layout = { ...(home.layout ?? { columns: 12 }), sections: [...(home.layout?.sections ?? []), { id: 'extra', rows: [{ blocks: [{ ...block, id: 'comentarios-inicio' }] }] }] };
    await t.publish(site);
    const { doc } = await page();
    expect(doc.querySelectorAll('#comments')).toHaveLength(1);
    expect(doc.querySelector('.block--comments #comments')).not.toBeNull();
    expect(doc.querySelector('.block--comments')?.textContent).toContain('Mi primer comentario');
    expect(doc.querySelectorAll('form[action="/api/comments/SaveComment"]')).toHaveLength(1);
    expect(doc.querySelector('.block--comments form')?.hasAttribute('data-captcha')).toBe(false);
    const { res, doc: start } = await page('/');
    expect(res.statusCode).toBe(200);
    expect(start.querySelector('#comments')).toBeNull();
    // The block's form asks for the captcha as the page's does.
    site.settings.commentsCaptcha = true;
    await t.publish(site);
    expect((await page()).doc.querySelector('.block--comments form')?.getAttribute('data-captcha')).toBe('altcha');
    await t.publish(siteWith({}));
  });

  it('the demo seed (sites/demo/comments.json) validates and is stored once, only on a site without comments', async () => {
    const other = readSite();
    other.website = { id: 'bbbbbbbbbbbbbbbbbbbbbbbb', identifier: 'otro', title: 'Otro', domains: [] };
    await t.publish(other);
    expect(await seedComments(t.db, 'bbbbbbbbbbbbbbbbbbbbbbbb', 'sites/demo/comments.json')).toBe(4);
    expect(await seedComments(t.db, 'bbbbbbbbbbbbbbbbbbbbbbbb', 'sites/demo/comments.json')).toBe(0);
    expect(await seedComments(t.db, MINI_ID, 'sites/demo/comments.json')).toBe(0);
    const seeded = (await rows()).filter((r) => r.website_id === 'bbbbbbbbbbbbbbbbbbbbbbbb');
    expect(seeded.map((r) => r.status).sort()).toEqual(['approved', 'approved', 'approved', 'pending']);
  });

  it('an unknown site: 404', async () => {
    const res = await t.app.inject({ method: 'POST', url: SAVE_COMMENT_PATH, headers: { host: 'nadie.vitrina.test', 'content-type': 'application/json', ...crumbHeaders(t.app) }, payload: '{}' });
    expect(res.statusCode).toBe(404);
  });
});
