import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../../test/helpers/db.ts';
import { publishSite } from '../flows/index.ts';
import { loadSiteView } from './repo.ts';
import { ITEMS_KEPT, publishedCollection, publishedItems, publishedList } from './version-reads.ts';
import { hexId, makeMediaDir, makeSite, makeSiteDir } from './test-site.ts';

const id = (tag: string, n: number) => hexId(tag).slice(0, 22) + String(n).padStart(2, '0');
const address = { appDomain: 'vitrina.test', address: { scheme: 'https' as const, port: null } };

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
  const site = makeSite('a');
  site.collections.push({
    id: id('a', 9), urlId: 'socios', title: 'Socios', type: 1, permissionType: 'members',
    items: [{ id: id('a', 10), urlId: 'secreto', title: 'Secreto', recordType: 1, publishedOn: '2026-01-01T00:00:00Z' }],
  });
  await publishSite(t.db, site, { siteDir: await makeSiteDir(), mediaDir: makeMediaDir(), appDomain: 'vitrina.test' });
});
afterAll(() => t.destroy());

const view = () => loadSiteView(t.db, hexId('a'), address);

describe('reads of a published version, once per SiteView', () => {
  it('finds a collection by url id and lists its published items as readList does', async () => {
    const site = await view();
    expect((await publishedCollection(t.db, site, 'blog'))?.id).toBe(id('a', 2));
    expect(await publishedCollection(t.db, site, 'nada')).toBeUndefined();
    const list = await publishedList(t.db, site, id('a', 2));
    expect(list?.items.map((i) => [i.urlId, i.href])).toEqual([['nuevo', '/blog/nuevo'], ['viejo', '/blog/viejo']]);
    expect(list?.total).toBe(2);
    expect(await publishedList(t.db, site, id('a', 77))).toBeUndefined();
  });

  it('reads the database once per view: what it read stays (only a publish, with a new view, changes it)', async () => {
    const site = await view();
    const before = await publishedList(t.db, site, id('a', 2));
    // Behind the app's back (a publish would make a new version, so a new view).
    await t.db.updateTable('items').set({ title: 'Cambiado' }).where('id', '=', id('a', 4)).execute();
    try {
      expect(await publishedList(t.db, site, id('a', 2))).toBe(before);
      expect((await publishedList(t.db, await view(), id('a', 2)))?.items[0].title).toBe('Cambiado');
    } finally {
      await t.db.updateTable('items').set({ title: 'Nuevo' }).where('id', '=', id('a', 4)).execute();
    }
  });

  it('asks who may see a kept list on every call: a members-only list to its members only', async () => {
    const site = await view();
    const member = { member: { id: 'm1', areas: new Set<string>() }, unlocked: new Set<string>() };
    expect((await publishedList(t.db, site, id('a', 9), member))?.items.map((i) => i.urlId)).toEqual(['secreto']);
    expect(await publishedList(t.db, site, id('a', 9))).toBeUndefined();
    expect(await publishedList(t.db, site, id('a', 9), member)).toBeDefined();
  });

  it('reads items by id once per view, each with its collection; an unknown or unpublished id is absent', async () => {
    const site = await view();
    const first = await publishedItems(t.db, site, [id('a', 4), id('a', 10), id('a', 77)]);
    expect([...first].map(([key, { item, collection }]) => [key, item.urlId, collection.urlId])).toEqual([
      [id('a', 4), 'nuevo', 'blog'],
      [id('a', 10), 'secreto', 'socios'],
    ]);
    await t.db.updateTable('items').set({ title: 'Cambiado' }).where('id', '=', id('a', 4)).execute();
    try {
      expect((await publishedItems(t.db, site, [id('a', 4)])).get(id('a', 4))?.item.title).toBe('Nuevo');
      expect((await publishedItems(t.db, await view(), [id('a', 4)])).get(id('a', 4))?.item.title).toBe('Cambiado');
    } finally {
      await t.db.updateTable('items').set({ title: 'Nuevo' }).where('id', '=', id('a', 4)).execute();
    }
  });

  it('keeps at most ITEMS_KEPT ids per view: the least recently read leave and are read again', async () => {
    const site = await view();
    await publishedItems(t.db, site, [id('a', 4)]);
    // Unknown ids count too (a robot asking for made-up ids must not grow the memo without end).
    await publishedItems(t.db, site, Array.from({ length: ITEMS_KEPT }, (_, n) => `x${n}`));
    await t.db.updateTable('items').set({ title: 'Cambiado' }).where('id', '=', id('a', 4)).execute();
    try {
      expect((await publishedItems(t.db, site, [id('a', 4)])).get(id('a', 4))?.item.title).toBe('Cambiado');
    } finally {
      await t.db.updateTable('items').set({ title: 'Nuevo' }).where('id', '=', id('a', 4)).execute();
    }
  });
});
