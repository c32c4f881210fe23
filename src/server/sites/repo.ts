import type { Kysely } from 'kysely';
import type { Collection, Item, Site } from '../../model/index.ts';
import type { MediaRef, SiteView } from '../../page/context.ts';
import { CollectionType } from '../../shared/enums.ts';
import { fromJson } from '../db/dialect.ts';
import type { PublicAddress } from '../config.ts';
import { appDomainName, isUnderAppDomain, siteOrigin } from './address.ts';
import { isLocked, withoutLockedLinks } from './locked.ts';
import { languagePrefix } from '../../shared/languages.ts';
import type { CollectionRow, Database, ItemRow, MediaRow } from '../db/schema.ts';
import type { ShippedFile } from './shipped-files.ts';

/** The `site` column of a website: the parts of its site file that are not collections or media. */
export type StoredSite = Pick<Site, 'website' | 'settings' | 'navigation' | 'headerFooter' | 'homePage'> & {
  /** Absent in rows published before languages (docs/multilingual.md): es-419 alone. */
  languages?: Site['languages'];
  /** The files the site ships at `/s/<name>` (shipped-files.ts); absent on sites published before them. */
  shippedFiles?: ShippedFile[];
};

/** What routing needs to know about a website. */
export interface WebsiteRef {
  id: string;
  identifier: string;
  version: number;
}

const refColumns = ['id', 'identifier', 'version'] as const;

/**
 * The website answering on `host`: `<identifier>.<appDomain>`, or a custom domain.
 * Case-insensitive; a port on either name is ignored. Undefined for an unknown host.
 * A name under the app domain is only ever a built-in address: no custom domain row can
 * shadow it (publishing refuses such domains; rows written before that rule are ignored).
 * @example await findWebsiteByHost(db, 'Cafe.Example.com:8080', 'vitrina.test')
 */
export async function findWebsiteByHost(db: Kysely<Database>, host: string, appDomain: string): Promise<WebsiteRef | undefined> {
  const name = bareHost(host);
  if (!name) return undefined;
  if (isUnderAppDomain(name, appDomain)) {
    const identifier = name.slice(0, -(appDomainName(appDomain).length + 1));
    if (!identifier || identifier.includes('.')) return undefined;
    return findWebsiteByIdentifier(db, identifier);
  }
  return db
    .selectFrom('domains')
    .innerJoin('websites', 'websites.id', 'domains.website_id')
    .select(['websites.id', 'websites.identifier', 'websites.version'])
    .where('domains.host', '=', name)
    .executeTakeFirst();
}

/** The website with this identifier (`vitrina export <identifier>`), or undefined. */
export async function findWebsiteByIdentifier(db: Kysely<Database>, identifier: string): Promise<WebsiteRef | undefined> {
  return db.selectFrom('websites').select(refColumns).where('identifier', '=', identifier.toLowerCase()).executeTakeFirst();
}

/** The default website (the first one imported), served on localhost; undefined when none. */
export async function findDefaultWebsite(db: Kysely<Database>): Promise<WebsiteRef | undefined> {
  return db.selectFrom('websites').select(refColumns).where('is_default', '=', 1).executeTakeFirst();
}

/**
 * Everything the renderer needs about a website at its current version. Throws when it does not
 * exist. Links are made absolute on the site's own address (`siteOrigin`), and links to locked
 * collections are left out of the navigation and the footer.
 */
export async function loadSiteView(db: Kysely<Database>, websiteId: string, opts: { appDomain: string; address: PublicAddress }): Promise<SiteView> {
  const row = await db.selectFrom('websites').select(['version', 'site']).where('id', '=', websiteId).executeTakeFirst();
  if (!row) throw new Error(`No existe el sitio ${websiteId}`);
  const site = fromJson<StoredSite>(row.site);
  const mediaRows = await db.selectFrom('media').selectAll().where('website_id', '=', websiteId).execute();
  const collectionRows = (await db.selectFrom('collections').selectAll().where('website_id', '=', websiteId).orderBy('ordinal').execute()).map(collectionFromRow);
  const locked = new Set(collectionRows.filter(isLocked).map((c) => c.urlId));
  const ownHosts = [...site.website.domains, `${site.website.identifier}.${appDomainName(opts.appDomain)}`];
  const { header, footer } = site.headerFooter;
  return {
    website: site.website,
    version: row.version,
    settings: site.settings,
    navigation: withoutLockedLinks(site.navigation.main, locked, ownHosts, site.homePage),
    collections: collectionRows
      .filter((c) => !locked.has(c.urlId))
      .map(({ id, urlId, title, type }) => ({ id, urlId, title, type })),
    headerFooter: { header, footer: { ...footer, links: withoutLockedLinks(footer.links, locked, ownHosts, site.homePage) } },
    baseUrl: siteOrigin(site.website, opts.appDomain, opts.address),
    appDomain: opts.appDomain,
    homePage: site.homePage,
    media: Object.fromEntries(mediaRows.map((m) => [m.id, mediaRef(m)])),
    ...(site.languages?.others.length
      ? {
          languages: { primary: site.languages.primary, others: site.languages.others },
          translations: collectionRows
            .filter((c) => !locked.has(c.urlId))
            .map((c) => ({ urlId: c.urlId, language: c.language ?? site.languages!.primary, ...(c.translationKey ? { translationKey: c.translationKey } : {}) })),
          navigationByLanguage: Object.fromEntries(
            Object.entries(site.navigation.byLanguage ?? {}).map(([language, links]) => [
              language,
              withoutLockedLinks(links ?? [], locked, ownHosts, site.homePage, { prefix: languagePrefix(language), home: languageHome(collectionRows, site, language) }),
            ]),
          ),
        }
      : site.languages && site.languages.primary !== 'es-419' ? { languages: { primary: site.languages.primary, others: [] } } : {}),
  };
}


/** The url id of a language's home: the collection in `language` with the home page's translation key. */
function languageHome(collections: Array<Omit<Collection, 'items'>>, site: StoredSite, language: string): string | undefined {
  const key = collections.find((c) => c.urlId === site.homePage)?.translationKey;
  return key ? collections.find((c) => c.language === language && c.translationKey === key)?.urlId : undefined;
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
export async function listItems(db: Kysely<Database>, websiteId: string, collectionId: string, page: { limit: number; offset: number; order?: 'newest' | 'owner' }): Promise<Item[]> {
  let query = db
    .selectFrom('items')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('collection_id', '=', collectionId)
    .where('status', '=', 'published');
  // Posts newest first; a gallery in the order its owner arranged it.
  if (page.order !== 'owner') query = query.orderBy('published_on', 'desc');
  const rows = await query
    .orderBy('ordinal', 'asc')
    .limit(page.limit)
    .offset(page.offset)
    .execute();
  return rows.map(itemFromRow);
}

/** A collection (without items) rebuilt from its row. */
export function collectionFromRow(row: CollectionRow): Omit<Collection, 'items'> {
  const data = fromJson<Pick<Collection, 'description' | 'permissionType' | 'layout' | 'events'>>(row.data);
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
  const stored = fromJson<{ width: number; height?: number; file: string; avif?: string; share?: true }[]>(row.variants);
  // The share picture (og:image, publish-media.ts) is no srcset width.
  const shared = stored.find((v) => v.share);
  const variants = stored
    .filter((v) => !v.share)
    .map((v) => ({ width: v.width, url: `/media/${row.website_id}/${v.file}`, ...(v.avif ? { avif: `/media/${row.website_id}/${v.avif}` } : {}) }))
    .sort((a, b) => a.width - b.width);
  return {
    id: row.id,
    alt: row.alt,
    width: row.width,
    height: row.height,
    focalPoint: { x: row.focal_x, y: row.focal_y },
    src: variants[variants.length - 1]?.url ?? '',
    variants,
    ...(shared ? { share: { url: `/media/${row.website_id}/${shared.file}`, width: shared.width, height: shared.height ?? 0 } } : {}),
  };
}

/** A host name without port or trailing dot, lowercased ("[::1]:80" → "[::1]"). */
function bareHost(host: string): string {
  const h = host.trim().toLowerCase();
  const name = h.startsWith('[') ? h.slice(0, h.indexOf(']') + 1) : h.replace(/:\d*$/, '');
  return name.replace(/\.$/, '');
}

/** The title of a website ('' when it is gone): forms' mails name the site by it. */
export async function websiteTitle(db: Kysely<Database>, websiteId: string): Promise<string> {
  const row = await db.selectFrom('websites').select('title').where('id', '=', websiteId).executeTakeFirst();
  return row?.title ?? '';
}

/** The id of every published website (jobs that go site by site, such as analytics retention). */
export async function websiteIds(db: Kysely<Database>): Promise<string[]> {
  return (await db.selectFrom('websites').select('id').execute()).map((r) => r.id);
}

/**
 * A published blog post visitors may comment on (issue 14, comments): its path, or undefined
 * when the item is unknown on this website, not published, not a blog post or under a locked page.
 */
export async function commentablePost(db: Kysely<Database>, websiteId: string, itemId: string): Promise<{ path: string; title: string } | undefined> {
  const row = await db
    .selectFrom('items')
    .innerJoin('collections', (j) => j.onRef('collections.id', '=', 'items.collection_id').onRef('collections.website_id', '=', 'items.website_id'))
    .select(['items.url_id as itemUrl', 'items.title', 'items.status', 'collections.url_id as collectionUrl', 'collections.type', 'collections.data'])
    .where('items.website_id', '=', websiteId)
    .where('items.id', '=', itemId)
    .executeTakeFirst();
  if (!row || row.status !== 'published' || row.type !== CollectionType.GENERIC) return undefined;
  if (isLocked(fromJson<Pick<Collection, 'permissionType'>>(row.data))) return undefined;
  return { path: `/${row.collectionUrl}/${row.itemUrl}`, title: row.title };
}
