import type { PageAssets, PageModel } from './context.ts';
import { jsonForScript, pageContextJson } from './context-json.ts';
import { headMeta } from './head-meta.ts';
import { renderDocument, renderMessageDocument } from './render-document.tsx';
import type { DocumentProps } from './Document.tsx';
import { t, translationsOf } from '../shared/messages/index.ts';
import { PAGE_TEXT_DOMAINS } from '../shared/messages/page-texts.ts';
import { blockSite, createRenderContext, layoutBlocks, pageLayouts, pageOrigins } from './render-context.ts';
import type { BlockOrigin } from '../blocks/block-meta.ts';
import { SiteFooter } from './SiteFooter.tsx';
import { SiteHeader } from './SiteHeader.tsx';
import { themeVars } from './theme-vars.ts';
import { animationBodyClass } from '../shared/animations.ts';
import { pageFonts, type PageFonts } from './fonts.ts';
import type { Website } from '../model/index.ts';
import { pageChrome } from './chrome/site-chrome.tsx';
import { chromeBlocks } from './chrome/overlay-state.ts';
import { PageBody } from './views/PageBody.tsx';
import { PageType } from '../shared/enums.ts';
import { inPageLocale } from './locales.ts';
import { pageLanguage } from './languages.ts';

const DOCTYPE = '<!doctype html>';

/** A rendered page and the third-party origins its blocks declare (for its security policy). */
export interface RenderedPage {
  html: string;
  origins: BlockOrigin[];
}

/**
 * Renders a published page and says which third-party origins its blocks need: the server
 * turns them into the page's Content-Security-Policy and caches it with the HTML.
 */
export function renderPageWithOrigins(model: PageModel, assets: PageAssets, opts: { status?: number } = {}): RenderedPage {
  const origins = pageOrigins(layoutBlocks(pageLayouts(model)), blockSite(model.site));
  // The external events collector (docs/platform-calls.md): the runtime's beacons may reach it.
  if (assets.eventsCollector) origins.push({ directive: 'connect-src', origin: assets.eventsCollector });
  return { html: renderPage(model, assets, opts), origins };
}

/**
 * Renders a published page to a complete HTML document: head, site header, the page type's
 * content, footer, and the page context JSON. Islands are rendered first, each on its own.
 */
export function renderPage(model: PageModel, assets: PageAssets, opts: { status?: number } = {}): string {
  // In the page's language: system texts, dates and numbers (docs/multilingual.md).
  return inPageLocale(model, () => renderInLocale(model, assets, opts));
}

function renderInLocale(model: PageModel, assets: PageAssets, opts: { status?: number }): string {
  return renderDocument(pageDocumentProps(model, assets, opts));
}

/**
 * What the document of a published page is made of (its islands already rendered). Call it in
 * the page's locale (`inPageLocale`): its texts are read as it is built.
 */
export function pageDocumentProps(model: PageModel, assets: PageAssets, opts: { status?: number } = {}): DocumentProps {
  const ctx = createRenderContext(model, assets);
  const cover = model.pageType === PageType.SPLASH_PAGE;
  const chrome = pageChrome(model, ctx);
  const islandNames = [...new Set([...(ctx.islands?.values() ?? [])].map((i) => i.name))];
  const chunks = Object.fromEntries(islandNames.flatMap((name) => (assets.islands[name] ? [[name, assets.islands[name].src]] : [])));
  // The chrome's islands (the popup's newsletter) wait hidden: their chunks are not preloaded.
  const chromeIds = new Set(chromeBlocks(model).map((b) => b.id));
  const preloaded = [...new Set([...(ctx.islands ?? [])].filter(([id]) => !chromeIds.has(id)).map(([, i]) => i.name))];
  return {
    lang: pageLanguage(model),
    meta: headMeta(model, ctx, opts.status),
    assets,
    islands: preloaded,
    ...siteLook(model.site.website, assets.fonts),
    contextJson: jsonForScript({ ...pageContextJson(model, chunks), ...(assets.eventsCollector ? { eventsCollector: assets.eventsCollector } : {}) }),
    ...pageTexts(pageLanguage(model)),
    bodyClass: `page-type-${model.pageType} ${animationBodyClass(model.site.website.styles?.animation)}`.trim(),
    chrome,
    // A cover page (§2 type 3) is the whole screen: no site header or footer around it.
    header: cover ? undefined : <SiteHeader model={model} ctx={ctx} />,
    footer: cover ? undefined : <SiteFooter model={model} />,
    children: <PageBody model={model} ctx={ctx} />,
  };
}

/**
 * A website's theme variables and fonts: the same on every page of a published version, so
 * computed once per website object (a SiteView's, one per version; never changed once loaded).
 */
function siteLook(website: Website, fontUrls: PageAssets['fonts']): { themeVars: Record<string, string>; fonts: PageFonts | undefined } {
  let look = siteLooks.get(website);
  if (!look || look.fontUrls !== fontUrls) {
    look = { fontUrls, themeVars: themeVars(website.theme, website.styles), fonts: pageFonts(website, fontUrls) };
    siteLooks.set(website, look);
  }
  return { themeVars: look.themeVars, fonts: look.fonts };
}

const siteLooks = new WeakMap<Website, { fontUrls: PageAssets['fonts']; themeVars: Record<string, string>; fonts: PageFonts | undefined }>();

/** The translated texts of the browser scripts' domains, for a page in a language other than es-419. */
function pageTexts(language: string): { textsJson?: string } {
  const texts = translationsOf(language, PAGE_TEXT_DOMAINS);
  return Object.keys(texts).length ? { textsJson: jsonForScript(texts) } : {};
}

/** Which standalone page: an unknown host, a request that makes no sense, or a crash. */
export type StandaloneErrorKind = 'not-found-site' | 'not-found' | 'bad-request' | 'error';

const STANDALONE: Record<StandaloneErrorKind, { code: string; heading: string; text: string }> = {
  'not-found-site': { code: '404', heading: t('page.siteNotFoundTitle'), text: t('page.siteNotFoundText') },
  'not-found': { code: '404', heading: t('page.notFoundHeading'), text: t('page.notFoundText') },
  'bad-request': { code: '400', heading: t('page.badRequestHeading'), text: t('page.badRequestText') },
  error: { code: '', heading: t('page.errorHeading'), text: t('page.errorText') },
};

/** A minimal page when no site is known (404 "Este sitio no existe") or before one could load. */
export function renderStandaloneError(kind: StandaloneErrorKind, assets: PageAssets): string {
  const page = STANDALONE[kind] ?? STANDALONE.error;
  // No runtime script and no context: there is no site to initialise.
  return renderMessageDocument(
    { siteName: 'Vitrina', theme: undefined, heading: page.heading, text: page.text, bodyClass: 'standalone', code: page.code || undefined, action: kind !== 'not-found-site' },
    assets,
  );
}
