/**
 * The locks domain (issue 15, docs/locks.md): password-locked collections and the whole-site lock.
 * Their passwords (taken out of the site file at publish, stored hashed), the Unlock call, and
 * the access source that reads visitors' unlock cookies. Other code imports only this file.
 */
export { unlockAccess } from './access.ts';
export { UnlockCookies, UNLOCK_COOKIE_PREFIX, UNLOCK_MS, cookieName } from './cookie.ts';
export { prepareLocks, type PreparedLocks } from './publish.ts';
export { replaceLocks, type StoredLock } from './repo.ts';
export { DEFAULT_UNLOCK_LIMITS, locksRoutes, type LocksRoutesOptions, type UnlockLimits } from './routes.ts';
export { LockStore } from './store.ts';
