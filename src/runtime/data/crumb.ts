import { CRUMB_PATH } from '../../shared/contracts/crumb-paths.ts';
import { readCrumb } from './request.ts';

let asking: Promise<string | undefined> | undefined;

/**
 * Gives the visitor's crumb to `use`: at once when the `crumb` cookie holds one, else once
 * GET /api/crumb has set it (one call however many wait). Pages carry no cookie (a CDN may keep
 * them, docs/cdn.md); the data helper gets its crumb from a 403 and retries, but a call that
 * cannot retry (RecordEvent, fired as a link is followed) asks first. Not part of the
 * always-loaded runtime: only lazily loaded scripts import it. Without an answer `use` gets
 * undefined (the call is then refused 403, and its answer brings the cookie for the next one).
 */
export function withCrumb(use: (crumb: string | undefined) => void): void {
  const crumb = readCrumb();
  if (crumb) return use(crumb);
  asking ??= fetch(CRUMB_PATH, { headers: { accept: 'application/json' } })
    .then((res) => (res.ok ? res.json() : undefined))
    .then((answer: { crumb?: string } | undefined) => readCrumb() ?? answer?.crumb)
    .catch(() => undefined)
    .finally(() => (asking = undefined));
  void asking.then(use);
}
