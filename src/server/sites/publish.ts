import type { Insertable, Kysely, Transaction } from 'kysely';
import { parseSite, type Site, type SiteIssue } from '../../model/index.ts';
import { toJson } from '../db/dialect.ts';
import { collectForms, replaceForms } from '../forms/publish-index.ts';
import type { Database } from '../db/schema.ts';
import { sanitizeSite } from './publish-html.ts';
import { processMedia, type ProcessedMedia } from './publish-media.ts';
import type { StoredSite } from './repo.ts';
import { SiteFileError } from './site-file.ts';

export { SiteFileError } from './site-file.ts';

/** What a publish did. */
export interface PublishResult {
  websiteId: string;
  identifier: string;
  /** The website's version after this publish (1 for a new site). */
  version: number;
  /** How many rows the site now has. */
  counts: { collections: number; items: number; media: number };
}

/**
 * Validates a site file, sanitises its HTML, writes its media variants and then, in one
 * transaction, replaces the website's rows and bumps its version. Publishing the same
 * website id again updates it in place. Throws SiteFileError (nothing written) on any issue.
 * @example await publishSite(db, await readSiteFile(file), { siteDir: dirname(file), mediaDir })
 */
export async function publishSite(db: Kysely<Database>, input: unknown, dirs: { siteDir: string; mediaDir: string }): Promise<PublishResult> {
  const parsed = parseSite(input);
  if (!parsed.ok) throw new SiteFileError(parsed.issues);
  const site = sanitizeSite(parsed.site);
  const websiteId = site.website.id;
  // Media first: slow work stays out of the transaction, and variant files are only added, never
  // replaced, so pages still served from the previous version keep their images.
  const { media, issues } = await processMedia(site.media, websiteId, dirs);
  if (issues.length) throw new SiteFileError(issues);
  const version = await db.transaction().execute((trx) => writeSite(trx, site, media));
  const counts = { collections: site.collections.length, items: site.collections.reduce((n, c) => n + c.items.length, 0), media: media.length };
  return { websiteId, identifier: site.website.identifier, version, counts };
}

async function writeSite(trx: Transaction<Database>, site: Site, media: ProcessedMedia[]): Promise<number> {
  const websiteId = site.website.id;
  const domains = [...new Set(site.website.domains)];
  await assertNoConflicts(trx, websiteId, site.website.identifier, domains);

  const now = Date.now();
  const stored: StoredSite = { website: site.website, settings: site.settings, navigation: site.navigation, headerFooter: site.headerFooter, homePage: site.homePage };
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
  // The forms index: SaveFormSubmission finds a form in one indexed read, notificationEmail included.
  await replaceForms(trx, websiteId, collectForms(site));
  return version;
}

/** Another website already using this identifier or one of these domains is a problem of the file, not a crash. */
async function assertNoConflicts(trx: Transaction<Database>, websiteId: string, identifier: string, domains: string[]): Promise<void> {
  const issues: SiteIssue[] = [];
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
