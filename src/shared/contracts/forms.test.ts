import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { SubmissionPayload } from './forms.ts';

const base = { key: 'k', formId: 'ab'.repeat(12), form: '{}' };

describe('the SaveFormSubmission payload (§3, §7)', () => {
  it('fills the optional fields', () => {
    expect(v.parse(SubmissionPayload, base)).toEqual({
      ...base, collectionId: '', objectName: '', isOverlayForm: false, submitButtonText: '', pageTitle: '', pageId: '', contentSource: '', pagePath: '',
    });
  });

  it.each([[true, true], ['true', true], ['1', true], ['false', false], ['0', false], ['', false]])('isOverlayForm %j → %s', (flag, out) => {
    expect(v.parse(SubmissionPayload, { ...base, isOverlayForm: flag }).isOverlayForm).toBe(out);
  });

  it.each([
    ['no key', { formId: base.formId, form: '{}' }],
    ['a form id of the wrong shape', { ...base, formId: 'x' }],
    ['form values as an object instead of JSON text', { ...base, form: {} }],
    ['isOverlayForm "maybe"', { ...base, isOverlayForm: 'maybe' }],
    ['an oversized page path', { ...base, pagePath: '/'.repeat(2001) }],
  ])('refuses %s', (_, input) => {
    expect(v.safeParse(SubmissionPayload, input).success).toBe(false);
  });
});
