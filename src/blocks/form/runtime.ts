import type { DataFailure, RequestOptions } from '../../runtime/data/index.ts';
import { crumbFirst } from '../../shared/crumb-first.ts';

/** What the form island uses of the page runtime (window.Vitrina), all of it optional but `data`. */
interface PageRuntime {
  data: { request<T = unknown>(method: 'GET' | 'POST', url: string, options?: RequestOptions): Promise<T | undefined> };
  /** Tracking (src/runtime/tracking): the form-render census and the event client, when tracking runs. */
  track?: { formRender?(formId: string): void; event?(event: string, data?: Record<string, unknown>): void };
}

/**
 * The page runtime the island calls the server through: the one data helper (crumb, §8 answer
 * table) lives in the always-loaded runtime, so the island chunk does not carry a second copy.
 */
export function pageRuntime(): PageRuntime | undefined {
  return (window as unknown as { Vitrina?: PageRuntime }).Vitrina;
}

/** Calls the server through the runtime's data helper; resolves with the data, or with the failure. */
export async function call<T>(method: 'GET' | 'POST', url: string, data?: Record<string, unknown>): Promise<{ data: T } | { failure: DataFailure | undefined }> {
  let failure: DataFailure | undefined;
  const helper = pageRuntime()?.data;
  if (!helper) return { failure };
  // The page set no crumb (a CDN may keep it, docs/cdn.md): a first POST asks for it rather than meet a 403.
  const asking = method === 'POST' ? crumbFirst() : undefined;
  if (asking) await asking;
  const answer = await helper.request<T>(method, url, { data, onFailure: (f) => (failure = f) });
  return answer === undefined ? { failure } : { data: answer };
}
