import * as v from 'valibot';
import { IsoDate, Text } from './common.ts';
import { DonationPage } from './donations.ts';

/**
 * The store's rules (issue 16, docs/commerce.md): currency, units, shipping options, tax rules,
 * coupons and the minimum order, all in the site file under `settings.storeSettings`. Amounts are
 * integer minor units of the store's one currency (§3, §9). Only `selectedCurrency` and
 * `measurementSystem` ever reach a page (`publicStoreSettings`): coupon codes, rates and limits
 * are read by the server alone.
 */

const Cents = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100_000_000));
/** An ISO 3166-1 alpha-2 country code, upper case ("MX", "US"). */
export const CountryCode = v.pipe(v.string(), v.regex(/^[A-Z]{2}$/, 'Debe ser un código de país de dos letras (MX, US)'));
/** A region of a country as its postal abbreviation ("CDMX", "JAL", "CA"). */
export const RegionCode = v.pipe(v.string(), v.regex(/^[A-Z0-9]{1,6}$/, 'Debe ser la clave de la región (CDMX, JAL, CA)'));
const OptionId = v.pipe(v.string(), v.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Debe ser un id: minúsculas, dígitos y guiones'), v.maxLength(40));

/**
 * A shipping option (§3 shippingOptions): a flat price, or a price by the order's weight (rates
 * by upper bound, in kg or lb after `measurementSystem`; an order heavier than the last bound
 * cannot use it). Free above `freeAboveCents` of subtotal when set. Offered only to the listed
 * countries (absent: everywhere the store ships).
 */
export const ShippingOption = v.pipe(
  v.object({
    id: OptionId,
    name: Text(100),
    description: v.optional(Text(200), ''),
    countries: v.optional(v.array(CountryCode)),
    kind: v.picklist(['flat', 'weight']),
    priceCents: v.optional(Cents),
    rates: v.optional(v.pipe(v.array(v.object({ upTo: v.pipe(v.number(), v.gtValue(0)), priceCents: Cents })), v.minLength(1))),
    freeAboveCents: v.optional(Cents),
  }),
  v.check((o) => (o.kind === 'flat' ? o.priceCents !== undefined : o.rates !== undefined), 'Un envío fijo necesita priceCents; uno por peso, rates'),
);
export type ShippingOption = v.InferOutput<typeof ShippingOption>;

/**
 * A tax rule (§3 applicableTaxRules): a rate in basis points (1600 = 16 %) for a country, or for
 * one region of it (a region's rule wins over its country's). `includesShipping`: shipping is taxed too.
 */
export const TaxRule = v.object({
  country: CountryCode,
  region: v.optional(RegionCode),
  name: Text(60),
  rateBasisPoints: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10_000)),
  includesShipping: v.optional(v.boolean(), false),
});
export type TaxRule = v.InferOutput<typeof TaxRule>;

/**
 * A coupon (§3 coupons): a percentage off the subtotal, a fixed amount off it (never below 0), or
 * free shipping. Codes are matched without case. `limit`: redemptions in all (1 = single use);
 * `oncePerCustomer`: one per email address. Counted in the database when an order is placed.
 */
export const Coupon = v.pipe(
  v.object({
    code: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{3,30}$/, 'Un código: de 3 a 30 letras, dígitos, - o _')),
    kind: v.picklist(['percent', 'fixed', 'freeShipping']),
    percent: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100))),
    amountCents: v.optional(Cents),
    minSubtotalCents: v.optional(Cents),
    startsAt: v.optional(IsoDate),
    expiresAt: v.optional(IsoDate),
    limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
    oncePerCustomer: v.optional(v.boolean(), false),
  }),
  v.check((c) => (c.kind === 'percent' ? c.percent !== undefined : c.kind === 'fixed' ? c.amountCents !== undefined : true), 'Un cupón de porcentaje necesita percent; uno fijo, amountCents'),
);
export type Coupon = v.InferOutput<typeof Coupon>;

/** The store currencies a site may pick (§3). */
export const CURRENCIES = [
  'EUR', 'USD', 'AUD', 'NOK', 'CAD', 'NZD', 'DKK', 'GBP', 'HKD', 'CHF', 'MXN', 'SGD', 'SEK', 'CZK',
  'ILS', 'PHP', 'RUB', 'PLN', 'THB', 'MYR', 'ARS', 'BRL', 'COP', 'IDR', 'INR', 'JPY', 'ZAR',
] as const;

/** The store's settings (§3 storeSettings). */
export const StoreSettings = v.object({
  selectedCurrency: v.optional(v.picklist(CURRENCIES), 'USD'),
  /** §3 units: weights in kg (metric) or lb (imperial). */
  measurementSystem: v.optional(v.picklist(['metric', 'imperial']), 'metric'),
  /** Countries the store ships to (absent: any). */
  shipsTo: v.optional(v.array(CountryCode)),
  shippingOptions: v.optional(v.array(ShippingOption), []),
  taxRules: v.optional(v.array(TaxRule), []),
  /** Prices already include the tax (IVA in Mexico): the tax is the part of the price, not added. */
  pricesIncludeTax: v.optional(v.boolean(), false),
  coupons: v.optional(v.array(Coupon), []),
  /** §5: the subtotal an order must reach. */
  minimumSubtotalCents: v.optional(Cents),
  /** Stock at or below this is marked low in the owner's inventory. */
  lowStockThreshold: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)), 3),
  /** Where the store's new-order notices go (none when absent). */
  orderNotificationEmail: v.optional(v.pipe(v.string(), v.maxLength(256), v.email())),
  /**
   * Product reviews (issue 17, docs/commerce-reviews.md): whether buyers are asked for a review,
   * how many days after fulfilment the request is mailed (0: at once), and how many days after
   * that the request's link still takes reviews.
   */
  reviews: v.optional(
    v.object({
      enabled: v.optional(v.boolean(), true),
      requestAfterDays: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(365)), 7),
      expiresAfterDays: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(3650)), 60),
    }),
    {},
  ),
  /** The site's donation pages (issue 17, docs/commerce-donations.md), by the id the donation block links to. */
  donationPages: v.optional(v.pipe(v.array(DonationPage), v.maxLength(50), v.check((pages) => new Set(pages.map((p) => p.id)).size === pages.length, 'Cada página de donativos necesita un id distinto')), []),
});
export type StoreSettings = v.InferOutput<typeof StoreSettings>;

/** What of the store's settings a page may carry: the currency and the units, nothing else. */
export function publicStoreSettings(settings: StoreSettings): Pick<StoreSettings, 'selectedCurrency' | 'measurementSystem'> {
  return { selectedCurrency: settings.selectedCurrency, measurementSystem: settings.measurementSystem };
}

/** Store settings with every default filled in: `storeSettings({ selectedCurrency: 'MXN' })`. */
export const storeSettings = (input: v.InferInput<typeof StoreSettings> = {}): StoreSettings => v.parse(StoreSettings, input);
