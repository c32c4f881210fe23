import { describe, expect, it } from 'vitest';
import { everyFieldForm, newsletterForm } from '../../shared/forms/test-form.ts';
import { collectForms } from './publish-index.ts';

const layout = (...blocks: unknown[]) => ({ columns: 12, sections: [{ id: 's', theme: 'light', rows: [{ blocks }] }] });
const block = (type: number, data: unknown, id = 'b') => ({ id, type, span: 12, data });

describe('the forms index of a site', () => {
  it('finds forms (9) and newsletters (51) on pages and items, once per form id, with their collection', () => {
    const site = {
      collections: [
        { id: 'c1', layout: layout(block(2, { html: '<p>x</p>' }), block(9, everyFieldForm)), items: [] },
        { id: 'c2', layout: layout(), items: [{ layout: layout(block(51, { ...newsletterForm, heading: 'Suscríbete' }), block(9, everyFieldForm, 'copia')) }] },
      ],
    };
    const forms = collectForms(site as never);
    expect(forms.map((f) => [f.definition.id, f.definition.kind, f.collectionId])).toEqual([
      [everyFieldForm.id, 'form', 'c1'],
      [newsletterForm.id, 'newsletter', 'c2'],
    ]);
    expect(forms[0].definition.notificationEmail).toBe('duena@ejemplo.com');
    expect(forms[1].definition).not.toHaveProperty('heading');
  });

  it('finds nothing in a site without forms', () => {
    expect(collectForms({ collections: [{ id: 'c', layout: layout(), items: [] }] } as never)).toEqual([]);
  });
});
