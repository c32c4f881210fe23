/** Form enumerations (SPEC §3): form model fieldsets and form field types. */
import { defineEnum } from './define.ts';

/** Form model fieldsets (§3): build 1, storage 2, advanced 3, captcha 4, disclaimer 5. */
export const FormFieldset = { BUILD: 1, STORAGE: 2, ADVANCED: 3, CAPTCHA: 4, DISCLAIMER: 5 } as const;
export type FormFieldset = (typeof FormFieldset)[keyof typeof FormFieldset];
/** Lookups over `FormFieldset`. */
export const FormFieldsetEnum = /*#__PURE__*/ defineEnum('FormFieldset', FormFieldset);

/** Form field types (§3 "editable properties by form field type"). */
export const FormFieldType = {
  TEXT: 'text', TEXTAREA: 'textarea', EMAIL: 'email', NUMBER: 'number', WEBSITE: 'website',
  CURRENCY: 'currency', PASSWORD: 'password', TWITTER: 'twitter', DATE: 'date', TIME: 'time',
  NAME: 'name', ADDRESS: 'address', PHONE: 'phone', SECTION: 'section', RADIO: 'radio',
  CHECKBOX: 'checkbox', SELECT: 'select', LIKERT: 'likert', HIDDEN: 'hidden',
} as const;
export type FormFieldType = (typeof FormFieldType)[keyof typeof FormFieldType];
/** Lookups over `FormFieldType`. */
export const FormFieldTypeEnum = /*#__PURE__*/ defineEnum('FormFieldType', FormFieldType);
