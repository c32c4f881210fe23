import type { Kysely } from 'kysely';
import type { Block, Layout } from '../../model/index.ts';
import type { SiteView } from '../../page/context.ts';
import { blockDefinition } from '../../blocks/registry.ts';
import { layoutBlocks, pageLayouts } from '../../page/render-context.ts';
import type { Database } from '../db/schema.ts';
import { collectionFromRow, itemFromRow } from './repo.ts';
import { isLocked } from './locked.ts';
import { resolvePage } from './resolve.ts';
import type { StockReader } from './stock.ts';
import type { PageModel } from '../../page/context.ts';

/** Where a collection block of the published site is: its page's path and that page's collection. */
interface BlockPlace {
  type: number;
  path: string;
  collectionId: string;
}

/** A published collection block found by id, with the page it is on (resolved as a visitor would get it). */
export interface PublishedBlock {
  block: Block;
  page: PageModel;
}

/**
 * Finds the published collection blocks (meta `lists`: summary, calendar…) of a site by id, for
 * GetWidgetRendering. Their places are read once per site version (a publish bumps it) and kept,
 * one entry per site. One per app, like SiteViews.
 */
export class PublishedBlocks {
  private readonly places = new Map<string, Promise<Map<string, BlockPlace>>>();

  constructor(private readonly db: Kysely<Database>, private readonly stock?: StockReader) {}

  /**
   * The collection block with id `blockId` on a page a visitor of `site` may see — a page, a
   * list's intro, or a published item of a public collection — and that page resolved as for a
   * visit, or undefined. `pageCollectionId`, when given, must be the collection of that page.
   * Nothing of another website, a locked collection or a draft is found.
   */
  async find(site: SiteView, blockId: string, pageCollectionId?: string): Promise<PublishedBlock | undefined> {
    const place = (await this.placesOf(site)).get(blockId);
    if (!place || (pageCollectionId && place.collectionId !== pageCollectionId)) return undefined;
    // The page as a visit resolves it: a lock or a route that changed answers no page.
    const resolved = await resolvePage(this.db, site, place.path, new URLSearchParams(), undefined, undefined, this.stock);
    if (resolved.status !== 200) return undefined;
    const block = layoutBlocks(pageLayouts(resolved.model)).find((b) => b.id === blockId);
    return block ? { block, page: resolved.model } : undefined;
  }

  private placesOf(site: SiteView): Promise<Map<string, BlockPlace>> {
    const key = `${site.website.id}\n${site.version}`;
    let known = this.places.get(key);
    if (!known) {
      for (const old of this.places.keys()) if (old.startsWith(`${site.website.id}\n`)) this.places.delete(old);
      known = readPlaces(this.db, site);
      this.places.set(key, known);
      known.catch(() => this.places.delete(key));
    }
    return known;
  }
}

async function readPlaces(db: Kysely<Database>, site: SiteView): Promise<Map<string, BlockPlace>> {
  const websiteId = site.website.id;
  const found = new Map<string, BlockPlace>();
  const add = (layout: Layout | undefined, path: string, collectionId: string) => {
    if (!layout) return;
    for (const block of layoutBlocks([layout])) if (blockDefinition(block.type)?.lists && !found.has(block.id)) found.set(block.id, { type: block.type, path, collectionId });
  };
  const rows = await db.selectFrom('collections').selectAll().where('website_id', '=', websiteId).orderBy('ordinal').execute();
  const open = new Map<string, string>();
  for (const row of rows) {
    const collection = collectionFromRow(row);
    if (isLocked(collection)) continue;
    open.set(collection.id, collection.urlId);
    add(collection.layout, collection.urlId === site.homePage ? '/' : `/${collection.urlId}`, collection.id);
  }
  const items = await db.selectFrom('items').selectAll().where('website_id', '=', websiteId).where('status', '=', 'published').orderBy('ordinal').execute();
  for (const row of items) {
    const urlId = open.get(row.collection_id);
    if (urlId === undefined) continue;
    const item = itemFromRow(row);
    add(item.layout, `/${urlId}/${item.urlId}`, row.collection_id);
  }
  return found;
}
