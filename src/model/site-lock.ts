import * as v from 'valibot';
import { Text } from './common.ts';

/**
 * A lock's password in a site file (docs/locks.md): the plaintext, which publishing hashes with
 * scrypt and never stores, or an already hashed `$scrypt$…` value (what `vitrina export` writes
 * back). Absent on a locked collection or site that was published with one before: the stored
 * password stays.
 */
export const LockPassword = v.pipe(v.string(), v.minLength(1, 'La contraseña no puede estar vacía'), v.maxLength(300));

/** The whole-site lock (§2 page type 103): every page behind the lock screen until the visitor unlocks it. */
export const SiteLock = v.object({
  password: v.optional(LockPassword),
  /** The lock screen's heading; «Sitio protegido» when absent. */
  title: v.optional(Text(120)),
  /** A line under the heading (e.g. «Abrimos pronto»). */
  message: v.optional(Text(500)),
});
export type SiteLock = v.InferOutput<typeof SiteLock>;
