import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptInvitation, changeRole, deleteEndedInvitations, invite, openInvitation, removePerson } from '../../src/server/owner/roles.ts';
import { SiteUserRole } from '../../src/shared/enums.ts';
import { createTestApp } from '../helpers/app.ts';

// Issue 15: managing who has which role from /config/roles (admins only) — invite by email through
// the outbox, accept (single-use, expiring token), change, remove, and the last-admin rule, races
// included. Runs on SQLite and PostgreSQL.
let t: Awaited<ReturnType<typeof createTestApp>>;
const HOST = 'mini.vitrina.test';
const SITE = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const PASSWORD = 'pan de masa madre';
const CTX = { siteTitle: 'Mini', origin: 'http://mini.vitrina.test', invitedBy: 'ana@panaderia.mx' };
let admin = '';
let crumb = '';

beforeAll(async () => {
  t = await createTestApp();
  await t.app.vitrina.owners.service.addOwner(SITE, { email: 'ana@panaderia.mx', password: PASSWORD, role: SiteUserRole.ADMIN });
  admin = (await t.app.vitrina.owners.service.signIn(SITE, { email: 'ana@panaderia.mx', password: PASSWORD, rememberMe: false }))!.token;
  crumb = t.app.vitrina.crumbs.mint(SITE);
}, 60_000);
afterAll(() => t?.close());

const get = (url: string, token = admin) => t.app.inject({ method: 'GET', url, headers: { host: HOST, ...(token ? { cookie: `vitrina_session=${token}` } : {}) } });
function post(url: string, fields: Record<string, string>, token = admin, withCrumb = true) {
  const cookie = [token ? `vitrina_session=${token}` : '', `crumb=${crumb}`].filter(Boolean).join('; ');
  return t.app.inject({
    method: 'POST', url,
    headers: { host: HOST, cookie, 'content-type': 'application/x-www-form-urlencoded', origin: `http://${HOST}` },
    payload: new URLSearchParams({ ...(withCrumb ? { crumb } : {}), ...fields }).toString(),
  });
}
const owners = () => t.app.vitrina.owners.service.listOwners(SITE);
const ownerOf = async (email: string) => (await owners()).find((o) => o.email === email);
const mailTo = (to: string) => t.db.selectFrom('mail_outbox').selectAll().where('website_id', '=', SITE).where('to_address', '=', to).orderBy('id', 'desc').executeTakeFirst();
const tokenIn = (text: string) => /\/config\/invitation\?token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];
async function addAndSignIn(email: string, role: number) {
  await t.app.vitrina.owners.service.addOwner(SITE, { email, password: PASSWORD, role });
  return (await t.app.vitrina.owners.service.signIn(SITE, { email, password: PASSWORD, rememberMe: false }))!.token;
}

describe('inviting and accepting', () => {
  it('an admin invites by email: a mail in the outbox with a single-use link; accepting creates the account with the role', async () => {
    const page = await get('/config/roles');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1 class="owner-title">Personas y roles</h1>');
    expect(page.body).toContain('ana@panaderia.mx');

    const res = await post('/config/roles/invite', { email: ' Beto@Panaderia.MX ', role: String(SiteUserRole.REPORTING) });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/config/roles?notice=invited');
    const after = await get('/config/roles?notice=invited');
    expect(after.body).toContain('Enviamos la invitación por correo.');
    expect(after.body).toContain('beto@panaderia.mx · Informes');

    const mail = (await mailTo('beto@panaderia.mx'))!;
    expect(mail.subject).toMatch(/^Te invitaron a /);
    expect(mail.text_body).toContain('ana@panaderia.mx te invitó a la configuración de');
    expect(mail.text_body).toContain('con el rol Informes');
    const token = tokenIn(mail.text_body)!;
    expect(token).toBeDefined();
    // The table keeps only the token's hash.
    const rows = await t.db.selectFrom('owner_invitations').select('id').where('website_id', '=', SITE).execute();
    expect(rows.some((r) => r.id === token)).toBe(false);

    const form = await get(`/config/invitation?token=${token}`, '');
    expect(form.statusCode).toBe(200);
    expect(form.headers['referrer-policy']).toBe('same-origin');
    expect(form.body).toContain('Crea una contraseña para beto@panaderia.mx');
    const short = await post('/config/invitation', { token, password: 'corta' }, '');
    expect(short.statusCode).toBe(400);
    expect(short.body).toContain('La contraseña debe tener al menos 10 caracteres.');
    const ok = await post('/config/invitation', { token, password: 'una clave bastante larga' }, '');
    expect(ok.statusCode).toBe(303);
    expect(ok.headers.location).toBe('/config/login?next=%2Fconfig');
    expect((await ownerOf('beto@panaderia.mx'))?.role).toBe(SiteUserRole.REPORTING);

    // Single use: the link no longer works, by GET or POST.
    expect((await get(`/config/invitation?token=${token}`, '')).statusCode).toBe(404);
    const again = await post('/config/invitation', { token, password: 'otra clave bastante larga' }, '');
    expect(again.statusCode).toBe(404);
    expect(again.body).toContain('Esta invitación ya no sirve');
    // The new account signs in with its password and holds its role.
    const session = await t.app.vitrina.owners.service.signIn(SITE, { email: 'beto@panaderia.mx', password: 'una clave bastante larga', rememberMe: false });
    expect(session?.session.role).toBe(SiteUserRole.REPORTING);
    expect((await get('/config/analytics', session!.token)).statusCode).toBe(200);
    expect((await get('/config/roles', session!.token)).statusCode).toBe(403);
  }, 30_000);

  it('refuses a bad email (400, under its field), a role that cannot be given (400) and a person who already has access (409)', async () => {
    const bad = await post('/config/roles/invite', { email: 'no es correo', role: '4' });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toMatch(/id="invite-email"[^>]*aria-invalid="true"/);
    expect(bad.body).toContain('id="invite-email-error"');
    expect((await post('/config/roles/invite', { email: 'caro@panaderia.mx', role: '14' })).statusCode).toBe(400);
    expect((await post('/config/roles/invite', { email: 'caro@panaderia.mx', role: '99' })).statusCode).toBe(400);
    const dup = await post('/config/roles/invite', { email: 'ana@panaderia.mx', role: '4' });
    expect(dup.statusCode).toBe(409);
    expect(dup.body).toContain('Esa persona ya tiene acceso a este sitio.');
    expect(await mailTo('caro@panaderia.mx')).toBeUndefined();
  });

  it('an expired link, a link of another site, a tampered one and a revoked one do not work', async () => {
    const old = await invite(t.db, SITE, { email: 'dora@panaderia.mx', role: 4 }, CTX, Date.now() - 8 * 24 * 3600_000);
    if (!('token' in old)) throw new Error('not invited');
    expect(await openInvitation(t.db, SITE, old.token)).toBeNull();
    expect(await acceptInvitation(t.db, SITE, old.token, PASSWORD)).toBe('invalid');
    // The hourly sweep deletes ended invitations, and only those.
    expect(await deleteEndedInvitations(t.db, Date.now())).toBe(1);
    const fresh = await invite(t.db, SITE, { email: 'eva@panaderia.mx', role: 4 }, CTX);
    if (!('token' in fresh)) throw new Error('not invited');
    expect(await openInvitation(t.db, 'bbbbbbbbbbbbbbbbbbbbbbbb', fresh.token)).toBeNull();
    const tampered = fresh.token.slice(0, -1) + (fresh.token.endsWith('A') ? 'B' : 'A');
    expect((await get(`/config/invitation?token=${tampered}`, '')).statusCode).toBe(404);
    expect((await get('/config/invitation?token=%3Cscript%3E', '')).statusCode).toBe(404);
    const pending = (await t.db.selectFrom('owner_invitations').select('id').where('email', '=', 'eva@panaderia.mx').executeTakeFirstOrThrow()).id;
    expect((await post(`/config/roles/invitations/${pending}/revoke`, {})).headers.location).toBe('/config/roles?notice=revoked');
    expect((await get(`/config/invitation?token=${fresh.token}`, '')).statusCode).toBe(404);
    expect(await ownerOf('eva@panaderia.mx')).toBeUndefined();
  });

  it('one link used twice at once makes one account', async () => {
    const inv = await invite(t.db, SITE, { email: 'fede@panaderia.mx', role: 7 }, CTX);
    if (!('token' in inv)) throw new Error('not invited');
    const results = await Promise.all([acceptInvitation(t.db, SITE, inv.token, PASSWORD), acceptInvitation(t.db, SITE, inv.token, PASSWORD)]);
    expect(results.filter((r) => typeof r === 'object')).toHaveLength(1);
    expect((await owners()).filter((o) => o.email === 'fede@panaderia.mx')).toHaveLength(1);
  }, 20_000);

  it('a form without the crumb changes nothing (403, the page with the reason)', async () => {
    const res = await post('/config/roles/invite', { email: 'gabi@panaderia.mx', role: '4' }, admin, false);
    expect(res.statusCode).toBe(403);
    expect(res.body).toContain('El formulario venció.');
    expect(await mailTo('gabi@panaderia.mx')).toBeUndefined();
  });
});

describe('changing and removing', () => {
  it('an admin changes a role and removes a person; their session ends with the account', async () => {
    const token = await addAndSignIn('hugo@panaderia.mx', SiteUserRole.EDITOR);
    const hugo = (await ownerOf('hugo@panaderia.mx'))!;
    expect((await get('/config/analytics', token)).statusCode).toBe(403);
    const changed = await post(`/config/roles/${hugo.id}/role`, { role: String(SiteUserRole.REPORTING) });
    expect(changed.headers.location).toBe('/config/roles?notice=changed');
    // The role is read with the session: the change holds at once.
    expect((await get('/config/analytics', token)).statusCode).toBe(200);
    expect((await post(`/config/roles/${hugo.id}/role`, { role: '14' })).statusCode).toBe(400);
    const removed = await post(`/config/roles/${hugo.id}/remove`, {});
    expect(removed.headers.location).toBe('/config/roles?notice=removed');
    expect(await ownerOf('hugo@panaderia.mx')).toBeUndefined();
    expect((await get('/config/analytics', token)).statusCode).toBe(303);
    expect((await post(`/config/roles/${hugo.id}/remove`, {})).statusCode).toBe(404);
  }, 20_000);

  it('the last admin can be neither demoted nor removed; with two, one can go', async () => {
    const ana = (await ownerOf('ana@panaderia.mx'))!;
    const demote = await post(`/config/roles/${ana.id}/role`, { role: String(SiteUserRole.EDITOR) });
    expect(demote.statusCode).toBe(409);
    expect(demote.body).toContain('El sitio necesita al menos un administrador');
    expect((await post(`/config/roles/${ana.id}/remove`, {})).statusCode).toBe(409);
    expect((await ownerOf('ana@panaderia.mx'))!.role).toBe(SiteUserRole.ADMIN);
    // Keeping the admin role is no demotion.
    expect((await post(`/config/roles/${ana.id}/role`, { role: String(SiteUserRole.ADMIN) })).statusCode).toBe(303);

    await addAndSignIn('ines@panaderia.mx', SiteUserRole.ADMIN);
    const ines = (await ownerOf('ines@panaderia.mx'))!;
    expect((await post(`/config/roles/${ines.id}/remove`, {})).statusCode).toBe(303);
    expect((await post(`/config/roles/${ana.id}/remove`, {})).statusCode).toBe(409);
  }, 20_000);

  it('two admins demoting or removing each other at the same moment leave one admin (10 races)', async () => {
    for (let i = 0; i < 10; i++) {
      const email = `rival${i}@panaderia.mx`;
      await t.app.vitrina.owners.service.addOwner(SITE, { email, password: PASSWORD, role: SiteUserRole.ADMIN });
      const rival = (await ownerOf(email))!;
      const ana = (await ownerOf('ana@panaderia.mx'))!;
      // Each takes the other's admin role away (demote or remove), at once.
      const [a, b] = await Promise.all(
        i % 2 === 0
          ? [changeRole(t.db, SITE, ana.id, SiteUserRole.EDITOR), changeRole(t.db, SITE, rival.id, SiteUserRole.EDITOR)]
          : [removePerson(t.db, SITE, rival.id), changeRole(t.db, SITE, ana.id, SiteUserRole.VIEWER)],
      );
      const outcomes = [a, b].map((r) => ('problem' in r ? r.problem : 'ok')).sort();
      expect(outcomes, `race ${i}`).toEqual(['lastAdmin', 'ok']);
      const admins = (await owners()).filter((o) => o.role === SiteUserRole.ADMIN);
      expect(admins, `race ${i}`).toHaveLength(1);
      // Back to Ana as the one admin for the next round.
      if (admins[0].email !== 'ana@panaderia.mx') {
        await changeRole(t.db, SITE, ana.id, SiteUserRole.ADMIN);
      }
      if (await ownerOf(email)) await removePerson(t.db, SITE, (await ownerOf(email))!.id);
    }
  }, 60_000);

  it('people of another site are out of reach: an id of this site through another host is not found', async () => {
    const ana = (await ownerOf('ana@panaderia.mx'))!;
    expect(await removePerson(t.db, 'bbbbbbbbbbbbbbbbbbbbbbbb', ana.id)).toEqual({ problem: 'notFound' });
    expect(await changeRole(t.db, 'bbbbbbbbbbbbbbbbbbbbbbbb', ana.id, SiteUserRole.VIEWER)).toEqual({ problem: 'notFound' });
    expect((await ownerOf('ana@panaderia.mx'))!.role).toBe(SiteUserRole.ADMIN);
  });
});
