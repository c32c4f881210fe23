import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { PageModel, SiteView } from '../../page/context.ts';
import { CollectionType, PageType } from '../../shared/enums.ts';
import { SiteKind } from '../../shared/enums/site.ts';
import { t, withLocale, type MessageKey } from '../../shared/messages/index.ts';
import { layoutsClaimPath, pageLayouts } from '../../page/render-context.ts';
import type { PublicComment } from '../../shared/contracts/comments.ts';
import type { ProductReviews } from '../../shared/reviews.ts';
import { ANONYMOUS, SITE_LOCK_SCOPE, mayView, siteLocked, type VisitorAccess } from './access.ts';
import { lockPageModel } from '../../page/lock-model.ts';
import { MAX_QUERY, searchSite } from '../search/index.ts';
import { findItem, listItems } from './repo.ts';
import { publishedCollection } from './version-reads.ts';
import { readLists } from './lists.ts';
import type { BlockList } from '../../blocks/types.ts';
import { blogFeed, blogListPage, wantsFeed } from './blog-list.ts';
import { blogCacheQuery } from '../../shared/blog.ts';
import { TIME_BOUND_MAX_AGE_MS, timeBound } from './events.ts';
import { memberAreaWays } from './denied.ts';
import { overlayStock, STOCK_MAX_AGE_MS, type StockReader } from './stock.ts';
import { homeUrlId, primaryLanguage, splitLanguage } from '../../page/languages.ts';

/** A page to render and the status to answer with. */
export interface ResolvedPage {
  model: PageModel;
  status: number;
  /** Whether the rendered HTML may be kept in the HTML cache. */
  cacheable: boolean;
  /** No cache anywhere may keep it (`Cache-Control: no-store`): the access-denied page of a locked page. */
  noStore?: boolean;
  /** A blog's RSS feed (`/blog?format=rss`): sent as XML instead of a rendered page. */
  feed?: string;
  /** Lists read while resolving (a blog page's own posts), by collection id: its blocks reuse them. */
  read?: Record<string, BlockList>;
  /** How long the HTML cache may keep it (ms; absent: until the next publish): pages that show time. */
  maxAgeMs?: number;
}

/**
 * What pages show of native comments (the comments domain answers; app.ts passes it, so sites
 * imports nothing of that domain). Asked only when the site has native comments on.
 */
export interface CommentReader {
  approved(websiteId: string, itemId: string): Promise<PublicComment[]>;
  counts(websiteId: string, itemIds: readonly string[]): Promise<Record<string, number>>;
}

/** What product pages show of approved reviews (the reviews domain answers; app.ts passes it, like comments). */
export interface ReviewReader {
  forProduct(websiteId: string, itemId: string): Promise<ProductReviews>;
}

/** Collection types whose url lists items (`/blog`) and whose items have their own pages (`/blog/post`). */
const LISTS: ReadonlySet<number> = new Set([CollectionType.GENERIC, CollectionType.PRODUCTS, CollectionType.PORTFOLIO, CollectionType.PROJECT]);
/**
 * Gallery collections: their url shows the items as a gallery (src/page/views/gallery-collection.ts)
 * and an item's url (`/galeria/atardecer`) shows that same page, whose lightbox opens on the item.
 */
const GALLERIES: ReadonlySet<number> = new Set([CollectionType.GALLERY_BLOCK, CollectionType.SLIDE_GALLERY]);

/** The site's not-found page (§2 type 100) at `path`: what every address that names nothing answers. */
export function notFoundModel(site: SiteView, path: string): PageModel {
  return { site, path, pageType: PageType.NOT_FOUND, title: t('page.notFoundTitle'), description: site.website.description };
}

/**
 * Turns a normalised path into the page to show (§2 page types), or the not-found page, with the
 * items of the collections its blocks list (block meta `lists`: summaries, calendars, archives),
 * and with `stock`, the database's stock on every product it shows (stock.ts).
 */
export async function resolvePage(db: Kysely<Database>, site: SiteView, path: string, query: URLSearchParams, comments?: CommentReader, access: VisitorAccess = ANONYMOUS, stock?: StockReader, reviews?: ReviewReader): Promise<ResolvedPage> {
  const resolved = withLanguage(site, path, await resolveRoute(db, site, path, query, comments, access, reviews));
  // A blog query (`?page=`, `?tag=`… `?format=rss`: src/shared/blog.ts) keys the HTML cache; only a
  // blog list that accepted it may be kept, so other pages asked with one are not cached.
  if (blogCacheQuery(query) && !resolved.model.blog && !resolved.feed) {
    if (wantsFeed(query) && resolved.status === 200) return { model: notFoundModel(site, path), status: 404, cacheable: false };
    resolved.cacheable = false;
  }
  if (resolved.feed) return resolved;
  const lists = resolved.status === 200 ? await readLists(db, site, pageLayouts(resolved.model), access, resolved.read) : undefined;
  const listed = lists ? { ...resolved, model: { ...resolved.model, lists } } : resolved;
  // Stock from the database (stock.ts), on every product the page shows; such a page is kept a minute at most.
  const stocked = stock && listed.status === 200 ? await overlayStock(listed.model, stock) : undefined;
  const page = stocked ? { ...listed, model: stocked.model, ...(stocked.showsStock ? { maxAgeMs: STOCK_MAX_AGE_MS } : {}) } : listed;
  return timeBound(page.model) ? { ...page, maxAgeMs: Math.min(page.maxAgeMs ?? TIME_BOUND_MAX_AGE_MS, TIME_BOUND_MAX_AGE_MS) } : page;
}

async function resolveRoute(db: Kysely<Database>, site: SiteView, path: string, query: URLSearchParams, comments: CommentReader | undefined, access: VisitorAccess, reviewReader?: ReviewReader): Promise<ResolvedPage> {
  const websiteId = site.website.id;
  // Native comments: on in the settings and not handed to Disqus (whose thread the links point to).
  const native = comments && site.settings.commentsEnabled && !site.settings.disqusShortname ? comments : undefined;
  const base = { site, path };
  const notFound = (): ResolvedPage => ({
    model: notFoundModel(site, path),
    status: 404,
    cacheable: true,
  });

  // The whole-site lock (docs/locks.md): every path, search included, answers the lock screen.
  if (siteLocked(site, access)) return locked(site, path, SITE_LOCK_SCOPE);
  // Languages (docs/multilingual.md): the primary at the root, the others under their prefix;
  // a page answers only at its own language's addresses.
  const { language, rest } = splitLanguage(site, path);
  if (rest === '/search') {
    const q = (query.get('q') ?? '').slice(0, MAX_QUERY);
    const page = /^[0-9]{1,4}$/.test(query.get('page') ?? '') ? Number(query.get('page')) : 1;
    const search = q.trim() ? await searchSite(db, websiteId, q, page) : undefined;
    return { model: { ...base, pageType: PageType.SEARCH, title: t('page.searchPageTitle'), description: site.website.description, query: q, search }, status: 200, cacheable: q === '' };
  }

  const home = homeOf(site, language);
  if (rest === '/' && !home) return notFound();
  const segments = rest === '/' ? [home!] : rest.slice(1).split('/');
  // Url ids are lowercase: looked up in any case so that a locked page answers as locked
  // however its address is spelled; other spellings of a public page stay not found.
  const collection = await publishedCollection(db, site, segments[0].toLowerCase());
  if (!collection) return notFound();
  if ((collection.language ?? primaryLanguage(site)) !== language) return notFound();
  // Before anything about it is read (items, type, depth): a locked page, its items and any
  // path under it answer the same page, so probing tells nothing.
  if (!mayView(collection, access)) return collection.permissionType === 'password' ? locked(site, path, collection.id) : accessDenied(site, path, memberAreaWays(site, collection, access));
  if (segments.length > 2 || collection.urlId !== segments[0]) return notFound();
  const { items: _items, ...collectionInfo } = collection as typeof collection & { items?: unknown };
  if (collectionInfo.type !== CollectionType.PAGE && collectionInfo.type !== CollectionType.SPLASH_PAGE && !LISTS.has(collectionInfo.type) && !GALLERIES.has(collectionInfo.type)) return notFound();

  const description = collectionInfo.description || site.website.description;
  // A splash page (§3 type 8): its cover page (§2 page type 3), one full-screen page with no items.
  if (collectionInfo.type === CollectionType.SPLASH_PAGE) {
    if (segments.length === 2) return notFound();
    return { model: { ...base, pageType: PageType.SPLASH_PAGE, title: collectionInfo.cover?.title || collectionInfo.title, description: collectionInfo.cover?.text || description, collection: collectionInfo }, status: 200, cacheable: true };
  }
  if (segments.length === 2 && collectionInfo.type === CollectionType.PAGE) {
    // A slide of one of the page's galleries (§2 lightbox history): the page itself, whose
    // script opens the lightbox on the slide the last segment names. Any other segment: 404.
    if (!layoutsClaimPath([collectionInfo.layout], segments[1])) return notFound();
    return { model: { ...base, pageType: PageType.PAGE, title: collectionInfo.title, description, collection: collectionInfo }, status: 200, cacheable: true };
  }
  if (GALLERIES.has(collectionInfo.type)) {
    const item = segments.length === 2 ? await findItem(db, websiteId, collectionInfo.id, segments[1]) : undefined;
    if (segments.length === 2 && (!item || item.status !== 'published')) return notFound();
    const items = await listItems(db, websiteId, collectionInfo.id, { limit: 200, offset: 0, order: 'owner' });
    const title = item ? item.title : collectionInfo.title;
    return { model: { ...base, pageType: PageType.MAIN_CONTENT, title, description: item?.excerpt || description, collection: collectionInfo, items }, status: 200, cacheable: true };
  }
  if (segments.length === 2) {
    if (!LISTS.has(collectionInfo.type)) return notFound();
    const item = await findItem(db, websiteId, collectionInfo.id, segments[1]);
    if (!item || item.status !== 'published') return notFound();
    const thread = native && collectionInfo.type === CollectionType.GENERIC ? await native.approved(websiteId, item.id) : undefined;
    // A product's approved reviews (docs/commerce-reviews.md), while the store takes reviews.
    const reviews = reviewReader && item.product && site.settings.storeSettings?.reviews?.enabled !== false ? await reviewReader.forProduct(websiteId, item.id) : undefined;
    return {
      model: {
        ...base,
        pageType: PageType.CONTENT_ITEM,
        title: item.title,
        description: item.excerpt || collectionInfo.description || site.website.description,
        collection: collectionInfo,
        item,
        ...(thread ? { comments: thread, commentCounts: { [item.id]: thread.length } } : {}),
        ...(reviews ? { reviews } : {}),
      },
      status: 200,
      cacheable: true,
    };
  }

  if (collectionInfo.type === CollectionType.PAGE) {
    return { model: { ...base, pageType: PageType.PAGE, title: collectionInfo.title, description, collection: collectionInfo }, status: 200, cacheable: true };
  }
  // A blog: filtered and paged (blog-list.ts), or its RSS feed; an unknown filter or page is not found.
  const blog = collectionInfo.type === CollectionType.GENERIC ? (wantsFeed(query) ? await blogFeed(db, site, collectionInfo, access) : await blogListPage(db, site, collectionInfo, query, access)) : undefined;
  if (blog === null) return { ...notFound(), cacheable: false };
  if (typeof blog === 'string') return { model: { ...base, pageType: PageType.MAIN_CONTENT, title: collectionInfo.title, description }, status: 200, cacheable: true, feed: blog };
  const items = blog ? blog.items : await listItems(db, websiteId, collectionInfo.id, { limit: 200, offset: 0 });
  const commentCounts = native && collectionInfo.type === CollectionType.GENERIC ? await native.counts(websiteId, items.map((i) => i.id)) : undefined;
  return {
    model: {
      ...base,
      pageType: PageType.MAIN_CONTENT,
      title: blog ? blog.title : collectionInfo.title,
      description,
      collection: collectionInfo,
      items,
      ...(blog ? { blog: blog.blog } : {}),
      ...(commentCounts ? { commentCounts } : {}),
    },
    status: 200,
    cacheable: true,
    ...(blog ? { read: { [collectionInfo.id]: blog.list } } : {}),
  };
}

/**
 * The collection a language's root shows: a cover-page site's (§3 kind 2) first splash page, else
 * the home page in that language (none: the root is not found).
 */
function homeOf(site: SiteView, language: string): string | undefined {
  if (site.website.kind !== SiteKind.COVER_PAGE) return homeUrlId(site, language);
  return site.collections.find((c) => c.type === CollectionType.SPLASH_PAGE)?.urlId ?? homeUrlId(site, language);
}

/** The language of the page at `path` (its prefix's) on the model, for a site with more than one. */
function withLanguage(site: SiteView, path: string, page: ResolvedPage): ResolvedPage {
  if (!site.languages) return page;
  const language = splitLanguage(site, path).language;
  // The system's titles of these pages were written before the language was known: in it now.
  const own = SYSTEM_TITLES[page.model.pageType];
  const title = own ? withLocale(language, () => t(own)) : page.model.title;
  return { ...page, model: { ...page.model, language, title } };
}

const SYSTEM_TITLES: Partial<Record<number, MessageKey>> = {
  [PageType.NOT_FOUND]: 'page.notFoundTitle',
  [PageType.SEARCH]: 'page.searchPageTitle',
  [PageType.MEMBER_AREA_ACCESS_DENIED]: 'page.accessDeniedTitle',
};

/**
 * The access-denied page (§2 type 106) of a locked page, until members can sign in: 403, kept by
 * no cache, and nothing of the locked page in it (no title, no collection, no items).
 */
function accessDenied(site: SiteView, path: string, ways?: PageModel['memberAreaWays']): ResolvedPage {
  return {
    model: { site, path, pageType: PageType.MEMBER_AREA_ACCESS_DENIED, title: t('page.accessDeniedTitle'), description: site.website.description, ...(ways ? { memberAreaWays: ways } : {}) },
    status: 403,
    cacheable: false,
    noStore: true,
  };
}

/** A lock's password page (§2 types 103 and 105, docs/locks.md): 403, kept by no cache, nothing of what it locks. */
function locked(site: SiteView, path: string, scope: string): ResolvedPage {
  return { model: lockPageModel(site, path, scope), status: 403, cacheable: false, noStore: true };
}

/**
 * The canonical form of a request path: percent-decoded once, no trailing slash, no empty or
 * dot segments. Returns `null` for a path that cannot be decoded or is not a plain path.
 */
export function normalisePath(rawPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return null;
  }
  if (decoded.length > 2000 || /[\u0000-\u001f\u007f\\]/.test(decoded) || !decoded.startsWith('/')) return null;
  const segments = decoded.split('/').filter((s) => s !== '');
  if (segments.some((s) => s === '.' || s === '..')) return null;
  return '/' + segments.join('/');
}
