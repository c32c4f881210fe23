import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { HtmlCache, pickEncoding, preparePage } from './html-cache.ts';

describe('HTML cache', () => {
  it('keeps each page in identity, gzip and brotli with an ETag', () => {
    const page = preparePage(200, '<!doctype html><p>Hola</p>');
    expect(page.identity.toString()).toBe('<!doctype html><p>Hola</p>');
    expect(gunzipSync(page.gzip).toString()).toBe(page.identity.toString());
    expect(brotliDecompressSync(page.br).toString()).toBe(page.identity.toString());
    expect(page.etag).toMatch(/^"[\w-]{22}"$/);
    expect(preparePage(200, '<p>otra</p>').etag).not.toBe(page.etag);
  });

  it('is keyed by website, version and path, so a new version misses', () => {
    const cache = new HtmlCache(10);
    cache.set(HtmlCache.key('w1', 1, '/'), preparePage(200, 'v1'));
    expect(cache.get(HtmlCache.key('w1', 1, '/'))?.identity.toString()).toBe('v1');
    expect(cache.get(HtmlCache.key('w1', 2, '/'))).toBeUndefined();
    expect(cache.get(HtmlCache.key('w2', 1, '/'))).toBeUndefined();
    // A visitor's chrome state is a variant of its own, never confused with a longer path.
    cache.set(HtmlCache.key('w1', 1, '/blog', 'c'), preparePage(200, 'answered'));
    expect(cache.get(HtmlCache.key('w1', 1, '/blogc'))).toBeUndefined();
    expect(cache.get(HtmlCache.key('w1', 1, '/blog'))).toBeUndefined();
  });

  it('drops every page of a republished website and keeps the others', () => {
    const cache = new HtmlCache(10);
    cache.set(HtmlCache.key('w1', 1, '/'), preparePage(200, 'a'));
    cache.set(HtmlCache.key('w1', 1, '/blog'), preparePage(200, 'b'));
    cache.set(HtmlCache.key('w2', 1, '/'), preparePage(200, 'c'));
    cache.dropWebsite('w1');
    expect(cache.size).toBe(1);
    expect(cache.get(HtmlCache.key('w2', 1, '/'))).toBeDefined();
  });

  it('evicts the least recently used page when full', () => {
    const cache = new HtmlCache(2);
    cache.set('a', preparePage(200, 'a'));
    cache.set('b', preparePage(200, 'b'));
    cache.get('a');
    cache.set('c', preparePage(200, 'c'));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
  });

  it('keeps nothing when its size is 0', () => {
    const cache = new HtmlCache(0);
    cache.set('a', preparePage(200, 'a'));
    expect(cache.size).toBe(0);
  });
});

describe('pickEncoding', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['identity', 'identity'],
    ['*', 'br'],
    ['deflate', 'identity'],
  ])('%s → %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});
