/**
 * The sites domain: published websites, which one a Host names, their pages (routing, render,
 * HTML cache), publishing a site file's rows and exporting them. Other domains import only this file.
 */
export { blockFrameRoutes, type BlockFrameRoutesOptions } from './block-frame.ts';
export { exportSite, type ExportResult } from './export.ts';
export { HtmlCache } from './html-cache.ts';
export { isLocked } from './locked.ts';
export { ANONYMOUS, SITE_LOCK_SCOPE, isAnonymous, mayView, siteLocked, visitorAccess, type AccessSource, type VisitorAccess } from './access.ts';
export { prepareSite, siteBlobs, writeSite, SiteFileError, type PreparedSite, type PublishOptions } from './publish.ts';
export { collectionFromRow, commentablePost, findWebsiteByIdentifier, itemFromRow, websiteIds, websiteTitle, type WebsiteRef } from './repo.ts';
export { pageRoutes, type PageRoutesOptions, type PageViewers } from './routes.ts';
export { normalisePath, type CommentReader, type ReviewReader } from './resolve.ts';
export { readSiteFile } from './site-file.ts';
export { publishedItems } from './version-reads.ts';
export { readSiteLanguages, writeSiteLanguages, type SiteLanguageContent } from './languages.ts';
export { SiteViews } from './site-views.ts';
export { announceSiteChange, listenForSiteChanges, type SiteChangeListener } from './site-changes.ts';
export { TenantResolver, hostName, type Tenant } from './tenant.ts';
export { resolveSiteOnRequest } from './request-site.ts';
export { siteStateGate, type StateGateOptions } from './state-gate.ts';
export { PublishedBlocks, type PublishedBlock } from './widget-blocks.ts';
export { STOCK_MAX_AGE_MS, type StockReader } from './stock.ts';
export { replaceHeaderFooter } from './header-footer.ts';
export { CdnPurger, surrogateKey, type CdnCaching } from './cdn.ts';
