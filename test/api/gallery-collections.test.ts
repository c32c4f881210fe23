/**
 * Gallery collections (§3 types 6 and 15) routed as pages (§2 "gallery list"): the list shows the
 * published items as one gallery block in the owner's order, with the lightbox and history on;
 * an item's URL answers that same page (its lightbox opens on the item) with the item's title;
 * drafts and unknown items are not found.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CollectionType, ItemType } from '../../src/shared/enums.ts';
import { createTestApp, readSite } from '../helpers/app.ts';

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
  const site = readSite();
  const item = (n: number, urlId: string, title: string, status = 'published') => ({
    id: `aaaaaaaaaaaaaaaaaaaaab0${n}`, urlId, title, recordType: ItemType.IMAGE, status,
    publishedOn: `2026-0${n}-01T10:00:00Z`, excerpt: `Foto ${title}`, mediaId: 'hogaza',
  });
  site.collections.push({
    id: 'aaaaaaaaaaaaaaaaaaaaab00', urlId: 'fotos', title: 'Nuestras fotos', type: CollectionType.GALLERY_BLOCK,
    gallery: { design: 'carousel' },
    // Owner's order: the oldest first, so "newest first" would be visibly wrong.
    items: [item(1, 'horno', 'El horno'), item(2, 'masa', 'La masa'), item(3, 'borrador', 'Borrador', 'draft')],
  });
  await t.publish(site);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: 'localhost:3000' } });

describe('gallery collections', () => {
  it('the list is one gallery of its published items, in the owner’s order, with its options and the lightbox with history', async () => {
    const res = await get('/fotos');
    expect(res.statusCode).toBe(200);
    const body = res.body;
    expect(body).toContain('data-gallery="carousel"');
    const config = JSON.parse(body.match(/data-gallery-config="([^"]*)"/)![1].replaceAll('&quot;', '"'));
    expect(config).toMatchObject({ lightbox: true, history: true, collectionUrl: '/fotos' });
    const slides = [...body.matchAll(/data-slide-url="([^"]*)"/g)].map((m) => m[1]);
    expect(slides).toEqual(['horno', 'masa']);
    expect(body).not.toContain('Borrador');
    expect(body).toContain('<h1 class="page-header__title">Nuestras fotos</h1>');
  });

  it('an item’s URL answers the same gallery, titled by the item', async () => {
    const res = await get('/fotos/masa');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('data-gallery="carousel"');
    expect(res.body).toMatch(/<title>La masa/);
  });

  it('a draft, an unknown item or a deeper path is not found; the trailing slash redirects once', async () => {
    expect((await get('/fotos/borrador')).statusCode).toBe(404);
    expect((await get('/fotos/nada')).statusCode).toBe(404);
    expect((await get('/fotos/masa/mas')).statusCode).toBe(404);
    const slash = await get('/fotos/masa/');
    expect(slash.statusCode).toBe(301);
    expect(slash.headers.location).toBe('/fotos/masa');
  });
});
