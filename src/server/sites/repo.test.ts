import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../../test/helpers/db.ts';
import { publishSite } from '../flows/index.ts';
import { findCollection, findDefaultWebsite, findItem, findWebsiteByHost, findWebsiteByIdentifier, listItems, loadSiteView } from './repo.ts';
import { hexId, makeMediaDir, makeSite, makeSiteDir } from './test-site.ts';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
  const dirs = { siteDir: await makeSiteDir(), mediaDir: makeMediaDir(), appDomain: 'vitrina.test' };
  await publishSite(t.db, makeSite('a', { identifier: 'cafe', domains: ['cafe.example.com', 'www.cafe.example.com'] }), dirs);
  await publishSite(t.db, makeSite('b', { identifier: 'flores', domains: ['flores.example.org'] }), dirs);
});
afterAll(() => t.destroy());

const APP = 'vitrina.test';

describe('findWebsiteByHost', () => {
  it.each([
    ['cafe.example.com', 'a'],
    ['www.cafe.example.com', 'a'],
    ['CAFE.Example.COM', 'a'],
    ['cafe.example.com:8080', 'a'],
    ['cafe.example.com.', 'a'],
    ['cafe.vitrina.test', 'a'],
    ['Flores.Vitrina.Test:3000', 'b'],
    ['flores.example.org', 'b'],
  ])('%s → site %s', async (host, tag) => {
    expect(await findWebsiteByHost(t.db, host, APP)).toMatchObject({ id: hexId(tag) });
  });

  it.each(['nadie.example.com', 'vitrina.test', 'x.cafe.vitrina.test', 'cafe.vitrina.test.evil.com', 'cafe', '', "cafe.example.com' or 1=1 --"])('%s → undefined', async (host) => {
    expect(await findWebsiteByHost(t.db, host, APP)).toBeUndefined();
  });

  it('accepts an app domain that carries a port', async () => {
    expect(await findWebsiteByHost(t.db, 'cafe.localhost:3000', 'localhost:3000')).toMatchObject({ id: hexId('a') });
  });

  it('gives id, identifier and version', async () => {
    expect(await findWebsiteByHost(t.db, 'cafe.example.com', APP)).toEqual({ id: hexId('a'), identifier: 'cafe', version: 1 });
    expect(await findWebsiteByIdentifier(t.db, 'flores')).toEqual({ id: hexId('b'), identifier: 'flores', version: 1 });
  });
});

describe('reads of one website', () => {
  it('the default website is the first one imported', async () => {
    expect(await findDefaultWebsite(t.db)).toMatchObject({ id: hexId('a') });
  });

  it('loads the site view with media URLs under /media/<websiteId>/', async () => {
    const view = await loadSiteView(t.db, hexId('a'), { appDomain: APP, address: { scheme: 'https', port: null } });
    expect(view).toMatchObject({
      version: 1,
      baseUrl: 'https://cafe.example.com',
      appDomain: APP,
      homePage: 'inicio',
      navigation: [{ title: 'Inicio', href: '/' }],
      settings: { storeSettings: { selectedCurrency: 'MXN' } },
      headerFooter: { header: { logoMediaId: 'foto' }, footer: { text: 'Pie' } },
      website: { id: hexId('a'), identifier: 'cafe', title: 'Sitio a', domains: ['cafe.example.com', 'www.cafe.example.com'] },
    });
    expect(Object.keys(view.media)).toEqual(['foto']);
    expect(view.media.foto.src.startsWith(`/media/${hexId('a')}/foto-`)).toBe(true);
    await expect(loadSiteView(t.db, hexId('f'), { appDomain: APP, address: { scheme: 'https', port: null } })).rejects.toThrow(/No existe/);
  });

  it('finds a collection by url id within its website only', async () => {
    const blog = await findCollection(t.db, hexId('a'), 'blog');
    expect(blog).toMatchObject({ urlId: 'blog', title: 'Blog', type: 1, description: '', permissionType: 'public', layout: { columns: 12, sections: [] } });
    expect(blog).not.toHaveProperty('items');
    expect(await findCollection(t.db, hexId('a'), 'nada')).toBeUndefined();
    expect(await findCollection(t.db, hexId('f'), 'blog')).toBeUndefined();
  });

  it('finds an item by url id, drafts included (the router hides them)', async () => {
    const blog = await findCollection(t.db, hexId('a'), 'blog');
    const item = await findItem(t.db, hexId('a'), blog!.id, 'nuevo');
    expect(item).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/), urlId: 'nuevo', title: 'Nuevo', recordType: 1, status: 'published',
      publishedOn: '2026-02-01T10:30:00.000Z', excerpt: 'Lo último', mediaId: 'foto', tags: [], categories: [],
      layout: { columns: 12, sections: [] },
    });
    expect((await findItem(t.db, hexId('a'), blog!.id, 'borrador'))?.status).toBe('draft');
    expect(await findItem(t.db, hexId('b'), blog!.id, 'nuevo')).toBeUndefined();
  });

  it('lists published items newest first, with paging', async () => {
    const blog = await findCollection(t.db, hexId('a'), 'blog');
    const page = (limit: number, offset: number) => listItems(t.db, hexId('a'), blog!.id, { limit, offset }).then((items) => items.map((i) => i.urlId));
    expect(await page(10, 0)).toEqual(['nuevo', 'viejo']);
    expect(await page(1, 1)).toEqual(['viejo']);
    expect(await page(10, 5)).toEqual([]);
  });
});
