/**
 * Carts in the database (docs/commerce.md): a cart is found by the SHA-256 of the token in the
 * visitor's cookie, always with the website id, so a token from one site is nothing on another.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { CartsTable, Database } from '../db/schema.ts';
import { CART_LIFETIME_MS } from '../../shared/commerce.ts';
import { dialectOf } from '../db/dialect.ts';

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

/** A new cart's token (for the cookie) and row, not written yet. */
function newCart(websiteId: string, now: number): { token: string; cart: CartRow } {
  const token = newCartToken();
  return { token, cart: { id: cartIdOf(token), website_id: websiteId, email: null, address: null, shipping_option_id: null, coupon_code: null, order_id: null, created_at: now, updated_at: now } };
}

/** Creates an empty cart; answers its token (for the cookie) and its row. */
export async function createCart(db: Db, websiteId: string, now = Date.now()): Promise<{ token: string; cart: CartRow }> {
  const made = newCart(websiteId, now);
  await db.insertInto('carts').values(made.cart).execute();
  return made;
}

/** The first entry of a new cart. */
export interface FirstEntry {
  itemId: string;
  sku: string;
  quantity: number;
}

/**
 * Creates a cart holding its first entry, in one commit: a visitor's first add to cart. Nobody
 * else knows the new token, so nothing can race it (no touch, no cap re-check: the caller checked
 * the quantity against the stock it read). PostgreSQL: one statement (the cart inserted in a WITH,
 * the entry naming it), one round trip; SQLite: both inserts in one transaction.
 */
export async function createCartWithEntry(db: Kysely<Database>, websiteId: string, first: FirstEntry, now = Date.now()): Promise<{ token: string; cart: CartRow; entry: CartEntryRow }> {
  const made = newCart(websiteId, now);
  const entry: CartEntryRow = { cart_id: made.cart.id, website_id: websiteId, sku: first.sku, item_id: first.itemId, quantity: first.quantity, added_at: now };
  if (dialectOf(db) === 'postgres') {
    await db
      .with('new_cart', (w) => w.insertInto('carts').values(made.cart).returning('id'))
      .insertInto('cart_entries')
      .values({ ...entry, cart_id: (eb) => eb.selectFrom('new_cart').select('id') })
      .execute();
  } else {
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('carts').values(made.cart).execute();
      await trx.insertInto('cart_entries').values(entry).execute();
    });
  }
  return { ...made, entry };
}

/** A cart's entries in the order they were added. */
export async function cartEntries(db: Db, websiteId: string, cartId: string) {
  const rows = await db.selectFrom('cart_entries').selectAll().where('website_id', '=', websiteId).where('cart_id', '=', cartId).orderBy('added_at').orderBy('sku').execute();
  return rows.map((r) => ({ ...r, quantity: Number(r.quantity), added_at: Number(r.added_at) }));
}
export type CartEntryRow = Awaited<ReturnType<typeof cartEntries>>[number];
