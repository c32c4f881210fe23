import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { SiteView } from '../../page/context.ts';
import { mediaIdsOf } from '../../model/index.ts';
import { CollectionType } from '../../shared/enums.ts';
import { COMMERCE_PATHS } from '../../shared/commerce.ts';
import { MEMBER_PATHS } from '../../shared/members.ts';
import { API_ROOT } from '../../shared/contracts/call.ts';
import { absoluteUrl } from '../../page/links.ts';
import { ANONYMOUS, siteLocked } from './access.ts';
import { isLocked } from './locked.ts';
import { collectionFromRow } from './repo.ts';
import { xml } from './blog-list.ts';
import { fromJson } from '../db/dialect.ts';

/**
 * What a site tells search engines (docs/seo.md): `/robots.txt` and `/sitemap.xml`, both on the
 * site's own address (SiteView.baseUrl: its domain or built-in address, never the request's Host).
 */

/** The most URLs in one sitemap file (sitemaps.org); past it `/sitemap.xml` is an index of `/sitemap-N.xml`. */
export const SITEMAP_URLS_MAX = 50_000;
/** The most images one `<url>` may name (Google's image sitemaps). */
const IMAGES_PER_URL_MAX = 1_000;

export const ROBOTS_PATH = '/robots.txt';
export const SITEMAP_PATH = '/sitemap.xml';
/** One part of a split sitemap: `/sitemap-1.xml`… */
export const sitemapPartPath = (n: number) => `/sitemap-${n}.xml`;

/** Which SEO file a request path asks for: robots, the sitemap (part 0) or one of its parts (1…); undefined: none. */
export function seoFileOf(path: string): { kind: 'robots' } | { kind: 'sitemap'; part: number } | undefined {
  if (path === ROBOTS_PATH) return { kind: 'robots' };
  if (path === SITEMAP_PATH) return { kind: 'sitemap', part: 0 };
  const m = /^\/sitemap-([1-9][0-9]{0,5})\.xml$/.exec(path);
  return m ? { kind: 'sitemap', part: Number(m[1]) } : undefined;
}

/**
 * Paths no crawler should follow: the visitor's own pages (cart, checkout, orders, account), the
 * store's form posts, search results, the owner's area and the JSON calls.
 */
export const DISALLOWED_PATHS: readonly string[] = [
  COMMERCE_PATHS.cart,
  COMMERCE_PATHS.checkout,
  COMMERCE_PATHS.order,
  '/commerce/',
  MEMBER_PATHS.account,
  '/search',
  '/config',
  API_ROOT,
];

/** The site's robots.txt: the disallowed paths and its sitemap; a whole-site lock (docs/locks.md) disallows everything. */
export function robotsTxt(site: SiteView): string {
  if (siteLocked(site, ANONYMOUS)) return ['User-agent: *', 'Disallow: /', ''].join('\n');
  return ['User-agent: *', ...DISALLOWED_PATHS.map((p) => `Disallow: ${p}`), 'Allow: /', '', `Sitemap: ${absoluteUrl(site.baseUrl, SITEMAP_PATH)}`, ''].join('\n');
}

/** One `<url>` of a sitemap: absolute address, last change (ISO instant), absolute image addresses. */
export interface SitemapUrl {
  loc: string;
  lastmod: string;
  images: string[];
}

/** Collection types with a page of their own whose items have their own addresses (resolve.ts LISTS and GALLERIES). */
const WITH_ITEMS: ReadonlySet<number> = new Set([CollectionType.GENERIC, CollectionType.PRODUCTS, CollectionType.PORTFOLIO, CollectionType.PROJECT, CollectionType.GALLERY_BLOCK, CollectionType.SLIDE_GALLERY]);

/**
 * Every address a visitor without an account may read, in site-file order: public pages, blog
 * and store lists, and their published posts, products, events and gallery items, each with its
 * images. Locked and members-only collections (and all of a locked site) are left out.
 */
export async function sitemapUrls(db: Kysely<Database>, site: SiteView): Promise<SitemapUrl[]> {
  if (siteLocked(site, ANONYMOUS)) return [];
  const websiteId = site.website.id;
  const published = await db.selectFrom('websites').select('published_at').where('id', '=', websiteId).executeTakeFirst();
  const siteLastmod = new Date(Number(published?.published_at ?? 0)).toISOString();
  const collections = (await db.selectFrom('collections').selectAll().where('website_id', '=', websiteId).orderBy('ordinal').execute()).map(collectionFromRow).filter((c) => !isLocked(c) && (c.type === CollectionType.PAGE || WITH_ITEMS.has(c.type)));
  const listed = collections.filter((c) => WITH_ITEMS.has(c.type)).map((c) => c.id);
  const itemRows = listed.length
    ? await db
        .selectFrom('items')
        .select(['collection_id', 'url_id', 'published_on', 'data'])
        .where('website_id', '=', websiteId)
        .where('collection_id', 'in', listed)
        .where('status', '=', 'published')
        .orderBy('collection_id')
        .orderBy('published_on', 'desc')
        .orderBy('ordinal', 'asc')
        .execute()
    : [];
  const itemsOf = new Map<string, typeof itemRows>();
  for (const row of itemRows) {
    const list = itemsOf.get(row.collection_id);
    if (list) list.push(row);
    else itemsOf.set(row.collection_id, [row]);
  }

  const images = (ids: string[]) => [...new Set(ids)].flatMap((id) => (site.media[id]?.src ? [absoluteUrl(site.baseUrl, site.media[id].src)] : [])).slice(0, IMAGES_PER_URL_MAX);
  const urls: SitemapUrl[] = [];
  for (const c of collections) {
    const path = c.urlId === site.homePage ? '/' : `/${c.urlId}`;
    const items = itemsOf.get(c.id) ?? [];
    // No spread into Math.max: a list may hold tens of thousands of items.
    const newest = items.reduce((max, i) => Math.max(max, Number(i.published_on)), 0);
    urls.push({ loc: absoluteUrl(site.baseUrl, path), lastmod: newest ? new Date(Math.max(newest, Date.parse(siteLastmod))).toISOString() : siteLastmod, images: images(mediaIdsOf(c.layout)) });
    for (const item of items) {
      const data = fromJson<{ mediaId?: unknown; layout?: unknown }>(item.data);
      urls.push({
        loc: absoluteUrl(site.baseUrl, `/${c.urlId}/${item.url_id}`),
        lastmod: new Date(Number(item.published_on)).toISOString(),
        images: images([...(typeof data.mediaId === 'string' ? [data.mediaId] : []), ...mediaIdsOf(data.layout)]),
      });
    }
  }
  return urls;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';

/** A `<urlset>` of the sitemaps.org 0.9 schema with Google's image 1.1 extension. */
export function urlsetXml(urls: readonly SitemapUrl[]): string {
  const lines = [XML_HEAD, '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">'];
  for (const u of urls) {
    lines.push(`<url><loc>${xml(u.loc)}</loc><lastmod>${u.lastmod}</lastmod>${u.images.map((src) => `<image:image><image:loc>${xml(src)}</image:loc></image:image>`).join('')}</url>`);
  }
  lines.push('</urlset>', '');
  return lines.join('\n');
}

/** A `<sitemapindex>` naming `parts` sitemap files on the site's address, each with its newest lastmod. */
export function sitemapIndexXml(baseUrl: string, lastmods: readonly string[]): string {
  return [
    XML_HEAD,
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...lastmods.map((lastmod, i) => `<sitemap><loc>${xml(absoluteUrl(baseUrl, sitemapPartPath(i + 1)))}</loc><lastmod>${lastmod}</lastmod></sitemap>`),
    '</sitemapindex>',
    '',
  ].join('\n');
}

/**
 * The sitemap file at `part` (0: `/sitemap.xml`): the urlset itself while the site has at most
 * `max` URLs, else an index of parts of `max` URLs each. Undefined: no such file (a part that does
 * not exist, or a site with nothing to list: an empty urlset is not valid).
 */
export function sitemapFile(baseUrl: string, urls: readonly SitemapUrl[], part: number, max = SITEMAP_URLS_MAX): string | undefined {
  if (urls.length === 0) return undefined;
  if (urls.length <= max) return part === 0 ? urlsetXml(urls) : undefined;
  const parts = Math.ceil(urls.length / max);
  if (part === 0) {
    const lastmods = Array.from({ length: parts }, (_, i) => urls.slice(i * max, (i + 1) * max).reduce((a, u) => (u.lastmod > a ? u.lastmod : a), ''));
    return sitemapIndexXml(baseUrl, lastmods);
  }
  return part <= parts ? urlsetXml(urls.slice((part - 1) * max, part * max)) : undefined;
}
