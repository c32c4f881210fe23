import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { basename, isAbsolute, join, relative, resolve } from 'node:path';
import { SITE_FILE_TYPES, type SiteFile, type SiteIssue } from '../../model/index.ts';
import { blobFolder, type LocalBlobs } from '../blobs/index.ts';

/** A shipped file as stored with the site (the `shippedFiles` of the `websites.site` JSON). */
export interface ShippedFile {
  id: string;
  /** The original name, NFC: the link is `/s/<encodeURIComponent(name)>`. */
  name: string;
  /** `<id>-<sha256 16>.<ext>` in `<dataDir>/files/<websiteId>/` and the blob store, written by the publish. */
  key: string;
  mime: string;
  bytes: number;
}

/** The name a file is shipped under: its `name`, else its source file's name. */
export const shippedName = (f: SiteFile) => (f.name ?? basename(f.file)).normalize('NFC');

/**
 * Copies a site's files (publish, outside any transaction) to `<dataDir>/files/<websiteId>/<id>-<hash>.<ext>`
 * and the blob store, once per content and only ever added, so pages of the previous version still
 * link to theirs. Problems (missing file, outside the site folder) come back as issues.
 */
export async function storeShippedFiles(files: SiteFile[], websiteId: string, dirs: { siteDir: string; blobs: LocalBlobs }): Promise<{ files: ShippedFile[]; issues: SiteIssue[] }> {
  const out: ShippedFile[] = [];
  const issues: SiteIssue[] = [];
  const outDir = dirs.blobs.path(blobFolder('files', websiteId));
  const stored = files.length ? await dirs.blobs.stored('files', websiteId) : new Set<string>();
  for (const [i, f] of files.entries()) {
    const source = resolve(dirs.siteDir, f.file);
    const rel = relative(resolve(dirs.siteDir), source);
    if (rel.startsWith('..') || isAbsolute(rel)) {
      issues.push({ path: `files.${i}.file`, message: `${f.file} está fuera de la carpeta del sitio` });
      continue;
    }
    let bytes: Buffer;
    try {
      bytes = await readFile(source);
    } catch {
      issues.push({ path: `files.${i}.file`, message: `No existe el archivo ${f.file} junto al archivo de sitio` });
      continue;
    }
    const ext = f.file.split('.').pop()!.toLowerCase();
    const key = `${f.id}-${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}.${ext}`;
    const dest = join(outDir, key);
    if (!stored.has(key) && !existsSync(dest)) {
      await mkdir(outDir, { recursive: true });
      const tmp = `${dest}.${process.pid}.tmp`;
      await writeFile(tmp, bytes);
      await rename(tmp, dest);
    }
    out.push({ id: f.id, name: shippedName(f), key, mime: SITE_FILE_TYPES[ext] ?? 'application/octet-stream', bytes: bytes.length });
  }
  await dirs.blobs.upload('files', websiteId, out.map((f) => ({ name: f.key, contentType: f.mime })), stored);
  return { files: out, issues };
}

/** Writes shipped files back beside an exported site file (`files/<key>`), as the site file's `files`. */
export async function exportShippedFiles(shipped: readonly ShippedFile[], websiteId: string, dirs: { outDir: string; blobs: LocalBlobs }): Promise<SiteFile[]> {
  if (shipped.length) await mkdir(join(dirs.outDir, 'files'), { recursive: true });
  const files: SiteFile[] = [];
  for (const f of shipped) {
    const source = await dirs.blobs.local('files', websiteId, f.key);
    if (!source) throw new Error(`Falta el archivo ${f.name} (${f.key}) en el almacén de archivos`);
    await copyFile(source, join(dirs.outDir, 'files', f.key));
    files.push({ id: f.id, file: `files/${f.key}`, name: f.name });
  }
  return files;
}
