import { showSystemError } from './overlay.ts';
import { readAnswer, type DataFailure, type Outcome } from './table.ts';

/** The methods of the data helper. */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Options of one call. */
export interface RequestOptions {
  /** The body (POST, PUT) or the query parameters (GET, DELETE). */
  data?: Record<string, unknown> | unknown[];
  /** Form-encode the body (objects inside become JSON text); JSON otherwise. */
  form?: boolean;
  /** How many times a connection failure is retried, 200 ms apart (default 0). */
  retries?: number;
  /** Milliseconds before the call counts as a connection failure (default none). */
  timeout?: number;
  /** Receives the failures of the §8 table; without it the system error overlay shows them. */
  onFailure?: (failure: DataFailure) => void;
  /** fetch's credentials mode; absent: fetch's default, same-origin. `secureRequest` (secure.ts) sets include. */
  credentials?: RequestCredentials;
}

/** The event a `loginRequired` answer fires on `window` (its detail is the failure). */
export const LOGIN_REQUIRED_EVENT = 'vitrina:login-required';
/** The wait before a connection failure is retried (§8). */
export const RETRY_DELAY_MS = 200;

/** The crumb the server set in the `crumb` cookie (src/server/http/crumb.ts), if any. */
export function readCrumb(cookies = document.cookie): string | undefined {
  const m = /(?:^|;\s*)crumb=([^;]*)/.exec(cookies);
  return m ? decodeURIComponent(m[1]) : undefined;
}

/** Sends one request; status 0 and no body when no answer arrived. */
async function send(method: Method, url: string, o: RequestOptions): Promise<{ status: number; body: string }> {
  const target = new URL(url, location.href);
  const headers: Record<string, string> = { accept: 'application/json' };
  let body: string | undefined;
  const data = o.data;
  const inQuery = method === 'GET' || method === 'DELETE';
  if (data && (inQuery || o.form)) {
    // Query parameters or form fields: objects inside travel as JSON text.
    const params = inQuery ? target.searchParams : new URLSearchParams();
    for (const [k, v] of Object.entries(data)) if (v != null) params.set(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
    if (!inQuery) [body, headers['content-type']] = [params.toString(), 'application/x-www-form-urlencoded;charset=UTF-8'];
  } else if (data) {
    [body, headers['content-type']] = [JSON.stringify(data), 'application/json'];
  }
  // The crumb goes to our own site only (its host; a secure call's https twin too), never to a third
  // party. An http URL from an https page never leaves: browsers block it as mixed content.
  const crumb = target.host === location.host ? readCrumb() : undefined;
  if (crumb) {
    target.searchParams.set('crumb', crumb);
    headers['x-csrf-token'] = crumb;
  }
  const abort = new AbortController();
  const timer = o.timeout ? setTimeout(() => abort.abort(), o.timeout) : undefined;
  try {
    const res = await fetch(target, { method, headers, body, credentials: o.credentials, signal: abort.signal });
    return { status: res.status, body: res.status === 204 ? '' : await res.text() };
  } catch {
    return { status: 0, body: '' };
  } finally {
    clearTimeout(timer);
  }
}

/** Gives a failure to the caller's handler, or shows it in the system error overlay. */
function fail(outcome: Exclude<Outcome, { kind: 'success' }>, onFailure?: (failure: DataFailure) => void): void {
  const { failure } = outcome;
  if (outcome.kind === 'loginRequired') dispatchEvent(new CustomEvent(LOGIN_REQUIRED_EVENT, { detail: failure }));
  else if (onFailure && outcome.kind !== 'authorizationFail') onFailure(failure);
  else if (outcome.kind === 'unparsable') showSystemError({ url: failure.url, format: 'JSON', message: failure.message });
  else showSystemError({ message: failure.message });
}

/**
 * The browser's one way to call the server (SPEC §7, §8): sends the crumb, reads the answer
 * by the §8 table, retries a crumbFail once and a connection failure while `retries` last.
 * Resolves with the answer's data (204 → {}), or undefined once a failure was dealt with.
 * @example const data = await request('POST', '/api/form/FormSubmissionKey', { onFailure: show })
 */
export async function request<T = unknown>(method: Method, url: string, options: RequestOptions = {}): Promise<T | undefined> {
  let retries = options.retries ?? 0;
  let crumbRetried = false;
  for (;;) {
    const { status, body } = await send(method, url, options);
    const outcome = readAnswer(url, status, body);
    if (outcome.kind === 'success') return outcome.data as T;
    if (outcome.kind === 'crumbFail' && !crumbRetried && navigator.cookieEnabled) {
      // The 403 brought a fresh crumb cookie: the retry reads and sends it.
      crumbRetried = true;
      continue;
    }
    if (outcome.kind === 'connection' && retries-- > 0) {
      await new Promise((r) => setTimeout(r, RETRY_DELAY_MS));
      continue;
    }
    fail(outcome, options.onFailure);
    return undefined;
  }
}

type Shortcut = <T = unknown>(url: string, options?: RequestOptions) => Promise<T | undefined>;
/** GET `url` (data as query parameters). */
export const get: Shortcut = (url, options) => request('GET', url, options);
/** POST `url` (data as the JSON or form body). */
export const post: Shortcut = (url, options) => request('POST', url, options);
/** PUT `url` (data as the JSON or form body). */
export const put: Shortcut = (url, options) => request('PUT', url, options);
/** DELETE `url` (data as query parameters). */
export const del: Shortcut = (url, options) => request('DELETE', url, options);
