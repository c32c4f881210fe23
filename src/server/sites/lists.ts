import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Layout } from '../../model/index.ts';
import type { SiteView } from '../../page/context.ts';
import { blockDefinition } from '../../blocks/registry.ts';
import type { BlockList } from '../../blocks/types.ts';
import { blockData, layoutBlocks } from '../../page/render-context.ts';
import { collectionFromRow } from './repo.ts';
import { ANONYMOUS, mayView, type VisitorAccess } from './access.ts';
import { publishedList, readCollectionList } from './version-reads.ts';

/** The most collections one page's blocks may list: a hostile site file cannot make a page read the whole database. */
const LISTS_PER_PAGE_MAX = 20;

/**
 * The published items of every collection the blocks of `layouts` list (block meta `lists`: a
 * summary's blog, a calendar's events), by collection id, for `BlockContext.lists`. Only
 * collections of this website that this visitor may see (`mayView`): an unknown id, or a locked or
 * members-only collection they have no access to, is simply absent, so its blocks show nothing of it.
 * `known`: lists the page already read for the same visitor, reused when a block lists them.
 * Read once per published version (version-reads.ts).
 */
export async function readLists(db: Kysely<Database>, site: SiteView, layouts: Layout[], access: VisitorAccess = ANONYMOUS, known?: Record<string, BlockList>): Promise<Record<string, BlockList> | undefined> {
  const ids = listedCollections(layouts);
  if (ids.length === 0) return undefined;
  const lists: Record<string, BlockList> = {};
  for (const id of ids) {
    // A list the page already read (a blog page's own posts) is not read again.
    if (known?.[id]) {
      lists[id] = known[id];
      continue;
    }
    const list = await publishedList(db, site, id, access);
    if (list) lists[id] = list;
  }
  return lists;
}

/** One collection's list, or undefined when it is not a visible collection of the website. */
export async function readList(db: Kysely<Database>, websiteId: string, collectionId: string, access: VisitorAccess = ANONYMOUS): Promise<BlockList | undefined> {
  const row = await db.selectFrom('collections').selectAll().where('website_id', '=', websiteId).where('id', '=', collectionId).executeTakeFirst();
  if (!row) return undefined;
  const collection = collectionFromRow(row);
  if (!mayView(collection, access)) return undefined;
  return readCollectionList(db, websiteId, collection);
}

/** The collection ids the blocks of `layouts` list, each once, at most LISTS_PER_PAGE_MAX. */
export function listedCollections(layouts: Layout[]): string[] {
  const ids = new Set<string>();
  for (const block of layoutBlocks(layouts)) {
    const def = blockDefinition(block.type);
    if (!def?.lists) continue;
    const data = blockData(def, block.data);
    if (data === undefined) continue;
    for (const id of def.lists(data)) if (typeof id === 'string' && id) ids.add(id);
  }
  return [...ids].slice(0, LISTS_PER_PAGE_MAX);
}
