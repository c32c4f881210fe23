import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { t } from '../messages/index.ts';
import { FIELD_TYPES, type FormDefinition } from './fields.ts';
import { everyFieldForm, newsletterForm } from './test-form.ts';
import { EXAMPLE_EMAIL, validateSubmission } from './validate.ts';

/** Values that pass every rule of the fixture. */
const valid = { email: 'ana@ejemplo.com', name: ['Ana', 'Pérez'] };
const invalidEmail = t('validation.invalidEmail', { email: EXAMPLE_EMAIL });

describe('validateSubmission (§5)', () => {
  it('accepts the smallest valid submission and returns every value field', () => {
    const result = validateSubmission(everyFieldForm, valid);
    expect(result).toMatchObject({ ok: true, errors: {} });
    expect(Object.keys(result.values).sort()).toEqual(FIELD_TYPES.filter((f) => f !== 'section').sort());
  });

  it.each([
    ['email', { email: 'ana@' }, invalidEmail],
    ['email', { email: '' }, t('validation.required')],
    ['email', { email: '   ' }, t('validation.required')],
    ['name', { name: ['', ' '] }, t('validation.required')],
    ['textarea', { textarea: 'x'.repeat(21) }, t('validation.maxLengthExceeded')],
    ['number', { number: 'tres' }, t('validation.invalidNumber')],
    ['currency', { currency: 'mucho' }, t('validation.invalidNumber')],
    ['website', { website: 'no es web' }, t('validation.invalidUrl', { url: 'www.ejemplo.com' })],
    ['radio', { radio: 'XL' }, t('validation.invalidOption')],
    ['select', { select: 'Perú' }, t('validation.invalidOption')],
    ['checkbox', { checkbox: ['Arte', 'Cine'] }, t('validation.invalidOption')],
    ['phone', { phone: ['1', '2'] }, t('validation.invalidValue')],
    ['likert', { likert: { '¿Te gustó?': ['9'] } }, t('validation.invalidValue')],
    ['text', { text: { a: 1 } }, t('validation.invalidValue')],
  ])('%s: %j → its message', (id, values, message) => {
    const result = validateSubmission(everyFieldForm, { ...valid, ...values });
    expect(result.ok).toBe(false);
    expect(result.errors).toEqual({ [id]: message });
  });

  it.each([
    ['textarea at the limit', { textarea: 'x'.repeat(20) }],
    ['textarea with emoji at the limit', { textarea: '😀'.repeat(20) }],
    ['email with spaces around', { email: '  ana@ejemplo.com ' }],
    ['numbers', { number: '-2.5', currency: '$ 1,500.50' }],
    ['website without scheme', { website: 'www.ejemplo.mx' }],
    ['website with scheme', { website: 'https://ejemplo.com/a' }],
    ['empty optional choices', { radio: '', select: '', checkbox: [] }],
    ['likert answers', { likert: { '¿Te gustó?': ['2'], '¿Volverías?': ['-2'] } }],
    ['a null value (treated as absent)', { text: null }],
  ])('accepts %s', (_, values) => {
    expect(validateSubmission(everyFieldForm, { ...valid, ...values }).errors).toEqual({});
  });

  it('a required likert needs an answer for every question', () => {
    const form: FormDefinition = { ...everyFieldForm, fields: [{ type: 'likert', id: 'l', label: 'L', description: '', required: true, questions: ['a', 'b'] }] };
    expect(validateSubmission(form, { l: { a: ['1'] } }).errors).toEqual({ l: t('validation.required') });
    expect(validateSubmission(form, { l: { a: ['1'], b: ['0'] } }).ok).toBe(true);
  });

  it('with validation disabled, the §5 rules are skipped but shapes and options are still checked', () => {
    const lax = { ...everyFieldForm, disableValidation: true };
    expect(validateSubmission(lax, { email: 'nope', textarea: 'x'.repeat(100) }).ok).toBe(true);
    expect(validateSubmission(lax, { radio: 'XL' }).errors).toEqual({ radio: t('validation.invalidOption') });
    expect(validateSubmission(lax, { phone: 'x' }).errors).toEqual({ phone: t('validation.invalidValue') });
  });

  it('a newsletter always requires its email, even unflagged; the name stays optional', () => {
    expect(validateSubmission(newsletterForm, {}).errors).toEqual({ email: t('validation.required') });
    expect(validateSubmission(newsletterForm, { email: 'ana@ejemplo.com' }).ok).toBe(true);
    expect(validateSubmission({ ...newsletterForm, disableValidation: true }, {}).ok).toBe(true);
  });

  it.each([null, undefined, 'texto', 42, ['a'], true])('values that are not an object (%j) count as empty', (values) => {
    expect(validateSubmission(everyFieldForm, values).errors).toEqual({ email: t('validation.required'), name: t('validation.required') });
  });

  it('an inherited key such as __proto__ or toString is not a value', () => {
    const form: FormDefinition = { ...everyFieldForm, fields: [{ type: 'text', id: 'toString', label: 'x', description: '', required: true, placeholder: '' }] };
    expect(validateSubmission(form, {}).errors).toEqual({ toString: t('validation.required') });
    expect(validateSubmission(form, JSON.parse('{"__proto__": {"toString": "x"}}')).ok).toBe(false);
  });

  it('never throws, whatever the values (property)', () => {
    const ids = everyFieldForm.fields.map((f) => f.id);
    const values = fc.oneof(fc.anything(), fc.dictionary(fc.constantFrom(...ids, '__proto__', 'constructor'), fc.anything()));
    fc.assert(
      fc.property(values, fc.boolean(), (input, disabled) => {
        const result = validateSubmission({ ...everyFieldForm, disableValidation: disabled }, input);
        expect(result.ok).toBe(Object.keys(result.errors).length === 0);
        for (const message of Object.values(result.errors)) expect(typeof message).toBe('string');
      }),
      { numRuns: 500 },
    );
  });
});
