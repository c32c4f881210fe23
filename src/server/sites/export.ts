import { copyFile, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { SITE_FORMAT, type Media, type SiteInput } from '../../model/index.ts';
import { fromJson } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import { collectionFromRow, itemFromRow, type StoredSite } from './repo.ts';
import { parseSiteFile } from './site-file.ts';
import { exportShippedFiles } from './shipped-files.ts';
import { siteBlobs } from './publish.ts';
import type { LocalBlobs } from '../blobs/index.ts';

/** What an export wrote. */
export interface ExportResult {
  /** Path of the written site.json. */
  siteFile: string;
  collections: number;
  items: number;
  media: number;
}

/**
 * Writes a published website as a site file: `<outDir>/site.json` plus the largest variant of
 * each media file in `<outDir>/media/`. `vitrina import <outDir>/site.json` publishes the
 * same content again (HTML already sanitised, images as WebP).
 */
export async function exportSite(db: Kysely<Database>, websiteId: string, dirs: { outDir: string; mediaDir: string; blobs?: LocalBlobs }): Promise<ExportResult> {
  const blobs = siteBlobs(dirs);
  const row = await db.selectFrom('websites').select('site').where('id', '=', websiteId).executeTakeFirst();
  if (!row) throw new Error(`No existe el sitio ${websiteId}`);
  const { shippedFiles = [], ...stored } = fromJson<StoredSite>(row.site);
  const [collectionRows, itemRows, mediaRows] = await Promise.all([
    db.selectFrom('collections').selectAll().where('website_id', '=', websiteId).orderBy('ordinal').execute(),
    db.selectFrom('items').selectAll().where('website_id', '=', websiteId).orderBy('ordinal').execute(),
    db.selectFrom('media').selectAll().where('website_id', '=', websiteId).orderBy('id').execute(),
  ]);

  await mkdir(join(dirs.outDir, 'media'), { recursive: true });
  const media: Media[] = [];
  for (const m of mediaRows) {
    const largest = fromJson<{ width: number; file: string; share?: true }[]>(m.variants).filter((v) => !v.share).reduce((a, b) => (b.width > a.width ? b : a));
    // Images export their largest WebP variant; audio its file as published (same extension).
    const file = `media/${m.id}.${largest.file.split('.').pop()}`;
    // This process's copy, fetched from the blob store when it has none (docs/media-store.md).
    const source = await blobs.local('media', websiteId, largest.file).catch(() => undefined);
    if (!source) throw new Error(`Falta el archivo del medio ${m.id} (${blobs.path(`media/${websiteId}/${largest.file}`)}): ¿es el mismo almacén de medios con el que se publicó?`);
    await copyFile(source, join(dirs.outDir, file));
    media.push({ id: m.id, file, alt: m.alt, focalPoint: { x: m.focal_x, y: m.focal_y } });
  }

  const files = await exportShippedFiles(shippedFiles, websiteId, { outDir: dirs.outDir, blobs });
  const site: SiteInput = {
    format: SITE_FORMAT,
    ...stored,
    media,
    ...(files.length ? { files } : {}),
    collections: collectionRows.map((c) => ({
      ...collectionFromRow(c),
      items: itemRows.filter((i) => i.collection_id === c.id).map(itemFromRow),
    })),
  };
  // Never hand out a file that import would refuse.
  const check = parseSiteFile(site);
  if (!check.ok) throw new Error(`El sitio exportado no es válido: ${check.issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`);

  const siteFile = join(dirs.outDir, 'site.json');
  await writeFile(siteFile, JSON.stringify(site, null, 2) + '\n');
  return { siteFile, collections: collectionRows.length, items: itemRows.length, media: media.length };
}
