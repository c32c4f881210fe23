import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../../test/helpers/db.ts';
import { exportSite } from './export.ts';
import { publishSite } from '../flows/index.ts';
import { sanitizeSite } from './publish-html.ts';
import { parseSiteFile, readSiteFile } from './site-file.ts';
import { hexId, makeMediaDir, makeSite, makeSiteDir } from './test-site.ts';

let t: TestDb;
let mediaDir: string;
beforeAll(async () => {
  t = await createTestDb();
  mediaDir = makeMediaDir();
  await publishSite(t.db, makeSite('a'), { siteDir: await makeSiteDir(1600, 900), mediaDir, appDomain: 'vitrina.test' });
});
afterAll(() => t.destroy());

const outDir = () => mkdtempSync(join(tmpdir(), 'vitrina-export-'));

describe('exportSite', () => {
  it('writes a valid site file holding what was published, and the largest variant of each image', async () => {
    const out = outDir();
    const r = await exportSite(t.db, hexId('a'), { outDir: out, mediaDir });
    expect(r).toEqual({ siteFile: join(out, 'site.json'), collections: 2, items: 3, media: 1 });
    const exported = JSON.parse(readFileSync(r.siteFile, 'utf8'));
    const parsed = parseSiteFile(exported);
    expect(parsed.ok).toBe(true);

    const original = parseSiteFile(makeSite('a'));
    if (!original.ok) throw new Error('fixture');
    const expected = sanitizeSite(original.site);
    expected.media = [{ ...expected.media[0], file: 'media/foto.webp' }];
    // Dates come back in one canonical form.
    for (const c of expected.collections) for (const i of c.items) i.publishedOn = new Date(i.publishedOn).toISOString();
    expect(parsed.ok && parsed.site).toEqual(expected);

    const meta = await sharp(join(out, 'media/foto.webp')).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1500 });
  });

  it('re-publishes to the same content: exporting again gives the same file', async () => {
    const first = outDir();
    await exportSite(t.db, hexId('a'), { outDir: first, mediaDir });
    const again = await publishSite(t.db, await readSiteFile(join(first, 'site.json')), { siteDir: first, mediaDir, appDomain: 'vitrina.test' });
    expect(again.version).toBe(2);
    const second = outDir();
    await exportSite(t.db, hexId('a'), { outDir: second, mediaDir });
    expect(readFileSync(join(second, 'site.json'), 'utf8')).toBe(readFileSync(join(first, 'site.json'), 'utf8'));
  });

  it('fails clearly for an unknown website or a lost media file', async () => {
    await expect(exportSite(t.db, hexId('f'), { outDir: outDir(), mediaDir })).rejects.toThrow(/No existe el sitio/);
    await expect(exportSite(t.db, hexId('a'), { outDir: outDir(), mediaDir: makeMediaDir() })).rejects.toThrow(/Falta el archivo del medio foto/);
  });
});
