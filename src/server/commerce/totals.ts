/**
 * A cart's money (issue 16, docs/commerce.md): subtotal, coupon discount, shipping, tax and grand
 * total, in integer minor units of the store's currency, computed from the catalogue's prices and
 * the store's rules only (never from what a browser sends). Pure: the cart, the checkout and the
 * order all call this one function, so what the visitor sees is what they pay.
 *
 * Rounding: every percentage is taken of integer minor units and rounded half up to a whole minor
 * unit (a JPY yen, a MXN centavo), once per amount (not per line), so totals add up exactly.
 */
import type { Coupon, ShippingOption, StoreSettings, TaxRule } from '../../model/index.ts';
import type { ProductTypeName } from '../../shared/enums.ts';

/** One line of a cart, priced from the catalogue. */
export interface PricedLine {
  itemId: string;
  sku: string;
  /** The product's title. */
  title: string;
  /** The variant's option values joined ("250 g · Molido"); '' when the product has one variant. */
  variantLabel: string;
  productType: ProductTypeName;
  /** What one unit costs now (its sale price when on sale). */
  unitPriceCents: number;
  quantity: number;
  /** Weight of one unit in the store's unit (kg or lb); 0 when unknown. */
  weight: number;
}

/** Where the order ships (§3 shippingLocation); the country decides shipping and tax. */
export interface ShippingLocation {
  country: string;
  region?: string;
  postalCode?: string;
}

/** Why a coupon does not apply (§3 invalidCoupons), a key of the message catalogue. */
export type CouponProblem = 'commerce.couponUnknown' | 'commerce.couponExpired' | 'commerce.couponNotStarted' | 'commerce.couponMinimum' | 'commerce.couponUsedUp';

/** A shipping option as the visitor is offered it. */
export interface OfferedShipping {
  id: string;
  name: string;
  description: string;
  priceCents: number;
}

/** Everything money of a cart (§3 shopping cart fields). */
export interface Totals {
  subtotalCents: number;
  discountCents: number;
  shippingCostCents: number;
  taxCents: number;
  grandTotalCents: number;
  totalQuantity: number;
  hasDigital: boolean;
  purelyDigital: boolean;
  requiresShipping: boolean;
  /** The options offered for this location and weight (empty before a location is known, or when nothing ships there). */
  shippingOptions: OfferedShipping[];
  /** The chosen option when it is still offered. */
  selectedShippingOption?: OfferedShipping;
  /** The tax rules that apply at this location (§3 applicableTaxRules). */
  applicableTaxRules: TaxRule[];
  /** The coupon counted in these totals, when valid. */
  validCoupon?: Coupon;
  /** A coupon asked for that does not apply, and why. */
  invalidCoupon?: { code: string; problem: CouponProblem };
  /** §5: the subtotal is below the store's minimum (checkout refuses the order). */
  belowMinimum: boolean;
  /** The order weight in the store's unit. */
  weight: number;
}

/** What the totals are computed from. */
export interface TotalsInput {
  lines: readonly PricedLine[];
  store: StoreSettings;
  location?: ShippingLocation;
  shippingOptionId?: string;
  /** The code the visitor entered (any case), if any. */
  couponCode?: string;
  /** Redemptions of that coupon so far and whether this customer already used it (the database's count). */
  couponUses?: { total: number; byCustomer: boolean };
  now: Date;
}

/** Whether a product type is shipped (physical goods; services, downloads and gift cards are not). */
export const shipsPhysically = (type: ProductTypeName): boolean => type === 'PHYSICAL';

/** `part` basis points of `cents`, rounded half up to a whole minor unit. */
export const basisPointsOf = (cents: number, basisPoints: number): number => Math.floor((cents * basisPoints + 5_000) / 10_000);

/** The tax contained in a price that already includes it at `basisPoints` (IVA-inclusive prices). */
export const includedTaxOf = (cents: number, basisPoints: number): number => cents - Math.floor((cents * 10_000 + (10_000 + basisPoints) / 2) / (10_000 + basisPoints));

/** The store's coupon for a code, matched without case. */
export function findCoupon(store: StoreSettings, code: string): Coupon | undefined {
  const wanted = code.trim().toUpperCase();
  return store.coupons.find((c) => c.code.toUpperCase() === wanted);
}

/** Why `coupon` cannot be used now on this subtotal, or undefined when it can. */
export function couponProblem(coupon: Coupon | undefined, subtotalCents: number, uses: { total: number; byCustomer: boolean } | undefined, now: Date): CouponProblem | undefined {
  if (!coupon) return 'commerce.couponUnknown';
  if (coupon.startsAt && Date.parse(coupon.startsAt) > now.getTime()) return 'commerce.couponNotStarted';
  if (coupon.expiresAt && Date.parse(coupon.expiresAt) <= now.getTime()) return 'commerce.couponExpired';
  if (coupon.minSubtotalCents !== undefined && subtotalCents < coupon.minSubtotalCents) return 'commerce.couponMinimum';
  if (coupon.limit !== undefined && (uses?.total ?? 0) >= coupon.limit) return 'commerce.couponUsedUp';
  if (coupon.oncePerCustomer && uses?.byCustomer) return 'commerce.couponUsedUp';
  return undefined;
}

/** The price of an option for an order of `subtotalCents` and `weight`, or undefined when it cannot carry it. */
export function shippingPrice(option: ShippingOption, subtotalCents: number, weight: number): number | undefined {
  let price: number | undefined;
  if (option.kind === 'flat') price = option.priceCents;
  else price = [...(option.rates ?? [])].sort((a, b) => a.upTo - b.upTo).find((r) => weight <= r.upTo)?.priceCents;
  if (price === undefined) return undefined;
  return option.freeAboveCents !== undefined && subtotalCents >= option.freeAboveCents ? 0 : price;
}

/** The tax rules at a location: the region's own rules when it has any, else the country's. */
export function taxRulesAt(rules: readonly TaxRule[], location: ShippingLocation | undefined): TaxRule[] {
  if (!location) return [];
  const country = location.country.toUpperCase();
  const region = location.region?.toUpperCase();
  const regional = region ? rules.filter((r) => r.country === country && r.region === region) : [];
  return regional.length ? regional : rules.filter((r) => r.country === country && !r.region);
}

/** Every money figure of a cart. */
export function cartTotals(input: TotalsInput): Totals {
  const { lines, store, location } = input;
  const subtotalCents = lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0);
  const totalQuantity = lines.reduce((sum, l) => sum + l.quantity, 0);
  const shipped = lines.filter((l) => shipsPhysically(l.productType));
  const requiresShipping = shipped.length > 0;
  const hasDigital = lines.some((l) => l.productType === 'DIGITAL');
  const purelyDigital = lines.length > 0 && lines.every((l) => l.productType === 'DIGITAL');
  // Rounded to a millionth of the unit: 0.1 + 0.2 kg is 0.3 kg, not 0.30000000000000004 (past a rate's bound).
  const weight = Math.round(shipped.reduce((sum, l) => sum + l.weight * l.quantity, 0) * 1e6) / 1e6;

  // Coupon first: a percentage or fixed amount comes off the subtotal, never below zero.
  let discountCents = 0;
  let validCoupon: Coupon | undefined;
  let invalidCoupon: Totals['invalidCoupon'];
  if (input.couponCode) {
    const coupon = findCoupon(store, input.couponCode);
    const problem = couponProblem(coupon, subtotalCents, input.couponUses, input.now);
    if (problem || !coupon) invalidCoupon = { code: input.couponCode.trim().toUpperCase(), problem: problem ?? 'commerce.couponUnknown' };
    else {
      validCoupon = coupon;
      if (coupon.kind === 'percent') discountCents = basisPointsOf(subtotalCents, coupon.percent! * 100);
      else if (coupon.kind === 'fixed') discountCents = Math.min(coupon.amountCents!, subtotalCents);
    }
  }
  const discounted = subtotalCents - discountCents;

  // Shipping: only for carts with physical goods, only once the country is known and shipped to.
  const shipsThere = location && (!store.shipsTo || store.shipsTo.includes(location.country.toUpperCase()));
  const shippingOptions: OfferedShipping[] = [];
  if (requiresShipping && shipsThere) {
    for (const option of store.shippingOptions) {
      if (option.countries && !option.countries.includes(location.country.toUpperCase())) continue;
      const price = shippingPrice(option, subtotalCents, weight);
      if (price !== undefined) shippingOptions.push({ id: option.id, name: option.name, description: option.description, priceCents: price });
    }
  }
  const selectedShippingOption = shippingOptions.find((o) => o.id === input.shippingOptionId);
  const freeShipping = validCoupon?.kind === 'freeShipping';
  const shippingCostCents = selectedShippingOption && !freeShipping ? selectedShippingOption.priceCents : 0;

  // Tax: each applicable rule on the discounted subtotal (and shipping when it says so).
  const applicableTaxRules = taxRulesAt(store.taxRules, location);
  let taxCents = 0;
  for (const rule of applicableTaxRules) {
    const base = discounted + (rule.includesShipping ? shippingCostCents : 0);
    taxCents += store.pricesIncludeTax ? includedTaxOf(base, rule.rateBasisPoints) : basisPointsOf(base, rule.rateBasisPoints);
  }
  const grandTotalCents = discounted + shippingCostCents + (store.pricesIncludeTax ? 0 : taxCents);

  return {
    subtotalCents,
    discountCents,
    shippingCostCents,
    taxCents,
    grandTotalCents,
    totalQuantity,
    hasDigital,
    purelyDigital,
    requiresShipping,
    shippingOptions,
    selectedShippingOption,
    applicableTaxRules,
    validCoupon,
    invalidCoupon,
    belowMinimum: store.minimumSubtotalCents !== undefined && subtotalCents < store.minimumSubtotalCents,
    weight,
  };
}
