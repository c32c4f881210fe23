import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  AnyFormDefinition, FIELD_PARTS, FIELD_TYPES, Field, FormDefinition, HONEYPOT_FIELD, NewsletterDefinition, isSafeRedirect,
  publicDefinition, valueFields,
} from './fields.ts';
import { FormFieldType } from '../enums/forms.ts';
import { everyFieldForm, newsletterForm } from './test-form.ts';

const form = (extra: Record<string, unknown>) => ({ id: 'ab'.repeat(12), name: 'Contacto', fields: [], ...extra });

describe('field types (§3 editable properties)', () => {
  it('lists the 19 types of §3 and the fixture covers each once', () => {
    expect(FIELD_TYPES).toHaveLength(19);
    expect(everyFieldForm.fields.map((f) => f.type)).toEqual([...FIELD_TYPES]);
  });

  it('one list of types: the Field schema has one variant per FormFieldType value, and no other', () => {
    expect(Field.options.map((o) => o.entries.type.literal).sort()).toEqual([...FIELD_TYPES].sort());
    expect(FIELD_TYPES).toEqual(Object.values(FormFieldType));
  });

  it.each([
    [{ type: 'text', id: 'a', label: 'A' }, { placeholder: '', description: '', required: false }],
    [{ type: 'textarea', id: 'a', label: 'A' }, { maxLength: 0 }],
    [{ type: 'textarea', id: 'a', label: 'A', maxLength: 500 }, { maxLength: 500 }],
    [{ type: 'currency', id: 'a', label: 'A' }, { currencySymbol: '$' }],
    [{ type: 'phone', id: 'a', label: 'A' }, { showCountryCode: false }],
    [{ type: 'section', id: 'a', label: 'A' }, { underline: false }],
    [{ type: 'hidden', id: 'a', key: 'ref' }, { value: '', label: '' }],
    [{ type: 'likert', id: 'a', label: 'A', questions: ['¿Sí?'] }, { required: false }],
  ])('%j gets its defaults', (input, defaults) => {
    expect(v.parse(Field, input)).toMatchObject({ ...input, ...defaults });
  });

  it.each([
    ['an unknown type', { type: 'file', id: 'a', label: 'A' }],
    ['a choice without options', { type: 'radio', id: 'a', label: 'A', options: [] }],
    ['a likert without questions', { type: 'likert', id: 'a', label: 'A', questions: [] }],
    ['an id starting with a digit', { type: 'text', id: '1a', label: 'A' }],
    ['an id with a space', { type: 'text', id: 'a b', label: 'A' }],
    ['the honeypot name as id', { type: 'text', id: HONEYPOT_FIELD, label: 'A' }],
    ['a negative maxLength', { type: 'textarea', id: 'a', label: 'A', maxLength: -1 }],
    ['a fractional maxLength', { type: 'textarea', id: 'a', label: 'A', maxLength: 1.5 }],
    ['a hidden field without key', { type: 'hidden', id: 'a', key: '' }],
  ])('refuses %s', (_, input) => {
    expect(v.safeParse(Field, input).success).toBe(false);
  });

  it('names the parts of every multi-part type', () => {
    expect(FIELD_PARTS.phone).toHaveLength(4);
    expect(FIELD_PARTS.date).toEqual(['month', 'day', 'year']);
  });
});

describe('form settings', () => {
  it('defaults: kind form, no captcha, validation on, no redirect', () => {
    expect(v.parse(FormDefinition, form({}))).toMatchObject({ kind: 'form', captcha: false, disableValidation: false, submitButtonText: '', submissionText: '' });
  });

  it.each([
    ['a 23-character id', form({ id: 'a'.repeat(23) })],
    ['duplicate field ids', form({ fields: [{ type: 'text', id: 'a', label: 'A' }, { type: 'email', id: 'a', label: 'B' }] })],
    ['an invalid notification email', form({ notificationEmail: 'duena@' })],
    ['a javascript: redirect', form({ successRedirect: 'javascript:alert(1)' })],
    ['a protocol-relative redirect', form({ successRedirect: '//malo.com' })],
    ['an empty name', form({ name: '' })],
  ])('refuses %s', (_, input) => {
    expect(v.safeParse(FormDefinition, input).success).toBe(false);
  });

  it.each([
    ['/gracias', true], ['/gracias?x=1#y', true], ['https://ejemplo.com/ok', true], ['HTTP://ejemplo.com', true],
    ['//ejemplo.com', false], ['/\\ejemplo.com', false], ['javascript:alert(1)', false], ['data:text/html,x', false],
    ['https://', false], ['gracias', false], ['/a b', false], ['/a\nb', false], ['', false], ['ftp://ejemplo.com', false],
  ])('redirect %j is safe: %s', (target, safe) => {
    expect(isSafeRedirect(target)).toBe(safe);
  });

  it('publicDefinition drops the notification address and keeps the rest', () => {
    const pub = publicDefinition(everyFieldForm);
    expect(pub).not.toHaveProperty('notificationEmail');
    expect(JSON.stringify(pub)).not.toContain('duena@ejemplo.com');
    expect(pub.fields).toEqual(everyFieldForm.fields);
    expect(everyFieldForm.notificationEmail).toBe('duena@ejemplo.com'); // the input is untouched
  });

  it('valueFields skips sections', () => {
    expect(valueFields(everyFieldForm).map((f) => f.type)).not.toContain('section');
    expect(valueFields(everyFieldForm)).toHaveLength(18);
  });
});

describe('newsletter', () => {
  it('has double opt-in by default and is told apart by kind', () => {
    expect(newsletterForm.doubleOptIn).toBe(true);
    expect(v.parse(AnyFormDefinition, newsletterForm).kind).toBe('newsletter');
    expect(v.parse(AnyFormDefinition, form({})).kind).toBe('form');
  });

  it.each([
    ['no email field', [{ type: 'name', id: 'n', label: 'N' }]],
    ['two email fields', [{ type: 'email', id: 'a', label: 'A' }, { type: 'email', id: 'b', label: 'B' }]],
    ['another field type', [{ type: 'email', id: 'a', label: 'A' }, { type: 'text', id: 'b', label: 'B' }]],
  ])('refuses %s', (_, fields) => {
    expect(v.safeParse(NewsletterDefinition, form({ kind: 'newsletter', fields })).success).toBe(false);
  });
});
