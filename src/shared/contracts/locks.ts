/**
 * The unlock call (issue 15, docs/locks.md): the password form of a protected page (§2 type 105)
 * or of the whole-site lock screen (103), posted form-encoded by the browser without any script.
 */
import * as v from 'valibot';
import { Id } from '../id.ts';
import { contract, HtmlPage } from './contract.ts';

/** POST. A lock's password → 303 back to the page with an unlock cookie, or the form again with its error. */
export const UNLOCK_PATH = '/api/locks/Unlock';
/** Largest Unlock body in bytes (a larger one is answered 413). */
export const UNLOCK_BODY_LIMIT = 4 * 1024;
/** The scope of the whole-site lock (a collection's scope is its id). */
export const SITE_LOCK_SCOPE = '*';

/** The Unlock payload: which lock, the password typed, and the page to go back to. */
export const UnlockPayload = v.object({
  scope: v.union([v.literal(SITE_LOCK_SCOPE), Id]),
  password: v.optional(v.pipe(v.string(), v.maxLength(300)), ''),
  back: v.optional(v.pipe(v.string(), v.maxLength(1000)), '/'),
});
export type UnlockPayload = v.InferOutput<typeof UnlockPayload>;

export const locksCalls = {
  unlock: contract('POST', UNLOCK_PATH, { request: UnlockPayload, answer: HtmlPage }),
};
