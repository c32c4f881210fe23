import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { valueFields } from './fields.ts';
import { everyFieldForm } from './test-form.ts';
import { emptyValue, hiddenValue, isEmptyValue, phoneValue, radioValue, valueSchema, valuesSchema } from './values.ts';

const field = (id: string) => valueFields(everyFieldForm).find((f) => f.id === id)!;

describe('values by field type (§3)', () => {
  it.each([
    ['text', 'Hola', true],
    ['text', ['Hola'], false],
    ['textarea', 'x'.repeat(20_000), true],
    ['textarea', 'x'.repeat(20_001), false],
    ['email', 'ana@ejemplo.com', true],
    ['name', ['Ana', 'Pérez'], true],
    ['name', ['Ana'], false],
    ['address', ['Calle 1', '', 'CDMX', 'CDMX', '01000', 'México'], true],
    ['address', ['Calle 1'], false],
    ['date', ['12', '31', '2026'], true],
    ['time', ['10', '30', '00', 'AM'], true],
    ['phone', ['', '55', '1234', '5678'], true],
    ['phone', ['55', '1234', '5678'], false],
    ['checkbox', ['Arte'], true],
    ['checkbox', ['Arte', 'Música', 'Cine'], false],
    ['checkbox', 'Arte', false],
    ['radio', 'M', true],
    ['select', 'Chile', true],
    ['likert', { '¿Te gustó?': ['2'] }, true],
    ['likert', { '¿Te gustó?': ['3'] }, false],
    ['likert', { '¿Otra?': ['1'] }, false],
    ['likert', ['2'], false],
    ['hidden', 'newsletter', true],
    ['hidden', 5, false],
  ])('%s accepts %j: %s', (id, value, ok) => {
    expect(v.safeParse(valueSchema(field(id)), value).success).toBe(ok);
  });

  it('fills absent fields with their empty value and drops unknown keys, sections and the honeypot', () => {
    const out = v.parse(valuesSchema(everyFieldForm), { text: 'Hola', section: 'x', company_website: 'spam', other: 1 });
    expect(out.text).toBe('Hola');
    expect(out).not.toHaveProperty('section');
    expect(out).not.toHaveProperty('company_website');
    expect(out).not.toHaveProperty('other');
    expect(out.phone).toEqual(['', '', '', '']);
    expect(out.checkbox).toEqual([]);
    expect(out.likert).toEqual({});
    expect(out.hidden).toBe('directo');
  });

  it.each([
    ['name', ['', '']], ['address', ['', '', '', '', '', '']], ['checkbox', []], ['likert', {}], ['text', ''], ['hidden', 'directo'],
  ])('the empty value of %s is %j', (id, empty) => {
    expect(emptyValue(field(id))).toEqual(empty);
  });

  it('phone: 3 parts get an empty leading country element, 4 stay as they are', () => {
    expect(phoneValue(['55', '1234', '5678'])).toEqual(['', '55', '1234', '5678']);
    expect(phoneValue(['52', '55', '1234', '5678'])).toEqual(['52', '55', '1234', '5678']);
  });

  it('hidden: the query parameter named by the key, else the default', () => {
    const hidden = field('hidden') as Extract<ReturnType<typeof field>, { type: 'hidden' }>;
    expect(hiddenValue(hidden, '?utm_source=boletin&x=1')).toBe('boletin');
    expect(hiddenValue(hidden, '?utm_source=')).toBe('');
    expect(hiddenValue(hidden, '?otro=1')).toBe('directo');
    expect(hiddenValue(hidden, '')).toBe('directo');
  });

  it('radio: the first checked option, or empty', () => {
    expect(radioValue(['M', 'L'])).toBe('M');
    expect(radioValue([])).toBe('');
  });

  it.each([
    ['', true], ['  ', true], ['a', false], [['', ' '], true], [['', 'x'], false], [[], true], [{}, true], [{ q: [] }, true], [{ q: ['1'] }, false],
  ])('isEmptyValue(%j) is %s', (value, empty) => {
    expect(isEmptyValue(value)).toBe(empty);
  });
});
