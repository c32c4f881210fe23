/**
 * The owner domain: sign-in and sessions of site owners, and the /config pages, which read the
 * other domains through their index.ts. Other domains import only this file.
 */
export { OwnerAuth, requireOwner, type SignedInOwner } from './auth.ts';
export { ownerRoutes, type OwnerRoutesOptions } from './routes.ts';
export { AddOwnerError, MIN_PASSWORD_LENGTH, OwnerService } from './service.ts';
export { SESSION_COOKIE } from './session-token.ts';
export { sendOwnerPage } from './page.tsx';
export { hashPassword, isPasswordHash, verifyPassword } from './password.ts';
export { forbidden, recordedRoutes, recordRoutes, requirePermission, roleName, type GuardedRoute } from './permission.tsx';
