import type { Kysely } from 'kysely';
import type { Collection, Item, Site } from '../../model/index.ts';
import type { MediaRef, SiteView } from '../../page/context.ts';
import { fromJson } from '../db/dialect.ts';
import type { CollectionRow, Database, ItemRow, MediaRow } from '../db/schema.ts';

/** The `site` column of a website: the parts of its site file that are not collections or media. */
export type StoredSite = Pick<Site, 'website' | 'settings' | 'navigation' | 'headerFooter' | 'homePage'>;

/** What routing needs to know about a website. */
export interface WebsiteRef {
  id: string;
  identifier: string;
  version: number;
}

const refColumns = ['id', 'identifier', 'version'] as const;

/**
 * The website answering on `host`: a custom domain, or `<identifier>.<appDomain>`.
 * Case-insensitive; a port on either name is ignored. Undefined for an unknown host.
 * @example await findWebsiteByHost(db, 'Cafe.Example.com:8080', 'vitrina.test')
 */
export async function findWebsiteByHost(db: Kysely<Database>, host: string, appDomain: string): Promise<WebsiteRef | undefined> {
  const name = bareHost(host);
  if (!name) return undefined;
  const custom = await db
    .selectFrom('domains')
    .innerJoin('websites', 'websites.id', 'domains.website_id')
    .select(['websites.id', 'websites.identifier', 'websites.version'])
    .where('domains.host', '=', name)
    .executeTakeFirst();
  if (custom) return custom;
  const suffix = `.${bareHost(appDomain)}`;
  if (!name.endsWith(suffix)) return undefined;
  const identifier = name.slice(0, -suffix.length);
  if (!identifier || identifier.includes('.')) return undefined;
  return findWebsiteByIdentifier(db, identifier);
}

/** The website with this identifier (`vitrina export <identifier>`), or undefined. */
export async function findWebsiteByIdentifier(db: Kysely<Database>, identifier: string): Promise<WebsiteRef | undefined> {
  return db.selectFrom('websites').select(refColumns).where('identifier', '=', identifier.toLowerCase()).executeTakeFirst();
}

/** The default website (the first one imported), served on localhost; undefined when none. */
export async function findDefaultWebsite(db: Kysely<Database>): Promise<WebsiteRef | undefined> {
  return db.selectFrom('websites').select(refColumns).where('is_default', '=', 1).executeTakeFirst();
}

/** Everything the renderer needs about a website at its current version. Throws when it does not exist. */
export async function loadSiteView(db: Kysely<Database>, websiteId: string, opts: { appDomain: string; baseUrl: string }): Promise<SiteView> {
  const row = await db.selectFrom('websites').select(['version', 'site']).where('id', '=', websiteId).executeTakeFirst();
  if (!row) throw new Error(`No existe el sitio ${websiteId}`);
  const site = fromJson<StoredSite>(row.site);
  const mediaRows = await db.selectFrom('media').selectAll().where('website_id', '=', websiteId).execute();
  return {
    website: site.website,
    version: row.version,
    settings: site.settings,
    navigation: site.navigation.main,
    headerFooter: site.headerFooter,
    baseUrl: opts.baseUrl.replace(/\/+$/, ''),
    appDomain: opts.appDomain,
    homePage: site.homePage,
    media: Object.fromEntries(mediaRows.map((m) => [m.id, mediaRef(m)])),
  };
}

/** The collection at `/<urlId>` of a website, without its items; undefined when there is none. */
export async function findCollection(db: Kysely<Database>, websiteId: string, urlId: string): Promise<Omit<Collection, 'items'> | undefined> {
  const row = await db.selectFrom('collections').selectAll().where('website_id', '=', websiteId).where('url_id', '=', urlId).executeTakeFirst();
  return row && collectionFromRow(row);
}

/** An item of a collection by url id, whatever its status: the caller hides drafts from visitors. */
export async function findItem(db: Kysely<Database>, websiteId: string, collectionId: string, urlId: string): Promise<Item | undefined> {
  const row = await db
    .selectFrom('items')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('collection_id', '=', collectionId)
    .where('url_id', '=', urlId)
    .executeTakeFirst();
  return row && itemFromRow(row);
}

/** Published items of a collection, newest first. */
export async function listItems(db: Kysely<Database>, websiteId: string, collectionId: string, page: { limit: number; offset: number }): Promise<Item[]> {
  const rows = await db
    .selectFrom('items')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('collection_id', '=', collectionId)
    .where('status', '=', 'published')
    .orderBy('published_on', 'desc')
    .orderBy('ordinal', 'asc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return rows.map(itemFromRow);
}

/** A collection (without items) rebuilt from its row. */
export function collectionFromRow(row: CollectionRow): Omit<Collection, 'items'> {
  const data = fromJson<Pick<Collection, 'description' | 'permissionType' | 'layout'>>(row.data);
  return { id: row.id, urlId: row.url_id, title: row.title, type: row.type as Collection['type'], ...data };
}

/** An item rebuilt from its row; `publishedOn` comes back as an ISO string in UTC. */
export function itemFromRow(row: ItemRow): Item {
  const data = fromJson<Omit<Item, 'id' | 'urlId' | 'title' | 'recordType' | 'status' | 'publishedOn'>>(row.data);
  return {
    id: row.id,
    urlId: row.url_id,
    title: row.title,
    recordType: row.record_type as Item['recordType'],
    status: row.status as Item['status'],
    publishedOn: new Date(Number(row.published_on)).toISOString(),
    ...data,
  };
}

/** A media row as the renderer wants it: URLs of its variants, narrowest first. */
export function mediaRef(row: MediaRow): MediaRef {
  const variants = fromJson<{ width: number; file: string }[]>(row.variants)
    .map((v) => ({ width: v.width, url: `/media/${row.website_id}/${v.file}` }))
    .sort((a, b) => a.width - b.width);
  return {
    id: row.id,
    alt: row.alt,
    width: row.width,
    height: row.height,
    focalPoint: { x: row.focal_x, y: row.focal_y },
    src: variants[variants.length - 1]?.url ?? '',
    variants,
  };
}

/** A host name without port or trailing dot, lowercased ("[::1]:80" → "[::1]"). */
function bareHost(host: string): string {
  const h = host.trim().toLowerCase();
  const name = h.startsWith('[') ? h.slice(0, h.indexOf(']') + 1) : h.replace(/:\d*$/, '');
  return name.replace(/\.$/, '');
}
