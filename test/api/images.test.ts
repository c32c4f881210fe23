import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINI_HOST } from '../../src/server/forms/test-client.ts';
import { createTestApp, readSite } from '../helpers/app.ts';

// Publish makes every media file in AVIF and WebP at the §9 widths (no wider than the source);
// pages offer them in a <picture>, AVIF first; the files are served with their own type and a
// year of immutable caching (the content hash is in the name). The header logo gets a srcset
// with its displayed width as `sizes`, so a phone at DPR 3 fetches no more than it shows.
let t: Awaited<ReturnType<typeof createTestApp>>;
let home: string;
beforeAll(async () => {
  t = await createTestApp();
  const site = readSite();
  site.headerFooter.header = { logoMediaId: 'hogaza' };
  await t.publish(site);
  home = (await get('/')).body;
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: MINI_HOST, 'accept-encoding': 'identity' } });
const srcsetOf = (tag: string) => /srcset="([^"]+)"/i.exec(tag)![1].split(', ').map((c) => { const [url, w] = c.split(' '); return { url, width: Number.parseInt(w, 10) }; });

describe('image variants', () => {
  it('the page offers a <picture> with the AVIF source first, then WebP, at the same widths', () => {
    const picture = /<picture[^>]*>(.*?)<\/picture>/.exec(home.slice(home.indexOf('<main')))![1];
    const [avif, webp] = picture.match(/<source [^>]*>/g)!;
    expect(avif).toContain('type="image/avif"');
    expect(webp).toContain('type="image/webp"');
    const widths = srcsetOf(avif).map((c) => c.width);
    expect(widths).toEqual([100, 300, 500, 750]); // the SVG is 800 px wide
    expect(srcsetOf(webp).map((c) => c.width)).toEqual(widths);
    expect(picture).toMatch(/<img [^>]*width="800" height="600"/);
  });

  it('serves AVIF as image/avif and WebP as image/webp, immutable for a year, at the width in the name', async () => {
    const picture = /<picture[^>]*>(.*?)<\/picture>/.exec(home.slice(home.indexOf('<main')))![1];
    const [avif, webp] = picture.match(/<source [^>]*>/g)!;
    for (const [tag, type, format] of [[avif, 'image/avif', 'heif'], [webp, 'image/webp', 'webp']] as const) {
      for (const { url, width } of srcsetOf(tag)) {
        expect(url).toMatch(new RegExp(`^/media/[0-9a-f]+/hogaza-[0-9a-f]{8}-${width}\\.${type.slice(6)}$`));
        const res = await get(url);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe(type);
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        const meta = await sharp(res.rawPayload).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual([format, width, Math.round((width * 600) / 800)]);
      }
    }
  });

  it('AVIF is smaller than WebP for the same width', async () => {
    const picture = /<picture[^>]*>(.*?)<\/picture>/.exec(home.slice(home.indexOf('<main')))![1];
    const [avif, webp] = picture.match(/<source [^>]*>/g)!;
    const a = await get(srcsetOf(avif).at(-1)!.url);
    const w = await get(srcsetOf(webp).at(-1)!.url);
    expect(a.rawPayload.length).toBeLessThan(w.rawPayload.length);
  });

  it('a missing variant is a 404 page, not a 500', async () => {
    const res = await get('/media/ffffffffffffffffffffffff/nada-00000000-100.avif');
    expect(res.statusCode).toBe(404);
  });
});

describe('the header logo', () => {
  it('has a srcset of the variants, sizes its displayed width, width/height set, eager without high priority', () => {
    const header = home.slice(home.indexOf('<header'), home.indexOf('</header>'));
    const img = /<img [^>]*class="brand__logo"[^>]*>/.exec(header)![0];
    expect(img).toContain('width="64" height="48"'); // 800×600 shown 48 px high
    expect(img).toMatch(/sizes="64px"/i);
    expect(srcsetOf(img).map((c) => c.width)).toEqual([100, 300, 500, 750]);
    expect(img).toContain('loading="eager"');
    expect(img).not.toMatch(/fetchpriority/i);
    const avif = /<source type="image\/avif"[^>]*>/.exec(header)![0];
    expect(avif).toMatch(/sizes="64px"/i);
  });
});
