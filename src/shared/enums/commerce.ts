/** Commerce enumerations (SPEC §3, §9): product types, billing period units, measurement units. */
import { defineEnum } from './define.ts';

/** Product types by name (§3), as a tuple for schemas (`v.picklist(ProductTypeName)`). */
export const ProductTypeName = ['PHYSICAL', 'SERVICE', 'DIGITAL', 'GIFT_CARD'] as const;
export type ProductTypeName = (typeof ProductTypeName)[number];
/** Lookups over the product type names (each name maps to itself). */
export const ProductTypeNameEnum = /*#__PURE__*/ defineEnum('ProductTypeName', {
  PHYSICAL: 'PHYSICAL', SERVICE: 'SERVICE', DIGITAL: 'DIGITAL', GIFT_CARD: 'GIFT_CARD',
} as const satisfies Record<ProductTypeName, ProductTypeName>);

/** Numeric product types (§3): physical 1, digital 2, service 3, gift card 4, paywall 5. */
export const ProductType = { PHYSICAL: 1, DIGITAL: 2, SERVICE: 3, GIFT_CARD: 4, PAYWALL: 5 } as const;
export type ProductType = (typeof ProductType)[keyof typeof ProductType];
/** Lookups over `ProductType`. */
export const ProductTypeEnum = /*#__PURE__*/ defineEnum('ProductType', ProductType);

/** Subscription plan billing period units (§3): week, month, year. */
export const BillingPeriodUnit = { WEEK: 'week', MONTH: 'month', YEAR: 'year' } as const;
export type BillingPeriodUnit = (typeof BillingPeriodUnit)[keyof typeof BillingPeriodUnit];
/** Lookups over `BillingPeriodUnit`. */
export const BillingPeriodUnitEnum = /*#__PURE__*/ defineEnum('BillingPeriodUnit', BillingPeriodUnit);

/** Measurement units (§3): imperial 1 (lbs, inches), metric 2 (kg, cm). */
export const Units = { IMPERIAL: 1, METRIC: 2 } as const;
export type Units = (typeof Units)[keyof typeof Units];
/** Lookups over `Units`. */
export const UnitsEnum = /*#__PURE__*/ defineEnum('Units', Units);
