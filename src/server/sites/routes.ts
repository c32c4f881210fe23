import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { PageAssets, SiteView } from '../../page/context.ts';
import { noticeOf } from '../../page/notice.ts';
import { renderPage, renderPageWithOrigins, renderStandaloneError } from '../../page/render.tsx';
import { HtmlCache, bodyOf, pickEncoding, preparePage, strengthen, type CachedPage } from './html-cache.ts';
import { PageType } from '../../shared/enums.ts';
import { normalisePath, notFoundModel, resolvePage, type CommentReader, type ReviewReader } from './resolve.ts';
import type { SiteViews } from './site-views.ts';
import type { Tenant, TenantResolver } from './tenant.ts';
import { chromeVariant, visitorChromeState } from './visitor-state.ts';
import { DEFAULT_CDN_CACHING, sharedCacheControl, surrogateKey, type CdnCaching } from './cdn.ts';
import { blogCacheQuery } from '../../shared/blog.ts';
import { isIcsPath, readEventIcs } from './events.ts';
import { isAnonymous, visitorAccess, type AccessSource } from './access.ts';
import type { StockReader } from './stock.ts';
import { panelLinkTarget } from './panel-link.ts';
import { contentDisposition, FILE_LINK_PREFIX, findShippedFile } from './file-link.ts';
import { createReadStream } from 'node:fs';
import type { LocalBlobs } from '../blobs/index.ts';
import { ROBOTS_PATH, SITEMAP_PATH, SITEMAP_URLS_MAX, robotsTxt, seoFileOf, sitemapFile, sitemapPartPath, sitemapUrls } from './seo.ts';

/**
 * Who is signed in on a page request. The owner domain answers (app.ts passes its OwnerAuth);
 * sites only asks, so it imports nothing of the owner domain (which reads sites' tenants).
 */
export interface PageViewers {
  /** The signed-in owner of the request's website, or null; no session cookie: no database read. */
  fromRequest(req: FastifyRequest, tenant: Tenant): Promise<{ ownerId: string; role: number } | null>;
}

export interface PageRoutesOptions {
  db: Kysely<Database>;
  assets: PageAssets;
  cache: HtmlCache;
  /** The published sites, read once per version. */
  siteViews: SiteViews;
  /**
   * What a CDN may keep of shared pages (CDN_MAX_AGE, CDN_STALE_SECONDS; docs/cdn.md). Pages set
   * no cookie: the crumb comes with the first call that needs it (src/server/http/crumb.ts).
   */
  cdn?: CdnCaching;
  /** Finds the signed-in owner of a request that carries a session cookie. */
  owners?: PageViewers;
  /** Approved comments and their counts, for sites with native comments on. */
  comments?: CommentReader;
  /**
   * What a visitor may see beyond public pages, from their cookies (members, unlocked passwords:
   * access.ts); such a visitor's pages are rendered for them alone and never cached.
   */
  access?: readonly AccessSource[];
  /** Units left per sku from the database (commerce's stock): products on pages show it, not the site file's (stock.ts). */
  stock?: StockReader;
  /** Approved reviews of products, for product pages (docs/commerce-reviews.md). */
  reviews?: ReviewReader;
  /** Where the files sites ship are stored (`<DATA_DIR>/files`, fetched from the blob store on a miss; §2 `/s/…` links, file-link.ts). */
  blobs?: LocalBlobs;
  /** The most URLs in one sitemap file before `/sitemap.xml` becomes an index (seo.ts; tests lower it). */
  sitemapUrls?: number;
}

/** Serves every published page: tenant by Host, route by path, HTML from the cache or React. */
export async function pageRoutes(app: FastifyInstance, opts: PageRoutesOptions) {
  const { db, assets, cache, siteViews, cdn = DEFAULT_CDN_CACHING, owners, comments, access: accessSources = [], stock, reviews, blobs, sitemapUrls: sitemapMax = SITEMAP_URLS_MAX } = opts;
  const unknownSite = preparePage(404, renderStandaloneError('not-found-site', assets));
  const badRequest = preparePage(400, renderStandaloneError('bad-request', assets));
  /** Renders under way of cacheable pages, by cache key: the page, or undefined when it was not cacheable. */
  const inflight = new Map<string, Promise<CachedPage | undefined>>();


  app.get('/*', async (req, reply) => {
    const tenant = req.site;
    if (!tenant) return sendPage(req, reply, unknownSite);
    // robots.txt and the sitemap (seo.ts): one answer per site version, no cookie, no page.
    const seoFile = seoFileOf(req.url.split('?', 1)[0]);
    if (seoFile) return sendSeoFile(req, reply, tenant, seoFile);

    const [rawPath, rawQuery = ''] = req.url.split('?', 2);
    // §2 file links (file-link.ts): matched on the raw path, before any decoding; anything else: the 404 page.
    if (rawPath.startsWith(FILE_LINK_PREFIX)) return sendShippedFile(req, reply, tenant, rawPath);
    const path = normalisePath(rawPath);
    if (path === null) return sendPage(req, reply, badRequest);
    if (path !== safeDecode(rawPath)) {
      return reply.redirect(encodeURI(path) + (rawQuery ? `?${rawQuery}` : ''), 301);
    }
    // Members and unlocked passwords (access.ts): read from their cookies only, so a request
    // without them reads nothing here and stays on the cached path.
    const access = await visitorAccess(accessSources, req, tenant);
    // An event's «Agregar al calendario» file (src/server/sites/events.ts); none: the 404 page below.
    const ics = isIcsPath(path) ? await readEventIcs(db, await siteViews.get(tenant), path, access) : undefined;
    if (ics) {
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${ics.filename}"`)
        .header('cache-control', isAnonymous(access) ? 'no-cache' : 'private, no-store')
        .send(ics.body);
    }

    // §2 panel links `/pages/{id}` (panel-link.ts): 301 to the page; naming nothing, routed as any path (404).
    if (path.startsWith('/pages/')) {
      const target = await panelLinkTarget(db, tenant.websiteId, (await siteViews.get(tenant)).homePage, path);
      if (target) return reply.header('cache-control', 'no-cache').redirect(encodeURI(target) + (rawQuery ? `?${rawQuery}` : ''), 301);
    }

    // A signed-in account gets its own render, never cached; anonymous requests (no session
    // cookie: no database read) stay on the cached path, as do cookies that are not a session.
    const owner = owners ? await owners.fromRequest(req, tenant) : null;
    const viewer = owner ? { accountId: owner.ownerId, roles: [owner.role] } : undefined;
    // A notice (?logout=true) is drawn into the page for this answer only: rare, never cached.
    const notice = rawQuery ? noticeOf(new URLSearchParams(rawQuery)) : undefined;
    const personal = Boolean(viewer || notice || !isAnonymous(access));
    // What the visitor already answered (banner, announcement): one cached variant per state.
    const visitor = visitorChromeState(req.cookies);
    // Keyed by site, never by the raw Host: every host and port of a site shares one render.
    // A blog list's filter and page (and a feed) are part of the key, in canonical form; only values
    // the blog's posts carry are ever cached (resolve.ts), so visitors' queries cannot flood it.
    const variant = chromeVariant(visitor);
    const key = HtmlCache.key(tenant.websiteId, tenant.version, path + blogCacheQuery(rawQuery), variant);
    // A CDN keys by URL: only the first-visit variant may be kept there (another, with the banner
    // answered, would hide it from a new visitor); the others are the browser's alone.
    const edge: SendOptions['edge'] = variant === '' ? { websiteId: tenant.websiteId, cdn } : 'private';
    // A search's results depend on its query, which the key leaves out: never from the cache.
    const searching = path === '/search' && rawQuery !== '' && (new URLSearchParams(rawQuery).get('q') ?? '') !== '';
    const shared = !personal && !searching;
    const hit = shared ? cache.get(key) : undefined;
    if (hit) {
      // (A page whose strong copy was skipped under a burst of misses gets it on a later hit.)
      if (!hit.strong) void strengthen(hit, () => cache.resize(key, hit));
      return sendPage(req, reply, hit, { cached: () => cache.resize(key, hit), edge });
    }
    // Concurrent misses of one page render it once: the others wait for the first (a page not in
    // cache on a busy site is asked for by many at the same moment).
    const rendering = shared ? inflight.get(key) : undefined;
    if (rendering) {
      const page = await rendering;
      if (page) return sendPage(req, reply, page, { cached: () => cache.resize(key, page), edge });
    }
    let settle: ((page: CachedPage | undefined) => void) | undefined;
    if (shared && !rendering) inflight.set(key, new Promise((resolve) => (settle = resolve)));

    let site: SiteView | undefined;
    try {
      // The misses that came in with this one join it before it renders. Reading and resolving
      // a page wait on nothing but microtasks, so without a turn of the event loop here each
      // request read from its socket would run to its answer, render included, before the next
      // socket is read: over real connections no two misses would ever meet in `inflight`.
      if (settle) await new Promise<void>((resolve) => setImmediate(resolve));
      site = await siteViews.get(tenant);
      const resolved = await resolvePage(db, site, path, new URLSearchParams(rawQuery), comments, access, stock, reviews);
      const model = { ...resolved.model, visitor, ...(personal ? { viewer, notice } : {}) };
      const page =
        resolved.feed !== undefined
          ? preparePage(resolved.status, resolved.feed, { type: 'application/rss+xml; charset=utf-8' })
          : preparePage(resolved.status, renderPageWithOrigins(model, assets, { status: resolved.status }));
      // A locked page (403) is never cached, here or on the way (no-store).
      if (personal || resolved.noStore) return sendPage(req, reply, page, { personal: true });
      if (!resolved.cacheable) return sendPage(req, reply, page, { edge: variant === '' ? undefined : 'private' });
      const cached = resolved.maxAgeMs ? { ...page, expiresAt: Date.now() + resolved.maxAgeMs } : page;
      const kept = cache.set(key, cached);
      settle?.(cached);
      // Answered at once with a quick compression; the strong copy for later hits is made after,
      // only for a page the cache kept (no room, HTML_CACHE_MB=0: no hit will ever send it).
      const sent = sendPage(req, reply, cached, { cached: () => cache.resize(key, cached), edge });
      if (kept) void strengthen(cached, () => cache.resize(key, cached));
      return sent;
    } catch (err) {
      // The visitor gets the site's own error page (type 101, status 500); the log gets the stack.
      req.log.error({ err }, 'page failed');
      const html = site ? renderErrorPage(site, path) : renderStandaloneError('error', assets);
      return sendPage(req, reply, preparePage(500, html));
    } finally {
      if (settle) {
        settle(undefined); // (no-op when already settled with the page)
        inflight.delete(key);
      }
    }
  });

  /** A shipped file by its `/s/<name>` link, or the site's 404 page. */
  async function sendShippedFile(req: FastifyRequest, reply: FastifyReply, tenant: Tenant, rawPath: string) {
    const file = blobs ? await findShippedFile(db, tenant.websiteId, rawPath) : undefined;
    const local = file && (await localCopy(req, tenant.websiteId, file.key));
    if (!file || !local) {
      // One 404 page per site version and chrome variant, whatever name was asked: a flood of names renders once.
      const visitor = visitorChromeState(req.cookies);
      const variant = chromeVariant(visitor);
      const key = HtmlCache.key(tenant.websiteId, tenant.version, FILE_LINK_PREFIX, variant);
      const edge: SendOptions['edge'] = variant === '' ? { websiteId: tenant.websiteId, cdn } : 'private';
      const hit = cache.get(key);
      if (hit) return sendPage(req, reply, hit, { edge });
      const site = await siteViews.get(tenant);
      const model = { ...notFoundModel(site, '/s'), visitor };
      const page = preparePage(404, renderPageWithOrigins(model, assets, { status: 404 }));
      cache.set(key, page);
      return sendPage(req, reply, page, { edge });
    }
    const etag = `"${file.key}"`;
    reply
      .header('cache-control', 'no-cache')
      .header('etag', etag)
      .header('x-content-type-options', 'nosniff')
      .header('content-type', file.mime)
      .header('content-disposition', contentDisposition(file.name, file.mime));
    if (req.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.header('content-length', file.bytes).send(createReadStream(local));
  }

  /** This process's copy of a shipped file, fetched from the blob store on a miss; undefined: not in the store (or the store failed: logged). */
  async function localCopy(req: FastifyRequest, websiteId: string, key: string): Promise<string | undefined> {
    try {
      return await blobs!.local('files', websiteId, key);
    } catch (err) {
      req.log.error({ err, key }, 'shipped file: the blob store failed');
      return undefined;
    }
  }

  /** robots.txt or a sitemap file of the site at its version, from the cache (ETag, 304); a sitemap that does not exist: the 404 page. */
  async function sendSeoFile(req: FastifyRequest, reply: FastifyReply, tenant: Tenant, file: NonNullable<ReturnType<typeof seoFileOf>>) {
    // A key no page path can have (paths never hold a control character): `/sitemap-0.xml` is a page's path, not the sitemap's.
    const key = HtmlCache.key(tenant.websiteId, tenant.version, `\u0001${file.kind === 'robots' ? ROBOTS_PATH : file.part === 0 ? SITEMAP_PATH : sitemapPartPath(file.part)}`);
    const edge = { websiteId: tenant.websiteId, cdn };
    const hit = cache.get(key);
    if (hit) return sendPage(req, reply, hit, { edge });
    const site = await siteViews.get(tenant);
    let page: CachedPage;
    if (file.kind === 'robots') page = preparePage(200, robotsTxt(site), { type: 'text/plain; charset=utf-8' });
    else {
      const body = sitemapFile(site.baseUrl, await sitemapUrls(db, site), file.part, sitemapMax);
      page = body ? preparePage(200, body, { type: 'application/xml; charset=utf-8' }) : preparePage(404, renderPage(notFoundModel(site, SITEMAP_PATH), assets, { status: 404 }));
    }
    cache.set(key, page);
    return sendPage(req, reply, page, { edge });
  }

  /** The error page (101) in the site's own chrome; the standalone one if even that fails. */
  function renderErrorPage(site: SiteView, path: string): string {
    try {
      return renderPage({ site, path, pageType: PageType.ERROR, title: 'Error', description: site.website.description }, assets, { status: 500 });
    } catch {
      return renderStandaloneError('error', assets);
    }
  }
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** How a page is sent: who may keep it, and who is told when a cached page gained a body. */
export interface SendOptions {
  /** One signed-in person's page, or a locked page's 403: no cache may keep it (`private, no-store`). */
  personal?: boolean;
  /**
   * A shared page a CDN may keep (its site's surrogate key, the CDN settings: docs/cdn.md), or
   * `'private'`: the browser's alone (a chrome variant other than the first visit's). Absent: `no-cache`.
   */
  edge?: { websiteId: string; cdn: CdnCaching } | 'private';
  /** Told when a cached page gained a body (its size changed). */
  cached?: () => void;
}

/**
 * Sends a prepared page in the best encoding the client accepts, or 304 when unchanged, with
 * the Cache-Control its `SendOptions` give (never a cookie: a CDN may keep the answer).
 */
export function sendPage(req: FastifyRequest, reply: FastifyReply, page: CachedPage, opts: SendOptions = {}) {
  const edge = opts.edge;
  const cacheControl = opts.personal ? 'private, no-store' : edge === 'private' ? 'private, no-cache' : edge ? sharedCacheControl(edge.cdn, page) : 'no-cache';
  if (edge && edge !== 'private' && !opts.personal) {
    const key = surrogateKey(edge.websiteId);
    reply.header('surrogate-key', key).header('cache-tag', key);
  }
  reply
    .header('content-type', page.type ?? 'text/html; charset=utf-8')
    .header('cache-control', cacheControl)
    // Cookies choose the variant (banner answered, owner signed in): no shared cache may mix them.
    .header('vary', 'accept-encoding, cookie')
    .header('etag', page.etag);
  if (page.csp) reply.header('content-security-policy', page.csp);
  if (page.status === 200 && req.headers['if-none-match'] === page.etag) return reply.code(304).send();
  const encoding = pickEncoding(req.headers['accept-encoding'] as string | undefined);
  if (encoding === 'identity') return reply.code(page.status).send(page.identity);
  const made = page.bodies[encoding] !== undefined;
  const body = bodyOf(page, encoding);
  if (!made) opts.cached?.();
  return reply.header('content-encoding', encoding).code(page.status).send(body);
}
