/**
 * A form as its site owner configures it (SPEC §3 "Editable properties by form field type"): the
 * data of a form block (type 9) or a newsletter block (type 51). Pure: shared by the server (publish,
 * validation, notification) and the browser island (markup, validation). One schema per field type;
 * types are inferred from the schemas.
 */
import * as v from 'valibot';
import { FormFieldType } from '../enums/forms.ts';
import { Id } from '../id.ts';
import { isValidEmail } from '../validate/email.ts';

/** The field types of §3, in the order the spec lists them: the values of the one enumeration, FormFieldType. */
export const FIELD_TYPES: readonly FormFieldType[] = Object.values(FormFieldType);
export type FieldType = FormFieldType;

/**
 * The name of the honeypot input every form renders hidden from people (off-screen, no tab stop,
 * autocomplete off). The island sends its value inside the `form` JSON under this key; a non-empty
 * value marks the submission as spam. No field id may take this name.
 */
export const HONEYPOT_FIELD = 'company_website';

/**
 * The inputs of the multi-part field types, in the order of their value list (§3: "address, date,
 * name, time: list of inputs"; phone always has 4 elements: an empty leading country element is
 * added when it is rendered with 3 parts). Labels: `forms.part.<type>.<part>` in the catalogue.
 */
export const FIELD_PARTS = {
  name: ['first', 'last'],
  address: ['line1', 'line2', 'city', 'state', 'zip', 'country'],
  date: ['month', 'day', 'year'],
  time: ['hour', 'minute', 'second', 'ampm'],
  phone: ['country', 'areaCode', 'prefix', 'line'],
} as const;
export type MultiPartType = keyof typeof FIELD_PARTS;

/** The likert scale of §3: -2 strongly disagree … 2 strongly agree, as the strings the inputs send. */
export const LIKERT_SCALE = ['-2', '-1', '0', '1', '2'] as const;

/** Longest label, description, placeholder or option text. */
const TEXT_MAX = 500;
/** Most options of a radio, checkbox, select, or questions of a likert field. */
const OPTIONS_MAX = 100;

/** A field id: a letter, then letters, digits, '-' or '_' (it names inputs and keys values). */
export const FieldId = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z][A-Za-z0-9_-]{0,63}$/, 'Id de campo: una letra y luego letras, dígitos, - o _ (máximo 64)'),
  v.check((id) => id !== HONEYPOT_FIELD, `El id ${HONEYPOT_FIELD} está reservado`),
);

const Label = v.pipe(v.string(), v.maxLength(TEXT_MAX));
const Options = v.pipe(v.array(v.pipe(v.string(), v.minLength(1), v.maxLength(TEXT_MAX))), v.minLength(1), v.maxLength(OPTIONS_MAX));

/** What every input field has: id, label (the title), description and required. */
const base = {
  id: FieldId,
  label: Label,
  description: v.optional(v.pipe(v.string(), v.maxLength(2000)), ''),
  required: v.optional(v.boolean(), false),
};
const placeholder = { placeholder: v.optional(Label, '') };

/** Text-like fields with a placeholder: text, email, number, website (§3). */
const withPlaceholder = (type: 'text' | 'email' | 'number' | 'website') =>
  v.object({ type: v.literal(type), ...base, ...placeholder });
/** Fields with only the common properties: password, twitter and the multi-part types but phone. */
const plain = (type: 'password' | 'twitter' | 'date' | 'time' | 'name' | 'address') => v.object({ type: v.literal(type), ...base });
/** Choice fields: radio, checkbox, select (§3: options). */
const choice = (type: 'radio' | 'checkbox' | 'select') => v.object({ type: v.literal(type), ...base, options: Options });

/** One field of a form, by type. */
export const Field = v.variant('type', [
  withPlaceholder('text'),
  v.object({
    type: v.literal('textarea'),
    ...base,
    ...placeholder,
    /** Character limit (§5); 0 or absent means none. */
    maxLength: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100_000)), 0),
  }),
  withPlaceholder('email'),
  withPlaceholder('number'),
  withPlaceholder('website'),
  v.object({ type: v.literal('currency'), ...base, currencySymbol: v.optional(v.pipe(v.string(), v.maxLength(8)), '$') }),
  plain('password'),
  plain('twitter'),
  plain('date'),
  plain('time'),
  plain('name'),
  plain('address'),
  v.object({ type: v.literal('phone'), ...base, showCountryCode: v.optional(v.boolean(), false) }),
  /** A heading between fields; it has no value and is skipped when values are collected. */
  v.object({
    type: v.literal('section'),
    id: FieldId,
    label: Label,
    description: v.optional(v.pipe(v.string(), v.maxLength(2000)), ''),
    underline: v.optional(v.boolean(), false),
  }),
  choice('radio'),
  choice('checkbox'),
  choice('select'),
  /** One row per question, each answered on LIKERT_SCALE. */
  v.object({ type: v.literal('likert'), ...base, questions: Options }),
  /** Not shown: its value comes from the page query parameter `key`, else `value` (§3). */
  v.object({
    type: v.literal('hidden'),
    id: FieldId,
    label: v.optional(Label, ''),
    key: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
    value: v.optional(v.pipe(v.string(), v.maxLength(TEXT_MAX)), ''),
  }),
]);
export type Field = v.InferOutput<typeof Field>;
/**
 * The field of one type: `FieldOf<'phone'>`. An intersection, not Extract: the schemas built for
 * several types at once (text, email, number, website…) infer `type` as a union, which Extract skips.
 */
export type FieldOf<T extends FieldType> = Field & { type: T };

/**
 * Where the visitor goes after a successful submission: a same-site path ('/gracias') or an
 * absolute http(s) URL the owner typed. Never taken from a request.
 */
export const SuccessRedirect = v.pipe(
  v.string(),
  v.maxLength(2000),
  v.check(isSafeRedirect, 'Debe ser una ruta del sitio (/…) o una URL http(s) absoluta'),
);

/** Whether a redirect target is a same-site path or an absolute http(s) URL, with no control characters or backslashes. */
export function isSafeRedirect(target: string): boolean {
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\\s]/.test(target)) return false;
  if (/^\/(?!\/)/.test(target)) return true;
  if (!/^https?:\/\//i.test(target)) return false;
  try {
    return new URL(target).hostname !== '';
  } catch {
    return false;
  }
}

/** A valid notification address (§5 email format). */
const NotificationEmail = v.pipe(v.string(), v.check((s: string) => isValidEmail(s), 'Debe ser un correo electrónico válido'));

/** Settings every form and newsletter has (§3 form model fieldsets: build, storage, advanced, captcha). */
const settings = {
  /** The form's id: 24 hex characters, unique in the site; submissions point to it. */
  id: Id,
  /** The owner's name for the form: the notification subject and the owner's list. */
  name: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  /** Empty: the catalogue's default ('Enviar' or 'Suscribirme'). */
  submitButtonText: v.optional(v.pipe(v.string(), v.maxLength(100)), ''),
  /** The success message shown in place of the form; empty: the catalogue's default. */
  submissionText: v.optional(v.pipe(v.string(), v.maxLength(2000)), ''),
  successRedirect: v.optional(SuccessRedirect),
  /** Owner HTML shown after success; sanitised at publish like the html block. */
  postSubmitHtml: v.optional(v.pipe(v.string(), v.maxLength(100_000))),
  /** ALTCHA proof of work required before sending. */
  captcha: v.optional(v.boolean(), false),
  /** Skip the §5 field rules (shape checks still apply on the server). */
  disableValidation: v.optional(v.boolean(), false),
  /** Where submissions are mailed. Server-only: stripped by `publicDefinition`. */
  notificationEmail: v.optional(NotificationEmail),
};

/** Field ids are unique within a form. */
function uniqueIds(fields: Field[]): boolean {
  return new Set(fields.map((f) => f.id)).size === fields.length;
}

/** A form (block type 9): settings and up to 100 fields. */
export const FormDefinition = v.object({
  kind: v.optional(v.literal('form'), 'form'),
  ...settings,
  fields: v.pipe(v.array(Field), v.maxLength(100), v.check(uniqueIds, 'Los ids de campo deben ser únicos')),
});
export type FormDefinition = v.InferOutput<typeof FormDefinition>;

/** Exactly one email field, at most one name field, nothing else: what a newsletter asks. */
function newsletterFields(fields: Field[]): boolean {
  const count = (type: FieldType) => fields.filter((f) => f.type === type).length;
  return count('email') === 1 && count('name') <= 1 && fields.every((f) => f.type === 'email' || f.type === 'name');
}

/** A newsletter sign-up (block type 51): an email field, an optional name field, double opt-in by default. */
export const NewsletterDefinition = v.object({
  kind: v.optional(v.literal('newsletter'), 'newsletter'),
  ...settings,
  fields: v.pipe(
    v.array(Field),
    v.check(uniqueIds, 'Los ids de campo deben ser únicos'),
    v.check(newsletterFields, 'Un boletín tiene un campo de correo electrónico y, como opción, uno de nombre'),
  ),
  /** Send a confirmation link before the subscription counts. */
  doubleOptIn: v.optional(v.boolean(), true),
});
export type NewsletterDefinition = v.InferOutput<typeof NewsletterDefinition>;

/** A form or a newsletter, told apart by `kind`. */
export const AnyFormDefinition = v.variant('kind', [FormDefinition, NewsletterDefinition]);
export type AnyFormDefinition = FormDefinition | NewsletterDefinition;

/** Settings that never leave the server (not in island props, not in page HTML). */
export const SERVER_ONLY_SETTINGS = ['notificationEmail'] as const;

/** A definition as the browser may see it (distributive: a form stays a form, a newsletter a newsletter). */
export type PublicDefinition<D extends AnyFormDefinition = AnyFormDefinition> = D extends unknown ? Omit<D, (typeof SERVER_ONLY_SETTINGS)[number]> : never;

/** The definition without its server-only settings: what island props and page HTML may hold. */
export function publicDefinition<D extends AnyFormDefinition>(definition: D): PublicDefinition<D> {
  const copy: Record<string, unknown> = { ...definition };
  for (const key of SERVER_ONLY_SETTINGS) delete copy[key];
  return copy as PublicDefinition<D>;
}

/** The fields that carry a value (every field but sections). */
export function valueFields(definition: Pick<AnyFormDefinition, 'fields'>): Exclude<Field, { type: 'section' }>[] {
  return definition.fields.filter((f): f is Exclude<Field, { type: 'section' }> => f.type !== 'section');
}
