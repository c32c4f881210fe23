import { formsCalls, type FormKeyAnswer } from '../../shared/contracts/forms.ts';
import type { DataFailure } from '../../runtime/data/index.ts';
import { call } from './runtime.ts';

/**
 * The server refuses a key used less than this long after it was issued (a bot's speed,
 * docs/forms.md); a person who sends that fast waits the rest, shown as "Enviando…".
 */
export const KEY_MIN_AGE_MS = 2_100;

/** A key for one send, or why there is none (the failure of FormSubmissionKey, if it answered). */
export type KeyResult = { key: string } | { key?: undefined; failure?: DataFailure };

/** A single-use submission key (§7 FormSubmissionKey) and when its answer came (the server issued it before). */
interface PendingKey {
  key: Promise<KeyResult & { receivedAt: number }>;
}

/**
 * The key of a form, asked for ahead of the send (when the visitor first focuses the form) so
 * it is old enough when used; `take` hands it over once, `prefetch` after a failure gets the next.
 */
export function createKeyHolder(now: () => number = Date.now) {
  let pending: PendingKey | null = null;
  const prefetch = () => {
    if (pending) return;
    // Timed from its answer, not from the ask: the ask may first wait for the crumb (GET /api/crumb),
    // and a key used less than KEY_MIN_AGE_MS after the server issued it is refused (formTooFast).
    const key = call<FormKeyAnswer>(formsCalls.formSubmissionKey.method, formsCalls.formSubmissionKey.path).then((a): KeyResult & { receivedAt: number } => ({
      ...('data' in a ? (a.data?.key ? { key: a.data.key } : {}) : { failure: a.failure }),
      receivedAt: now(),
    }));
    pending = { key };
    // A failed request is forgotten, so the next focus or send asks again.
    void key.then((k) => {
      if (!k.key && pending?.key === key) pending = null;
    });
  };
  /** The key for this send, or why there is none; a key is never handed out twice. */
  const take = async (): Promise<KeyResult> => {
    prefetch();
    const { key } = pending!;
    pending = null;
    const { receivedAt, ...value } = await key;
    const wait = receivedAt + KEY_MIN_AGE_MS - now();
    if (value.key && wait > 0) await new Promise((r) => setTimeout(r, wait));
    return value;
  };
  return { prefetch, take };
}
