import { describe, expect, it } from 'vitest';
import { seoFileOf, sitemapFile, urlsetXml, type SitemapUrl } from './seo.ts';

const url = (n: number, lastmod = `2026-01-${String((n % 28) + 1).padStart(2, '0')}T00:00:00.000Z`): SitemapUrl => ({ loc: `https://pan.example.com/p${n}`, lastmod, images: [] });
const count = (xml: string | undefined, tag: string) => (xml ?? '').split(`<${tag}>`).length - 1;

describe('sitemap files', () => {
  it('names only robots.txt, sitemap.xml and sitemap-N.xml (N from 1, no leading zero)', () => {
    expect(seoFileOf('/robots.txt')).toEqual({ kind: 'robots' });
    expect(seoFileOf('/sitemap.xml')).toEqual({ kind: 'sitemap', part: 0 });
    expect(seoFileOf('/sitemap-12.xml')).toEqual({ kind: 'sitemap', part: 12 });
    for (const p of ['/sitemap-0.xml', '/sitemap-01.xml', '/sitemap-1.xml/', '/Sitemap.xml', '/robots.txt.bak', '/sitemap-1234567.xml']) expect(seoFileOf(p), p).toBeUndefined();
  });

  it('at the limit one urlset; one more URL and it is an index of parts of the limit, the last part holding the rest', () => {
    const four = [1, 2, 3, 4].map((n) => url(n));
    expect(count(sitemapFile('https://pan.example.com', four, 0, 4), 'url')).toBe(4);
    expect(sitemapFile('https://pan.example.com', four, 1, 4)).toBeUndefined();
    const nine = [...four, ...[5, 6, 7, 8, 9].map((n) => url(n))];
    const index = sitemapFile('https://pan.example.com', nine, 0, 4);
    expect(count(index, 'sitemap')).toBe(3);
    expect([1, 2, 3].map((p) => count(sitemapFile('https://pan.example.com', nine, p, 4), 'url'))).toEqual([4, 4, 1]);
    expect(sitemapFile('https://pan.example.com', nine, 4, 4)).toBeUndefined();
    // Each part's lastmod is its newest URL's.
    expect(index).toContain('<loc>https://pan.example.com/sitemap-1.xml</loc><lastmod>2026-01-05T00:00:00.000Z</lastmod>');
  });

  it('nothing to list: no sitemap (an empty urlset is not valid)', () => {
    expect(sitemapFile('https://pan.example.com', [], 0)).toBeUndefined();
  });

  it('escapes addresses for XML', () => {
    expect(urlsetXml([{ loc: 'https://pan.example.com/a?b=1&c=<2>', lastmod: '2026-01-01T00:00:00.000Z', images: ["https://pan.example.com/m/it's.webp"] }])).toContain(
      '<loc>https://pan.example.com/a?b=1&amp;c=&lt;2&gt;</loc><lastmod>2026-01-01T00:00:00.000Z</lastmod><image:image><image:loc>https://pan.example.com/m/it&apos;s.webp</image:loc></image:image>',
    );
  });
});
