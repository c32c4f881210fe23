/**
 * A paid member area as a catalogue line (issue 17, docs/members-paid.md): item id `area:{areaId}`,
 * sku `AREA-{areaId}`. Shared by the catalogue, the order hook, the join page and block 67.
 */

import { chargeDate } from './billing-dates.ts';
import { t } from './messages/index.ts';
import { DEFAULT_CURRENCY, formatMoney } from './money.ts';

/** How long a subscription-priced area stays open after its paid period ends (a renewal late by a day or two). */
export const AREA_GRACE_MS = 3 * 24 * 3600_000;

/** The catalogue line of a member area. */
export const areaLine = (areaId: string) => ({ itemId: `area:${areaId}`, sku: `AREA-${areaId}` });

/** The area id of a catalogue line's item id and sku when they name one area, else undefined. */
export function areaOfLine(itemId: string, sku: string): string | undefined {
  if (!itemId.startsWith('area:')) return undefined;
  const id = itemId.slice(5);
  return /^[0-9a-f]{24}$/.test(id) && sku === `AREA-${id}` ? id : undefined;
}

/** Whether a sku is a member area's (at most one in a cart). */
export const isAreaSku = (sku: string) => /^AREA-[0-9a-f]{24}$/.test(sku);

/** The end of a paid period that starts at `from`: one calendar period later (UTC), as a subscription's next charge. */
export const periodEnd = (from: number, unit: 'week' | 'month' | 'year', value = 1): number => chargeDate(from, { value, unit }, 1);

/** A paid area's price as pages say it ("$450 pago único", "$99 al mes"); '' for a free one. */
export function areaPriceText(pricing: { kind: string; amountCents?: number; interval?: 'month' | 'year' }, currency = DEFAULT_CURRENCY): string {
  if (pricing.kind === 'free' || pricing.amountCents === undefined) return '';
  const amount = formatMoney(pricing.amountCents, currency, { trimCents: true });
  return `${amount} ${t(pricing.kind === 'oneTime' ? 'social.interval.once' : `social.interval.${pricing.interval ?? 'month'}`)}`;
}
