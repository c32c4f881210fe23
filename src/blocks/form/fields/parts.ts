import { FIELD_PARTS, type FieldOf, type MultiPartType } from '../../../shared/forms/fields.ts';

/**
 * The parts in the order people read them: a date is day, month, year in Latin America (its value
 * keeps the FIELD_PARTS order, as collection reads parts by name); a phone without the country code
 * shows three parts (§3).
 */
export function visibleParts(field: FieldOf<MultiPartType>): readonly string[] {
  if (field.type === 'date') return ['day', 'month', 'year'];
  if (field.type === 'phone' && !field.showCountryCode) return FIELD_PARTS.phone.slice(1);
  return FIELD_PARTS[field.type];
}
