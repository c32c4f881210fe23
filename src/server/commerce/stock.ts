/**
 * Stock (docs/commerce.md): units left per sku, in the database. Publishing seeds the skus it has
 * not seen yet from the site file (`qtyInStock`, `unlimited`; digital goods and gift cards never
 * run out); after that the database owns the number — orders take from it, the owner's inventory
 * sets it — and a later publish does not reset it.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Site } from '../../model/index.ts';
import { areaStockRows } from './member-area-catalogue.ts';

/** Whether a variant of this product type is never out of stock. */
const neverRunsOut = (productType: string, unlimited: boolean) => unlimited || productType === 'DIGITAL' || productType === 'GIFT_CARD';

/** Adds a stock row for every sku of the site not yet in the database (the publish step). */
export async function seedStock(trx: Transaction<Database> | Kysely<Database>, site: Site, now = Date.now()): Promise<void> {
  const rows = site.collections.flatMap((c) =>
    c.items.flatMap((item) =>
      (item.product?.variants ?? []).map((v) => ({
        website_id: site.website.id,
        sku: v.sku,
        item_id: item.id,
        quantity: neverRunsOut(item.product!.productType, v.unlimited) ? 0 : v.qtyInStock,
        unlimited: neverRunsOut(item.product!.productType, v.unlimited) ? 1 : 0,
        updated_at: now,
      })),
    ),
  );
  const unique = [...new Map([...rows, ...areaStockRows(site, now)].map((r) => [r.sku, r])).values()];
  for (let i = 0; i < unique.length; i += 200) {
    await trx.insertInto('stock').values(unique.slice(i, i + 200)).onConflict((oc) => oc.columns(['website_id', 'sku']).doNothing()).execute();
  }
}

/** Units left of each sku asked (absent: no row); `Infinity` for unlimited ones. */
export async function stockLevels(db: Kysely<Database> | Transaction<Database>, websiteId: string, skus: readonly string[]): Promise<Map<string, number>> {
  const levels = new Map<string, number>();
  if (skus.length === 0) return levels;
  const rows = await db.selectFrom('stock').select(['sku', 'quantity', 'unlimited']).where('website_id', '=', websiteId).where('sku', 'in', [...new Set(skus)]).execute();
  for (const r of rows) levels.set(r.sku, Number(r.unlimited) ? Infinity : Number(r.quantity));
  return levels;
}
