import { ERRORS } from '../../../src/shared/errors.ts';

/** What a fuzzed request got back, whichever way it was sent (inject or a socket). */
export interface Answer {
  status: number;
  headers: Record<string, unknown>;
  body: string;
}

/** The request, as much of it as the checks need. */
export interface Asked {
  method: string;
  url: string;
}

/**
 * Why an answer breaks the rules every route is held to (SPEC §8), or null when it keeps them:
 * never 5xx; an error under /api/ is the JSON `{error, code, errors?}` with a catalogue code;
 * an error for a page (GET) is an HTML page, never JSON. HEAD answers carry no body to check.
 */
export function answerProblem(req: Asked, res: Answer): string | null {
  if (res.status >= 500) return `status ${res.status}`;
  if (res.status < 400 || req.method === 'HEAD') return null;
  const type = String(res.headers['content-type'] ?? '');
  const path = req.url.split('?')[0];
  if (path.startsWith('/api/') || req.method !== 'GET') {
    if (!path.startsWith('/api/') && type.startsWith('text/html')) return null; // a page form may answer with a page
    if (!type.startsWith('application/json')) return `error ${res.status} as ${type || 'no type'}, not §8 JSON`;
    return errorBodyProblem(res.body, res.status);
  }
  if (!type.startsWith('text/html')) return `page error ${res.status} as ${type || 'no type'}, not the HTML error page`;
  return null;
}

/** Why a JSON error body is not the §8 shape with a catalogue code of that status, or null. */
export function errorBodyProblem(text: string, status: number): string | null {
  let body: any;
  try {
    body = JSON.parse(text);
  } catch {
    return 'error body is not JSON';
  }
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return 'error body is not an object';
  const extra = Object.keys(body).filter((k) => !['error', 'code', 'errors'].includes(k));
  if (extra.length) return `error body has keys outside §8: ${extra.join(', ')}`;
  if (typeof body.error !== 'string' || body.error === '') return 'error body has no message';
  const row = (ERRORS as Record<string, { status: number }>)[body.code];
  if (!row) return `error code ${JSON.stringify(body.code)} is not in the catalogue`;
  if (row.status !== status) return `code ${body.code} answered with ${status}, catalogue says ${row.status}`;
  if (body.errors !== undefined && (typeof body.errors !== 'object' || Array.isArray(body.errors) || Object.values(body.errors).some((v) => typeof v !== 'string'))) return 'errors is not a map of messages';
  return null;
}
