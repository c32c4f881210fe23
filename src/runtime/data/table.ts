import type { ErrorCode } from '../../shared/errors.ts';
import { text } from './text.ts';

/** What the caller's failure handler receives. */
export interface DataFailure {
  /** The URL that was called. */
  url: string;
  /** HTTP status; 0 when no answer arrived. */
  status: number;
  /** The §8 code of the answer, when it carried one (`crumbFail`, `badRequest`…). */
  code?: string;
  /** What a person reads. */
  message: string;
  /** Field id → message (a 400 on a form). */
  errors?: Record<string, string>;
  /** The parsed answer, when there was one. */
  data?: unknown;
}

/** What to do with one answer (SPEC §8, "data-call errors"). */
export type Outcome =
  | { kind: 'success'; data: unknown }
  /** To the caller's failure handler; the system error overlay when there is none. */
  | { kind: 'failure'; failure: DataFailure }
  /** `loginRequired`: the `vitrina:login-required` event. */
  | { kind: 'loginRequired'; failure: DataFailure }
  /** `authorizationFail`: the system error overlay. */
  | { kind: 'authorizationFail'; failure: DataFailure }
  /** `crumbFail`: retry once (cookies enabled), else a failure. */
  | { kind: 'crumbFail'; failure: DataFailure }
  /** A 2xx whose body is not JSON: a failure with url and format details. */
  | { kind: 'unparsable'; failure: DataFailure }
  /** No answer, or one the table does not know: retried after 200 ms while retries last. */
  | { kind: 'connection'; failure: DataFailure };

const REPORTING = [400, 401, 500, 502];
const HANDLED = ['loginRequired', 'authorizationFail', 'crumbFail'] as const satisfies readonly ErrorCode[];

/**
 * Reads one answer by the §8 table. `status` 0 means no answer (network failure or timeout).
 * @example readAnswer('/api/x', 204, '') // → { kind: 'success', data: {} }
 */
export function readAnswer(url: string, status: number, body: string): Outcome {
  if (status === 204) return { kind: 'success', data: {} };
  let data: unknown;
  let parsed = false;
  if (status !== 0) {
    try {
      data = JSON.parse(body);
      parsed = true;
    } catch {
      /* handled below */
    }
  }
  const o = data !== null && typeof data === 'object' && !Array.isArray(data) ? (data as Record<string, unknown>) : undefined;
  if (o && (o.error || (REPORTING.includes(status) && (o.message || o.billingErrorCode)))) {
    const code = typeof o.code === 'string' ? o.code : undefined;
    const message = [o.error, o.message].find((m) => typeof m === 'string' && m) as string | undefined;
    const failure: DataFailure = { url, status, code, message: message ?? text('error.overlay.generic'), data };
    if (o.errors && typeof o.errors === 'object') failure.errors = o.errors as Record<string, string>;
    const kind = HANDLED.find((c) => c === code);
    return kind ? { kind, failure } : { kind: 'failure', failure };
  }
  if (status >= 200 && status < 300) {
    return parsed ? { kind: 'success', data } : { kind: 'unparsable', failure: { url, status, message: text('error.unparsable', { url }) } };
  }
  const fail = (message: string): Outcome => ({ kind: 'failure', failure: { url, status, message, ...(parsed ? { data } : {}) } });
  if (status === 401 || status === 403) return fail(text('error.authorizationFail'));
  if (status === 500 || status === 501) return fail(text('error.internalError'));
  if (status === 503) return fail(text('error.serviceUnavailable'));
  return { kind: 'connection', failure: { url, status, message: text('error.connection') } };
}
