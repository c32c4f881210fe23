import { afterAll, beforeAll, expect } from 'vitest';
import { MEMBER_SESSION_PATH } from '../../src/shared/contracts/site-users.ts';
import { MINI_HOST, MINI_ID, crumbHeaders } from '../../src/server/forms/test-client.ts';
import { createTestApp, readSite } from './app.ts';
import { nextIp } from './checkout.ts';
import { Inbox } from './inbox.ts';

// The members tests (test/api/members.test.ts, members-pages.test.ts): the site with its areas
// and members-only content, a mail server, and the calls and forms as a browser sends them.

export const AREA = 'c1c1c1c1c1c1c1c1c1c1c1c1';
export const OTHER_AREA = 'c2c2c2c2c2c2c2c2c2c2c2c2';
export const PAID_AREA = 'c3c3c3c3c3c3c3c3c3c3c3c3';
export const SECRET = 'Receta del club: pan de elote';
export const SECRET_POST = 'Descuento secreto del club';
export const PASSWORD = 'harina de trigo 2026';

/** The mail server of the file's app, new for each file. */
export let inbox: Inbox;
export let t: Awaited<ReturnType<typeof createTestApp>>;

/** The quoted-printable parts decoded. */
export const decoded = (raw: string) => Buffer.from(raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))), 'latin1').toString('utf8');

/** Registers the hooks of a members test file: a mail server, the app sending to it, and the mini site with three member areas (one paid), a members-only page, blog and summary. */
export function membersSite(): void {
  beforeAll(async () => {
    inbox = new Inbox();
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
}

export type Res = Awaited<ReturnType<typeof t.app.inject>>;
/** The value of a Set-Cookie of the answer, and its attributes. */
export function setCookie(res: Res, name: string): string | undefined {
  const all = ([] as string[]).concat((res.headers['set-cookie'] as string | string[] | undefined) ?? []);
  return all.find((c) => c.startsWith(`${name}=`));
}
export const cookieValue = (res: Res, name: string) => setCookie(res, name)?.split(';')[0].slice(name.length + 1);

export function get(url: string, cookie = '', method: 'GET' | 'HEAD' = 'GET') {
  return t.app.inject({ method, url, headers: { host: MINI_HOST, 'accept-encoding': 'identity', ...(cookie ? { cookie } : {}) } });
}

/** A form post as the browser sends it, with a valid crumb (field and cookie) and the member cookie if any. */
export function form(url: string, fields: Record<string, string>, member = '', ip = nextIp()) {
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
export function signIn(body: Record<string, unknown>, o: { ip?: string; member?: string } = {}) {
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
export async function newMember(area: string | null = AREA): Promise<{ email: string; token: string }> {
  const email = `socia${++accounts}@ejemplo.com`;
  const res = await form('/cuenta/registro', { name: `Socia ${accounts}`, email, password: PASSWORD, ...(area ? { area } : {}) });
  expect(res.statusCode).toBe(303);
  return { email, token: cookieValue(res, 'vitrina_member')! };
}

export function expectDenied(res: Res, method: 'GET' | 'HEAD' = 'GET') {
  expect(res.statusCode).toBe(403);
  expect(res.headers['cache-control']).toContain('no-store');
  if (method === 'HEAD') return expect(res.body).toBe('');
  expect(res.body).toContain('"pageType":106');
  for (const secret of [SECRET, SECRET_POST, 'Página de socios', 'Blog del club']) expect(res.body).not.toContain(secret);
}
