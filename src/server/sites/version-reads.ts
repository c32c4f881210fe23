import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Collection, Item } from '../../model/index.ts';
import type { SiteView } from '../../page/context.ts';
import { LIST_ITEMS_MAX, type BlockList } from '../../blocks/types.ts';
import { collectionFromRow, itemFromRow } from './repo.ts';
import { ANONYMOUS, mayView, type VisitorAccess } from './access.ts';

/**
 * What the pages of a published version read on every miss — the collection at a path, the lists
 * its blocks show — read once per version and kept with its SiteView (site-views.ts): only a
 * publish writes collections and items, and a publish makes a new SiteView, so nothing kept here
 * can be stale; a version no longer served is collected with its view. Kept objects are shared by
 * every page of the version and never changed (blockData's memo relies on it, render-context.ts).
 */
interface VersionReads {
  collections?: Promise<{ byUrl: Map<string, Omit<Collection, 'items'>>; byId: Map<string, Omit<Collection, 'items'>> }>;
  /** Each listed collection's items, as anyone who may see it sees them. */
  lists: Map<string, Promise<BlockList>>;
  /** Published items read by id (the store's catalogue: an add to cart), undefined when there is none; at most ITEMS_KEPT. */
  items: Map<string, { item: Item; collectionId: string } | undefined>;
}

/** Items one version keeps by id: a big store's catalogue is not all held, the most recently read are. */
export const ITEMS_KEPT = 2000;

const kept = new WeakMap<SiteView, VersionReads>();

function readsOf(site: SiteView): VersionReads {
  let reads = kept.get(site);
  if (!reads) kept.set(site, (reads = { lists: new Map(), items: new Map() }));
  return reads;
}

/** Forgets a failed read, so the next request reads again instead of failing forever. */
function keep<T>(promise: Promise<T>, forget: () => void): Promise<T> {
  promise.catch(forget);
  return promise;
}

function collectionsOf(db: Kysely<Database>, site: SiteView) {
  const reads = readsOf(site);
  reads.collections ??= keep(
    db
      .selectFrom('collections')
      .selectAll()
      .where('website_id', '=', site.website.id)
      .execute()
      .then((rows) => {
        const all = rows.map(collectionFromRow);
        return { byUrl: new Map(all.map((c) => [c.urlId, c])), byId: new Map(all.map((c) => [c.id, c])) };
      }),
    () => (reads.collections = undefined),
  );
  return reads.collections;
}

/** The collection at `/<urlId>` of the version, without its items (repo.ts `findCollection`, read once). */
export async function publishedCollection(db: Kysely<Database>, site: SiteView, urlId: string): Promise<Omit<Collection, 'items'> | undefined> {
  return (await collectionsOf(db, site)).byUrl.get(urlId);
}

/**
 * One collection's list for a block or a blog page (lists.ts `readList`, read once per version):
 * undefined when it is not a collection of the site or this visitor may not see it.
 */
export async function publishedList(db: Kysely<Database>, site: SiteView, collectionId: string, access: VisitorAccess = ANONYMOUS): Promise<BlockList | undefined> {
  const collection = (await collectionsOf(db, site)).byId.get(collectionId);
  if (!collection || !mayView(collection, access)) return undefined;
  const { lists } = readsOf(site);
  let list = lists.get(collectionId);
  if (!list) {
    list = keep(readCollectionList(db, site.website.id, collection), () => lists.delete(collectionId));
    lists.set(collectionId, list);
  }
  return list;
}

/**
 * The published items of the version with these ids, each with its collection (whoever may see
 * it: the caller asks `mayView`); an id that is no published item of the site is absent. Items
 * not kept yet are read in one query and kept (the least recently read leave past ITEMS_KEPT).
 */
export async function publishedItems(db: Kysely<Database>, site: SiteView, ids: readonly string[]): Promise<Map<string, { item: Item; collection: Omit<Collection, 'items'> }>> {
  const { items } = readsOf(site);
  const missing = [...new Set(ids)].filter((id) => !items.has(id));
  const [collections, rows] = await Promise.all([
    collectionsOf(db, site),
    missing.length ? db.selectFrom('items').selectAll().where('website_id', '=', site.website.id).where('id', 'in', missing).where('status', '=', 'published').execute() : [],
  ]);
  const read = new Map(rows.map((r) => [r.id, { item: itemFromRow(r), collectionId: r.collection_id }]));
  const found = new Map<string, { item: Item; collection: Omit<Collection, 'items'> }>();
  for (const id of ids) {
    const kept = items.has(id) ? items.get(id) : read.get(id);
    // Read again: it becomes the most recently used.
    items.delete(id);
    items.set(id, kept);
    if (items.size > ITEMS_KEPT) items.delete(items.keys().next().value!);
    const collection = kept && collections.byId.get(kept.collectionId);
    if (kept && collection) found.set(id, { item: kept.item, collection });
  }
  return found;
}

/** The published items of a collection the caller already found and may show, newest first, at most LIST_ITEMS_MAX. */
export async function readCollectionList(db: Kysely<Database>, websiteId: string, collection: Pick<Collection, 'id' | 'urlId' | 'title' | 'type' | 'description'>): Promise<BlockList> {
  const collectionId = collection.id;
  const published = db.selectFrom('items').where('website_id', '=', websiteId).where('collection_id', '=', collectionId).where('status', '=', 'published');
  const [rows, count] = await Promise.all([
    published.selectAll().orderBy('published_on', 'desc').orderBy('ordinal', 'asc').limit(LIST_ITEMS_MAX).execute(),
    published.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    collection: { id: collection.id, urlId: collection.urlId, title: collection.title, type: collection.type, description: collection.description },
    items: rows.map((r) => {
      const { layout: _layout, ...item } = itemFromRow(r);
      return { ...item, href: `/${collection.urlId}/${item.urlId}` };
    }),
    total: Number(count.n),
  };
}
