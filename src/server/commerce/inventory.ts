/**
 * The owner's inventory (docs/commerce.md "The owner's store"): every sku of the site's published
 * products with the units the database holds for it, and setting those units. The site file only
 * seeds a sku (stock.ts); from then on this and the orders own the number.
 */
import type { Kysely } from 'kysely';
import { dialectOf } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import { itemFromRow } from '../sites/index.ts';
import { ItemType } from '../../shared/enums.ts';
import type { InventoryRow } from '../../shared/owner/commerce.ts';

const neverRunsOut = (productType: string, unlimited: boolean) => unlimited || productType === 'DIGITAL' || productType === 'GIFT_CARD';

/**
 * Every variant of the site's published products in the site file's order, with its units (null:
 * never runs out). A sku the stock table does not hold yet shows what publishing would seed.
 */
export async function inventoryRows(db: Kysely<Database>, websiteId: string): Promise<InventoryRow[]> {
  const stocked = db.selectFrom('stock').select('item_id').where('website_id', '=', websiteId);
  const [items, stock] = await Promise.all([
    db
      .selectFrom('items')
      .selectAll()
      .where('website_id', '=', websiteId)
      .where('status', '=', 'published')
      .where((eb) => eb.or([eb('record_type', '=', ItemType.STORE_ITEM), eb('id', 'in', stocked)]))
      .orderBy('collection_id')
      .orderBy('ordinal')
      .execute(),
    db.selectFrom('stock').select(['sku', 'quantity', 'unlimited']).where('website_id', '=', websiteId).execute(),
  ]);
  const bySku = new Map(stock.map((s) => [s.sku, s]));
  const rows: InventoryRow[] = [];
  for (const row of items) {
    const item = itemFromRow(row);
    for (const v of item.product?.variants ?? []) {
      const s = bySku.get(v.sku);
      const unlimited = s ? Number(s.unlimited) === 1 : neverRunsOut(item.product!.productType, v.unlimited);
      rows.push({ itemId: item.id, sku: v.sku, product: item.title, variant: v.optionValues.join(' · '), units: unlimited ? null : s ? Number(s.quantity) : v.qtyInStock });
    }
  }
  return rows;
}

/**
 * Sets the units of one sku (a row of `inventoryRows`), read and written in one transaction (the
 * row locked on PostgreSQL; SQLite's transactions hold the write lock from their start). Answers
 * the units before and after, or null for a sku that never runs out.
 */
export async function setStock(db: Kysely<Database>, websiteId: string, row: InventoryRow, units: number, now = Date.now()): Promise<{ before: number; after: number } | null> {
  if (row.units === null) return null;
  return db.transaction().execute(async (trx) => {
    const query = trx.selectFrom('stock').select(['quantity', 'unlimited']).where('website_id', '=', websiteId).where('sku', '=', row.sku);
    const current = await (dialectOf(trx) === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
    if (current && Number(current.unlimited) === 1) return null;
    if (current) {
      await trx.updateTable('stock').set({ quantity: units, updated_at: now }).where('website_id', '=', websiteId).where('sku', '=', row.sku).execute();
      return { before: Number(current.quantity), after: units };
    }
    await trx
      .insertInto('stock')
      .values({ website_id: websiteId, sku: row.sku, item_id: row.itemId, quantity: units, unlimited: 0, updated_at: now })
      .onConflict((oc) => oc.columns(['website_id', 'sku']).doUpdateSet({ quantity: units, updated_at: now }))
      .execute();
    return { before: row.units ?? 0, after: units };
  });
}
