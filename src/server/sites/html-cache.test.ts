import { gunzipSync, brotliDecompressSync } from 'node:zlib';
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { HtmlCache, bodyOf, pageBytes, pickEncoding, preparePage, strengthen } from './html-cache.ts';

const KB = 1024;

describe('HTML cache', () => {
  it('prepares a page with an ETag and compresses it only when an answer asks, in that encoding', () => {
    const page = preparePage(200, '<!doctype html><p>Hola</p>');
    expect(page.identity.toString()).toBe('<!doctype html><p>Hola</p>');
    expect(page.bodies).toEqual({});
    expect(gunzipSync(bodyOf(page, 'gzip')).toString()).toBe(page.identity.toString());
    expect(page.bodies.br).toBeUndefined();
    expect(brotliDecompressSync(bodyOf(page, 'br')).toString()).toBe(page.identity.toString());
    expect(bodyOf(page, 'br')).toBe(page.bodies.br); // made once, then kept
    expect(bodyOf(page, 'identity')).toBe(page.identity);
    expect(page.etag).toMatch(/^"[\w-]{22}"$/);
    expect(preparePage(200, '<p>otra</p>').etag).not.toBe(page.etag);
  });

  it('strengthens a page in the background: smaller strong bodies that decode to the same bytes', async () => {
    const words = ['café', 'tostado', 'origen', 'Chiapas', 'taza', 'molienda', 'aroma', 'finca', 'cosecha', 'precio'];
    const html = '<!doctype html>' + Array.from({ length: 600 }, (_, i) => `<p class="item-${i % 7}">${words[(i * 7) % 10]} ${words[(i * i) % 10]} ${i * 31}</p>`).join('');
    const page = preparePage(200, html);
    const quick = bodyOf(page, 'br');
    let told = 0;
    await strengthen(page, () => told++);
    expect(page.strong).toBe(true);
    expect(told).toBe(1);
    expect(page.bodies.br!.length).toBeLessThanOrEqual(quick.length);
    expect(brotliDecompressSync(page.bodies.br!).toString()).toBe(html);
    expect(gunzipSync(page.bodies.gzip!).toString()).toBe(html);
    await strengthen(page, () => told++);
    expect(told).toBe(1); // once is enough
  });

  it("keeps bodies in buffers of their own size, not views of zlib's 16 KB chunks (what the cache counts is what it holds)", async () => {
    const page = preparePage(200, randomBytes(3000).toString('hex'));
    for (const body of [bodyOf(page, 'br'), bodyOf(page, 'gzip')]) expect(body.buffer.byteLength - body.length).toBeLessThan(1024);
    await strengthen(page);
    for (const body of [page.bodies.br!, page.bodies.gzip!]) expect(body.buffer.byteLength - body.length).toBeLessThan(1024);
  });

  it('answers whether it kept a page: not when it is too big for the room, nor at 0 bytes (HTML_CACHE_MB=0)', () => {
    const page = preparePage(200, 'x'.repeat(10 * KB));
    expect(new HtmlCache(100 * KB).set('a', page)).toBe(true);
    expect(new HtmlCache(30 * KB).set('a', page)).toBe(false);
    expect(new HtmlCache(0).set('a', page)).toBe(false);
  });

  it('is keyed by website, version and path, so a new version misses', () => {
    const cache = new HtmlCache(100 * KB);
    cache.set(HtmlCache.key('w1', 1, '/'), preparePage(200, 'v1'));
    expect(cache.get(HtmlCache.key('w1', 1, '/'))?.identity.toString()).toBe('v1');
    expect(cache.get(HtmlCache.key('w1', 2, '/'))).toBeUndefined();
    expect(cache.get(HtmlCache.key('w2', 1, '/'))).toBeUndefined();
    // A visitor's chrome state is a variant of its own, never confused with a longer path.
    cache.set(HtmlCache.key('w1', 1, '/blog', 'c'), preparePage(200, 'answered'));
    expect(cache.get(HtmlCache.key('w1', 1, '/blogc'))).toBeUndefined();
    expect(cache.get(HtmlCache.key('w1', 1, '/blog'))).toBeUndefined();
  });

  it('drops every page of a republished website and keeps the others, bytes included', () => {
    const cache = new HtmlCache(100 * KB);
    cache.set(HtmlCache.key('w1', 1, '/'), preparePage(200, 'a'));
    cache.set(HtmlCache.key('w1', 1, '/blog'), preparePage(200, 'b'));
    const other = preparePage(200, 'c');
    cache.set(HtmlCache.key('w2', 1, '/'), other);
    cache.dropWebsite('w1');
    expect(cache.size).toBe(1);
    expect(cache.bytes).toBe(pageBytes(other));
    expect(cache.get(HtmlCache.key('w2', 1, '/'))).toBeDefined();
  });

  it('is bounded by bytes: the least recently used pages go first, whatever their count', () => {
    const page = (fill: string) => preparePage(200, fill.repeat(KB));
    const cache = new HtmlCache(5 * pageBytes(page('x')));
    for (const name of ['a', 'b', 'c', 'd', 'e']) cache.set(name, page(name));
    cache.get('a');
    cache.set('f', page('f'));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('f')).toBeDefined();
    expect(cache.size).toBe(5);
    // Small pages: many more fit in the same room.
    const small = new HtmlCache(5 * pageBytes(page('x')));
    for (let i = 0; i < 20; i++) small.set(String(i), preparePage(200, `<p>${i}</p>`));
    expect(small.size).toBe(20);
  });

  it('counts a page again when its bodies grow, evicting to stay within its bytes', () => {
    const cache = new HtmlCache(26 * KB);
    const page = () => preparePage(200, randomBytes(4608).toString('base64')); // 6 KB that compress little
    const [a, b, c] = [page(), page(), page()];
    cache.set('a', a);
    cache.set('b', b);
    cache.set('c', c);
    const before = cache.bytes;
    bodyOf(b, 'gzip');
    cache.resize('b', b);
    expect(cache.bytes).toBe(before + b.bodies.gzip!.length);
    expect(cache.size).toBe(3);
    bodyOf(b, 'br');
    cache.resize('b', b);
    expect(cache.bytes).toBeLessThanOrEqual(26 * KB);
    expect(cache.get('a')).toBeUndefined(); // the oldest made room
    expect(cache.get('b')).toBe(b);
  });

  it('keeps no page larger than a quarter of its room, and nothing at all when its room is 0', () => {
    const cache = new HtmlCache(4 * KB);
    cache.set('big', preparePage(200, 'x'.repeat(2 * KB)));
    expect(cache.size).toBe(0);
    const off = new HtmlCache(0);
    off.set('a', preparePage(200, 'a'));
    expect(off.size).toBe(0);
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
