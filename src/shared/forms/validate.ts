/**
 * The form rules of SPEC §5, one function for the browser island and the server (never trust the
 * client: the server runs it again on every submission). Messages come from the es-419 catalogue.
 */
import * as v from 'valibot';
import { fillPlain } from '../messages/plain.ts';
import { validationMessages } from '../messages/validation.ts';
import { isEmailFieldValid } from '../validate/email.ts';
import { isProperUrl } from '../validate/links.ts';
import { toNumber } from '../validate/numbers.ts';
import { isTextareaValid, parseMaxLength } from '../validate/textarea.ts';
import { valueFields, type AnyFormDefinition } from './fields.ts';
import { emptyValue, isEmptyValue, valueSchema, type FieldValue, type FormValues, type ValueField } from './values.ts';

/** The es-419 text of a rule (plain arguments: the browser island ships no ICU parser, see plain.ts). */
const t = (key: keyof typeof validationMessages, values?: Record<string, string>) => fillPlain(validationMessages[key], values);

/** The example address of the invalid-email message (§5 "{email}"). */
export const EXAMPLE_EMAIL = 'nombre@ejemplo.com';
/** The example of the invalid-website message. */
export const EXAMPLE_URL = 'www.ejemplo.com';

/** The outcome: `values` holds every value field (absent ones as their empty value) when `ok`. */
export interface ValidationResult {
  ok: boolean;
  /** Field id → es-419 message, for each field that failed. */
  errors: Record<string, string>;
  values: FormValues;
}

/**
 * Checks submitted values against a form definition. Shape checks (types, lengths, options of the
 * definition) always apply; the §5 rules (required, email, textarea limit, numbers, web addresses)
 * apply unless the owner turned validation off. A newsletter's email is always required. Never throws.
 * @example validateSubmission(form, { email: 'ana@' }) // { ok: false, errors: { email: 'El correo…' }, … }
 */
export function validateSubmission(definition: AnyFormDefinition, values: unknown): ValidationResult {
  const input = typeof values === 'object' && values !== null && !Array.isArray(values) ? (values as Record<string, unknown>) : {};
  const errors: Record<string, string> = {};
  const out: FormValues = {};
  for (const field of valueFields(definition)) {
    const raw = Object.prototype.hasOwnProperty.call(input, field.id) ? input[field.id] : undefined;
    const parsed = raw === undefined || raw === null ? { success: true as const, output: emptyValue(field) } : v.safeParse(valueSchema(field), raw);
    if (!parsed.success) {
      errors[field.id] = t('validation.invalidValue');
      continue;
    }
    out[field.id] = parsed.output;
    const required = field.type !== 'hidden' && (field.required || (definition.kind === 'newsletter' && field.type === 'email'));
    const message = optionError(field, parsed.output) ?? (definition.disableValidation ? null : ruleError(field, parsed.output, required));
    if (message) errors[field.id] = message;
  }
  return { ok: Object.keys(errors).length === 0, errors, values: out };
}

/** A choice that is not one of the field's options (checked even with validation off: it is a shape check). */
function optionError(field: ValueField, value: FieldValue): string | null {
  const options = field.type === 'radio' || field.type === 'select' || field.type === 'checkbox' ? field.options : null;
  if (!options) return null;
  const chosen = typeof value === 'string' ? (value === '' ? [] : [value]) : (value as string[]);
  return chosen.every((c) => options.includes(c)) ? null : t('validation.invalidOption');
}

/** The §5 rule a filled-in or required value breaks, or null. */
function ruleError(field: ValueField, value: FieldValue, required: boolean): string | null {
  if (isEmptyValue(value)) return required ? t('validation.required') : null;
  if (field.type === 'likert' && required && field.questions.some((q) => !(value as Record<string, string[]>)[q]?.length)) {
    return t('validation.required');
  }
  if (typeof value !== 'string') return null;
  switch (field.type) {
    case 'email':
      return isEmailFieldValid(value, required) ? null : t('validation.invalidEmail', { email: EXAMPLE_EMAIL });
    case 'textarea':
      return isTextareaValid(value, parseMaxLength(field.maxLength), required) ? null : t('validation.maxLengthExceeded');
    case 'number':
      return toNumber(value) === null ? t('validation.invalidNumber') : null;
    case 'currency':
      // '$ 1,500.50' is a number: the symbol, spaces and thousands commas are decoration.
      return toNumber(value.split(field.currencySymbol || '\u0000').join('').replace(/[\s,]/g, '')) === null ? t('validation.invalidNumber') : null;
    case 'website':
      return isProperUrl(value.trim()) ? null : t('validation.invalidUrl', { url: EXAMPLE_URL });
    default:
      return null;
  }
}
