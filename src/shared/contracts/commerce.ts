/**
 * The commerce calls (issue 16, docs/commerce.md): the visitor's cart as JSON for scripts (the
 * product page's add-to-cart, the cart indicator), and the payment provider's webhook. Every
 * write is crumb-checked (header x-csrf-token); money in answers is computed by the server from
 * the catalogue, and nothing of money is read from a request.
 */
import * as v from 'valibot';
import { Id } from '../id.ts';
import { contract } from './contract.ts';
import { CART_ENTRIES_PATH, CART_ENTRY_PATH, CART_PATH, STRIPE_WEBHOOK_PATH } from './commerce-paths.ts';

export * from './commerce-paths.ts';

const Sku = v.pipe(v.string(), v.minLength(1), v.maxLength(60));
const Quantity = v.pipe(v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,3}$/), v.transform(Number))]), v.integer(), v.minValue(0), v.maxValue(99));

/** A product item's id, or a paid member area's catalogue line `area:{areaId}` (docs/members-paid.md). */
const CatalogueItemId = v.union([Id, v.pipe(v.string(), v.regex(/^area:[0-9a-f]{24}$/))]);

/** Adds `quantity` units (1–99) of a variant of a product item (or of a paid member area: 1). */
export const AddToCart = v.object({ itemId: CatalogueItemId, sku: Sku, quantity: v.optional(v.pipe(Quantity, v.minValue(1)), 1) });
/** Sets a sku's quantity; 0 removes it. */
export const SetQuantity = v.object({ quantity: Quantity });

/** A money value as the API carries it (§3 subtotalAmount). */
const MoneyValue = v.object({ currency: v.string(), value: v.string() });

/** One line of a cart (§3 entries). */
export const CartEntry = v.object({
  itemId: v.string(),
  sku: v.string(),
  title: v.string(),
  variantLabel: v.string(),
  productType: v.string(),
  quantity: v.number(),
  unitPriceCents: v.number(),
  lineTotalCents: v.number(),
  /** The product page. */
  href: v.string(),
  /** Units the visitor may still add (undefined: unlimited). */
  available: v.optional(v.number()),
});
export type CartEntry = v.InferOutput<typeof CartEntry>;

const Offered = v.object({ id: v.string(), name: v.string(), description: v.string(), priceCents: v.number() });

/** The cart (§3 shopping cart). Amounts in minor units of `currency`. */
export const CartAnswer = v.object({
  id: v.string(),
  websiteId: v.string(),
  orderId: v.nullable(v.string()),
  created: v.number(),
  isPurchased: v.boolean(),
  currency: v.string(),
  entries: v.array(CartEntry),
  shippingOptions: v.array(Offered),
  selectedShippingOption: v.nullable(Offered),
  shippingLocation: v.nullable(v.object({ country: v.string(), region: v.optional(v.string()), postalCode: v.optional(v.string()) })),
  applicableTaxRules: v.array(v.object({ name: v.string(), rateBasisPoints: v.number() })),
  coupons: v.array(v.string()),
  validCoupons: v.array(v.string()),
  invalidCoupons: v.array(v.object({ code: v.string(), message: v.string() })),
  subtotalCents: v.number(),
  taxCents: v.number(),
  shippingCostCents: v.number(),
  discountCents: v.number(),
  grandTotalCents: v.number(),
  totalQuantity: v.number(),
  subtotalAmount: MoneyValue,
  hasDigital: v.boolean(),
  purelyDigital: v.boolean(),
  requiresShipping: v.boolean(),
});
export type CartAnswer = v.InferOutput<typeof CartAnswer>;

export const commerceCalls = {
  /** The visitor's cart, or an empty one (no cookie set). */
  cart: contract('GET', CART_PATH, { request: undefined, answer: CartAnswer }),
  /** 201 with the cart; 404 unknown product or sku; 400 §8 badRequest past the stock or the limits: «No se pudo agregar…» and how many are left (`errors.quantity`). */
  addToCart: contract('POST', CART_ENTRIES_PATH, { request: AddToCart, answer: CartAnswer }),
  /** The cart; 404 when the sku is not in it; 400 badRequest past the stock («No se pudo actualizar la cantidad…», `errors.quantity`). */
  setQuantity: contract('PUT', CART_ENTRY_PATH, { request: SetQuantity, answer: CartAnswer }),
  /** The cart without the sku. */
  removeFromCart: contract('DELETE', CART_ENTRY_PATH, { request: undefined, answer: CartAnswer }),
  /** Stripe's events (payment_intent.succeeded, payment_intent.payment_failed, charge.refunded): 200 once the signature holds, 400 otherwise. */
  stripeWebhook: contract('POST', STRIPE_WEBHOOK_PATH, { request: undefined, answer: v.object({ received: v.boolean() }) }),
};
