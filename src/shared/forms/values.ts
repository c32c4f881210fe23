/**
 * Submitted values by field type, exactly as SPEC §3 "Values by field type" says: the `form` JSON
 * of SaveFormSubmission is an object of these by field id. Pure; the island collects them with the
 * helpers below, the server checks their shape with `valuesSchema(definition)`.
 */
import * as v from 'valibot';
import { FIELD_PARTS, LIKERT_SCALE, valueFields, type AnyFormDefinition, type Field, type MultiPartType } from './fields.ts';

/** Longest single value in characters (a textarea without its own limit). */
export const VALUE_MAX = 20_000;
/** Longest part of a multi-part field (an address line, a phone number part). */
export const PART_MAX = 500;

/** A value field: any field but a section. */
export type ValueField = Exclude<Field, { type: 'section' }>;

/**
 * The value of one field: a string (text, textarea, email, number, website, currency, password,
 * twitter, select, radio — its first checked option or '' —, hidden); a list (address, date, name,
 * time, phone: one string per part of FIELD_PARTS; checkbox: the checked options); a map (likert:
 * question → chosen answers on LIKERT_SCALE).
 */
export type FieldValue = string | string[] | Record<string, string[]>;
/** The values of a submission, by field id (sections have none). */
export type FormValues = Record<string, FieldValue>;

const Text = (max: number) => v.pipe(v.string(), v.maxLength(max));

const schemas = new WeakMap<ValueField, v.GenericSchema<unknown, FieldValue>>();

/** The shape of one field's value (built once per field object). */
export function valueSchema(field: ValueField): v.GenericSchema<unknown, FieldValue> {
  let schema = schemas.get(field);
  if (!schema) schemas.set(field, (schema = buildValueSchema(field)));
  return schema;
}

function buildValueSchema(field: ValueField): v.GenericSchema<unknown, FieldValue> {
  switch (field.type) {
    case 'name':
    case 'address':
    case 'date':
    case 'time':
    case 'phone':
      return v.pipe(v.array(Text(PART_MAX)), v.length(FIELD_PARTS[field.type].length));
    case 'checkbox':
      return v.pipe(v.array(Text(PART_MAX)), v.maxLength(field.options.length));
    case 'likert':
      return v.pipe(
        v.record(v.string(), v.pipe(v.array(v.picklist(LIKERT_SCALE)), v.maxLength(LIKERT_SCALE.length))),
        v.check((answers) => Object.keys(answers).every((q) => field.questions.includes(q))),
      ) as v.GenericSchema<unknown, Record<string, string[]>>;
    default:
      return Text(VALUE_MAX);
  }
}

/** The value of a field nobody filled in: '' or a list of empty parts, [] for checkboxes, {} for likert. */
export function emptyValue(field: ValueField): FieldValue {
  switch (field.type) {
    case 'name':
    case 'address':
    case 'date':
    case 'time':
    case 'phone':
      return FIELD_PARTS[field.type].map(() => '');
    case 'checkbox':
      return [];
    case 'likert':
      return {};
    case 'hidden':
      return field.value;
    default:
      return '';
  }
}

/**
 * The schema of a whole submission for a definition: each value field by id, optional (an absent
 * field is its empty value); unknown keys are dropped, so sections and the honeypot never get stored.
 */
export function valuesSchema(definition: Pick<AnyFormDefinition, 'fields'>) {
  const entries = valueFields(definition).map((f) => [f.id, v.optional(valueSchema(f), () => emptyValue(f))] as const);
  return v.object(Object.fromEntries(entries)) as unknown as v.GenericSchema<unknown, FormValues>;
}

/** A phone value from its inputs (§3): 3 parts get an empty leading country element, e.g. ['55','1234','5678'] → ['', '55','1234','5678']. */
export function phoneValue(parts: readonly string[]): string[] {
  return parts.length === 3 ? ['', ...parts] : [...parts];
}

/** A hidden field's value (§3): the page query parameter named by its key, else its default. `search` is `location.search`. */
export function hiddenValue(field: Extract<Field, { type: 'hidden' }>, search: string): string {
  return new URLSearchParams(search).get(field.key) ?? field.value;
}

/** A radio group's value (§3): its first checked option, or '' when none is. */
export function radioValue(checked: readonly string[]): string {
  return checked[0] ?? '';
}

/** Whether a value is empty: '' or only spaces, a list of such, or a map with no answers. */
export function isEmptyValue(value: FieldValue | undefined): boolean {
  if (value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.every((part) => part.trim() === '');
  return Object.values(value).every((answers) => answers.length === 0);
}

/** The parts of a multi-part type, for labels: `partsOf('date')` → ['month', 'day', 'year']. */
export function partsOf(type: MultiPartType): readonly string[] {
  return FIELD_PARTS[type];
}
