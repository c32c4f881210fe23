import { CRUMB_PATH } from './contracts/crumb-paths.ts';

let asking: Promise<string | undefined> | undefined;

/**
 * Browser code (called only in the browser; here in shared/ because the form island, which the
 * server also renders, imports it). The crumb in the `crumb` cookie, if any: the data helper's
 * readCrumb, not imported, so this file stays out of the always-loaded runtime's chunks.
 */
const cookieCrumb = (): string | undefined => {
  const m = /(?:^|;\s*)crumb=([^;]+)/.exec(document.cookie);
  return m ? decodeURIComponent(m[1]) : undefined;
};

/**
 * Nothing (undefined) when the `crumb` cookie holds the visitor's crumb, so the caller goes on at
 * once; else the wait for GET /api/crumb, which sets it (one call however many wait). Pages carry no cookie (a CDN may keep them, docs/cdn.md). The data helper
 * would get the crumb from a call's 403 and retry, but that 403 is a failed request in the
 * console and a round trip more: the lazily loaded parts that change state (the form and
 * newsletter island, the buy form) ask here first. Undefined when the server did not answer: the
 * call then goes without, and its 403 brings the cookie as before.
 */
export function crumbFirst(): Promise<string | undefined> | undefined {
  if (cookieCrumb()) return undefined;
  asking ??= fetch(CRUMB_PATH, { headers: { accept: 'application/json' } })
    .then((res) => (res.ok ? res.json() : undefined))
    .then((answer: { crumb?: string } | undefined) => cookieCrumb() ?? answer?.crumb)
    .catch(() => undefined)
    .finally(() => (asking = undefined));
  return asking;
}

/**
 * Gives the crumb to `use`: at once (synchronously) when the cookie holds one, so a call fired
 * as a link is followed still leaves; else once `crumbFirst` has it. For calls that cannot retry a
 * 403 (RecordEvent).
 */
export function withCrumb(use: (crumb: string | undefined) => void): void {
  const crumb = cookieCrumb();
  if (crumb) return use(crumb);
  void crumbFirst()?.then(use);
}
