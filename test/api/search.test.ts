import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINI_HOST } from '../../src/server/forms/test-client.ts';
import { searchSite, PAGE_SIZE, type SearchResults } from '../../src/server/search/index.ts';
import * as stems from '../../src/server/db/migrations/0007_search_stems.ts';
import { createTestApp, readSite } from '../helpers/app.ts';

// Issue 14, "Search (block 33 and /search)": accents folded, prefixes, one typo on words of five
// letters or more, ranked and paged results with escaped, highlighted snippets; locked pages,
// drafts and other sites' content never found; odd queries answered, never a 500.
const SITE_ID = 'aaaaaaaaaaaaaaaaaaaaaaaa';
let t: Awaited<ReturnType<typeof createTestApp>>;
const text = (parts: { text: string }[]) => parts.map((p) => p.text).join('');
const titles = (r: SearchResults) => r.hits.map((h) => text(h.title));
const search = (q: string, page = 1, rankCap?: number) => searchSite(t.db, SITE_ID, q, page, rankCap);
const html = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: MINI_HOST, 'accept-encoding': 'identity' } });

beforeAll(async () => {
  t = await createTestApp();
  const site = readSite();
  const blog = site.collections.find((c: any) => c.urlId === 'blog');
  const post = blog.items[0];
  site.collections.push(
    {
      id: 'aaaaaaaaaaaaaaaaaaaaaa80', urlId: 'cafeteria', title: 'Nuestra cafetería', type: 10,
      layout: { sections: [{ id: 's', rows: [
        { blocks: [{ id: 'b1', type: 2, span: 12, data: { html: '<p>Servimos <strong>café</strong> de Colombia y pan &lt;script&gt;alert(1)&lt;/script&gt; recién horneado.</p>' } }] },
        { blocks: [{ id: 'b2', type: 31, span: 12, data: { text: 'El mejor desayuno del barrio', source: 'Vecina feliz' } }] },
        { blocks: [{ id: 'b3', type: 2, span: 12, data: { html: '<p>Granos tostados cada semana; la molienda, al momento.</p>' } }] },
      ] }] },
    },
    {
      id: 'aaaaaaaaaaaaaaaaaaaaaa81', urlId: 'socios', title: 'Café secreto de socios', type: 10, permissionType: 'members',
      layout: { sections: [{ id: 's', rows: [{ blocks: [{ id: 'b', type: 2, span: 12, data: { html: '<p>Receta escondida de mermelada</p>' } }] }] }] },
    },
    {
      id: 'aaaaaaaaaaaaaaaaaaaaaa82', urlId: 'noticias', title: 'Noticias', type: 1,
      items: [
        ...Array.from({ length: 23 }, (_, i) => ({ ...post, id: `aaaaaaaaaaaaaaaaaaaab${String(i).padStart(3, '0')}`, urlId: `aviso-${i}`, title: `Aviso ${i}`, excerpt: 'Horario de panadería extendido', status: 'published' })),
        { ...post, id: 'aaaaaaaaaaaaaaaaaaaac001', urlId: 'oculto', title: 'Mermelada en borrador', excerpt: 'Mermelada', status: 'draft' },
        { ...post, id: 'aaaaaaaaaaaaaaaaaaaac002', urlId: 'pronto', title: 'Mermelada programada', excerpt: 'Mermelada', status: 'scheduled' },
        { ...post, id: 'aaaaaaaaaaaaaaaaaaaac003', urlId: 'panaderia', title: 'Panadería artesanal', excerpt: 'Todo sobre el horno', status: 'published' },
      ],
    },
  );
  await t.publish(site);
  // Another site whose words must never show up here, not even as a suggestion.
  const other = readSite();
  other.website = { ...other.website, id: 'bbbbbbbbbbbbbbbbbbbbbbbb', identifier: 'otro', domains: [] };
  other.collections = other.collections.filter((c: any) => c.type === 10).map((c: any) => ({ ...c, id: c.id.replace(/^a/, 'b'), title: c.urlId === other.homePage ? 'Zanahorias orgánicas' : c.title }));
  await t.publish(other);
});
afterAll(() => t.close());

describe('matching', () => {
  it('folds accents both ways: cafe finds café, CAFÉ finds cafe', async () => {
    const r = await search('cafe');
    expect(titles(r)).toContain('Nuestra cafetería');
    expect((await search('CAFÉ')).total).toBe(r.total);
  });
  it('matches Spanish stems: plurals, genders and verb forms meet (Snowball, folded)', async () => {
    // Each word with «colombia», which only the cafetería page says (pan* alone also finds «panadería»).
    for (const q of ['panes', 'Pan', 'tostado', 'tostada', 'TOSTADOS', 'moliendas', 'servir', 'servimos', 'grano']) {
      expect(titles(await search(`${q} colombia`)), q).toEqual(['Nuestra cafetería']);
    }
    // 'cafés' finds «café» as 'cafe' does: the same documents, the word marked.
    const [plural, bare] = await Promise.all([search('cafés'), search('cafe')]);
    expect(plural.total).toBe(bare.total);
    const hit = plural.hits.find((h) => text(h.title) === 'Nuestra cafetería')!;
    expect(hit.snippet.filter((p) => 'mark' in p && p.mark).map((p) => p.text)).toEqual(expect.arrayContaining(['café']));
    const panes = (await search('panes colombia')).hits.find((h) => text(h.title) === 'Nuestra cafetería')!;
    expect(panes.snippet.filter((p) => 'mark' in p && p.mark).map((p) => p.text)).toContain('pan');
    expect((await search('panes')).suggestion).toBeUndefined(); // found by its stem: no typo
  });
  it('migration 0007 re-indexes a site published before stems, and 0007 down goes back', async () => {
    // A correction matches a whole stem: 'panaderoa' → «panadería», stem 'panaderi', not in a folded index.
    await stems.down(t.db); // the index as 0005 wrote it: folded words
    try {
      expect((await search('panaderoa')).total).toBe(0);
    } finally {
      await stems.up(t.db);
    }
    expect(titles(await search('panaderoa'))).toContain('Panadería artesanal');
  });
  it('matches prefixes', async () => {
    expect(titles(await search('desayu'))).toEqual(['Nuestra cafetería']);
  });
  it('forgives one typo on words of five letters or more, and suggests the correction', async () => {
    const r = await search('desayun colombia');
    expect(r.suggestion).toBeUndefined(); // a prefix of a known word is no typo
    const typo = await search('panaderoa');
    expect(titles(typo)).toContain('Panadería artesanal');
    expect(typo.suggestion).toBe('panaderia');
    expect((await search('pam')).total).toBe(0); // three letters: no typo forgiven ('pan' is a word)
  });
  it('requires every word', async () => {
    expect(titles(await search('café colombia'))).toEqual(['Nuestra cafetería']);
    expect((await search('café zanahorias')).total).toBe(0);
  });
});

describe('ranking and paging', () => {
  it('ranks a title match before a body match', async () => {
    const r = await search('panaderia');
    expect(text(r.hits[0].title)).toBe('Panadería artesanal');
    expect(r.total).toBe(24);
  });
  it('pages the results', async () => {
    const [p1, p2, p3] = await Promise.all([search('horario', 1), search('horario', 2), search('horario', 3)]);
    expect(p1.total).toBe(23);
    expect([p1.hits.length, p2.hits.length, p3.hits.length]).toEqual([PAGE_SIZE, PAGE_SIZE, 3]);
    const paths = [...p1.hits, ...p2.hits, ...p3.hits].map((h) => h.path);
    expect(new Set(paths).size).toBe(23);
    expect((await search('horario', 4)).hits).toEqual([]);
  });
  it('breaks ties newest first, the same on both databases', async () => {
    // The 23 notices say the same words: equal scores, so the newest (the last written) comes first.
    const all = (await Promise.all([1, 2, 3].map((p) => search('horario', p)))).flatMap((r) => r.hits.map((h) => h.path));
    expect(all).toEqual(Array.from({ length: 23 }, (_, i) => `/noticias/aviso-${22 - i}`));
  });
  it('past the rank cap, ranks the newest matches and lists the older ones after them, newest first', async () => {
    // Cap 5: «Panadería artesanal» (title match, the newest) ranks first among the 5 newest
    // matches of 'panaderia'; the 19 older notices follow by date; every match once, 24 in all.
    const pages = await Promise.all([1, 2, 3].map((p) => search('panaderia', p, 5)));
    expect(pages.map((r) => r.total)).toEqual([24, 24, 24]);
    const paths = pages.flatMap((r) => r.hits.map((h) => h.path));
    expect(paths[0]).toBe('/noticias/panaderia');
    expect(new Set(paths).size).toBe(24);
    expect(paths.slice(5)).toEqual(Array.from({ length: 19 }, (_, i) => `/noticias/aviso-${18 - i}`));
    // A page wholly past the cap: the older ones only.
    expect((await search('panaderia', 3, 5)).hits.map((h) => h.path)).toEqual(paths.slice(20));
  });
});

describe('what is never found', () => {
  it('locked pages, drafts, scheduled items and other sites', async () => {
    expect((await search('mermelada')).total).toBe(0);
    expect((await search('secreto')).total).toBe(0);
    expect((await search('zanahorias')).total).toBe(0);
    expect((await search('zanahorias')).suggestion).toBeUndefined();
    expect((await search('zanahoriaz')).suggestion).toBeUndefined();
  });
  it('republishing replaces the index', async () => {
    const site = readSite();
    site.collections[0].title = 'Portada renovada';
    await t.publish(site);
    expect(titles(await search('renovada'))).toEqual(['Portada renovada']);
    expect((await search('cafeteria')).total).toBe(0);
  });
});

describe('the /search page', () => {
  beforeAll(async () => {
    await t.publish(readSite()); // back to the mini site, plus a page with markup in its text
    const site = readSite();
    site.collections.push({ id: 'aaaaaaaaaaaaaaaaaaaaaa90', urlId: 'marcas', title: 'Marcas <b>negritas</b>', type: 10,
      layout: { sections: [{ id: 's', rows: [{ blocks: [{ id: 'b', type: 2, span: 12, data: { html: '<p>Usa &lt;img src=x onerror=alert(1)&gt; como ejemplo de marcas</p>' } }] }] }] } });
    await t.publish(site);
  });
  it('lists results with links, escaped snippets and <mark>', async () => {
    const res = await html('/search?q=marcas');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('href="/marcas"');
    expect(res.body).toContain('<mark>marcas</mark>');
    expect(res.body).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(res.body).not.toContain('<img src=x');
    expect(res.body).not.toContain('<b>negritas</b>');
  });
  it('the cached empty /search page is never answered for a query', async () => {
    expect((await html('/search')).body).not.toContain('search-result__title');
    expect((await html('/search')).body).not.toContain('search-result__title');
    expect((await html('/search?q=marcas')).body).toContain('href="/marcas"');
  });
  it('says when nothing was found, and suggests a spelling', async () => {
    const none = await html('/search?q=qwertyuiop');
    expect(none.statusCode).toBe(200);
    expect(none.body).toContain('No encontramos resultados');
    const typo = await html('/search?q=marcaz');
    expect(typo.body).toContain('¿Quisiste decir');
    expect(typo.body).toContain('href="/search?q=marcas"');
  });
  it.each([
    'a'.repeat(1000), '"', '*', '"*"', 'NEAR(a b)', 'a AND OR NOT', "'; drop table search_terms; --", ':*', '&|!()', '\u0000', '%', '😀', 'title:café', '-café',
  ])('answers an odd query without a 500: %j', async (q) => {
    const res = await html(`/search?q=${encodeURIComponent(q)}`);
    expect([200, 400]).toContain(res.statusCode);
  });
  it('answers odd page numbers without a 500', async () => {
    for (const p of ['0', '-1', 'x', '99999999999999999999', '2']) {
      const res = await html(`/search?q=marcas&page=${p}`);
      expect([200, 400]).toContain(res.statusCode);
    }
  });
});
