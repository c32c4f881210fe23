import { describe, expect, it } from 'vitest';
import { SiteUserRole } from '../shared/enums/site.ts';
import { AccessPermission, accessPermissions } from './access.ts';

describe('accessPermissions (§3, §6 general permission group)', () => {
  it('a visitor may do nothing', () => {
    expect(accessPermissions(false, [])).toEqual([]);
    expect(accessPermissions(false, [SiteUserRole.ADMIN])).toEqual([]);
  });

  it('an admin has config and admin; other roles config; viewers and none only their sign-in', () => {
    expect(accessPermissions(true, [SiteUserRole.ADMIN])).toEqual([AccessPermission.CONFIG, AccessPermission.ADMIN]);
    expect(accessPermissions(true, [SiteUserRole.EDITOR])).toEqual([AccessPermission.CONFIG]);
    expect(accessPermissions(true, [SiteUserRole.VIEWER, SiteUserRole.STORE_MANAGER])).toEqual([AccessPermission.CONFIG]);
    expect(accessPermissions(true, [SiteUserRole.VIEWER])).toEqual([AccessPermission.AUTHENTICATED]);
    expect(accessPermissions(true, [])).toEqual([AccessPermission.AUTHENTICATED]);
  });
});
