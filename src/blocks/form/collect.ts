import { HONEYPOT_FIELD, valueFields, type Field, type PublicDefinition } from '../../shared/forms/fields.ts';
import { hiddenValue, phoneValue, radioValue, type FieldValue, type FormValues } from '../../shared/forms/values.ts';
import { FIELD_PARTS } from '../../shared/forms/fields.ts';
import { partName } from './ids.ts';
import { visibleParts } from './fields/parts.ts';

/** Reads one field's value from the form's data, exactly as §3 "Values by field type" says. */
function fieldValue(field: Exclude<Field, { type: 'section' }>, data: FormData, search: string): FieldValue {
  const one = (name: string) => {
    const value = data.get(name);
    return typeof value === 'string' ? value : '';
  };
  const all = (name: string) => data.getAll(name).filter((v): v is string => typeof v === 'string');
  switch (field.type) {
    case 'name':
    case 'address':
    case 'date':
    case 'time':
      // A list of inputs, in the order of FIELD_PARTS whatever the order on screen.
      return FIELD_PARTS[field.type].map((part) => one(partName(field.id, part)));
    case 'phone':
      // 3 parts shown: the empty leading country element is added (§3).
      return phoneValue(visibleParts(field).map((part) => one(partName(field.id, part))));
    case 'checkbox':
      return all(field.id);
    case 'radio':
      return radioValue(all(field.id));
    case 'likert':
      // Question → the answers chosen on its row.
      return Object.fromEntries(field.questions.map((question, i) => [question, all(partName(field.id, i))]));
    case 'hidden':
      return hiddenValue(field, search);
    default:
      return one(field.id);
  }
}

/**
 * The values of a form by field id (§3; sections skipped), plus the honeypot's content under its
 * name so the server can tell a bot. `search` is the page's query string (for hidden fields).
 * @example collectValues(definition, formElement, location.search)
 */
export function collectValues(definition: Pick<PublicDefinition, 'fields'>, form: HTMLFormElement, search: string): FormValues {
  const data = new FormData(form);
  const values: FormValues = {};
  for (const field of valueFields(definition)) values[field.id] = fieldValue(field, data, search);
  const trap = data.get(HONEYPOT_FIELD);
  if (typeof trap === 'string' && trap !== '') values[HONEYPOT_FIELD] = trap;
  return values;
}
