import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import Parser from 'rss-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINI_HOST } from '../../src/server/forms/test-client.ts';
import { BlockType } from '../../src/shared/enums.ts';
import { createTestApp, MINI_SITE, readSite } from '../helpers/app.ts';

// Issue 18, "RSS for blogs and podcasts" (docs/seo.md): a blog whose posts carry an audio block
// playing a media file is a podcast. Its ?format=rss feed, read back by a real feed parser
// (rss-parser), has the iTunes tags, and each episode an enclosure with the file's absolute URL,
// its length in bytes and its type, and itunes:duration; a blog without audio has none of them.
// Both databases.
const BASE = 'https://pan.example.com';
let t: Awaited<ReturnType<typeof createTestApp>>;
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: MINI_HOST, 'accept-encoding': 'identity' } });
const parser = new Parser<{ itunes?: Record<string, unknown> }, { itunes?: Record<string, unknown> }>();

/** A tiny PCM WAV file: `samples` of 8-bit mono silence at 8 kHz. */
function wav(samples: number): Buffer {
  const b = Buffer.alloc(44 + samples, 0x80);
  b.write('RIFF', 0);
  b.writeUInt32LE(36 + samples, 4);
  b.write('WAVEfmt ', 8);
  b.writeUInt32LE(16, 16);
  b.writeUInt16LE(1, 20);
  b.writeUInt16LE(1, 22);
  b.writeUInt32LE(8000, 24);
  b.writeUInt32LE(8000, 28);
  b.writeUInt16LE(1, 32);
  b.writeUInt16LE(8, 34);
  b.write('data', 36);
  b.writeUInt32LE(samples, 40);
  return b;
}

const audioLayout = (mediaId: string, duration?: number) => ({
  columns: 12,
  sections: [{ id: 's1', rows: [{ id: 'r1', blocks: [{ id: 'b1', type: BlockType.AUDIO, data: { title: 'Episodio', mediaId, ...(duration !== undefined ? { duration } : {}) } }] }] }],
});

beforeAll(async () => {
  t = await createTestApp();
  const dir = mkdtempSync(join(tmpdir(), 'vitrina-podcast-'));
  cpSync(dirname(MINI_SITE), dir, { recursive: true });
  writeFileSync(join(dir, 'episodio-1.wav'), wav(8000));
  writeFileSync(join(dir, 'episodio-2.wav'), wav(1200));
  const site = readSite();
  site.media.push({ id: 'ep1', file: 'episodio-1.wav', alt: '' }, { id: 'ep2', file: 'episodio-2.wav', alt: '' });
  const post = site.collections.find((c: any) => c.urlId === 'blog').items[0];
  site.collections.push({
    id: 'aaaaaaaaaaaaaaaaaaaac100', urlId: 'podcast', title: 'Charlas de horno', type: 1, description: 'Conversaciones sobre pan & masa.',
    podcast: { author: 'Ana Pérez', category: 'Food', explicit: false, mediaId: 'hogaza' },
    items: [
      { ...post, id: 'aaaaaaaaaaaaaaaaaaaac101', urlId: 'episodio-1', title: 'Episodio 1', publishedOn: '2026-01-10T12:00:00.000Z', layout: audioLayout('ep1', 3725) },
      { ...post, id: 'aaaaaaaaaaaaaaaaaaaac102', urlId: 'episodio-2', title: 'Episodio 2', publishedOn: '2026-02-10T12:00:00.000Z', layout: audioLayout('ep2') },
      { ...post, id: 'aaaaaaaaaaaaaaaaaaaac103', urlId: 'nota', title: 'Una nota sin audio', publishedOn: '2026-03-10T12:00:00.000Z' },
    ],
  });
  await t.publish(site, dir);
});
afterAll(() => t.close());

describe('a blog whose posts carry audio: a podcast feed', () => {
  it('parses as a podcast: the show’s iTunes tags, and per episode an enclosure (absolute URL, bytes, type) and its duration', async () => {
    const res = await get('/podcast?format=rss');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const feed = await parser.parseString(res.body);
    expect(feed.title).toBe('Charlas de horno · Panadería Mini');
    expect(feed.itunes).toMatchObject({ author: 'Ana Pérez', explicit: 'false', categories: ['Food'] });
    expect(feed.itunes?.image).toMatch(new RegExp(`^${BASE}/media/aaaaaaaaaaaaaaaaaaaaaaaa/`));
    expect(feed.image?.url).toBe(feed.itunes?.image);
    const byTitle = Object.fromEntries(feed.items.map((i) => [i.title, i]));
    expect(byTitle['Episodio 1'].enclosure).toEqual({ url: expect.stringMatching(new RegExp(`^${BASE}/media/aaaaaaaaaaaaaaaaaaaaaaaa/ep1-[0-9a-f]{8}\\.wav$`)), length: String(44 + 8000), type: 'audio/wav' });
    expect(byTitle['Episodio 1'].itunes?.duration).toBe('01:02:05');
    expect(byTitle['Episodio 2'].enclosure).toMatchObject({ length: String(44 + 1200), type: 'audio/wav' });
    expect(byTitle['Episodio 2'].itunes?.duration).toBeUndefined();
    // A post without audio stays in the feed, without an enclosure.
    expect(byTitle['Una nota sin audio'].enclosure).toBeUndefined();
    // The enclosure's file is served.
    const file = await t.app.inject({ method: 'GET', url: new URL(byTitle['Episodio 1'].enclosure!.url).pathname, headers: { host: MINI_HOST } });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.length).toBe(44 + 8000);
  });

  it('a blog without audio stays a plain RSS feed (no iTunes namespace), parsed back with its posts', async () => {
    const res = await get('/blog?format=rss');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('itunes');
    expect(res.body).not.toContain('<enclosure');
    const feed = await parser.parseString(res.body);
    expect(feed.link).toBe(`${BASE}/blog`);
    expect(feed.items.map((i) => i.link)).toEqual([`${BASE}/blog/masa-madre`]);
  });

  it('the blog’s pages name their feed', async () => {
    for (const path of ['/podcast', '/podcast/episodio-1']) {
      const html = (await get(path)).body;
      expect(html, path).toContain(`<link rel="alternate" type="application/rss+xml" title="Charlas de horno · Panadería Mini" href="${BASE}/podcast?format=rss"/>`);
    }
  });
});
