import type { StoreSettings } from '../../model/index.ts';
import { t } from '../../shared/messages/index.ts';
import { taxRulesAt } from './totals.ts';

/**
 * How the tax line is named at a place: the names of its rules ("IVA"), and whether prices
 * already include it (the line then reads «IVA incluido»).
 */
export function taxLabel(store: StoreSettings, place: { country?: string; region?: string } | undefined): { name: string; included: boolean } {
  const rules = taxRulesAt(store.taxRules, place?.country ? { country: place.country, region: place.region } : undefined);
  const names = [...new Set(rules.map((r) => r.name))];
  return { name: names.join(', ') || t('checkout.taxDefault'), included: store.pricesIncludeTax };
}
