/**
 * The calls of SPEC §7 between the form island and the server: their paths and the payload of
 * SaveFormSubmission (§3 "Form submission"). Pure; the island builds this payload, the route parses it.
 */
import * as v from 'valibot';
import { Id } from '../../model/common.ts';

/** POST, empty body → `{ key }`: a single-use submission key for this website. */
export const FORM_KEY_PATH = '/api/form/FormSubmissionKey';
/** POST the payload below → `{ status: 'ok' }`, or a §8 error (400 with `errors` by field id, 404, 429…). */
export const SAVE_SUBMISSION_PATH = '/api/form/SaveFormSubmission';
/** GET → an ALTCHA challenge (algorithm, challenge, maxnumber, salt, signature); solve it and send the base64 JSON payload as captchaKey. */
export const CAPTCHA_CHALLENGE_PATH = '/api/form/CaptchaChallenge';
/** GET ?token=… : the newsletter confirmation link of the double opt-in mail. */
export const NEWSLETTER_CONFIRM_PATH = '/newsletter/confirm';
/** GET ?token=… shows the unsubscribe page (page type 300); POST with the same token unsubscribes. */
export const NEWSLETTER_UNSUBSCRIBE_PATH = '/newsletter/unsubscribe';

/** Largest SaveFormSubmission body in bytes (a larger one is answered 413). */
export const SUBMISSION_BODY_LIMIT = 256 * 1024;

const Str = (max: number) => v.pipe(v.string(), v.maxLength(max));
/** Form bodies carry booleans as text. */
const Flag = v.optional(v.union([v.boolean(), v.pipe(v.picklist(['true', 'false', '1', '0', '']), v.transform((s) => s === 'true' || s === '1'))]), false);

/** The SaveFormSubmission payload (JSON or form-encoded). `form` is the JSON text of the values by field id (see values.ts). */
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
export interface FormKeyAnswer {
  key: string;
}
/** The answer of a successful SaveFormSubmission. */
export interface SubmissionAnswer {
  status: 'ok';
}
