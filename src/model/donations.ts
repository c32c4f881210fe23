import * as v from 'valibot';
import { Text } from './common.ts';

/**
 * A donation page (issue 17, docs/commerce-donations.md): the cause a donation block's button
 * leads to (`/checkout/donate?donatePageId={id}`), the amounts it suggests and the limits a
 * visitor's amount must keep. Amounts are integer minor units of the store's currency. Kept in the
 * store settings (read by the server only): a page carries only what the donation block shows.
 */
export const DonationPage = v.pipe(
  v.object({
    /** The `donatePageId` of the block and the address: letters, digits, `-` and `_`. */
    id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'Un id: de 1 a 64 letras, dígitos, - o _')),
    /** The cause, as the donation page's heading. */
    title: Text(160),
    /** What the money is for, under the heading. */
    description: v.optional(Text(2000), ''),
    /** Amounts offered as choices (each within the limits), in the order shown. */
    suggestedAmountsCents: v.optional(v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000_000))), v.maxLength(8)), []),
    /** The smallest amount accepted. */
    minCents: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000_000)), 100),
    /** The largest amount accepted. */
    maxCents: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000_000)), 100_000_000),
    /** Whether the visitor may type an amount of their own («Otra cantidad»). */
    allowCustom: v.optional(v.boolean(), true),
    /** Shown on the confirmation page (204) after a donation. */
    thankYouText: v.optional(Text(1000), ''),
    /** Printed in the receipt mail («Este donativo no es deducible de impuestos»). */
    receiptNote: v.optional(Text(1000), ''),
  }),
  v.check((p) => p.minCents <= p.maxCents, 'minCents no puede ser mayor que maxCents'),
  v.check((p) => p.suggestedAmountsCents.every((a) => a >= p.minCents && a <= p.maxCents), 'Cada monto sugerido debe estar entre minCents y maxCents'),
  v.check((p) => p.allowCustom || p.suggestedAmountsCents.length > 0, 'Sin montos sugeridos, allowCustom debe ser true'),
);
export type DonationPage = v.InferOutput<typeof DonationPage>;
