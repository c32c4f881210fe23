import type { Insertable, Kysely, Transaction } from 'kysely';
import { dirname, resolve } from 'node:path';
import type { Site, SiteIssue } from '../../model/index.ts';
import { toJson } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import { appDomainName, isUnderAppDomain } from './address.ts';
import { sanitizeSite } from './publish-html.ts';
import { announceSiteChange } from './site-changes.ts';
import { processMedia, type ProcessedMedia } from './publish-media.ts';
import type { StoredSite } from './repo.ts';
import { parseSiteFile, SiteFileError } from './site-file.ts';
import { storeShippedFiles, type ShippedFile } from './shipped-files.ts';
import { diskBlobs, type LocalBlobs } from '../blobs/index.ts';

export { SiteFileError } from './site-file.ts';

/** Where a publish reads and writes, and the app domain whose names no site may claim. */
export interface PublishOptions {
  /** Folder of the site file (media paths are relative to it). */
  siteDir: string;
  /** `<dataDir>/media`, where media variants are written: without `blobs`, that data folder alone is the store. */
  mediaDir: string;
  /** The blob store every file is sent to (docs/media-store.md) and its local copies; default: the data folder alone. */
  blobs?: LocalBlobs;
  /** APP_DOMAIN: every name under it is a built-in address, never a custom domain. */
  appDomain: string;
}

/** A site file made ready to publish: validated, its HTML sanitised, its media variants written. */
export interface PreparedSite {
  site: Site;
  media: ProcessedMedia[];
  /** The files it ships at `/s/<name>`, already copied (shipped-files.ts). */
  files: ShippedFile[];
  /** What is published but not shown: blocks of a §1 type this build does not render yet, each named. */
  warnings: SiteIssue[];
}

/**
 * The slow part of publishing, outside any transaction: validates a site file, sanitises its
 * HTML and writes its media variants. Throws SiteFileError (nothing written to the database) on
 * any issue. The rest of publishing is a flow: src/server/flows/publish-site.ts.
 */
export async function prepareSite(input: unknown, dirs: { siteDir: string; mediaDir: string; blobs?: LocalBlobs }): Promise<PreparedSite> {
  const parsed = parseSiteFile(input);
  if (!parsed.ok) throw new SiteFileError(parsed.issues);
  const site = sanitizeSite(parsed.site);
  // Media first: slow work stays out of the transaction, and variant files are only added, never
  // replaced, so pages still served from the previous version keep their images.
  const blobs = siteBlobs(dirs);
  const { media, issues } = await processMedia(site.media, site.website.id, { siteDir: dirs.siteDir, blobs });
  if (issues.length) throw new SiteFileError(issues);
  const shipped = await storeShippedFiles(site.files, site.website.id, { siteDir: dirs.siteDir, blobs });
  if (shipped.issues.length) throw new SiteFileError(shipped.issues);
  return { site, media, files: shipped.files, warnings: parsed.warnings };
}

/** The blob store a publish writes to (and an export reads): the one given, else the data folder of `mediaDir` (`<dataDir>/media`) alone. */
export const siteBlobs = (dirs: { mediaDir: string; blobs?: LocalBlobs }): LocalBlobs => dirs.blobs ?? diskBlobs(dirname(resolve(dirs.mediaDir)));

/**
 * Replaces a website's rows (website, domains, collections, items, media) and bumps its version,
 * inside the caller's transaction; resolves to the new version. Publishing the same website id
 * again updates it in place. Throws SiteFileError when another site holds its identifier or a
 * domain, or when a domain lies under APP_DOMAIN (`appDomain`).
 */
export async function writeSite(trx: Transaction<Database>, site: Site, media: ProcessedMedia[], appDomain: string, shippedFiles: ShippedFile[] = []): Promise<number> {
  const websiteId = site.website.id;
  const domains = [...new Set(site.website.domains)];
  await assertNoConflicts(trx, websiteId, site.website.identifier, domains, appDomain);

  const now = Date.now();
  const stored: StoredSite = { website: site.website, settings: site.settings, navigation: site.navigation, headerFooter: site.headerFooter, homePage: site.homePage, languages: site.languages, shippedFiles };
  const hasDefault = await trx.selectFrom('websites').select('id').where('is_default', '=', 1).executeTakeFirst();
  const { version } = await trx
    .insertInto('websites')
    .values({
      id: websiteId,
      identifier: site.website.identifier,
      title: site.website.title,
      version: 1,
      is_default: hasDefault ? 0 : 1,
      site: toJson(stored),
      created_at: now,
      updated_at: now,
      published_at: now,
    })
    .onConflict((oc) =>
      oc.column('id').doUpdateSet((eb) => ({
        identifier: eb.ref('excluded.identifier'),
        title: eb.ref('excluded.title'),
        site: eb.ref('excluded.site'),
        updated_at: now,
        published_at: now,
        // Computed in the statement, so two concurrent publishes still count twice.
        version: eb(eb.ref('websites.version'), '+', 1),
      })),
    )
    .returning('version')
    .executeTakeFirstOrThrow();

  for (const table of ['items', 'collections', 'media', 'domains'] as const) {
    await trx.deleteFrom(table).where('website_id', '=', websiteId).execute();
  }
  await insertChunked(trx, 'domains', domains.map((host) => ({ host, website_id: websiteId })));
  await insertChunked(trx, 'collections', site.collections.map((c, ordinal) => {
    const { id, urlId, title, type, items: _items, ...data } = c;
    return { website_id: websiteId, id, url_id: urlId, type, title, ordinal, data: toJson(data) };
  }));
  await insertChunked(trx, 'items', site.collections.flatMap((c) =>
    c.items.map((item, ordinal) => {
      const { id, urlId, title, recordType, status, publishedOn, ...data } = item;
      const published_on = Date.parse(publishedOn);
      return { website_id: websiteId, id, collection_id: c.id, url_id: urlId, title, record_type: recordType, status, published_on, ordinal, data: toJson(data) };
    }),
  ));
  await insertChunked(trx, 'media', media.map((m) => ({
    website_id: websiteId,
    id: m.id,
    filename: m.filename,
    mime: m.mime,
    width: m.width,
    height: m.height,
    bytes: m.bytes,
    alt: m.alt,
    focal_x: m.focalPoint.x,
    focal_y: m.focalPoint.y,
    variants: toJson(m.variants),
  })));
  // Every process drops its cached pages of the site when this transaction commits (site-changes.ts).
  await announceSiteChange(trx, websiteId);
  return version;
}

/**
 * Another website already using this identifier or one of these domains is a problem of the file,
 * not a crash. A domain under APP_DOMAIN is refused too: those names are built-in addresses
 * (`<identifier>.<APP_DOMAIN>`), and a site claiming one could take over another site, its
 * sign-in page included (issue 10, defect 2).
 */
async function assertNoConflicts(trx: Transaction<Database>, websiteId: string, identifier: string, domains: string[], appDomain: string): Promise<void> {
  const issues: SiteIssue[] = [];
  domains.forEach((host, i) => {
    if (isUnderAppDomain(host, appDomain)) {
      issues.push({ path: `website.domains.${i}`, message: `El dominio ${host} es una dirección propia de Vitrina (${appDomainName(appDomain)}); usa un dominio tuyo` });
    }
  });
  if (issues.length) throw new SiteFileError(issues);
  const sameIdentifier = await trx.selectFrom('websites').select('id').where('identifier', '=', identifier).where('id', '!=', websiteId).executeTakeFirst();
  if (sameIdentifier) issues.push({ path: 'website.identifier', message: `Otro sitio ya usa el identificador ${identifier}` });
  if (domains.length) {
    const taken = await trx.selectFrom('domains').select('host').where('host', 'in', domains).where('website_id', '!=', websiteId).execute();
    for (const { host } of taken) issues.push({ path: `website.domains.${domains.indexOf(host)}`, message: `Otro sitio ya usa el dominio ${host}` });
  }
  if (issues.length) throw new SiteFileError(issues);
}

/** Inserts rows a few hundred bound values at a time (SQLite and PostgreSQL both cap parameters per statement). */
async function insertChunked<T extends keyof Database>(trx: Transaction<Database>, table: T, rows: Insertable<Database[T]>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 100) {
    await trx.insertInto(table).values(rows.slice(i, i + 100) as any).execute();
  }
}
