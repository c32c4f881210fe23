/**
 * The visitor's cart (issue 16, docs/commerce.md "Cart"): add, set a quantity, remove, and the
 * cart as the API answers it. A cart holds skus and quantities only; what a variant costs, whether
 * it exists and whether this visitor may see it always come from the catalogue, and how many
 * units it may take from the stock table. A purchased cart (order_id set) takes no change: the
 * next add starts a new one.
 */
import type { Kysely, Transaction } from 'kysely';
import type { StoreSettings } from '../../model/index.ts';
import { CART_LIMITS } from '../../shared/commerce.ts';
import type { CartAnswer } from '../../shared/contracts/commerce.ts';
import { t } from '../../shared/messages/index.ts';
import { toMoneyValue } from '../../shared/money.ts';
import type { Database } from '../db/schema.ts';
import type { VisitorAccess } from '../sites/index.ts';
import type { SiteView } from '../../page/context.ts';
import { catalogueVariants, variantKey, type CatalogueVariant } from './catalogue.ts';
import { isAreaSku } from '../../shared/paid-areas.ts';
import { cartEntries, createCartWithEntry, findCart, type CartEntryRow, type CartRow } from './cart-repo.ts';
import { addUnits, deleteExpiredCarts, removeEntry, setUnits, touchOpenCart } from './cart-writes.ts';
import { pricedCart, type PricedCart } from './priced-cart.ts';
import { stockLevels } from './stock.ts';

/** Who is asking, on which site: the tokens of their cookies and what they may see. */
export interface CartVisitor {
  websiteId: string;
  store: StoreSettings;
  access: VisitorAccess;
  /** The well-formed tokens of the request's cart cookies (cart-cookie.ts), tried in order. */
  tokens: readonly string[];
  /** The published version the request is served with: its catalogue is read once (version-reads.ts). */
  site: SiteView;
}

/** Why a change was refused. */
export type CartProblem =
  /** Unknown, unpublished or hidden product or sku; or (set, remove) a sku not in the cart. */
  | { problem: 'notFound' }
  /** Past the stock (`reason: 'stock'`) or CART_LIMITS.quantityMax: `available` units at most, `inCart` there already. */
  | { problem: 'tooMany'; reason: 'stock' | 'limit'; available: number; inCart: number }
  /** The cart already has CART_LIMITS.linesMax different skus. */
  | { problem: 'tooManyLines' }
  /** A subscription product: bought alone through «Suscribirme» (docs/commerce-subscriptions.md). */
  | { problem: 'subscription' };

/** A change made: the cart's token (new when a cart started) and the cart priced afterwards. */
export interface CartChange {
  token: string;
  priced: PricedCart;
}

/** The visitor's cart found by one of their tokens. */
interface FoundCart {
  token: string;
  cart: CartRow;
}

export class CartService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => number = Date.now,
  ) {}

  /** The live cart of the first token that names one on this website (purchased or not), or undefined. */
  async find(websiteId: string, tokens: readonly string[]): Promise<FoundCart | undefined> {
    for (const token of tokens) {
      const cart = await findCart(this.db, websiteId, token, this.now());
      if (cart) return { token, cart };
    }
    return undefined;
  }

  /** The visitor's open (not purchased) cart, priced; undefined when they have none. */
  async current(visitor: CartVisitor): Promise<CartChange | undefined> {
    const found = await this.find(visitor.websiteId, visitor.tokens);
    if (!found || found.cart.order_id) return undefined;
    return { token: found.token, priced: await this.price(visitor, found.cart) };
  }

  /** Adds `quantity` units of a variant; the cart starts with the first add (or after a purchase). */
  async add(visitor: CartVisitor, input: { itemId: string; sku: string; quantity: number }): Promise<CartChange | CartProblem> {
    const { websiteId } = visitor;
    const variants = await catalogueVariants(this.db, websiteId, [input], visitor.access, visitor.site);
    const variant = variants.get(variantKey(input));
    if (!variant) return { problem: 'notFound' };
    if (variant.subscriptionPlan) return { problem: 'subscription' };
    const found = await this.find(websiteId, visitor.tokens);
    const open = found && !found.cart.order_id ? found : undefined;
    const entries = open ? await cartEntries(this.db, websiteId, open.cart.id) : [];
    const inCart = entries.find((e) => e.sku === variant.sku)?.quantity ?? 0;
    const { stock, ...cap } = await this.cap(websiteId, variant.sku);
    if (inCart + input.quantity > cap.available) return { problem: 'tooMany', ...cap, inCart };
    if (inCart === 0 && entries.length >= CART_LIMITS.linesMax) return { problem: 'tooManyLines' };

    const now = this.now();
    // The answer prices the cart with the variant and stock just read (a new cart reads nothing more from the catalogue).
    const known = { variants, stock: new Map([[variant.sku, stock]]) };
    if (!open) {
      // A first add: the cart and its entry in one commit, and the cart priced from what is known.
      const made = await createCartWithEntry(this.db, websiteId, { itemId: variant.itemId, sku: variant.sku, quantity: input.quantity }, now);
      return { token: made.token, priced: await this.price(visitor, made.cart, { ...known, entries: [made.entry] }) };
    }
    const target = open;
    const added = await this.db.transaction().execute(async (trx) => {
      if (!(await touchOpenCart(trx, websiteId, target.cart.id, now))) return 'closed' as const;
      return addUnits(trx, websiteId, { cartId: target.cart.id, itemId: variant.itemId, sku: variant.sku, quantity: input.quantity, max: cap.available }, now);
    });
    // Purchased (or swept) since it was read: the units go to a new cart.
    if (added === 'closed') return this.add({ ...visitor, tokens: [] }, input);
    if (!added) {
      // Another add of the same sku got there first: say what is in the cart now.
      const inCartNow = (await cartEntries(this.db, websiteId, target.cart.id)).find((e) => e.sku === variant.sku)?.quantity ?? 0;
      return { problem: 'tooMany', ...cap, inCart: inCartNow };
    }
    return { token: target.token, priced: await this.price(visitor, { ...target.cart, updated_at: now }, known) };
  }

  /** Sets a sku's quantity in the open cart (0 removes it). */
  async setQuantity(visitor: CartVisitor, sku: string, quantity: number): Promise<CartChange | CartProblem> {
    if (quantity === 0) return this.remove(visitor, sku);
    const open = await this.open(visitor);
    if (!open) return { problem: 'notFound' };
    const entry = (await cartEntries(this.db, visitor.websiteId, open.cart.id)).find((e) => e.sku === sku);
    if (!entry) return { problem: 'notFound' };
    const key = { itemId: entry.item_id, sku };
    if (!(await catalogueVariants(this.db, visitor.websiteId, [key], visitor.access, visitor.site)).has(variantKey(key))) return { problem: 'notFound' };
    const { stock: _stock, ...cap } = await this.cap(visitor.websiteId, sku);
    if (quantity > cap.available) return { problem: 'tooMany', ...cap, inCart: entry.quantity };
    return this.change(visitor, open, (trx) => setUnits(trx, visitor.websiteId, open.cart.id, sku, quantity));
  }

  /** Removes a sku from the open cart. */
  async remove(visitor: CartVisitor, sku: string): Promise<CartChange | CartProblem> {
    const open = await this.open(visitor);
    if (!open) return { problem: 'notFound' };
    return this.change(visitor, open, (trx) => removeEntry(trx, visitor.websiteId, open.cart.id, sku));
  }

  /** Deletes carts untouched for their lifetime and never purchased (the hourly sweep). */
  sweep(): Promise<number> {
    return deleteExpiredCarts(this.db, this.now());
  }

  private async open(visitor: CartVisitor): Promise<FoundCart | undefined> {
    const found = await this.find(visitor.websiteId, visitor.tokens);
    return found && !found.cart.order_id ? found : undefined;
  }

  /** Runs one write on an open cart with its touch, in one transaction; notFound when the write found nothing or the cart closed. */
  private async change(visitor: CartVisitor, open: FoundCart, write: (trx: Transaction<Database>) => Promise<boolean>): Promise<CartChange | CartProblem> {
    const now = this.now();
    const done = await this.db.transaction().execute(async (trx) => (await touchOpenCart(trx, visitor.websiteId, open.cart.id, now)) && (await write(trx)));
    if (!done) return { problem: 'notFound' };
    return { token: open.token, priced: await this.price(visitor, { ...open.cart, updated_at: now }) };
  }

  /** How many units of a sku one cart may hold: its stock (none without a stock row), at most CART_LIMITS.quantityMax. */
  private async cap(websiteId: string, sku: string): Promise<{ reason: 'stock' | 'limit'; available: number; stock: number }> {
    if (isAreaSku(sku)) return { reason: 'limit', available: 1, stock: Number.POSITIVE_INFINITY };
    const stock = (await stockLevels(this.db, websiteId, [sku])).get(sku) ?? 0;
    return stock < CART_LIMITS.quantityMax ? { reason: 'stock', available: stock, stock } : { reason: 'limit', available: CART_LIMITS.quantityMax, stock };
  }

  private price(visitor: CartVisitor, cart: CartRow, known?: { variants: ReadonlyMap<string, CatalogueVariant>; stock: ReadonlyMap<string, number>; entries?: readonly CartEntryRow[] }): Promise<PricedCart> {
    return pricedCart(this.db, visitor.store, cart, visitor.access, { now: new Date(this.now()), known, site: visitor.site });
  }
}

/** Whether a service answer is a refusal. */
export const isCartProblem = (r: CartChange | CartProblem): r is CartProblem => 'problem' in r;

/** What a refusal of too many units says (§8 message, es-419): how many are left and how many are in the cart. */
export function tooManyText(p: Extract<CartProblem, { problem: 'tooMany' }>): string {
  const left = p.reason === 'stock' ? t('commerce.cartStockLeft', { count: p.available }) : t('commerce.cartLimit', { count: p.available });
  return p.inCart > 0 ? `${left} ${t('commerce.cartAlreadyHave', { count: p.inCart })}` : left;
}

/** The cart as the API answers it (§3 shopping cart); money from the catalogue, in `currency`'s minor units. */
export function cartAnswer(priced: PricedCart, store: StoreSettings): CartAnswer {
  const { cart, lines, totals, address } = priced;
  const currency = store.selectedCurrency;
  return {
    id: cart.id,
    websiteId: cart.website_id,
    orderId: cart.order_id,
    created: Number(cart.created_at),
    isPurchased: cart.order_id !== null,
    currency,
    entries: lines.map((l) => ({
      itemId: l.itemId,
      sku: l.sku,
      title: l.title,
      variantLabel: l.variantLabel,
      productType: l.productType,
      quantity: l.quantity,
      unitPriceCents: l.unitPriceCents,
      lineTotalCents: l.unitPriceCents * l.quantity,
      href: l.href,
      ...(Number.isFinite(l.inStock) ? { available: Math.max(0, Math.min(l.inStock, CART_LIMITS.quantityMax) - l.quantity) } : {}),
    })),
    shippingOptions: totals.shippingOptions,
    selectedShippingOption: totals.selectedShippingOption ?? null,
    shippingLocation: address ? { country: address.country, ...(address.region ? { region: address.region } : {}), ...(address.postalCode ? { postalCode: address.postalCode } : {}) } : null,
    applicableTaxRules: totals.applicableTaxRules.map((r) => ({ name: r.name, rateBasisPoints: r.rateBasisPoints })),
    coupons: cart.coupon_code ? [cart.coupon_code] : [],
    validCoupons: totals.validCoupon ? [totals.validCoupon.code] : [],
    invalidCoupons: totals.invalidCoupon ? [{ code: totals.invalidCoupon.code, message: t(totals.invalidCoupon.problem) }] : [],
    subtotalCents: totals.subtotalCents,
    taxCents: totals.taxCents,
    shippingCostCents: totals.shippingCostCents,
    discountCents: totals.discountCents,
    grandTotalCents: totals.grandTotalCents,
    totalQuantity: totals.totalQuantity,
    subtotalAmount: toMoneyValue(totals.subtotalCents, currency),
    hasDigital: totals.hasDigital,
    purelyDigital: totals.purelyDigital,
    requiresShipping: totals.requiresShipping,
  };
}

/** The answer for a visitor without a cart: empty, nothing set. */
export function emptyCartAnswer(websiteId: string, store: StoreSettings): CartAnswer {
  const currency = store.selectedCurrency;
  return {
    id: '',
    websiteId,
    orderId: null,
    created: 0,
    isPurchased: false,
    currency,
    entries: [],
    shippingOptions: [],
    selectedShippingOption: null,
    shippingLocation: null,
    applicableTaxRules: [],
    coupons: [],
    validCoupons: [],
    invalidCoupons: [],
    subtotalCents: 0,
    taxCents: 0,
    shippingCostCents: 0,
    discountCents: 0,
    grandTotalCents: 0,
    totalQuantity: 0,
    subtotalAmount: toMoneyValue(0, currency),
    hasDigital: false,
    purelyDigital: false,
    requiresShipping: false,
  };
}
