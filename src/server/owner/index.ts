/**
 * The owner domain: sign-in and sessions of site owners, and the /config pages, which read the
 * other domains through their index.ts. Other domains import only this file.
 */
export { OwnerAuth, requireOwner, type SignedInOwner } from './auth.ts';
export { ownerRoutes, type OwnerRoutesOptions } from './routes.ts';
export { AddOwnerError, MIN_PASSWORD_LENGTH, OwnerService } from './service.ts';
export { SESSION_COOKIE } from './session-token.ts';
export { sendOwnerPage } from './page.tsx';
export { forbidden, recordedRoutes, recordRoutes, requirePermission, roleName, type GuardedRoute } from './permission.tsx';
// What the locks and members domains reuse (issue 15, docs/locks.md, docs/members.md): passwords, session tokens and sign-in limits as owners have them.
export { decoyHash, hashPassword, isPasswordHash, verifyPassword } from './password.ts';
export { isEmail, normaliseEmail, REMEMBER_MS, SESSION_MS } from './service.ts';
export { newSessionToken, sessionId } from './session-token.ts';
export { DEFAULT_SIGN_IN_LIMITS, SignInGuard, type SignInLimits } from './sign-in-guard.ts';
