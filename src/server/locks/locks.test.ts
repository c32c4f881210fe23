import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../../test/helpers/db.ts';
import { publishSite } from '../flows/index.ts';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { exportSite } from '../sites/index.ts';
import { makeMediaDir, makeSite, makeSiteDir } from '../sites/test-site.ts';
import { verifyPassword } from '../owner/index.ts';
import { cookieName, scopeOfCookie, UNLOCK_MS, UnlockCookies } from './cookie.ts';
import { prepareLocks } from './publish.ts';
import { readLocks } from './repo.ts';

const SECRET = 'x'.repeat(40);
const HASH = '$scrypt$ln=15,r=8,p=1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

describe('unlock cookies', () => {
  const cookies = new UnlockCookies(SECRET);
  const now = Date.UTC(2026, 10, 1);
  const value = cookies.mint('w1', 'c1', HASH, now);

  it('pass for their website, scope and password, until they expire', () => {
    expect(cookies.verify('w1', 'c1', HASH, value, now)).toBe(true);
    expect(cookies.verify('w1', 'c1', HASH, value, now + UNLOCK_MS - 1)).toBe(true);
    expect(cookies.verify('w1', 'c1', HASH, value, now + UNLOCK_MS)).toBe(false);
  });
  it('never for another site, scope, password, secret, or an altered value', () => {
    expect(cookies.verify('w2', 'c1', HASH, value, now)).toBe(false);
    expect(cookies.verify('w1', 'c2', HASH, value, now)).toBe(false);
    expect(cookies.verify('w1', 'c1', HASH.replace('$AAAA', '$BAAA'), value, now)).toBe(false);
    expect(new UnlockCookies('y'.repeat(40)).verify('w1', 'c1', HASH, value, now)).toBe(false);
    const [expires, sig] = value.split('.');
    expect(cookies.verify('w1', 'c1', HASH, `${Number(expires) + 1}.${sig}`, now)).toBe(false);
    expect(cookies.verify('w1', 'c1', HASH, `${expires}.${sig.slice(1)}A`, now)).toBe(false);
    expect(cookies.verify('w1', 'c1', HASH, 'basura', now)).toBe(false);
  });
  it('are named by scope', () => {
    expect(cookieName('*')).toBe('vitrina_unlock_site');
    expect(scopeOfCookie('vitrina_unlock_site')).toBe('*');
    expect(scopeOfCookie(cookieName('aaaaaaaaaaaaaaaaaaaaaa01'))).toBe('aaaaaaaaaaaaaaaaaaaaaa01');
    expect(scopeOfCookie('vitrina_unlock_../x')).toBeUndefined();
    expect(scopeOfCookie('crumb')).toBeUndefined();
  });
});

describe('prepareLocks: passwords out of the site file', () => {
  let t: TestDb;
  let siteDir: string;
  beforeAll(async () => {
    t = await createTestDb();
    siteDir = await makeSiteDir();
  });
  afterAll(() => t.destroy());

  const locked = (password?: string, siteLock?: object) => {
    const site = makeSite('d');
    site.collections[0].permissionType = 'password';
    if (password !== undefined) site.collections[0].password = password;
    if (siteLock) site.settings = { siteLock };
    return site;
  };
  const publish = (site: unknown) => publishSite(t.db, site, { siteDir, mediaDir: makeMediaDir(), appDomain: 'vitrina.test' });

  it('hashes a plaintext, keeps the hash across republishes of the same password, takes a hash as given, keeps it when none is given', async () => {
    const site = locked('cafecito', { password: 'sitio', title: 'Pronto' });
    const result = await publish(site);
    const first = await readLocks(t.db, result.websiteId);
    expect(first.map((l) => l.scope).sort()).toEqual([site.collections[0].id, '*'].sort());
    const pageHash = first.find((l) => l.scope !== '*')!.hash;
    expect(await verifyPassword('cafecito', pageHash)).toBe(true);

    await publish(locked('cafecito', { password: 'sitio' }));
    expect((await readLocks(t.db, result.websiteId)).find((l) => l.scope !== '*')!.hash).toBe(pageHash);

    await publish(locked(undefined, { title: 'Pronto' }));
    const kept = await readLocks(t.db, result.websiteId);
    expect(kept.find((l) => l.scope !== '*')!.hash).toBe(pageHash);
    expect(kept.some((l) => l.scope === '*')).toBe(true);

    await publish(locked(HASH));
    expect(await readLocks(t.db, result.websiteId)).toEqual([{ scope: site.collections[0].id, hash: HASH }]);
  });

  it('an export holds no password, and importing it again keeps the stored one', async () => {
    const mediaDir = makeMediaDir();
    const result = await publishSite(t.db, locked('exportada'), { siteDir, mediaDir, appDomain: 'vitrina.test' });
    const before = await readLocks(t.db, result.websiteId);
    const out = mkdtempSync(join(tmpdir(), 'vitrina-export-'));
    const { siteFile } = await exportSite(t.db, result.websiteId, { outDir: out, mediaDir });
    const text = readFileSync(siteFile, 'utf8');
    expect(text).not.toContain('exportada');
    expect(text).not.toContain('$scrypt$');
    await publishSite(t.db, JSON.parse(text), { siteDir: dirname(siteFile), mediaDir, appDomain: 'vitrina.test' });
    expect(await readLocks(t.db, result.websiteId)).toEqual(before);
  });

  it('the stored site holds no password, only the lock settings without it', async () => {
    const prepared = await prepareLocks(t.db, { ...locked('otra', { password: 'sitio', title: 'Pronto' }), media: [], navigation: { main: [] }, headerFooter: {} } as any);
    expect(JSON.stringify(prepared.site)).not.toContain('otra');
    expect(prepared.site.settings.siteLock).toEqual({ title: 'Pronto' });
    expect(prepared.site.collections[0]).not.toHaveProperty('password');
  });
});
