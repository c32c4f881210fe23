import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { RECORD_HIT_PATH } from '../../shared/contracts/analytics-paths.ts';

/**
 * Test helpers: analytics calls as a browser sends them (tests only; nothing imports this in
 * the server). The mini test site answers on `mini.vitrina.test`.
 */

/** A desktop Chrome user agent (counted: not a robot). */
export const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
/** An iPhone user agent. */
export const PHONE_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
/** An iPad user agent. */
export const TABLET_UA = 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
/** The host of the mini test site. */
export const MINI_HOST = 'mini.vitrina.test';

/** An ss_cvr value of §3: id|first|previous|latest|count. */
export const visitorRecord = (id: string, count = 1, at = 1_760_000_000_000) => `${id}|${at}|${at}|${at + count}|${count}`;

/** A form-encoded body. */
export const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/** The form body of a page-view census call (RecordHit) for `url`. */
export function hitBody(url: string, opts: { ssCvr?: string; data?: Record<string, unknown> } = {}): string {
  const data = { userAgent: DESKTOP_UA, clientDate: Date.now(), viewportInnerWidth: 1280, viewportInnerHeight: 800, screenWidth: 1920, screenHeight: 1080, websiteId: 'x', templateId: 't1', locale: 'es-419', url, title: 'Página', localStorageSupported: true, queryString: '', referrer: '', ...opts.data };
  return form({ event: '1', data: JSON.stringify(data), ...(opts.ssCvr === undefined ? {} : { ss_cvr: opts.ssCvr }) });
}

/** One request to the app, browser-like by default (desktop UA, mini host, 127.0.0.1). */
export interface Call {
  method?: 'GET' | 'POST';
  url: string;
  body?: string;
  type?: string;
  host?: string;
  ip?: string;
  headers?: Record<string, string>;
}

/** Sends a call with `inject` (no port). */
export function send(app: FastifyInstance, c: Call): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { host: c.host ?? MINI_HOST, 'user-agent': DESKTOP_UA, ...c.headers };
  if (c.body !== undefined) headers['content-type'] ??= c.type ?? 'application/x-www-form-urlencoded';
  return app.inject({ method: c.method ?? 'POST', url: c.url, headers, payload: c.body, remoteAddress: c.ip ?? '127.0.0.1' });
}

/** Sends a page-view census call. */
export const sendHit = (app: FastifyInstance, url: string, opts: Parameters<typeof hitBody>[1] & Omit<Call, 'url' | 'body'> = {}) =>
  send(app, { ...opts, url: RECORD_HIT_PATH, body: hitBody(url, opts) });

/** Cookie and header of a valid crumb for the site (calls the crumb guard checks). */
export function crumbHeaders(app: FastifyInstance, websiteId: string): Record<string, string> {
  const crumb = app.vitrina.crumbs.mint(websiteId);
  return { cookie: `crumb=${crumb}`, 'x-csrf-token': crumb };
}
