import { SiteUserRole } from '../shared/enums/site.ts';
import { mayRole, Permission } from '../shared/owner/permissions.ts';

/**
 * The general access permissions of §6 (numeric codes of its "general" group): signed in without
 * site permissions 0, configuration 1, admin 2. The finer codes (11–18 and below) and which role
 * holds which are not given by the spec, so the page context carries only this group.
 */
export const AccessPermission = { AUTHENTICATED: 0, CONFIG: 1, ADMIN: 2 } as const;
export type AccessPermission = (typeof AccessPermission)[keyof typeof AccessPermission];

/**
 * What a signed-in account with `roles` may do (§3 accessPermissions); [] for a visitor (no roles
 * and not signed in). An admin has config and admin; any other role but viewer and none has config.
 * @example accessPermissions([1]) // [1, 2]
 */
export function accessPermissions(signedIn: boolean, roles: readonly number[]): AccessPermission[] {
  if (!signedIn) return [];
  if (roles.includes(SiteUserRole.ADMIN)) return [AccessPermission.CONFIG, AccessPermission.ADMIN];
  // The permission table (src/shared/owner/permissions.ts): viewer and none open no part of /config.
  if (roles.some((r) => mayRole(r, Permission.CONFIG))) return [AccessPermission.CONFIG];
  return [AccessPermission.AUTHENTICATED];
}
