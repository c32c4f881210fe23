import * as v from 'valibot';
import { CURRENCIES, type CurrencyCode } from '../../shared/money.ts';

/** One pricing option: its toggle label, its price (minor units) and period, and an optional line. */
const PricingOption = v.object({
  label: v.pipe(v.string(), v.minLength(1), v.maxLength(40)),
  amountCents: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100_000_000)),
  interval: v.optional(v.picklist(['month', 'year', 'once']), 'month'),
  /** «Dos meses de regalo». */
  note: v.optional(v.pipe(v.string(), v.maxLength(120)), ''),
});

/**
 * Member area (block type 67): a members' area and its access options, shown with §2's
 * pricing-options toggle when there are two (left and right). Joining comes with the members
 * issue: the join button is shown disabled with the catalogue's note until then.
 */
export const MemberAreaData = v.object({
  /** The member area's id (it will name the sign-up). */
  areaId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/)),
  title: v.pipe(v.string(), v.minLength(1), v.maxLength(120)),
  description: v.optional(v.pipe(v.string(), v.maxLength(600)), ''),
  benefits: v.optional(v.pipe(v.array(v.pipe(v.string(), v.minLength(1), v.maxLength(160))), v.maxLength(12)), []),
  /** The prices' currency; absent: the site's store currency (settings.storeSettings.selectedCurrency). */
  currency: v.optional(v.picklist(Object.keys(CURRENCIES) as CurrencyCode[])),
  /** One option, or two: the left and right of the toggle (§2). */
  options: v.pipe(v.array(PricingOption), v.minLength(1), v.maxLength(2)),
});
export type MemberAreaData = v.InferOutput<typeof MemberAreaData>;
