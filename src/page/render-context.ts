import * as v from 'valibot';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { blockDefinition, contextFor } from '../blocks/registry.ts';
import { blockOrigins, type BlockDefinition, type BlockOrigin, type BlockSite } from '../blocks/types.ts';
import type { Block, Layout } from '../model/index.ts';
import { PageType } from '../shared/enums.ts';
import type { PageAssets, PageModel, RenderContext, RenderedIsland, SiteView } from './context.ts';
import { chromeBlocks } from './chrome/overlay-state.ts';
import { galleryCollectionLayout } from './views/gallery-collection.ts';
import { mayRole, Permission } from '../shared/owner/permissions.ts';

/** The layouts a page shows, by page type (§2): a page's, a list's intro, an item's. */
export function pageLayouts(model: PageModel): Layout[] {
  switch (model.pageType) {
    case PageType.PAGE:
      return model.collection?.layout ? [model.collection.layout] : [];
    case PageType.MAIN_CONTENT: {
      if (!model.collection) return [];
      const gallery = galleryCollectionLayout(model.collection, model.items ?? []);
      return gallery ? [model.collection.layout, gallery] : [model.collection.layout];
    }
    case PageType.CONTENT_ITEM:
      return model.item?.layout ? [model.item.layout] : [];
    default:
      return [];
  }
}

/** Every block of the layouts, in reading order. */
export function layoutBlocks(layouts: Layout[]): Block[] {
  // Plain loops: nested flatMap is ~50x slower on Node 20, and this runs on every render.
  const blocks: Block[] = [];
  for (const layout of layouts) for (const section of layout.sections) for (const row of section.rows) blocks.push(...row.blocks);
  return blocks;
}

/**
 * A block's data checked by its schema (defaults filled in), or undefined when it does not
 * fit: a bad block renders nothing rather than breaking the page.
 */
export function blockData(def: BlockDefinition<any>, data: unknown): unknown {
  // A published site's block data never changes while its SiteView lives, and every page of
  // the site renders from the same objects: check each object once, not on every render.
  const key = typeof data === 'object' && data !== null ? data : undefined;
  const known = key && checkedData.get(key);
  if (known && known.def === def) return known.output;
  const result = v.safeParse(def.data, data ?? {});
  const output = result.success ? result.output : undefined;
  if (key) checkedData.set(key, { def, output });
  return output;
}

const checkedData = new WeakMap<object, { def: BlockDefinition<any>; output: unknown }>();

/** Renders each island of the blocks on its own, with its block id as `identifierPrefix`. */
export function renderIslands(blocks: Block[], ctx: RenderContext): Map<string, RenderedIsland> {
  const islands = new Map<string, RenderedIsland>();
  for (const block of blocks) {
    const def = blockDefinition(block.type);
    if (!def?.island) continue;
    const data = blockData(def, block.data);
    if (data === undefined) continue;
    try {
      const props = def.island.props({ id: block.id, data }, contextFor(def, ctx));
      const html = renderToString(createElement(def.island.Component, props as object), { identifierPrefix: block.id });
      islands.set(block.id, { name: def.name, hydrate: def.hydrate ?? 'visible', props, html });
    } catch (error) {
      // One broken island must not take the page down; it is simply left out.
      console.error(`Vitrina: island block ${block.id} failed to render`, error);
    }
  }
  return islands;
}

/**
 * Whether a block of the layouts lists `segment` among its paths (block meta `paths`: a
 * gallery's slide URLs, which its lightbox records in history, §2), so that
 * `/<page>/<segment>` shows the page.
 */
export function layoutsClaimPath(layouts: Layout[], segment: string): boolean {
  for (const block of layoutBlocks(layouts)) {
    const def = blockDefinition(block.type);
    if (!def?.paths) continue;
    const data = blockData(def, block.data);
    if (data !== undefined && def.paths(data).includes(segment)) return true;
  }
  return false;
}

/**
 * The third-party origins the page's blocks declare (for its Content-Security-Policy), each
 * once: a block's fixed list, or the origins its data names (an embed's URL), checked by
 * `blockOrigins` (a map's tile server comes from the site's settings); a block whose data does
 * not fit renders nothing and adds nothing.
 */
export function pageOrigins(blocks: Block[], site?: BlockSite): BlockOrigin[] {
  const origins = new Map<string, BlockOrigin>();
  for (const block of blocks) {
    const def = blockDefinition(block.type);
    if (!def?.origins) continue;
    const data = blockData(def, block.data);
    if (data === undefined) continue;
    for (const o of blockOrigins(def, data, site)) origins.set(`${o.directive} ${o.origin}`, o);
  }
  return [...origins.values()];
}

/**
 * What blocks may know of the site (`BlockContext.site`): made once per site version, since
 * every page of a version shares its SiteView.
 */
export function blockSite(site: SiteView): BlockSite {
  let known = blockSites.get(site);
  if (!known) {
    const { settings } = site;
    known = {
      title: site.website.title,
      baseUrl: site.baseUrl,
      homePage: site.homePage,
      navigation: site.navigation,
      collections: site.collections,
      logo: site.headerFooter.header?.logoMediaId ? site.media[site.headerFooter.header.logoMediaId] : undefined,
      asksConsent: settings.cookieSettings?.isRestrictiveCookiePolicyEnabled === true,
      mapTiles: settings.mapTiles,
      ownerScripts: settings.ownerScripts === true,
      currency: settings.storeSettings?.selectedCurrency,
      lowStockThreshold: settings.storeSettings?.lowStockThreshold,
      timeZone: settings.timeZone ?? 'UTC',
      joinableMemberAreas: (settings.memberAreas ?? []).map((a) => a.id),
    };
    blockSites.set(site, known);
  }
  return known;
}

const blockSites = new WeakMap<SiteView, BlockSite>();

/** The render context of one page: media lookup, first-image flag and pre-rendered islands. */
export function createRenderContext(page: PageModel, assets: PageAssets): RenderContext {
  let eagerGiven = false;
  const ctx: RenderContext = {
    page,
    assets,
    collectionId: page.collection?.id ?? '',
    collectionUrl: page.collection ? `/${page.collection.urlId}` : '',
    itemId: page.item?.id,
    media: (id) => (id ? page.site.media[id] : undefined),
    eagerImage: () => (eagerGiven ? false : (eagerGiven = true)),
    current: { path: page.path, url: `${page.site.baseUrl}${page.path === '/' ? '/' : page.path}`, title: page.title, signedIn: page.viewer !== undefined && page.viewer.roles.some((r) => mayRole(r, Permission.CONFIG)) },
    site: blockSite(page.site),
    comments: page.comments && page.item ? { itemId: page.item.id, thread: page.comments, captcha: page.site.settings.commentsCaptcha === true } : undefined,
    lists: new Map(Object.entries(page.lists ?? {})),
    now: page.now ?? Date.now(),
  };
  // The chrome's blocks (the popup overlay's newsletter) are islands of the page like the layout's.
  ctx.islands = renderIslands([...layoutBlocks(pageLayouts(page)), ...chromeBlocks(page)], ctx);
  return ctx;
}
