/** The forms model shared by the form and newsletter blocks, their island and the server; the calls are in shared/contracts/forms.ts. */
export * from './fields.ts';
export * from './values.ts';
export * from './validate.ts';
