// @vitest-environment happy-dom
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { createRenderContext, renderIslands } from '../../page/render-context.ts';
import { fixtureAssets, fixturePage } from '../../page/test-fixtures.ts';
import { BlockType } from '../../shared/enums.ts';
import { newsletterForm } from '../../shared/forms/test-form.ts';
import { NewsletterBlockData } from './newsletter.schema.ts';

const data = { ...newsletterForm, notificationEmail: 'duena@ejemplo.com', heading: 'Novedades', text: 'Una vez al mes.' };

/** The newsletter island as a page renders it. */
function renderNewsletter(input: unknown) {
  const ctx = createRenderContext(fixturePage([]), fixtureAssets);
  const island = renderIslands([{ id: 'boletin', type: BlockType.NEWSLETTER, span: 12, data: input } as never], ctx).get('boletin')!;
  const doc = new DOMParser().parseFromString(`<main>${island.html}</main>`, 'text/html');
  return { html: island.html, props: island.props, $: (sel: string) => doc.querySelector(sel) };
}

describe('newsletter block (type 51)', () => {
  it('its data is a newsletter definition with a heading and a text', () => {
    const parsed = v.parse(NewsletterBlockData, data);
    expect(parsed).toMatchObject({ kind: 'newsletter', heading: 'Novedades', text: 'Una vez al mes.', doubleOptIn: true });
    expect(v.safeParse(NewsletterBlockData, { ...data, fields: [{ type: 'text', id: 'x', label: 'X' }] }).success).toBe(false);
    expect(v.safeParse(NewsletterBlockData, { ...data, heading: 'x'.repeat(201) }).success).toBe(false);
  });

  it('renders its heading, text, email field and the Suscribirme button, without server-only settings', () => {
    const { html, props, $ } = renderNewsletter(data);
    expect($('.form-block--newsletter h2')!.textContent).toBe('Novedades');
    expect($('.form-block__text')!.textContent).toBe('Una vez al mes.');
    expect($('#boletin-email')!.getAttribute('type')).toBe('email');
    expect($('label[for="boletin-email"]')!.textContent).toContain('Correo');
    expect($('button[type=submit]')!.textContent).toBe('Suscribirme');
    expect(html).not.toContain('duena@ejemplo.com');
    expect(JSON.stringify(props)).not.toContain('notificationEmail');
    expect(props).toMatchObject({ blockId: 'boletin', heading: 'Novedades', definition: { kind: 'newsletter' } });
  });

  it('without heading and text renders neither', () => {
    const { $ } = renderNewsletter({ ...newsletterForm });
    expect($('h2')).toBeNull();
    expect($('.form-block__text')).toBeNull();
  });
});
