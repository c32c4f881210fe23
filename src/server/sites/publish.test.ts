import { existsSync, mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../../test/helpers/db.ts';
import { publishSite } from '../flows/index.ts';
import { SiteFileError } from './publish.ts';
import { findCollection, listItems, loadSiteView } from './repo.ts';
import { hexId, makeMediaDir, makeSite, makeSiteDir } from './test-site.ts';
import { VARIANT_WIDTHS } from './publish-media.ts';
import { IMAGE_WIDTHS } from '../../ui/sizes.ts';

const HTTPS = { scheme: 'https', port: null } as const;

let t: TestDb;
let siteDir: string;
let mediaDir: string;
beforeAll(async () => {
  t = await createTestDb();
  siteDir = await makeSiteDir(1200, 800);
  mediaDir = makeMediaDir();
});
afterAll(() => t.destroy());

const publish = (site: unknown) => publishSite(t.db, site, { siteDir, mediaDir, appDomain: 'vitrina.test' });
const count = async (table: 'collections' | 'items' | 'media' | 'domains', websiteId: string) =>
  (await t.db.selectFrom(table).select('website_id').where('website_id', '=', websiteId).execute()).length;
const errorOf = (p: Promise<unknown>) => p.then(() => { throw new Error('expected a SiteFileError'); }, (e: unknown) => e as SiteFileError);

describe('publishSite', () => {
  it('publishes a new site at version 1 with all its rows', async () => {
    const r = await publish(makeSite('a'));
    expect(r).toMatchObject({ websiteId: hexId('a'), identifier: 'sitio-a', version: 1, counts: { collections: 2, items: 3, media: 1 } });
    expect(await count('collections', r.websiteId)).toBe(2);
    expect(await count('items', r.websiteId)).toBe(3);
    expect(await count('media', r.websiteId)).toBe(1);
    expect(await count('domains', r.websiteId)).toBe(1);
  });

  it('republishing the same website updates it in place, bumps the version and replaces rows', async () => {
    const site = makeSite('a', { domains: ['nuevo.example.com', 'otro.example.com'] });
    site.website.title = 'Sitio renombrado';
    site.collections[1].items = site.collections[1].items.slice(0, 1);
    const r = await publish(site);
    expect(r.version).toBe(2);
    expect((await publish(site)).version).toBe(3);
    expect(await count('items', r.websiteId)).toBe(1);
    const hosts = await t.db.selectFrom('domains').select('host').where('website_id', '=', r.websiteId).orderBy('host').execute();
    expect(hosts.map((h) => h.host)).toEqual(['nuevo.example.com', 'otro.example.com']);
    const row = await t.db.selectFrom('websites').selectAll().where('id', '=', r.websiteId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ title: 'Sitio renombrado', version: 3, is_default: 1 });
    expect((await t.db.selectFrom('websites').select('id').execute()).length).toBe(1);
  });

  it('keeps two websites apart: neither sees nor replaces the other\'s rows', async () => {
    await publish(makeSite('a'));
    const b = await publish(makeSite('b'));
    expect(b.version).toBe(1);
    const row = await t.db.selectFrom('websites').select('is_default').where('id', '=', b.websiteId).executeTakeFirstOrThrow();
    expect(row.is_default).toBe(0);
    // Both sites use the same url ids; each lookup stays inside its own website.
    const blogA = await findCollection(t.db, hexId('a'), 'blog');
    const blogB = await findCollection(t.db, hexId('b'), 'blog');
    expect(blogA!.id).not.toBe(blogB!.id);
    expect(await listItems(t.db, hexId('a'), blogB!.id, { limit: 10, offset: 0 })).toEqual([]);
    await publish(makeSite('b'));
    expect(await count('items', hexId('a'))).toBe(3);
  });

  it('rejects an invalid file with every issue and its path, writing nothing', async () => {
    const before = await t.db.selectFrom('websites').select(['id', 'version']).orderBy('id').execute();
    const bad = makeSite('c');
    bad.website.identifier = 'No Vale';
    bad.collections[0].layout.sections[0].rows[0].blocks[2].data.mediaId = 'no-existe';
    delete bad.collections[1].items[0].title;
    const err = await errorOf(publish(bad));
    expect(err).toBeInstanceOf(SiteFileError);
    const paths = err.issues.map((i) => i.path);
    expect(paths).toContain('website.identifier');
    expect(paths).toContain('collections.1.items.0.title');
    expect(err.message).toContain('  website.identifier: ');
    expect(await t.db.selectFrom('websites').select(['id', 'version']).orderBy('id').execute()).toEqual(before);
    expect(existsSync(join(mediaDir, hexId('c')))).toBe(false);

    const missingMedia = makeSite('c');
    missingMedia.collections[0].layout.sections[0].rows[0].blocks[2].data.mediaId = 'no-existe';
    expect((await errorOf(publish(missingMedia))).issues).toEqual([{ path: 'collections.0.layout.sections.0.rows.0.blocks.2.data', message: 'Medio desconocido: no-existe' }]);
  });

  it('reports a missing media file and an identifier or domain used by another site', async () => {
    const noFile = makeSite('d');
    noFile.media[0].file = 'falta.png';
    expect((await errorOf(publish(noFile))).issues).toEqual([{ path: 'media.0.file', message: expect.stringContaining('falta.png') }]);

    const clash = makeSite('d', { identifier: 'sitio-a', domains: ['b.example.com'] });
    const issues = (await errorOf(publish(clash))).issues;
    expect(issues.map((i) => i.path).sort()).toEqual(['website.domains.0', 'website.identifier']);
    expect(await t.db.selectFrom('websites').select('id').where('id', '=', hexId('d')).executeTakeFirst()).toBeUndefined();
  });

  it('sanitises owner HTML: no script, no event handlers, no javascript: links', async () => {
    const home = await findCollection(t.db, hexId('a'), 'inicio');
    const [html, accordion] = home!.layout.sections[0].rows[0].blocks;
    expect(html.data.html).toBe('<h2>Hola</h2><p>Texto <a>malo</a> <a href="/blog">bueno</a></p>');
    expect(accordion.data.items[0].html).toBe('<p>Esto</p>');
  });

  it('writes AVIF and WebP variants at the §9 widths no wider than the source', async () => {
    const view = await loadSiteView(t.db, hexId('a'), { appDomain: 'vitrina.test', address: HTTPS });
    const foto = view.media.foto;
    expect(foto).toMatchObject({ width: 1200, height: 800, alt: 'Una foto', focalPoint: { x: 0.25, y: 0.75 } });
    expect(foto.variants.map((v) => v.width)).toEqual([100, 300, 500, 750, 1000]);
    expect(foto.src).toBe(foto.variants[4].url);
    for (const v of foto.variants) {
      expect(v.url).toMatch(new RegExp(`^/media/${hexId('a')}/foto-[0-9a-f]{8}-${v.width}\\.webp$`));
      const meta = await sharp(join(mediaDir, v.url.slice('/media/'.length))).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: v.width, height: Math.round((v.width * 800) / 1200) });
      // The AVIF of the same width, same content-hashed name.
      expect(v.avif).toBe(v.url.replace(/\.webp$/, '.avif'));
      const avif = await sharp(join(mediaDir, v.avif!.slice('/media/'.length))).metadata();
      expect(avif).toMatchObject({ format: 'heif', compression: 'av1', width: v.width, height: Math.round((v.width * 800) / 1200) });
    }
    expect([...VARIANT_WIDTHS].reverse()).toEqual([...IMAGE_WIDTHS]);
  });

  it('does not encode an unchanged image again, and makes one variant of a tiny image', async () => {
    const dir = join(mediaDir, hexId('a'));
    const before = Object.fromEntries(readdirSync(dir).map((f) => [f, statSync(join(dir, f)).mtimeMs]));
    await publish(makeSite('a'));
    expect(Object.fromEntries(readdirSync(dir).map((f) => [f, statSync(join(dir, f)).mtimeMs]))).toEqual(before);

    const tinyDir = await makeSiteDir(60, 40);
    await publishSite(t.db, makeSite('e'), { siteDir: tinyDir, mediaDir, appDomain: 'vitrina.test' });
    const view = await loadSiteView(t.db, hexId('e'), { appDomain: 'vitrina.test', address: HTTPS });
    expect(view.media.foto.variants.map((v) => v.width)).toEqual([60]);
    expect(view.media.foto.variants[0].avif).toMatch(/-60\.avif$/);
  });

  it('draws an SVG once at the widest variant and resizes the rest', async () => {
    const svgDir = mkdtempSync(join(tmpdir(), 'vitrina-svg-'));
    writeFileSync(join(svgDir, 'dibujo.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600"><rect width="800" height="600" fill="#c96"/><circle cx="400" cy="300" r="150" fill="#532"/></svg>');
    const site = makeSite('9');
    site.media[0].file = 'dibujo.svg';
    await publishSite(t.db, site, { siteDir: svgDir, mediaDir, appDomain: 'vitrina.test' });
    const row = await t.db.selectFrom('media').selectAll().where('website_id', '=', hexId('9')).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ mime: 'image/svg+xml', width: 800, height: 600, filename: 'dibujo.svg' });
    const view = await loadSiteView(t.db, hexId('9'), { appDomain: 'vitrina.test', address: HTTPS });
    for (const v of view.media.foto.variants) {
      const meta = await sharp(join(mediaDir, v.url.slice('/media/'.length))).metadata();
      expect([meta.width, meta.height]).toEqual([v.width, Math.round((v.width * 600) / 800)]);
    }
    expect(view.media.foto.variants.map((v) => v.width)).toEqual([100, 300, 500, 750]);
  });
});
