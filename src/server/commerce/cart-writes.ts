/**
 * The cart's writes (docs/commerce.md "Cart"): entries added, set and removed, the cart touched,
 * expired carts swept. Website id first in every function; every value bound.
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { CART_LIFETIME_MS } from '../../shared/commerce.ts';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Marks an open cart changed now; false when it is not open any more (purchased or swept). On
 * PostgreSQL the update holds the cart's row until the transaction ends, so the changes of one
 * cart (and its purchase) happen one after another.
 */
export async function touchOpenCart(db: Db, websiteId: string, cartId: string, now: number): Promise<boolean> {
  const r = await db.updateTable('carts').set({ updated_at: now }).where('website_id', '=', websiteId).where('id', '=', cartId).where('order_id', 'is', null).executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/**
 * Adds `quantity` units of a sku to a cart in one statement — a new entry, or the existing one's
 * quantity raised — but never past `max` units: two adds at once both count, and neither takes
 * the entry past the stock or the limit. False when it would have gone past.
 */
export async function addUnits(db: Db, websiteId: string, entry: { cartId: string; itemId: string; sku: string; quantity: number; max: number }, now: number): Promise<boolean> {
  if (entry.quantity > entry.max) return false;
  const r = await db
    .insertInto('cart_entries')
    .values({ cart_id: entry.cartId, website_id: websiteId, sku: entry.sku, item_id: entry.itemId, quantity: entry.quantity, added_at: now })
    .onConflict((oc) =>
      oc
        .columns(['cart_id', 'sku'])
        .doUpdateSet({ quantity: sql<number>`cart_entries.quantity + excluded.quantity` })
        .where(sql<number>`cart_entries.quantity + excluded.quantity`, '<=', entry.max),
    )
    .executeTakeFirst();
  return Number(r.numInsertedOrUpdatedRows ?? 0n) > 0;
}

/** Sets an entry's quantity; false when the cart has no such sku. */
export async function setUnits(db: Db, websiteId: string, cartId: string, sku: string, quantity: number): Promise<boolean> {
  const r = await db.updateTable('cart_entries').set({ quantity }).where('website_id', '=', websiteId).where('cart_id', '=', cartId).where('sku', '=', sku).executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** Removes a sku from a cart; false when it was not there. */
export async function removeEntry(db: Db, websiteId: string, cartId: string, sku: string): Promise<boolean> {
  const r = await db.deleteFrom('cart_entries').where('website_id', '=', websiteId).where('cart_id', '=', cartId).where('sku', '=', sku).executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

/** Deletes carts untouched for their lifetime and never purchased, with their entries; the number deleted. */
export async function deleteExpiredCarts(db: Db, now: number): Promise<number> {
  // The entries go with their cart (ON DELETE CASCADE; SQLite runs with foreign_keys on).
  const r = await db.deleteFrom('carts').where('updated_at', '<=', now - CART_LIFETIME_MS).where('order_id', 'is', null).executeTakeFirst();
  return Number(r.numDeletedRows);
}
