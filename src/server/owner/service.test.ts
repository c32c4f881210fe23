import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../../test/helpers/db.ts';
import { publishSite } from '../flows/index.ts';
import { hexId, makeMediaDir, makeSite, makeSiteDir } from '../sites/test-site.ts';
import { AddOwnerError, OwnerService, REMEMBER_MS, SESSION_MS, TOUCH_EVERY_MS } from './service.ts';
import { deleteAllExpiredSessions } from './repo.ts';
import { sessionId } from './session-token.ts';

// Session rules on the real database (SQLite and PostgreSQL), with a clock the test moves.
let t: TestDb;
let now = Date.UTC(2026, 5, 1);
let service: OwnerService;
const A = hexId('a');
const B = hexId('b');
const PASSWORD = 'pan de masa madre';

beforeAll(async () => {
  t = await createTestDb();
  const dir = await makeSiteDir(40, 30);
  const mediaDir = makeMediaDir();
  await publishSite(t.db, makeSite('a'), { siteDir: dir, mediaDir, appDomain: 'vitrina.test' });
  await publishSite(t.db, makeSite('b'), { siteDir: dir, mediaDir, appDomain: 'vitrina.test' });
  service = new OwnerService(t.db, () => now);
  await service.addOwner(A, { email: 'ana@ejemplo.com', password: PASSWORD, role: 1 });
  await service.addOwner(B, { email: 'ana@ejemplo.com', password: 'otra contraseña', role: 10 });
});
afterAll(() => t.destroy());

const signIn = (websiteId: string, rememberMe = false, password = PASSWORD) => service.signIn(websiteId, { email: 'ana@ejemplo.com', password, rememberMe });

describe('owner accounts', () => {
  it('one email per website, the same email on another website is another account', async () => {
    await expect(service.addOwner(A, { email: ' ANA@ejemplo.com ', password: PASSWORD, role: 1 })).rejects.toThrow(AddOwnerError);
    expect((await service.listOwners(A)).map((o) => [o.email, o.role])).toEqual([['ana@ejemplo.com', 1]]);
    expect((await service.listOwners(B)).map((o) => [o.email, o.role])).toEqual([['ana@ejemplo.com', 10]]);
  });

  it('refuses a password under 10 characters (counted as characters, not bytes) and a role outside §3', async () => {
    await expect(service.addOwner(A, { email: 'x@ejemplo.com', password: 'ñññññññññ', role: 1 })).rejects.toMatchObject({ problem: 'passwordShort' });
    await expect(service.addOwner(A, { email: 'x@ejemplo.com', password: PASSWORD, role: 5 })).rejects.toMatchObject({ problem: 'roleInvalid' });
    await expect(service.addOwner(A, { email: 'x@', password: PASSWORD, role: 1 })).rejects.toMatchObject({ problem: 'emailInvalid' });
  });
});

describe('sessions', () => {
  it('a token opens its own website only; the database holds its hash', async () => {
    const r = (await signIn(A))!;
    expect(r.token).toMatch(/^[\w-]{43}$/);
    expect(r.session.sessionId).toBe(sessionId(r.token));
    expect(await service.session(A, r.token)).toMatchObject({ email: 'ana@ejemplo.com', role: 1 });
    expect(await service.session(B, r.token)).toBeNull();
    const stored = await t.db.selectFrom('owner_sessions').select('id').execute();
    expect(stored.map((s) => s.id)).not.toContain(r.token);
  });

  it('wrong password, another website\'s password, unknown email: no session', async () => {
    expect(await signIn(A, false, 'otra contraseña')).toBeNull();
    expect(await signIn(B, false, PASSWORD)).toBeNull();
    expect(await service.signIn(A, { email: 'nadie@ejemplo.com', password: PASSWORD, rememberMe: false })).toBeNull();
  });

  it('last 12 hours without rememberMe and 30 days with it; an expired one is deleted', async () => {
    const short = (await signIn(A))!;
    const long = (await signIn(A, true))!;
    expect(short.session.expiresAt - now).toBe(SESSION_MS);
    expect(long.session.expiresAt - now).toBe(REMEMBER_MS);
    now += SESSION_MS;
    expect(await service.session(A, short.token)).toBeNull();
    expect(await t.db.selectFrom('owner_sessions').select('id').where('id', '=', short.session.sessionId).executeTakeFirst()).toBeUndefined();
    expect(await service.session(A, long.token)).not.toBeNull();
    now += REMEMBER_MS;
    expect(await service.session(A, long.token)).toBeNull();
  });

  it('last_seen is written at most every 5 minutes', async () => {
    const r = (await signIn(A))!;
    const seen = async () => Number((await t.db.selectFrom('owner_sessions').select('last_seen').where('id', '=', r.session.sessionId).executeTakeFirstOrThrow()).last_seen);
    const start = now;
    now += TOUCH_EVERY_MS - 1;
    await service.session(A, r.token);
    expect(await seen()).toBe(start);
    now += 1;
    await service.session(A, r.token);
    expect(await seen()).toBe(now);
  });

  it('sign-out ends the session; values that are not tokens find nothing', async () => {
    const r = (await signIn(A))!;
    expect(await service.signOut(B, r.token)).toBe(false);
    expect(await service.signOut(A, r.token)).toBe(true);
    expect(await service.session(A, r.token)).toBeNull();
    for (const bad of [undefined, '', 'x', r.session.sessionId, `${r.token}=`, 42]) expect(await service.session(A, bad)).toBeNull();
  });

  it('signing in again clears the account\'s expired sessions', async () => {
    const old = (await signIn(A))!;
    now += SESSION_MS + 1;
    await signIn(A);
    expect(await t.db.selectFrom('owner_sessions').select('id').where('id', '=', old.session.sessionId).executeTakeFirst()).toBeUndefined();
  });

  it('the hourly sweep deletes expired sessions of every website and keeps the live ones', async () => {
    const a = (await signIn(A))!;
    const b = (await signIn(B, false, 'otra contraseña'))!;
    const live = (await signIn(A, true))!;
    now += SESSION_MS + 1;
    expect(await deleteAllExpiredSessions(t.db, now)).toBeGreaterThanOrEqual(2);
    const left = (await t.db.selectFrom('owner_sessions').select('id').execute()).map((r) => r.id);
    expect(left).not.toContain(a.session.sessionId);
    expect(left).not.toContain(b.session.sessionId);
    expect(left).toContain(live.session.sessionId);
  });
});
