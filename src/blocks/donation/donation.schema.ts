import * as v from 'valibot';

/**
 * Donation (block type 52): a title and text about the cause and a button to its donation
 * checkout, `/checkout/donate?donatePageId=…` (§2). Without a `donatePageId` the block has no
 * button (and logs so in the browser console, §8).
 */
export const DonationData = v.object({
  title: v.optional(v.pipe(v.string(), v.maxLength(160)), ''),
  text: v.optional(v.pipe(v.string(), v.maxLength(1000)), ''),
  /** The donation page: letters, digits, `-` and `_` (it goes into a query string); empty: no button. */
  donatePageId: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{0,64}$/)), ''),
  buttonLabel: v.optional(v.pipe(v.string(), v.maxLength(60)), ''),
  align: v.optional(v.picklist(['left', 'center']), 'left'),
});
export type DonationData = v.InferOutput<typeof DonationData>;

/** The checkout address of a donation page (§2 route). */
export function donateHref(donatePageId: string): string {
  return `/checkout/donate?donatePageId=${encodeURIComponent(donatePageId)}`;
}
