import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINI_HOST } from '../../src/server/forms/test-client.ts';
import { CollectionType, ItemType } from '../../src/shared/enums.ts';
import { createTestApp, readSite } from '../helpers/app.ts';
import { schemaErrors } from '../helpers/xml-schema.ts';
import sharp from 'sharp';

// Issue 18, "SEO and feeds": /robots.txt and /sitemap.xml per site (docs/seo.md), on the site's
// own address whatever the Host; public pages, lists and their published items with images and
// lastmod; locked and members-only pages left out; split into an index past the limit; every file
// valid against the sitemaps.org 0.9 and image 1.1 schemas (libxml2). Both databases.
const BASE = 'https://pan.example.com';
type App = Awaited<ReturnType<typeof createTestApp>>;
const get = (t: App, url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { host: MINI_HOST, 'accept-encoding': 'identity', ...headers } });
const locs = (xml: string) => [...xml.matchAll(/<url><loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
const partLocs = (xml: string) => [...xml.matchAll(/<sitemap><loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

/** The mini site with a gallery, an events list, a members-only blog and a password-locked page. */
function seoSite() {
  const site = readSite();
  const post = site.collections.find((c: any) => c.urlId === 'blog').items[0];
  const photo = (n: number, urlId: string, status = 'published') => ({ id: `aaaaaaaaaaaaaaaaaaaab10${n}`, urlId, title: `Foto ${n}`, recordType: ItemType.IMAGE, status, publishedOn: `2026-0${n}-01T10:00:00Z`, mediaId: 'hogaza' });
  site.collections.push(
    { id: 'aaaaaaaaaaaaaaaaaaaab100', urlId: 'fotos', title: 'Fotos', type: CollectionType.GALLERY_BLOCK, items: [photo(1, 'horno'), photo(2, 'masa', 'draft')] },
    {
      id: 'aaaaaaaaaaaaaaaaaaaab200', urlId: 'eventos', title: 'Eventos', type: CollectionType.GENERIC, events: { view: 'list' },
      items: [{ id: 'aaaaaaaaaaaaaaaaaaaab201', urlId: 'cata', title: 'Cata de pan', recordType: 12, publishedOn: '2026-02-01T00:00:00.000Z', event: { startsAt: '2026-12-05T18:00:00-06:00', venue: 'La panadería' } }],
    },
    { id: 'aaaaaaaaaaaaaaaaaaaab300', urlId: 'socios', title: 'Socios', type: CollectionType.GENERIC, permissionType: 'members', items: [{ ...post, id: 'aaaaaaaaaaaaaaaaaaaab301', urlId: 'secreto' }] },
    { id: 'aaaaaaaaaaaaaaaaaaaab400', urlId: 'privado', title: 'Privado', type: CollectionType.PAGE, permissionType: 'password', password: 'clave-2026' },
  );
  return site;
}

describe('robots.txt and sitemap.xml', () => {
  let t: App;
  beforeAll(async () => {
    t = await createTestApp();
    await t.publish(seoSite());
  });
  afterAll(() => t.close());

  it('robots.txt keeps crawlers out of the visitor’s own pages and names the sitemap on the site’s own address, whatever the Host', async () => {
    for (const host of [MINI_HOST, 'localhost:3000', 'pan.example.com:8443']) {
      const res = await get(t, '/robots.txt', { host });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(res.headers['set-cookie']).toBeUndefined();
      const lines = res.body.split('\n');
      for (const path of ['/carrito', '/checkout', '/pedido', '/commerce/', '/cuenta', '/search', '/config', '/api/']) expect(lines).toContain(`Disallow: ${path}`);
      expect(lines).not.toContain('Disallow: /');
      expect(lines).toContain(`Sitemap: ${BASE}/sitemap.xml`);
    }
  });

  it('the sitemap lists public pages, lists and published posts, products, events and gallery items, with lastmod and images; nothing locked, members-only or draft', async () => {
    const res = await get(t, '/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(await schemaErrors(res.body, 'urlset')).toEqual([]);
    expect(locs(res.body)).toEqual([
      `${BASE}/`,
      `${BASE}/preguntas`,
      `${BASE}/blog`,
      `${BASE}/blog/masa-madre`,
      `${BASE}/tienda`,
      `${BASE}/tienda/hogaza`,
      `${BASE}/fotos`,
      `${BASE}/fotos/horno`,
      `${BASE}/eventos`,
      `${BASE}/eventos/cata`,
    ]);
    expect(res.body).not.toMatch(/socios|secreto|privado|borrador|fotos\/masa|\/inicio</);
    // An item's lastmod is its publication; its image, absolute on the site's address.
    expect(res.body).toContain(`<url><loc>${BASE}/eventos/cata</loc><lastmod>2026-02-01T00:00:00.000Z</lastmod></url>`);
    expect(res.body).toMatch(new RegExp(`<url><loc>${BASE}/tienda/hogaza</loc><lastmod>[^<]+</lastmod><image:image><image:loc>${BASE}/media/aaaaaaaaaaaaaaaaaaaaaaaa/[^<]+</image:loc></image:image></url>`));
    // The same addresses whatever Host the request came in by.
    expect(locs((await get(t, '/sitemap.xml', { host: 'localhost:3000' })).body)).toEqual(locs(res.body));
  });

  it('is kept per site version: the same ETag answers 304; a publish changes it', async () => {
    const first = await get(t, '/sitemap.xml');
    const again = await get(t, '/sitemap.xml', { 'if-none-match': first.headers.etag as string });
    expect(again.statusCode).toBe(304);
    const robots = await get(t, '/robots.txt');
    expect((await get(t, '/robots.txt', { 'if-none-match': robots.headers.etag as string })).statusCode).toBe(304);
    const site = seoSite();
    site.collections.find((c: any) => c.urlId === 'fotos').items[1].status = 'published';
    await t.publish(site);
    const after = await get(t, '/sitemap.xml', { 'if-none-match': first.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(locs(after.body)).toContain(`${BASE}/fotos/masa`);
    await t.publish(seoSite());
  });

  it('system pages are noindex without canonical; every sitemap page names its own address as canonical', async () => {
    const robots = (html: string) => /<meta name="robots" content="noindex"\/>/.test(html);
    const canonical = (html: string) => /<link rel="canonical" href="([^"]+)"\/>/.exec(html)?.[1];
    for (const path of ['/search', '/search?q=pan', '/carrito', '/cuenta/ingresar', '/privado', '/socios', '/no-existe', '/blog/borrador']) {
      const html = (await get(t, path)).body;
      expect(robots(html), path).toBe(true);
      expect(canonical(html), path).toBeUndefined();
    }
    for (const loc of locs((await get(t, '/sitemap.xml')).body)) {
      const html = (await get(t, new URL(loc).pathname)).body;
      expect(robots(html), loc).toBe(false);
      expect(canonical(html), loc).toBe(loc);
    }
  });

  it('og:image and twitter:image are the 1200×630 share picture, a JPEG of that size, with og:image:width and height', async () => {
    const html = (await get(t, '/tienda/hogaza')).body;
    const meta = (attr: string, name: string) => new RegExp(`<meta ${attr}="${name}" content="([^"]+)"/>`).exec(html)?.[1];
    const image = meta('property', 'og:image');
    expect(image).toMatch(new RegExp(`^${BASE}/media/aaaaaaaaaaaaaaaaaaaaaaaa/hogaza-[0-9a-f]{8}-share\\.jpg$`));
    expect(meta('name', 'twitter:image')).toBe(image);
    expect(meta('name', 'twitter:card')).toBe('summary_large_image');
    expect([meta('property', 'og:image:width'), meta('property', 'og:image:height')]).toEqual(['1200', '630']);
    const file = await t.app.inject({ method: 'GET', url: new URL(image!).pathname, headers: { host: MINI_HOST } });
    expect(file.statusCode).toBe(200);
    const { width, height, format } = await sharp(file.rawPayload).metadata();
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'jpeg' });
    // Never offered in a srcset.
    expect(html).not.toMatch(/srcSet="[^"]*share\.jpg/);
  });

  it('a sitemap part of an unsplit site, or a malformed name, is the 404 page', async () => {
    for (const path of ['/sitemap-1.xml', '/sitemap-0.xml', '/sitemap-01.xml', '/sitemap-x.xml']) {
      const res = await get(t, path);
      expect(res.statusCode, path).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
    }
  });
});

describe('past the limit: a sitemap index of parts', () => {
  let t: App;
  beforeAll(async () => {
    t = await createTestApp({}, { seo: { sitemapUrls: 4 } });
    await t.publish(seoSite());
  });
  afterAll(() => t.close());

  it('/sitemap.xml is a valid index of /sitemap-N.xml parts, each valid and within the limit, together every address once', async () => {
    const index = await get(t, '/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(await schemaErrors(index.body, 'sitemapindex')).toEqual([]);
    const parts = partLocs(index.body);
    expect(parts).toEqual([`${BASE}/sitemap-1.xml`, `${BASE}/sitemap-2.xml`, `${BASE}/sitemap-3.xml`]);
    expect(index.body).toMatch(/<sitemap><loc>[^<]+<\/loc><lastmod>\d{4}-\d\d-\d\dT[^<]+<\/lastmod><\/sitemap>/);
    const all: string[] = [];
    for (const part of parts) {
      const res = await get(t, new URL(part).pathname);
      expect(res.statusCode).toBe(200);
      expect(await schemaErrors(res.body, 'urlset')).toEqual([]);
      expect(locs(res.body).length).toBeLessThanOrEqual(4);
      all.push(...locs(res.body));
    }
    expect(all).toHaveLength(10);
    expect(new Set(all).size).toBe(10);
    expect((await get(t, '/sitemap-4.xml')).statusCode).toBe(404);
  });
});

describe('a whole-site lock', () => {
  let t: App;
  beforeAll(async () => {
    t = await createTestApp();
    const site = seoSite();
    site.settings = { ...site.settings, siteLock: { password: 'sitio-2026' } };
    await t.publish(site);
  });
  afterAll(() => t.close());

  it('robots.txt disallows everything and names no sitemap; the sitemap is not found', async () => {
    const robots = await get(t, '/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.body.split('\n')).toContain('Disallow: /');
    expect(robots.body).not.toContain('Sitemap:');
    expect((await get(t, '/sitemap.xml')).statusCode).toBe(404);
  });
});
