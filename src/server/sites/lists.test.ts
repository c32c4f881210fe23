import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { createTestDb, type TestDb } from '../../../test/helpers/db.ts';
import { registerFixtureBlock } from '../../blocks/registry.ts';
import { defineBlock } from '../../blocks/types.ts';
import { publishSite } from '../flows/index.ts';
import { listedCollections, readList } from './lists.ts';
import { hexId, makeMediaDir, makeSite, makeSiteDir } from './test-site.ts';

const id = (tag: string, n: number) => hexId(tag).slice(0, 22) + String(n).padStart(2, '0');

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
  const dirs = { siteDir: await makeSiteDir(), mediaDir: makeMediaDir(), appDomain: 'vitrina.test' };
  const a = makeSite('a');
  a.collections.push({
    id: id('a', 9), urlId: 'socios', title: 'Socios', type: 1, permissionType: 'members',
    items: [{ id: id('a', 10), urlId: 'secreto', title: 'Secreto', recordType: 1, publishedOn: '2026-01-01T00:00:00Z' }],
  });
  await publishSite(t.db, a, dirs);
  await publishSite(t.db, makeSite('b'), dirs);
});
afterAll(() => t.destroy());

describe('readList: the items a collection block shows', () => {
  it('gives the published items newest first, without layouts, with their page paths', async () => {
    const list = await readList(t.db, hexId('a'), id('a', 2));
    expect(list?.collection).toEqual({ id: id('a', 2), urlId: 'blog', title: 'Blog', type: 1, description: '' });
    expect(list?.items.map((i) => [i.urlId, i.href])).toEqual([['nuevo', '/blog/nuevo'], ['viejo', '/blog/viejo']]);
    expect(list?.items[0]).not.toHaveProperty('layout');
    expect(list?.total).toBe(2);
  });

  it('never reads another website’s collection, an unknown one or a locked one', async () => {
    expect(await readList(t.db, hexId('b'), id('a', 2))).toBeUndefined();
    expect(await readList(t.db, hexId('a'), id('a', 77))).toBeUndefined();
    expect(await readList(t.db, hexId('a'), id('a', 9))).toBeUndefined();
  });
});

describe('listedCollections: what the blocks of a page list', () => {
  it('asks each block’s meta `lists` for ids, each once, skipping blocks whose data does not fit', () => {
    const remove = registerFixtureBlock(
      defineBlock({ name: 'fixture-list', types: [9001 as never], data: v.object({ collectionId: v.string() }), lists: (d) => [d.collectionId], reads: ['lists'] }, { render: () => null }),
    );
    try {
      const block = (bid: string, data: unknown) => ({ id: bid, type: 9001, data });
      const layout = { columns: 12, sections: [{ id: 's', rows: [{ blocks: [block('x', { collectionId: 'c1' }), block('y', { collectionId: 'c1' }), block('z', { collectionId: 'c2' }), block('w', { nope: 1 })] }] }] };
      expect(listedCollections([layout as never])).toEqual(['c1', 'c2']);
    } finally {
      remove();
    }
  });
});
