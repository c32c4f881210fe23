/** The paths of the form calls of SPEC §7, as plain strings; the calls (method, path, payloads) are in forms.ts. */

/** POST. Empty body → `{ key }`: a single-use submission key for this website. */
export const FORM_SUBMISSION_KEY_PATH = '/api/form/FormSubmissionKey';
/** POST. The submission payload → `{ status: 'ok' }`, or a §8 error (400 with `errors` by field id, 404, 429…). */
export const SAVE_FORM_SUBMISSION_PATH = '/api/form/SaveFormSubmission';
