/**
 * Lightbox addresses on the server (§2, docs/gallery.md "Addresses"): a page answers the slide
 * URLs its blocks claim (block meta `paths`), and nothing else under it; a trailing slash is
 * redirected once to the same address, which keeps the slide in its last segment.
 */
import { createElement } from 'react';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerFixtureBlock } from '../../src/blocks/registry.ts';
import { defineBlock, defineBlockMeta } from '../../src/blocks/types.ts';
import { BlockType } from '../../src/shared/enums.ts';
import { createTestApp, readSite } from '../helpers/app.ts';

const slidesBlock = defineBlock(
  defineBlockMeta({
    name: 'slides-fixture',
    types: [BlockType.GALLERY],
    data: v.object({ slides: v.array(v.pipe(v.string(), v.maxLength(40))) }),
    paths: (data) => data.slides,
  }),
  { render: ({ data }) => createElement('ul', { className: 'slides-fixture' }, data.slides.map((s) => createElement('li', { key: s }, s))) },
);

let t: Awaited<ReturnType<typeof createTestApp>>;
let removeFixture: () => void;
beforeAll(async () => {
  removeFixture = registerFixtureBlock(slidesBlock);
  t = await createTestApp();
  const site = readSite();
  site.collections.push({
    id: 'aaaaaaaaaaaaaaaaaaaaaa88', urlId: 'fotos', title: 'Fotos', type: 10,
    layout: { sections: [{ id: 'g', rows: [{ blocks: [{ id: 'fotos', type: BlockType.GALLERY, data: { slides: ['atardecer', 'café de olla'] } }] }] }] },
  });
  await t.publish(site);
});
afterAll(async () => {
  await t.close();
  removeFixture();
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: 'localhost:3000' } });

describe('a page answers its galleries’ slide URLs', () => {
  it('the page itself and each slide URL show the page', async () => {
    for (const url of ['/fotos', '/fotos/atardecer', '/fotos/caf%C3%A9%20de%20olla']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('class="slides-fixture"');
    }
  });

  it('the trailing slash the lightbox records is redirected once, to the address that still names the slide', async () => {
    const res = await get('/fotos/atardecer/');
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/fotos/atardecer');
    expect((await get(res.headers.location as string)).statusCode).toBe(200);
  });

  it('a segment no block claims, a deeper path, or a slide of another page is not found', async () => {
    expect((await get('/fotos/nada')).statusCode).toBe(404);
    expect((await get('/fotos/atardecer/mas')).statusCode).toBe(404);
    expect((await get('/preguntas/atardecer')).statusCode).toBe(404);
  });
});
