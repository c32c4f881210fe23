import { describe, expect, it } from 'vitest';
import { cookieBannerSettings } from '../shared/validate/cookie-banner.ts';
import { SiteKind, SiteStatus, SiteUserRole } from '../shared/enums/site.ts';
import { pageContextJson } from './context-json.ts';
import { fixturePage } from './test-fixtures.ts';

describe('page context fields of §3 (site styles part)', () => {
  it('a site that sets nothing: template version, null cookie settings, no permissions, nothing else', () => {
    const ctx = pageContextJson(fixturePage([]), {});
    expect(ctx.templateVersion).toBe('1.0');
    expect(ctx.cookieSettings).toBeNull();
    expect(ctx.accessPermissions).toEqual([]);
    expect(ctx.website).not.toHaveProperty('typekitId');
    expect(ctx.website).not.toHaveProperty('type');
    expect(ctx.website).not.toHaveProperty('status');
  });

  it('carries what the site sets: kit, kind, status, version, fonts, cookie settings', () => {
    const model = fixturePage([]);
    const cookieSettings = { ...cookieBannerSettings({}), isCookieBannerEnabled: true };
    Object.assign(model.site.website, {
      typekitId: 'abc1234', kind: SiteKind.COVER_PAGE, status: SiteStatus.RESOLD, templateVersion: '7.1',
      styles: { typekitFonts: [{ id: 'proxima-nova', variations: ['n4', 'i7'] }] },
    });
    model.site.settings = { ...model.site.settings, cookieSettings: cookieSettings as never };
    const ctx = pageContextJson(model, {});
    expect(ctx.website).toMatchObject({ typekitId: 'abc1234', type: 2, status: 13 });
    expect(ctx.templateVersion).toBe('7.1');
    expect(ctx.typekitFonts).toEqual([{ id: 'proxima-nova', variations: ['n4', 'i7'] }]);
    expect(ctx.cookieSettings).toEqual(cookieSettings);
  });

  it('accessPermissions of a signed-in admin', () => {
    const ctx = pageContextJson(fixturePage([], { viewer: { accountId: 'a1', roles: [SiteUserRole.ADMIN] } }), {});
    expect(ctx.accessPermissions).toEqual([1, 2]);
  });
});
