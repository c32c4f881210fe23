import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINI_HOST } from '../../src/server/forms/test-client.ts';
import { createTestApp, readSite } from '../helpers/app.ts';

// Issue 14, "blog list pages paged with rel=prev/next": /noticias paged by its pageSize with
// ?page=N, filtered by ?tag= ?category= ?author= ?month=, each with its canonical address; an
// unknown value, a page past the last or a malformed query is a 404 the HTML cache never keeps;
// the RSS feed at ?format=rss. Both databases (test/api runs on SQLite and PostgreSQL).
let t: Awaited<ReturnType<typeof createTestApp>>;
const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { host: MINI_HOST, 'accept-encoding': 'identity', ...headers } });
const BASE = 'https://pan.example.com';

const window = new Window();
/** The page's DOM (happy-dom's parser: the server side runs in Node). */
function page(body: string): Document {
  return new window.DOMParser().parseFromString(body, 'text/html') as unknown as Document;
}
const link = (doc: Document, rel: string) => doc.querySelector(`link[rel="${rel}"]`)?.getAttribute('href') ?? null;
const postTitles = (doc: Document) => [...doc.querySelectorAll('.post-list .card__title')].map((e) => e.textContent);

beforeAll(async () => {
  t = await createTestApp();
  const site = readSite();
  site.settings = { ...site.settings, timeZone: 'America/Mexico_City' };
  const post = site.collections.find((c: any) => c.urlId === 'blog').items[0];
  // 12 published posts, one a month from 2025-01 (newest: «Nota 11», 2025-12), then edge cases.
  const items = Array.from({ length: 12 }, (_, i) => ({
    ...post,
    id: `aaaaaaaaaaaaaaaaaaaad${String(i).padStart(3, '0')}`,
    urlId: `nota-${i}`,
    title: `Nota ${i}`,
    publishedOn: `2025-${String(i + 1).padStart(2, '0')}-10T18:00:00.000Z`,
    author: i % 2 ? 'Ana Pérez' : 'Luis Gómez',
    tags: i % 3 === 0 ? ['café', 'pan & sal'] : ['pan & sal'],
    categories: i < 4 ? ['Recetas'] : ['Noticias'],
  }));
  items.push(
    // 03:00 UTC on March 1st is still February 28th in Mexico City: February in the archive.
    { ...post, id: 'aaaaaaaaaaaaaaaaaaaae001', urlId: 'limite', title: 'Entrada <límite> & "comillas"', publishedOn: '2026-03-01T03:00:00.000Z', tags: ['frontera'], categories: [] },
    // Never listed, never counted.
    { ...post, id: 'aaaaaaaaaaaaaaaaaaaae002', urlId: 'oculta', title: 'Borrador', status: 'draft', publishedOn: '2026-04-01T00:00:00.000Z', tags: ['secreta'], author: 'Nadie' },
  );
  site.collections.push(
    { id: 'aaaaaaaaaaaaaaaaaaaaaa90', urlId: 'noticias', title: 'Noticias', type: 1, description: 'Lo que pasa en la panadería.', pageSize: 5, items },
    { id: 'aaaaaaaaaaaaaaaaaaaaaa91', urlId: 'vacio', title: 'Vacío', type: 1, items: [] },
    { id: 'aaaaaaaaaaaaaaaaaaaaaa92', urlId: 'socios', title: 'Socios', type: 1, permissionType: 'members', items: items.slice(0, 2).map((i, n) => ({ ...i, id: `aaaaaaaaaaaaaaaaaaaaf00${n}` })) },
  );
  await t.publish(site);
});
afterAll(async () => {
  await window.happyDOM.close();
  await t.close();
});

describe('paging: ?page=N by the collection pageSize', () => {
  it('the first page: its pageSize of posts, newest first, rel=next and the visible older link, canonical without a query', async () => {
    const res = await get('/noticias');
    expect(res.statusCode).toBe(200);
    const doc = page(res.body);
    expect(postTitles(doc)).toEqual(['Entrada <límite> & "comillas"', 'Nota 11', 'Nota 10', 'Nota 9', 'Nota 8']);
    expect(link(doc, 'canonical')).toBe(`${BASE}/noticias`);
    expect(link(doc, 'prev')).toBeNull();
    expect(link(doc, 'next')).toBe(`${BASE}/noticias?page=2`);
    const nav = doc.querySelector('nav.blog-paging')!;
    expect(nav.getAttribute('aria-label')).toBe('Páginas del blog');
    expect(nav.querySelector('a[rel="next"]')?.textContent).toBe('Entradas anteriores');
    expect(nav.querySelector('a[rel="prev"]')).toBeNull();
    expect(nav.textContent).toContain('Página 1 de 3');
    expect(link(doc, 'alternate')).toBe(`${BASE}/noticias?format=rss`);
  });

  it('page 2 links both ways; the last page only back', async () => {
    const two = page((await get('/noticias?page=2')).body);
    expect(postTitles(two)).toEqual(['Nota 7', 'Nota 6', 'Nota 5', 'Nota 4', 'Nota 3']);
    expect(link(two, 'canonical')).toBe(`${BASE}/noticias?page=2`);
    expect(link(two, 'prev')).toBe(`${BASE}/noticias`);
    expect(link(two, 'next')).toBe(`${BASE}/noticias?page=3`);
    expect(two.querySelector('nav.blog-paging a[rel="prev"]')?.textContent).toBe('Entradas más recientes');
    expect(two.title).toBe('Noticias, página 2 · Panadería Mini');
    const three = page((await get('/noticias?page=3')).body);
    expect(postTitles(three)).toEqual(['Nota 2', 'Nota 1', 'Nota 0']);
    expect(link(three, 'next')).toBeNull();
    expect(link(three, 'prev')).toBe(`${BASE}/noticias?page=2`);
  });

  it('a page past the last, or a page that is no page, is a 404 (never a 500)', async () => {
    for (const q of ['page=4', 'page=99', 'page=0', 'page=-1', 'page=abc', 'page=1.5', 'page=', 'page=2&page=3', 'page=%00', 'page=99999']) {
      const res = await get(`/noticias?${q}`);
      expect(res.statusCode, q).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
    }
  });

  it('a blog without posts has its one empty page; its page 2 does not exist', async () => {
    const res = await get('/vacio');
    expect(res.statusCode).toBe(200);
    expect(page(res.body).querySelector('nav.blog-paging')).toBeNull();
    expect((await get('/vacio?page=2')).statusCode).toBe(404);
  });

  it('the default page size is 10; other query parameters leave the list as it is', async () => {
    const res = await get('/blog?utm_source=boletin');
    expect(res.statusCode).toBe(200);
    expect(postTitles(page(res.body))).toEqual(['Cómo cuidamos la masa madre']);
  });
});

describe('filters: ?tag= ?category= ?author= ?month=', () => {
  it('a tag: only its posts, a heading that says so, a canonical with the tag', async () => {
    const res = await get('/noticias?tag=caf%C3%A9');
    expect(res.statusCode).toBe(200);
    const doc = page(res.body);
    expect(postTitles(doc)).toEqual(['Nota 9', 'Nota 6', 'Nota 3', 'Nota 0']);
    expect(doc.querySelector('.blog-filter__title')?.textContent).toBe('Entradas con la etiqueta «café»');
    expect(doc.querySelector('.blog-filter__meta')?.textContent).toContain('4 entradas');
    expect(doc.querySelector('.blog-filter a')?.getAttribute('href')).toBe('/noticias');
    expect(link(doc, 'canonical')).toBe(`${BASE}/noticias?tag=caf%C3%A9`);
    expect(doc.title).toBe('Entradas con la etiqueta «café» · Panadería Mini');
  });

  it('a filtered list is paged too, its links keep the filter', async () => {
    const doc = page((await get('/noticias?tag=pan+%26+sal')).body);
    expect(postTitles(doc)).toHaveLength(5);
    expect(link(doc, 'next')).toBe(`${BASE}/noticias?tag=pan+%26+sal&page=2`);
    const two = page((await get('/noticias?page=2&tag=pan%20%26%20sal')).body);
    expect(postTitles(two)).toEqual(['Nota 6', 'Nota 5', 'Nota 4', 'Nota 3', 'Nota 2']);
    expect(link(two, 'canonical')).toBe(`${BASE}/noticias?tag=pan+%26+sal&page=2`);
    expect(link(two, 'prev')).toBe(`${BASE}/noticias?tag=pan+%26+sal`);
  });

  it('a category, an author', async () => {
    const cat = page((await get('/noticias?category=Recetas')).body);
    expect(postTitles(cat)).toEqual(['Nota 3', 'Nota 2', 'Nota 1', 'Nota 0']);
    expect(cat.querySelector('.blog-filter__title')?.textContent).toBe('Entradas en la categoría «Recetas»');
    const author = page((await get('/noticias?author=Ana%20P%C3%A9rez')).body);
    expect(postTitles(author)).toEqual(['Nota 11', 'Nota 9', 'Nota 7', 'Nota 5', 'Nota 3']);
    expect(author.querySelector('.blog-filter__title')?.textContent).toBe('Entradas de Ana Pérez');
  });

  it('a month, in the site’s time zone', async () => {
    const feb = page((await get('/noticias?month=2026-02')).body);
    expect(postTitles(feb)).toEqual(['Entrada <límite> & "comillas"']);
    expect(feb.querySelector('.blog-filter__title')?.textContent).toBe('Entradas de febrero de 2026');
    expect((await get('/noticias?month=2026-03')).statusCode).toBe(404);
    expect(postTitles(page((await get('/noticias?month=2025-06')).body))).toEqual(['Nota 5']);
  });

  it('a value no published post has, a draft’s, a malformed one or two filters: 404', async () => {
    for (const q of ['tag=nada', 'tag=secreta', 'author=Nadie', 'tag=CAF%C3%89', 'category=recetas', 'month=2026-13', 'month=2026-1', 'month=marzo', 'tag=', 'tag=%20', 'tag=caf%C3%A9&category=Recetas', 'tag=a&tag=b', `tag=${'x'.repeat(101)}`]) {
      expect((await get(`/noticias?${q}`)).statusCode, q).toBe(404);
    }
  });
});

describe('the HTML cache', () => {
  it('keeps each accepted list once, whatever order or encoding it was asked in', async () => {
    const cache = t.app.vitrina.htmlCache;
    await get('/noticias?category=Noticias&page=2');
    const size = cache.size;
    const hit = await get('/noticias?page=2&category=Noticias&utm_campaign=x');
    expect(hit.statusCode).toBe(200);
    expect(postTitles(page(hit.body))).toEqual(['Nota 6', 'Nota 5', 'Nota 4']);
    await get('/noticias?category=Noticia%73&page=2');
    expect(cache.size).toBe(size);
    // A different page of the same filter is a different entry.
    await get('/noticias?category=Noticias');
    expect(cache.size).toBe(size + 1);
  });

  it('a flood of unknown values or pages caches nothing (and evicts nothing)', async () => {
    const cache = t.app.vitrina.htmlCache;
    await get('/noticias');
    const size = cache.size;
    for (let i = 0; i < 40; i++) {
      expect((await get(`/noticias?tag=falsa-${i}`)).statusCode).toBe(404);
      expect((await get(`/noticias?page=${100 + i}`)).statusCode).toBe(404);
      expect((await get(`/noticias?month=2030-${String((i % 12) + 1).padStart(2, '0')}`)).statusCode).toBe(404);
    }
    expect(cache.size).toBe(size);
  });

  it('pages that are not blog lists answer the same with a page query, but it is not cached', async () => {
    const cache = t.app.vitrina.htmlCache;
    const plain = await get('/preguntas');
    const size = cache.size;
    for (let i = 0; i < 5; i++) {
      const res = await get(`/preguntas?page=${i + 2}`);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(plain.body);
    }
    expect((await get('/no-existe?page=2')).statusCode).toBe(404);
    expect(cache.size).toBe(size);
  });

  it('a republish forgets the cached lists', async () => {
    await get('/noticias?page=2');
    expect(t.app.vitrina.htmlCache.size).toBeGreaterThan(0);
    t.app.vitrina.siteChanged('aaaaaaaaaaaaaaaaaaaaaaaa');
    expect(t.app.vitrina.htmlCache.size).toBe(0);
  });
});

describe('a members-only blog', () => {
  it('answers its list, pages, filters and feed as the locked page (403, not cached)', async () => {
    for (const q of ['', '?page=2', '?tag=caf%C3%A9', '?format=rss', '?tag=nada']) {
      const res = await get(`/socios${q}`);
      expect(res.statusCode, q).toBe(403);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.body).not.toContain('Nota 0');
    }
  });
});

describe('the RSS feed: /noticias?format=rss', () => {
  it('is RSS 2.0 that parses back: channel, items with guid, RFC 822 dates, escaped text', async () => {
    const res = await get('/noticias?format=rss');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(res.body).toContain('<title>Entrada &lt;límite&gt; &amp; &quot;comillas&quot;</title>');
    const xml = new window.DOMParser().parseFromString(res.body, 'application/xml') as unknown as Document;
    expect(xml.querySelector('parsererror')).toBeNull();
    expect(xml.documentElement.tagName).toBe('rss');
    expect(xml.documentElement.getAttribute('version')).toBe('2.0');
    const channel = xml.querySelector('channel')!;
    expect(channel.querySelector(':scope > title')?.textContent).toBe('Noticias · Panadería Mini');
    expect(channel.querySelector(':scope > link')?.textContent).toBe(`${BASE}/noticias`);
    expect(channel.querySelector(':scope > description')?.textContent).toBe('Lo que pasa en la panadería.');
    const items = [...xml.querySelectorAll('item')];
    expect(items).toHaveLength(13);
    const first = items[0];
    expect(first.querySelector('title')?.textContent).toBe('Entrada <límite> & "comillas"');
    expect(first.querySelector('link')?.textContent).toBe(`${BASE}/noticias/limite`);
    expect(first.querySelector('guid')?.textContent).toBe(`${BASE}/noticias/limite`);
    expect(first.querySelector('pubDate')?.textContent).toBe('Sun, 01 Mar 2026 03:00:00 GMT');
    expect(items.map((i) => i.querySelector('title')?.textContent)).not.toContain('Borrador');
    for (const item of items) expect(item.querySelector('pubDate')?.textContent).toMatch(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/);
  });

  it('is cached once; a feed of a page that is no blog is a 404', async () => {
    const first = await get('/noticias?format=rss');
    const size = t.app.vitrina.htmlCache.size;
    const again = await get('/noticias?format=rss');
    expect(again.body).toBe(first.body);
    expect(again.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(t.app.vitrina.htmlCache.size).toBe(size);
    expect((await get('/preguntas?format=rss')).statusCode).toBe(404);
    expect((await get('/no-existe?format=rss')).statusCode).toBe(404);
    expect(t.app.vitrina.htmlCache.size).toBe(size);
  });
});
