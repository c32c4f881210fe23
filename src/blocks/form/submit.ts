import { formsCalls, type SubmissionAnswer, type SubmissionPayload } from '../../shared/contracts/forms.ts';
import type { FormValues } from '../../shared/forms/values.ts';
import type { DataFailure } from '../../runtime/data/index.ts';
import { call } from './runtime.ts';
import type { KeyResult } from './submission-key.ts';
import { formText } from './text.ts';

/** The payload of §7 without the key and the values, which the submission adds. */
export type SubmissionContext = Omit<SubmissionPayload, 'key' | 'form' | 'captchaKey' | 'isOverlayForm'> & { isOverlayForm: boolean };

/** How a submission ended: sent, or refused with messages by field and/or one message for the form. */
export type SubmissionResult = { ok: true } | { ok: false; errors: Record<string, string>; message?: string };

/** The §8 message of a failed SaveFormSubmission: field errors of a 400, else the text for its status. */
export function failureResult(failure: DataFailure | undefined): SubmissionResult {
  if (!failure) return { ok: false, errors: {}, message: formText('forms.unknownError') };
  if (failure.status === 400 && failure.errors && Object.keys(failure.errors).length > 0) {
    return { ok: false, errors: failure.errors };
  }
  const byStatus: Record<number, string> = {
    401: formText('forms.http401'),
    404: formText('forms.http404'),
    429: formText('forms.http429'),
    500: formText('forms.http500'),
  };
  return { ok: false, errors: {}, message: byStatus[failure.status] ?? (failure.message || formText('forms.unknownError')) };
}

/**
 * Sends one submission (§7): POST SaveFormSubmission with the single-use key (from
 * FormSubmissionKey, see submission-key.ts), the context, the values as JSON text and the
 * captcha payload. Without a key nothing is sent: the §8 rate-limit text when the key call was
 * refused for it, else the key message.
 */
export async function sendSubmission(context: SubmissionContext, values: FormValues, keyResult: KeyResult, captchaKey?: string): Promise<SubmissionResult> {
  if (!keyResult.key) {
    const limited = 'failure' in keyResult && keyResult.failure?.status === 429;
    return { ok: false, errors: {}, message: formText(limited ? 'forms.http429' : 'forms.keyFailure') };
  }
  const payload: SubmissionPayload = { ...context, key: keyResult.key, form: JSON.stringify(values), ...(captchaKey ? { captchaKey } : {}) };
  const saved = await call<SubmissionAnswer>(formsCalls.saveFormSubmission.method, formsCalls.saveFormSubmission.path, payload);
  return 'data' in saved ? { ok: true } : failureResult(saved.failure);
}
