import * as v from 'valibot';
import { Id, Slug, Text } from './common.ts';

/**
 * How a member area is joined (§2 "pricing options of free, one-time and subscription"): free
 * areas are joined with an account today; paid ones show their price and wait for the commerce
 * issues (docs/members.md).
 */
export const MemberAreaPricing = v.variant('kind', [
  v.object({ kind: v.literal('free') }),
  v.object({ kind: v.literal('oneTime'), amountCents: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000_000)) }),
  v.object({
    kind: v.literal('subscription'),
    amountCents: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000_000)),
    interval: v.optional(v.picklist(['month', 'year']), 'month'),
  }),
]);
export type MemberAreaPricing = v.InferOutput<typeof MemberAreaPricing>;

/** A site-level member area (issue 15): members-only collections name it in `memberAreaIds`; block 67 offers joining it by `areaId`. */
export const MemberArea = v.object({
  id: Id,
  title: v.pipe(v.string(), v.minLength(1), v.maxLength(120)),
  description: v.optional(Text(600), ''),
  pricing: v.optional(MemberAreaPricing, { kind: 'free' }),
  /** The url id of the page members land on after joining (the membership-confirmed page links to it). */
  landingUrlId: v.optional(Slug),
});
export type MemberArea = v.InferOutput<typeof MemberArea>;
