import { dirname, join, resolve } from 'node:path';
import type { Kysely } from 'kysely';
import { migrateToLatest, openDatabase, type Database } from './server/db/index.ts';
import { CdnPurger, exportSite, findWebsiteByIdentifier, readSiteFile } from './server/sites/index.ts';
import { publishSite } from './server/flows/index.ts';
import { exportDigitalFiles } from './server/commerce/index.ts';
import { openBlobs } from './server/blobs/index.ts';
import type { CdnConfig, Config } from './server/config.ts';

/** What the data commands need from the configuration (the media store: where published files go, docs/media-store.md). */
export interface DataConfig {
  databaseUrl: string;
  dataDir: string;
  mediaStore?: Config['mediaStore'];
}

type Print = (line: string) => void;
const stdout: Print = (line) => process.stdout.write(`${line}\n`);

/** `vitrina migrate`: applies pending migrations and says which. */
export async function runMigrate(config: DataConfig, print: Print = stdout): Promise<void> {
  await withDatabase(config, async (db) => {
    const applied = await migrateToLatest(db);
    print(applied.length ? `Migraciones aplicadas: ${applied.join(', ')}` : 'La base de datos ya está al día.');
  });
}

/**
 * `vitrina import <site.json>`: validates and publishes a site file (migrating first).
 * On an invalid file throws a SiteFileError whose message lists every issue as `  <path>: <message>`.
 */
export async function runImport(config: DataConfig & { appDomain: string; cdn?: CdnConfig }, file: string, print: Print = stdout): Promise<void> {
  const path = resolve(file);
  const input = await readSiteFile(path);
  await withDatabase(config, async (db) => {
    await migrateToLatest(db);
    const r = await publishSite(db, input, { siteDir: dirname(path), mediaDir: mediaDir(config), appDomain: config.appDomain, blobs: blobsOf(config, db) });
    print(`Publicado ${r.identifier} (${r.websiteId}), versión ${r.version}: ${contents(r.counts)}.`);
    for (const w of r.warnings) print(`  Aviso: ${w.path}: ${w.message}`);
    // The CDN drops the site's old pages (CDN_PURGE_URL, docs/cdn.md); the publish is done either way.
    if (config.cdn?.purge) {
      const said = (line: string) => (_fields: object, message: string) => print(`  ${line}: ${message}`);
      const purged = await new CdnPurger(config.cdn.purge, { warn: said('Aviso'), error: said('Aviso') }).purge(r.websiteId);
      print(purged ? '  CDN: páginas del sitio purgadas.' : '  Aviso: la CDN no confirmó la purga; sus copias vencen en CDN_MAX_AGE segundos.');
    }
  });
}

/** `vitrina export <identifier> <dir>`: writes a published site as site.json plus its media. */
export async function runExport(config: DataConfig, identifier: string, outDir: string, print: Print = stdout): Promise<void> {
  await withDatabase(config, async (db) => {
    const website = await findWebsiteByIdentifier(db, identifier);
    if (!website) throw new Error(`No hay ningún sitio con el identificador ${identifier}`);
    const blobs = blobsOf(config, db);
    const r = await exportSite(db, website.id, { outDir: resolve(outDir), mediaDir: mediaDir(config), blobs });
    // Digital products' files (private storage) back at their site-file paths (docs/commerce-digital.md).
    await exportDigitalFiles(db, website.id, { outDir: resolve(outDir), blobs });
    print(`Exportado ${identifier} (versión ${website.version}) a ${r.siteFile}: ${contents(r)}.`);
  });
}

/** "2 colecciones, 1 elemento, 3 medios". */
function contents(n: { collections: number; items: number; media: number }): string {
  const count = (k: number, one: string, many: string) => `${k} ${k === 1 ? one : many}`;
  return [count(n.collections, 'colección', 'colecciones'), count(n.items, 'elemento', 'elementos'), count(n.media, 'medio', 'medios')].join(', ');
}

function mediaDir(config: DataConfig): string {
  return join(config.dataDir, 'media');
}

/** The configured media store (the data folder when the config names none). */
function blobsOf(config: DataConfig, db: Kysely<Database>) {
  return openBlobs({ dataDir: config.dataDir, mediaStore: config.mediaStore ?? { kind: 'disk' } }, db);
}

/** Opens the database for one command and always closes it, so the process can exit. */
async function withDatabase(config: DataConfig, work: (db: Kysely<Database>) => Promise<void>): Promise<void> {
  const db = await openDatabase(config.databaseUrl);
  try {
    await work(db);
  } finally {
    await db.destroy();
  }
}
