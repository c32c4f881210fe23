/**
 * Digital products' files at publish (issue 17, docs/commerce-digital.md): each product's
 * `digital.file` is copied from the site's folder to the website's PRIVATE storage,
 * `<dataDir>/downloads/<websiteId>/<itemId>-<sha256 16>.<ext>` — beside `<dataDir>/media/`, never
 * under it, so no public route (/media/, /assets/, pages) can serve it — and to the blob store
 * under the key `downloads/…` (docs/media-store.md). Files are only added, never replaced or
 * removed: a grant made before a publish keeps the bytes that were bought.
 */
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { basename, dirname, isAbsolute, relative, resolve } from 'node:path';
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Site, SiteIssue } from '../../model/index.ts';
import { blobFolder, type LocalBlobs } from '../blobs/index.ts';
import type { Database, DigitalFilesTable } from '../db/schema.ts';

/** A digital file's row as a publish writes it. */
export type DigitalFileRow = Insertable<DigitalFilesTable>;

/** The content types of the files a digital product may deliver (the model's allowed extensions). */
export const DIGITAL_MIME: Record<string, string> = {
  pdf: 'application/pdf',
  epub: 'application/epub+zip',
  zip: 'application/zip',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  wav: 'audio/wav',
  mp4: 'video/mp4',
  txt: 'text/plain; charset=utf-8',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

/**
 * Copies every digital product's file of `site` into its private storage and the blob store (once
 * per content) and answers the rows to keep, or the issues (a missing file, a path out of the site's folder).
 */
export async function storeDigitalFiles(site: Site, dirs: { siteDir: string; blobs: LocalBlobs }, now = Date.now()): Promise<{ files: DigitalFileRow[]; issues: SiteIssue[] }> {
  const websiteId = site.website.id;
  const outDir = dirs.blobs.path(blobFolder('downloads', websiteId));
  const digitalItems = site.collections.some((c) => c.items.some((i) => i.product?.digital));
  const storedKeys = digitalItems ? await dirs.blobs.stored('downloads', websiteId) : new Set<string>();
  const files: DigitalFileRow[] = [];
  const issues: SiteIssue[] = [];
  for (const [ci, collection] of site.collections.entries()) {
    for (const [ii, item] of collection.items.entries()) {
      const digital = item.product?.digital;
      if (!digital) continue;
      const path = `collections.${ci}.items.${ii}.product.digital.file`;
      let stored: { key: string; bytes: number };
      const inStore = (key: string) => storedKeys.has(key);
      try {
        stored = await storeOne(digital.file, item.id, dirs.siteDir, outDir, inStore);
      } catch (err) {
        issues.push({ path, message: (err as Error).message });
        continue;
      }
      const { key } = stored;
      const ext = key.split('.').pop()!;
      files.push({
        website_id: websiteId,
        item_id: item.id,
        file_key: key,
        source_path: digital.file,
        file_name: digital.fileName ?? basename(digital.file),
        mime: DIGITAL_MIME[ext] ?? 'application/octet-stream',
        bytes: stored.bytes,
        max_downloads: digital.maxDownloads,
        link_days: digital.linkDays,
        updated_at: now,
      });
    }
  }
  if (!issues.length) await dirs.blobs.upload('downloads', websiteId, files.map((f) => ({ name: f.file_key, contentType: f.mime })), storedKeys);
  return { files, issues };
}

/** Copies one file (once per content, unless the store has it) to `<outDir>/<itemId>-<sha256 16>.<ext>`; throws what is wrong with it. */
async function storeOne(file: string, itemId: string, siteDir: string, outDir: string, inStore: (key: string) => boolean): Promise<{ key: string; bytes: number }> {
  const source = resolve(siteDir, file);
  const rel = relative(resolve(siteDir), source);
  if (rel.startsWith('..') || isAbsolute(rel)) throw new Error(`${file} está fuera de la carpeta del sitio`);
  let bytes: Buffer;
  try {
    bytes = await readFile(source);
  } catch {
    throw new Error(`No existe el archivo ${file} junto al archivo de sitio`);
  }
  const key = `${itemId}-${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}.${file.split('.').pop()!.toLowerCase()}`;
  const dest = resolve(outDir, key);
  if (!inStore(key) && !existsSync(dest)) {
    await mkdir(outDir, { recursive: true });
    const tmp = `${dest}.${process.pid}.tmp`;
    await writeFile(tmp, bytes, { mode: 0o600 });
    await rename(tmp, dest);
  }
  return { key, bytes: bytes.length };
}

/**
 * Writes a website's digital files back beside an exported site file (`vitrina export`), each at
 * its `digital.file` path, so importing the export publishes them again. Answers how many.
 */
export async function exportDigitalFiles(db: Kysely<Database>, websiteId: string, dirs: { outDir: string; blobs: LocalBlobs }): Promise<number> {
  const rows = await db.selectFrom('digital_files').select(['file_key', 'source_path']).where('website_id', '=', websiteId).execute();
  for (const row of rows) {
    const dest = resolve(dirs.outDir, row.source_path);
    const rel = relative(resolve(dirs.outDir), dest);
    if (rel.startsWith('..') || isAbsolute(rel)) throw new Error(`${row.source_path} está fuera de la carpeta del sitio`);
    await mkdir(dirname(dest), { recursive: true });
    const source = await dirs.blobs.local('downloads', websiteId, row.file_key);
    if (!source) throw new Error(`Falta el archivo ${row.source_path} (${row.file_key}) en el almacén de archivos`);
    await copyFile(source, dest);
  }
  return rows.length;
}

/** Replaces the website's digital files rows (a publish step, in its transaction). */
export async function replaceDigitalFiles(trx: Transaction<Database> | Kysely<Database>, websiteId: string, files: readonly DigitalFileRow[]): Promise<void> {
  await trx.deleteFrom('digital_files').where('website_id', '=', websiteId).execute();
  if (files.length) await trx.insertInto('digital_files').values(files.map((f) => ({ ...f, website_id: websiteId }))).execute();
}
