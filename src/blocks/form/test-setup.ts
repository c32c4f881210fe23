/** Test helpers of the form island: a page runtime with the real data helper over a scripted fetch. */
import { vi } from 'vitest';
import { request } from '../../runtime/data/index.ts';
import { FORM_SUBMISSION_KEY_PATH, SAVE_FORM_SUBMISSION_PATH } from '../../shared/contracts/forms-paths.ts';

/** One call the island made: its path, method, body (parsed JSON) and headers. */
export interface Call {
  path: string;
  method: string;
  body: Record<string, unknown> | undefined;
  headers: Record<string, string>;
}

/** A scripted server: answers by path; `calls` records every request in order. */
export function fakeServer(routes: Record<string, (body: Record<string, unknown> | undefined) => Response | Promise<Response>>) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (url: URL | string, init: RequestInit = {}) => {
    const target = new URL(String(url), location.href);
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
    calls.push({ path: target.pathname, method: init.method ?? 'GET', body, headers: init.headers as Record<string, string> });
    const route = routes[target.pathname];
    return route ? route(body) : new Response(JSON.stringify({ error: 'notFound', code: 'notFound' }), { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  const track = { formRender: vi.fn(), event: vi.fn() };
  (window as unknown as { Vitrina: unknown }).Vitrina = { data: { request }, track };
  document.cookie = 'crumb=c1; path=/';
  return { calls, track };
}

/** A JSON answer. */
export const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The usual happy server: a key, then a saved submission. */
export const happyRoutes = {
  [FORM_SUBMISSION_KEY_PATH]: () => json(200, { key: 'k-1' }),
  [SAVE_FORM_SUBMISSION_PATH]: () => json(200, { status: 'ok' }),
};
