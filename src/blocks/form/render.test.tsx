// @vitest-environment happy-dom
import { HtmlValidate } from 'html-validate';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createRenderContext } from '../../page/render-context.ts';
import { fixtureAssets, fixturePage } from '../../page/test-fixtures.ts';
import { BlockType } from '../../shared/enums.ts';
import { everyFieldForm } from '../../shared/forms/test-form.ts';
import { HONEYPOT_FIELD } from '../../shared/forms/fields.ts';
import { blockDefinition } from '../registry.ts';
import { renderIslands } from '../../page/render-context.ts';

/** Renders a block the way a page does: its island props and its server HTML in a document. */
function renderBlock(type: number, data: unknown, id = 'contacto') {
  const ctx = createRenderContext(fixturePage([]), fixtureAssets);
  const def = blockDefinition(type)!;
  v.parse(def.data, data); // the data is valid block data
  const island = renderIslands([{ id, type, span: 12, data } as never], ctx).get(id)!;
  const doc = new DOMParser().parseFromString(`<main>${island.html}</main>`, 'text/html');
  return { html: island.html, props: island.props, doc, $: (sel: string) => doc.querySelector(sel), $$: (sel: string) => [...doc.querySelectorAll(sel)] };
}

/** The label text that names a control, through `for`. */
const labelFor = (doc: Document, id: string) => doc.querySelector(`label[for="${id}"]`)?.textContent?.trim();

describe('form block: server render of every field type (§3)', () => {
  const { html, props, doc, $, $$ } = renderBlock(BlockType.FORM, everyFieldForm);

  it('never puts notificationEmail in the HTML or the island props', () => {
    expect(everyFieldForm.notificationEmail).toBe('duena@ejemplo.com');
    expect(html).not.toContain('duena@ejemplo.com');
    expect(JSON.stringify(props)).not.toContain('duena@ejemplo.com');
    expect(JSON.stringify(props)).not.toContain('notificationEmail');
  });

  it('ids are unique and every id an aria attribute names exists', () => {
    const ids = $$('[id]').map((el) => el.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const el of $$('[aria-describedby], [aria-labelledby]')) {
      for (const ref of `${el.getAttribute('aria-describedby') ?? ''} ${el.getAttribute('aria-labelledby') ?? ''}`.split(' ').filter(Boolean)) {
        expect(doc.getElementById(ref), ref).not.toBeNull();
      }
    }
  });

  it.each([
    ['text', 'text', 'Asunto'],
    ['email', 'email', 'Correo'],
    ['website', 'url', 'Sitio web'],
    ['password', 'password', 'Clave'],
  ])('%s: a labelled <input type=%s>', (fieldId, type, label) => {
    const input = $(`#contacto-${fieldId}`)!;
    expect(input.tagName).toBe('INPUT');
    expect(input.getAttribute('type')).toBe(type);
    expect(input.getAttribute('name')).toBe(fieldId);
    expect(labelFor(doc, input.id)).toContain(label);
  });

  it('number and currency: text with a decimal keyboard; currency and twitter show their affix', () => {
    expect($('#contacto-number')!.getAttribute('inputmode')).toBe('decimal');
    expect($('#contacto-currency')!.getAttribute('inputmode')).toBe('decimal');
    expect($('#contacto-currency')!.parentElement!.querySelector('.form-field__affix')!.textContent).toBe('$');
    expect($('#contacto-twitter')!.parentElement!.querySelector('.form-field__affix')!.textContent).toBe('@');
  });

  it('email is required: required attribute, the mark hidden from screen readers, autocomplete email', () => {
    const email = $('#contacto-email')!;
    expect(email.hasAttribute('required')).toBe(true);
    expect(email.getAttribute('autocomplete')).toBe('email');
    const mark = $('label[for="contacto-email"] .form-field__required')!;
    expect(mark.textContent).toContain('(obligatorio)');
    expect(mark.getAttribute('aria-hidden')).toBe('true');
  });

  it('textarea: labelled, with the live counter 0 / max tied by aria-describedby', () => {
    const area = $('#contacto-textarea')!;
    expect(area.tagName).toBe('TEXTAREA');
    const counter = $('#contacto-textarea--counter')!;
    expect(counter.textContent).toBe('0 / 20');
    expect(area.getAttribute('aria-describedby')).toContain(counter.id);
  });

  it.each([
    ['date', ['Día', 'Mes', 'Año'], []],
    ['time', ['Hora', 'Minuto', 'Segundo', 'a. m. / p. m.'], []],
    ['name', ['Nombre', 'Apellido'], ['given-name', 'family-name']],
    ['address', ['Dirección (línea 1)', 'Dirección (línea 2)', 'Ciudad', 'Estado o provincia', 'Código postal', 'País'], ['address-line1', 'address-line2', 'address-level2', 'address-level1', 'postal-code', 'country-name']],
    ['phone', ['Código de área', 'Prefijo', 'Número'], ['tel-area-code', 'tel-local-prefix', 'tel-local-suffix']],
  ])('%s: a fieldset with its legend and one labelled input per part', (fieldId, labels, autocomplete) => {
    const fieldset = $(`fieldset.form-field--${fieldId}`)!;
    expect(fieldset.querySelector('legend')!.textContent).toContain(everyFieldForm.fields.find((f) => f.id === fieldId)!.label);
    const controls = [...fieldset.querySelectorAll('input, select')];
    expect(controls.map((c) => labelFor(doc, c.id))).toEqual(labels);
    expect(controls.every((c) => c.getAttribute('name')!.startsWith(`${fieldId}.`))).toBe(true);
    if (autocomplete.length) expect(controls.map((c) => c.getAttribute('autocomplete'))).toEqual(autocomplete);
  });

  it('phone with showCountryCode shows the country part too', () => {
    const withCode = { ...everyFieldForm, fields: [{ type: 'phone', id: 'tel', label: 'Teléfono', showCountryCode: true }] };
    const { $$: all } = renderBlock(BlockType.FORM, withCode);
    expect(all('fieldset input').map((i) => i.getAttribute('name'))).toEqual(['tel.country', 'tel.areaCode', 'tel.prefix', 'tel.line']);
  });

  it('radio and checkbox: a fieldset of labelled options; select: a labelled select with an empty first choice', () => {
    const radios = $$('fieldset.form-field--radio input[type=radio]');
    expect(radios.map((r) => [r.getAttribute('name'), r.getAttribute('value'), labelFor(doc, r.id)])).toEqual([
      ['radio', 'S', 'S'],
      ['radio', 'M', 'M'],
      ['radio', 'L', 'L'],
    ]);
    expect($$('fieldset.form-field--checkbox input[type=checkbox]').map((c) => labelFor(doc, c.id))).toEqual(['Arte', 'Música']);
    const select = $('#contacto-select')!;
    expect(select.tagName).toBe('SELECT');
    expect(labelFor(doc, select.id)).toContain('País');
    expect([...select.querySelectorAll('option')].map((o) => o.getAttribute('value'))).toEqual(['', 'México', 'Chile']);
  });

  it('likert: a table in a fieldset, one radio group per question on the -2 … 2 scale, each radio named by question and column', () => {
    const table = $('fieldset.form-field--likert table.likert')!;
    expect([...table.querySelectorAll('thead th')].slice(1).map((th) => th.textContent)).toEqual([
      'Muy en desacuerdo', 'En desacuerdo', 'Ni de acuerdo ni en desacuerdo', 'De acuerdo', 'Muy de acuerdo',
    ]);
    const rows = [...table.querySelectorAll('tbody tr')];
    expect(rows.map((r) => r.querySelector('th[scope=row]')!.textContent)).toEqual(['¿Te gustó?', '¿Volverías?']);
    const radios = [...rows[1].querySelectorAll('input[type=radio]')];
    expect(radios.map((r) => r.getAttribute('value'))).toEqual(['-2', '-1', '0', '1', '2']);
    expect(new Set(radios.map((r) => r.getAttribute('name')))).toEqual(new Set(['likert.1']));
    const [question, column] = radios[4].getAttribute('aria-labelledby')!.split(' ');
    expect(doc.getElementById(question)!.textContent).toBe('¿Volverías?');
    expect(doc.getElementById(column)!.textContent).toBe('Muy de acuerdo');
  });

  it('section: a heading, underlined when asked, with no input; hidden: a hidden input with its default', () => {
    const section = $('.form-section.form-section--underline')!;
    expect(section.querySelector('h3')!.textContent).toBe('Más datos');
    expect(section.querySelector('input')).toBeNull();
    const hidden = $('input[type=hidden][name=hidden]')!;
    expect(hidden.getAttribute('value')).toBe('directo');
  });

  it('a description is tied to its control with aria-describedby', () => {
    const described = { ...everyFieldForm, fields: [{ type: 'email', id: 'correo', label: 'Correo', description: 'Solo para responderte.' }] };
    const { $: one } = renderBlock(BlockType.FORM, described);
    expect(one('#contacto-correo')!.getAttribute('aria-describedby')).toBe('contacto-correo--description');
    expect(one('#contacto-correo--description')!.textContent).toBe('Solo para responderte.');
  });

  it('the honeypot is out of sight, of the tab order and of the accessibility tree', () => {
    const trap = $(`input[name="${HONEYPOT_FIELD}"]`)!;
    expect(trap.getAttribute('tabindex')).toBe('-1');
    expect(trap.getAttribute('autocomplete')).toBe('off');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(labelFor(doc, trap.id)).toBeTruthy();
  });

  it('without JavaScript it cannot be sent: the button is disabled and a noscript hint explains why', () => {
    const button = $('button[type=submit]')!;
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(button.textContent).toBe('Enviar');
    expect(html).toMatch(/<noscript>.*Para enviar este formulario necesitas activar JavaScript.*<\/noscript>/s);
    expect($('form')!.hasAttribute('novalidate')).toBe(true);
  });

  it('is valid HTML with every field type (html-validate, standard rules, as the demo pages)', async () => {
    const validator = new HtmlValidate({
      extends: ['html-validate:standard'],
      rules: { 'doctype-style': 'off', 'attr-case': 'off', 'void-style': 'off', 'no-inline-style': 'off' },
    });
    const report = await validator.validateString(`<!doctype html><html lang="es-419"><head><title>Formulario</title></head><body><main>${html}</main></body></html>`);
    expect(report.results.flatMap((r) => r.messages.map((m) => `${m.ruleId}: ${m.message}`))).toEqual([]);
  });

  it('the island props carry the page fields for the submission', () => {
    const p = props as { blockId: string; page: { collectionId: string; pageId: string } };
    expect(p.blockId).toBe('contacto');
    expect(typeof p.page.collectionId).toBe('string');
  });
});
