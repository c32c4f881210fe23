/**
 * A cart with its money (docs/commerce.md): its entries priced from the catalogue, the stock
 * each may still take, and the totals of `cartTotals`. The cart page, the JSON cart, the checkout
 * and the order all read a cart through this one function.
 */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { StoreSettings } from '../../model/index.ts';
import { fromJson } from '../db/dialect.ts';
import type { VisitorAccess } from '../sites/index.ts';
import { catalogueVariants, variantKey, type CatalogueVariant } from './catalogue.ts';
import { cartEntries, type CartEntryRow, type CartRow } from './cart-repo.ts';
import type { SiteView } from '../../page/context.ts';
import { stockLevels } from './stock.ts';
import { cartTotals, type PricedLine, type ShippingLocation, type Totals } from './totals.ts';

/** One priced line: the catalogue's variant, the quantity, and the units in stock (Infinity: unlimited). */
export interface CartLine extends PricedLine {
  href: string;
  mediaId?: string;
  inStock: number;
}

/** The address an order ships to (or the buyer's, for orders with nothing to ship). */
export interface OrderAddress {
  name: string;
  line1: string;
  line2?: string;
  city: string;
  region?: string;
  postalCode: string;
  country: string;
  phone?: string;
}

/** A cart with everything a page or an order needs. */
export interface PricedCart {
  cart: CartRow;
  lines: CartLine[];
  /** Entries whose product is gone, unpublished or hidden from this visitor: shown as removed, not priced. */
  gone: { itemId: string; sku: string }[];
  address?: OrderAddress;
  totals: Totals;
}

type Db = Kysely<Database> | Transaction<Database>;

/** Prices `cart` from the published catalogue and the store's rules at `now`. */
export async function pricedCart(
  db: Db,
  store: StoreSettings,
  cart: CartRow,
  access: VisitorAccess,
  options: {
    now?: Date;
    couponUses?: { total: number; byCustomer: boolean };
    /** Variants and stock the caller read in this same request (an add checks them first): only what is missing is read again. */
    known?: { variants?: ReadonlyMap<string, CatalogueVariant>; stock?: ReadonlyMap<string, number>; entries?: readonly CartEntryRow[] };
    /** The published version the request is served with (its catalogue is read once). */
    site?: SiteView;
  } = {},
): Promise<PricedCart> {
  // A cart made in this request holds exactly the entry written with it: nothing to read back.
  const entries = options.known?.entries ?? (await cartEntries(db, cart.website_id, cart.id));
  const knownVariants = options.known?.variants ?? new Map<string, CatalogueVariant>();
  const knownStock = options.known?.stock ?? new Map<string, number>();
  const unreadKeys = entries.map((e) => ({ itemId: e.item_id, sku: e.sku })).filter((k) => !knownVariants.has(variantKey(k)));
  const unreadSkus = entries.map((e) => e.sku).filter((sku) => !knownStock.has(sku));
  const [readVariants, readStock] = await Promise.all([
    unreadKeys.length ? catalogueVariants(db as Kysely<Database>, cart.website_id, unreadKeys, access, options.site) : new Map<string, CatalogueVariant>(),
    unreadSkus.length ? stockLevels(db, cart.website_id, unreadSkus) : new Map<string, number>(),
  ]);
  const variants = new Map([...knownVariants, ...readVariants]);
  const stock = new Map([...knownStock, ...readStock]);
  const lines: CartLine[] = [];
  const gone: PricedCart['gone'] = [];
  for (const entry of entries) {
    const variant: CatalogueVariant | undefined = variants.get(variantKey({ itemId: entry.item_id, sku: entry.sku }));
    if (!variant) {
      gone.push({ itemId: entry.item_id, sku: entry.sku });
      continue;
    }
    const { variant: _v, ...line } = variant;
    lines.push({ ...line, quantity: entry.quantity, inStock: stock.get(entry.sku) ?? 0 });
  }
  const address = cart.address ? fromJson<OrderAddress>(cart.address) : undefined;
  const location: ShippingLocation | undefined = address ? { country: address.country, region: address.region, postalCode: address.postalCode } : undefined;
  const totals = cartTotals({
    lines,
    store,
    location,
    shippingOptionId: cart.shipping_option_id ?? undefined,
    couponCode: cart.coupon_code ?? undefined,
    couponUses: options.couponUses,
    now: options.now ?? new Date(),
  });
  return { cart, lines, gone, address, totals };
}
