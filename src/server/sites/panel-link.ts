import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** §2 `/pages/{24-character id}`: a collection panel link (lowercase hex, as the site's ids). */
const PANEL_LINK = /^\/pages\/([0-9a-f]{24})$/;

/**
 * The page a panel link names (docs/platform-calls.md): the path of the collection with that id
 * (`/` for the home page), or of the published item with that id (`/<collection>/<item>`).
 * Undefined when the path is not a panel link or names nothing a visitor may reach (a draft, an
 * id of another website): the request then routes as any path (the site's 404 page).
 * @example await panelLinkTarget(db, 'aaaaaaaaaaaaaaaaaaaaaaaa', 'inicio', '/pages/aaaaaaaaaaaaaaaaaaaaaa02') // '/preguntas'
 */
export async function panelLinkTarget(db: Kysely<Database>, websiteId: string, homePage: string, path: string): Promise<string | undefined> {
  const id = PANEL_LINK.exec(path)?.[1];
  if (!id) return undefined;
  const collection = await db.selectFrom('collections').select('url_id').where('website_id', '=', websiteId).where('id', '=', id).executeTakeFirst();
  if (collection) return collection.url_id === homePage ? '/' : `/${collection.url_id}`;
  const item = await db
    .selectFrom('items')
    .innerJoin('collections', (j) => j.onRef('collections.id', '=', 'items.collection_id').onRef('collections.website_id', '=', 'items.website_id'))
    .select(['items.url_id as item', 'collections.url_id as collection'])
    .where('items.website_id', '=', websiteId)
    .where('items.id', '=', id)
    .where('items.status', '=', 'published')
    .executeTakeFirst();
  return item ? `/${item.collection}/${item.item}` : undefined;
}
