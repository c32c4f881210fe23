import * as v from 'valibot';
import { t } from '../../shared/messages/index.ts';
import { parseJsonSafe } from '../safe-text.ts';

/**
 * Field schemas of the ingestion endpoints, each with its cap and an es-419 message naming what
 * is wrong; a 400 answer maps every bad field (dot path) to its message (§8 `errors`).
 * Form-encoded bodies carry only strings, so numbers and flags also accept their text form.
 * The messages come from the catalogue (`analytics.field.*`), formatted when a schema is built
 * or when a value fails, never for a valid value.
 */

const NOT_INTEGER = t('analytics.field.notInteger');
const NOT_NUMBER = t('analytics.field.notNumber');
const NOT_FLAG = t('analytics.field.notFlag');

/**
 * Required text of at most `max` characters. One check rather than a pipe of two: every hit
 * goes through a few dozen of these, and each schema node costs.
 */
export const text = (max: number) =>
  v.custom<string>(
    (x) => typeof x === 'string' && x.length <= max,
    (issue) => (typeof issue.input === 'string' ? t('analytics.field.maxChars', { max }) : t('analytics.field.notText')),
  );

/** Optional text (absent, null or a string of at most `max` characters). */
export const optText = (max: number) => v.nullish(text(max));

/** An integer between `min` and `max`, as a number or its digits. */
export const int = (min: number, max: number) =>
  v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(/^-?\d{1,16}$/), v.transform(Number))], NOT_INTEGER),
    v.integer(NOT_INTEGER),
    v.minValue(min, t('analytics.field.atLeast', { min })),
    v.maxValue(max, t('analytics.field.atMost', { max })),
  );

/** An optional integer between `min` and `max`; an empty string counts as absent. */
export const optInt = (min: number, max: number) => v.nullish(v.union([v.pipe(v.literal(''), v.transform(() => null)), int(min, max)], NOT_INTEGER));

/** An optional integer between `min` and `max` inside JSON, where numbers are numbers (one check). */
export const optNumber = (min: number, max: number) =>
  v.nullish(
    v.custom<number>(
      (x) => Number.isInteger(x) && (x as number) >= min && (x as number) <= max,
      (issue) => (Number.isInteger(issue.input) ? t('analytics.field.between', { min, max }) : NOT_INTEGER),
    ),
  );

/** A finite number, as a number or its decimal text. */
export const num = (min: number, max: number) =>
  v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(/^-?\d{1,16}(\.\d{1,16})?(e-?\d{1,3})?$/i), v.transform(Number))], NOT_NUMBER),
    v.finite(NOT_NUMBER),
    v.minValue(min, t('analytics.field.atLeast', { min })),
    v.maxValue(max, t('analytics.field.atMost', { max })),
  );

/** An optional flag: a boolean or 'true', 'false', '1', '0'. */
export const optFlag = () =>
  v.nullish(v.union([v.boolean(), v.pipe(v.picklist(['true', 'false', '1', '0', '']), v.transform((s) => s === 'true' || s === '1'))], NOT_FLAG));

const OBJECT = t('analytics.field.required');

/**
 * A JSON object of the given entries; unknown entries are dropped. valibot takes a list for an
 * object too: give an object whose entries are all optional a `notList` first.
 */
export const obj = <E extends v.ObjectEntries>(entries: E) => v.object(entries, OBJECT);

/** Anything but a list. */
export const notList = v.pipe(v.unknown(), v.check((x) => !Array.isArray(x), OBJECT));

/** A list of at most `max` items. */
export const list = <S extends v.GenericSchema>(item: S, max: number) =>
  v.pipe(
    // The length first: a list too long is refused before any of its items is looked at.
    v.array(v.unknown(), t('analytics.field.notList')),
    v.minLength(1, t('analytics.field.emptyList')),
    v.maxLength(max, t('analytics.field.maxItems', { max })),
    v.array(item),
  );

/**
 * A value sent as JSON text inside the body (form field `data`), or already parsed (JSON body):
 * the text is capped at `maxChars` and parsed, then checked against `schema`.
 */
export const jsonOf = <S extends v.GenericSchema>(schema: S, maxChars: number) =>
  v.pipe(
    v.unknown(),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      const value = dataset.value;
      if (typeof value !== 'string') return value;
      if (value.length > maxChars) {
        addIssue({ message: t('analytics.field.maxChars', { max: maxChars }) });
        return NEVER;
      }
      try {
        return parseJsonSafe(value);
      } catch {
        addIssue({ message: t('analytics.field.invalidJson') });
        return NEVER;
      }
    }),
    schema,
  );

/** Any JSON value whose text is at most `maxChars` characters (free-form payloads). */
export const anyJson = (maxChars: number) =>
  v.pipe(
    v.unknown(),
    v.check((x) => x === undefined || (JSON.stringify(x)?.length ?? 0) <= maxChars, t('analytics.field.maxJsonChars', { max: maxChars })),
  );

/**
 * The §8 `errors` map of failed validation: field dot path → message (the first per field,
 * at most 10 fields); `body` for the body as a whole.
 */
export function fieldErrors(issues: readonly v.BaseIssue<unknown>[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = v.getDotPath(issue) ?? 'body';
    if (!(key in errors)) errors[key] = issue.message;
    if (Object.keys(errors).length >= 10) break;
  }
  return errors;
}
