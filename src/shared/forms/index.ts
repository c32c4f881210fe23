/** The forms contract between the form and newsletter blocks, their island and the server. */
export * from './fields.ts';
export * from './values.ts';
export * from './validate.ts';
export * from './submission.ts';
