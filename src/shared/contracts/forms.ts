/**
 * The form calls of SPEC §7 between the form and newsletter islands and the server, with the
 * payload of SaveFormSubmission (§3 "Form submission"). Pure; the island builds this payload,
 * the route parses it with the same schema.
 */
import * as v from 'valibot';
import { Id } from '../id.ts';
import { contract } from './contract.ts';
import { FORM_SUBMISSION_KEY_PATH, SAVE_FORM_SUBMISSION_PATH } from './forms-paths.ts';

export * from './forms-paths.ts';

/** Largest SaveFormSubmission body in bytes (a larger one is answered 413). */
export const SUBMISSION_BODY_LIMIT = 256 * 1024;

const Str = (max: number) => v.pipe(v.string(), v.maxLength(max));
/** Form bodies carry booleans as text. */
const Flag = v.optional(v.union([v.boolean(), v.pipe(v.picklist(['true', 'false', '1', '0', '']), v.transform((s) => s === 'true' || s === '1'))]), false);

/** The SaveFormSubmission payload (JSON or form-encoded). `form` is the JSON text of the values by field id (see shared/forms/values.ts). */
export const SubmissionPayload = v.object({
  key: Str(200),
  formId: Id,
  collectionId: v.optional(Str(100), ''),
  objectName: v.optional(Str(200), ''),
  isOverlayForm: Flag,
  submitButtonText: v.optional(Str(200), ''),
  form: Str(200_000),
  captchaKey: v.optional(Str(10_000)),
  pageTitle: v.optional(Str(500), ''),
  pageId: v.optional(Str(100), ''),
  contentSource: v.optional(Str(100), ''),
  pagePath: v.optional(Str(2000), ''),
});
export type SubmissionPayload = v.InferOutput<typeof SubmissionPayload>;

/** The answer of FormSubmissionKey. */
export const FormKeyAnswer = v.object({ key: v.string() });
export type FormKeyAnswer = v.InferOutput<typeof FormKeyAnswer>;

/** The answer of a successful SaveFormSubmission. */
export const SubmissionAnswer = v.object({ status: v.literal('ok') });
export type SubmissionAnswer = v.InferOutput<typeof SubmissionAnswer>;

/** The form calls: a key, then the submission (credentials and the crumb sent along). */
export const formsCalls = {
  formSubmissionKey: contract('POST', FORM_SUBMISSION_KEY_PATH, { request: undefined, answer: FormKeyAnswer }),
  saveFormSubmission: contract('POST', SAVE_FORM_SUBMISSION_PATH, { request: SubmissionPayload, answer: SubmissionAnswer }),
};
