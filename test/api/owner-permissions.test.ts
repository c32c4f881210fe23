import { readFileSync, writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordedRoutes, roleName } from '../../src/server/owner/index.ts';
import { SiteUserRole } from '../../src/shared/enums.ts';
import { mayAny, PERMISSIONS, ROLE_PERMISSIONS } from '../../src/shared/owner/permissions.ts';
import { createTestApp } from '../helpers/app.ts';

// Issue 15, roles and permissions: every role × every /config page and owner call → allowed or
// 403. The routes come from the app itself (recordRoutes), so a /config route or owner call added
// without a `requirePermission` guard fails here. The table is written to docs/roles.md
// (UPDATE_ROLES_DOC=1) and checked against it.
let t: Awaited<ReturnType<typeof createTestApp>>;
const HOST = 'mini.vitrina.test';
const SITE = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const PASSWORD = 'pan de masa madre';
const ROLES = Object.values(SiteUserRole).sort((a, b) => a - b);
const tokens = new Map<number, string>();
let crumb = '';

/** /config routes that are open by design: the sign-in, the logout, the stylesheet, the invitation (its token decides). */
const PUBLIC_ROUTES = new Set(['GET /config/login', 'POST /config/login', 'POST /config/logout', 'GET /config/invitation', 'POST /config/invitation']);
const isPublic = (method: string, url: string) => url.startsWith('/config/assets/') || PUBLIC_ROUTES.has(`${method === 'HEAD' ? 'GET' : method} ${url}`);

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ROLES) {
    const email = `rol${role}@panaderia.mx`;
    await t.app.vitrina.owners.service.addOwner(SITE, { email, password: PASSWORD, role });
    tokens.set(role, (await t.app.vitrina.owners.service.signIn(SITE, { email, password: PASSWORD, rememberMe: false }))!.token);
  }
  crumb = t.app.vitrina.crumbs.mint(SITE);
}, 60_000);
afterAll(() => t?.close());

/** The owner routes of the app: everything under /config (but the public ones) and every guarded call. */
function ownerRoutes() {
  const seen = new Map<string, { method: string; url: string; permissions: readonly string[] | null }>();
  for (const r of recordedRoutes(t.app)) {
    if (r.method === 'HEAD') continue;
    const key = `${r.method} ${r.url}`;
    const owner = r.url === '/config' || r.url.startsWith('/config/') || r.permissions !== null;
    if (owner && !isPublic(r.method, r.url)) seen.set(key, r);
  }
  return [...seen.values()].sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
}

/** A concrete address for a route: parameters filled with ids of nothing (allowed answers 404/400/303, never 403). */
const concrete = (url: string) => url.replace(/:[a-zA-Z]+/g, 'zzzzzzzzzzzzzzzzzzzzzzzz').replace('*', 'nada');

function call(method: string, url: string, token?: string) {
  const cookie = [token ? `vitrina_session=${token}` : '', method === 'GET' ? '' : `crumb=${crumb}`].filter(Boolean).join('; ');
  return t.app.inject({
    method: method as 'GET',
    url: concrete(url),
    headers: { host: HOST, ...(cookie ? { cookie } : {}), ...(method === 'GET' ? {} : { 'content-type': 'application/x-www-form-urlencoded', origin: `http://${HOST}` }) },
    ...(method === 'GET' ? {} : { payload: `crumb=${encodeURIComponent(crumb)}` }),
  });
}

/** The markdown table of docs/roles.md: one row per route, one column per role. */
function table(routes: ReturnType<typeof ownerRoutes>): string {
  const head = `| route | ${ROLES.map((r) => `${r} ${roleName(r)}`).join(' | ')} |`;
  const rule = `|---|${ROLES.map(() => ':-:').join('|')}|`;
  const rows = routes.map((r) => `| \`${r.method} ${r.url}\` | ${ROLES.map((role) => (mayAny(role, (r.permissions ?? []) as never) ? '✓' : '403')).join(' | ')} |`);
  return [head, rule, ...rows].join('\n');
}

describe('every owner route has a permission guard', () => {
  it('every /config route but the public ones, and its HEAD, is behind requirePermission', () => {
    const routes = recordedRoutes(t.app).filter((r) => (r.url === '/config' || r.url.startsWith('/config/')) && !isPublic(r.method, r.url));
    expect(routes.length).toBeGreaterThan(15);
    const unguarded = routes.filter((r) => r.permissions === null).map((r) => `${r.method} ${r.url}`);
    expect(unguarded).toEqual([]);
  });

  it('the permission table names every role and only known permissions; admin holds all, viewer and none nothing', () => {
    for (const role of ROLES) for (const p of ROLE_PERMISSIONS[role]) expect(PERMISSIONS).toContain(p);
    expect(ROLE_PERMISSIONS[SiteUserRole.ADMIN]).toEqual(PERMISSIONS);
    expect(ROLE_PERMISSIONS[SiteUserRole.VIEWER]).toEqual([]);
    expect(ROLE_PERMISSIONS[SiteUserRole.NONE]).toEqual([]);
  });
});

describe('role × route → allowed or 403', () => {
  it('every role against every /config page and owner call', async () => {
    const routes = ownerRoutes();
    let cases = 0;
    const wrong: string[] = [];
    for (const r of routes) {
      for (const role of ROLES) {
        const res = await call(r.method, r.url, tokens.get(role));
        cases++;
        const allowed = mayAny(role, (r.permissions ?? []) as never);
        const toLogin = res.statusCode === 303 && String(res.headers.location).startsWith('/config/login');
        if (allowed ? res.statusCode === 403 || toLogin || res.statusCode >= 500 : res.statusCode !== 403) wrong.push(`${r.method} ${r.url} role ${role}: ${res.statusCode}`);
        if (!allowed) {
          expect(res.headers['cache-control']).toMatch(/no-store/);
          if (r.url.startsWith('/api/')) expect(res.json()).toMatchObject({ error: expect.any(String) });
          else expect(res.body).toContain('No tienes acceso a esta página');
        }
      }
    }
    expect(wrong).toEqual([]);
    expect(cases).toBe(routes.length * ROLES.length);
    const doc = 'docs/roles.md';
    const generated = `<!-- role-route-table: generated by test/api/owner-permissions.test.ts (UPDATE_ROLES_DOC=1) -->\n${table(routes)}\n\n${routes.length} routes × ${ROLES.length} roles = **${cases} cases**.\n<!-- /role-route-table -->`;
    const text = readFileSync(doc, 'utf8');
    const current = /<!-- role-route-table:[\s\S]*?<!-- \/role-route-table -->/.exec(text)?.[0];
    if (process.env.UPDATE_ROLES_DOC === '1') writeFileSync(doc, text.replace(current ?? '<!-- role-route-table -->', generated));
    else expect(current).toBe(generated);
  }, 120_000);

  it('without a session: pages go to the sign-in, nothing is shown', async () => {
    for (const r of ownerRoutes()) {
      const res = await call(r.method, r.url);
      if (r.url.startsWith('/api/')) expect(res.statusCode, r.url).toBe(401);
      else {
        expect(res.statusCode, `${r.method} ${r.url}`).toBe(303);
        expect(String(res.headers.location)).toMatch(/^\/config\/login/);
      }
    }
  });

  it('the bar and the home list only what the role may open', async () => {
    const nav = async (role: number) => {
      const res = await call('GET', '/config/?frameUrl=%2F', tokens.get(role));
      return [...res.body.matchAll(/<a href="(\/config\/[a-z]+)"/g)].map((m) => m[1]);
    };
    expect(await nav(SiteUserRole.ADMIN)).toEqual(['/config/analytics', '/config/forms', '/config/commerce', '/config/comments', '/config/design', '/config/roles']);
    expect(await nav(SiteUserRole.STORE_MANAGER)).toEqual(['/config/forms', '/config/commerce']);
    expect(await nav(SiteUserRole.REPORTING)).toEqual(['/config/analytics']);
    expect(await nav(SiteUserRole.MODERATOR)).toEqual(['/config/comments']);
    expect(await nav(SiteUserRole.BILLING)).toEqual([]);
    // /config sends each role to its first section; a role with none gets the home page; a viewer 403.
    const home = async (role: number) => call('GET', '/config', tokens.get(role));
    expect((await home(SiteUserRole.ADMIN)).headers.location).toBe('/config/analytics');
    expect((await home(SiteUserRole.STORE_MANAGER)).headers.location).toBe('/config/forms');
    expect((await home(SiteUserRole.CAMPAIGNS_EDITOR)).headers.location).toBe('/config/forms');
    const billing = await home(SiteUserRole.BILLING);
    expect(billing.statusCode).toBe(200);
    expect(billing.body).toContain('Tu rol en este sitio es Facturación.');
    expect((await home(SiteUserRole.VIEWER)).statusCode).toBe(403);
  });

  it('the forms page shows a campaigns editor the newsletters only, a store manager the forms only', async () => {
    const links = async (role: number) => [...(await call('GET', '/config/forms', tokens.get(role))).body.matchAll(/href="\/config\/forms\/(subscribers\?form=)?([^"/?]+)"/g)];
    const kinds = async (role: number) => (await links(role)).filter((m) => m[1] || m[2] !== 'subscribers').map((m) => (m[1] ? 'newsletter' : 'form'));
    const admin = await kinds(SiteUserRole.ADMIN);
    const campaigns = await kinds(SiteUserRole.CAMPAIGNS_EDITOR);
    const store = await kinds(SiteUserRole.STORE_MANAGER);
    expect(campaigns.every((k) => k === 'newsletter')).toBe(true);
    expect(store.every((k) => k === 'form')).toBe(true);
    expect(campaigns.length + store.length).toBe(admin.length);
  });
});
