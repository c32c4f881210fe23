import { request, type Method, type RequestOptions } from './request.ts';

/** Loopback names: development servers answer on http only. */
const LOOPBACK = /^(localhost|127\.\d+\.\d+\.\d+|\[::1\])$/;

/**
 * Where a secure call goes (§7 "secure calls from custom domains go to https on the site's domain"):
 * `url` against the page; from an http page, a call to this site goes to https on the same host
 * (never another host: a call to another origin is left as it is; loopback stays on http).
 */
export function callTarget(url: string, page: Pick<Location, 'href' | 'origin' | 'hostname'> = location): URL {
  const target = new URL(url, page.href);
  if (target.origin === page.origin && target.protocol === 'http:' && !LOOPBACK.test(page.hostname)) target.protocol = 'https:';
  return target;
}

/**
 * A secure call through the data helper: to https on the site's own domain, with credentials (the
 * visitor's cookies cross from http to https) and the crumb. Its own module, so the always-loaded
 * runtime does not carry it; the islands that need it import it (docs/platform-calls.md).
 * @example await secureRequest('POST', SIGN_IN_PATH, { data: { email, password } })
 */
export function secureRequest<T = unknown>(method: Method, url: string, options: RequestOptions = {}): Promise<T | undefined> {
  return request<T>(method, callTarget(url).href, { ...options, credentials: 'include' });
}
