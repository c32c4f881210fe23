import { describe, expect, it } from 'vitest';
import { accessPermissions } from '../../model/access.ts';
import { SiteUserRole } from '../enums/site.ts';
import { ASSIGNABLE_ROLES, mayAny, mayRole, Permission, PERMISSIONS, ROLE_PERMISSIONS } from './permissions.ts';

describe('the permission table', () => {
  it('names every §3 role, and only known permissions', () => {
    expect(Object.keys(ROLE_PERMISSIONS).map(Number).sort((a, b) => a - b)).toEqual(Object.values(SiteUserRole).sort((a, b) => a - b));
    for (const perms of Object.values(ROLE_PERMISSIONS)) for (const p of perms) expect(PERMISSIONS).toContain(p);
  });

  it('admin holds everything; only admin manages people; viewer and none hold nothing', () => {
    for (const p of PERMISSIONS) expect(mayRole(SiteUserRole.ADMIN, p)).toBe(true);
    for (const role of Object.values(SiteUserRole)) expect(mayRole(role, Permission.USER_ACCOUNTS)).toBe(role === SiteUserRole.ADMIN);
    expect(mayAny(SiteUserRole.VIEWER, PERMISSIONS)).toBe(false);
    expect(mayAny(SiteUserRole.NONE, PERMISSIONS)).toBe(false);
    expect(mayRole(99, Permission.CONFIG)).toBe(false);
  });

  it('every role with a permission also opens the area; none is never given', () => {
    for (const [role, perms] of Object.entries(ROLE_PERMISSIONS)) if (perms.length > 0) expect(perms, role).toContain(Permission.CONFIG);
    expect(ASSIGNABLE_ROLES).not.toContain(SiteUserRole.NONE);
  });

  it('the page context permissions (§3 accessPermissions) agree with the table', () => {
    for (const role of Object.values(SiteUserRole)) {
      expect(accessPermissions(true, [role]).includes(1), String(role)).toBe(mayRole(role, Permission.CONFIG));
    }
    expect(accessPermissions(true, [SiteUserRole.VIEWER])).toEqual([0]);
    expect(accessPermissions(false, [SiteUserRole.ADMIN])).toEqual([]);
  });
});
