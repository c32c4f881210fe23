/**
 * Carts in the database (docs/commerce.md): a cart is found by the SHA-256 of the token in the
 * visitor's cookie, always with the website id, so a token from one site is nothing on another.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { CartsTable, Database } from '../db/schema.ts';
import { CART_LIFETIME_MS } from '../../shared/commerce.ts';

export type CartRow = Selectable<CartsTable>;
type Db = Kysely<Database> | Transaction<Database>;

/** The database id of a cart token. */
export const cartIdOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new random cart token (256 bits, base64url): what the cookie holds. */
export const newCartToken = () => randomBytes(32).toString('base64url');

/** The token's shape; anything else is not looked up. */
export const CART_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The live cart of `token` on this website (not older than its lifetime), or undefined. */
export async function findCart(db: Db, websiteId: string, token: string | undefined, now = Date.now()): Promise<CartRow | undefined> {
  if (!token || !CART_TOKEN.test(token)) return undefined;
  return db
    .selectFrom('carts')
    .selectAll()
    .where('website_id', '=', websiteId)
    .where('id', '=', cartIdOf(token))
    .where('updated_at', '>', now - CART_LIFETIME_MS)
    .executeTakeFirst();
}

/** Creates an empty cart; answers its token (for the cookie) and its row. */
export async function createCart(db: Db, websiteId: string, now = Date.now()): Promise<{ token: string; cart: CartRow }> {
  const token = newCartToken();
  const cart: CartRow = { id: cartIdOf(token), website_id: websiteId, email: null, address: null, shipping_option_id: null, coupon_code: null, order_id: null, created_at: now, updated_at: now };
  await db.insertInto('carts').values(cart).execute();
  return { token, cart };
}

/** A cart's entries in the order they were added. */
export async function cartEntries(db: Db, websiteId: string, cartId: string) {
  const rows = await db.selectFrom('cart_entries').selectAll().where('website_id', '=', websiteId).where('cart_id', '=', cartId).orderBy('added_at').orderBy('sku').execute();
  return rows.map((r) => ({ ...r, quantity: Number(r.quantity), added_at: Number(r.added_at) }));
}
export type CartEntryRow = Awaited<ReturnType<typeof cartEntries>>[number];
