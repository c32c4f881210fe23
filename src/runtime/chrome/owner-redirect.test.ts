import { describe, expect, it } from 'vitest';
import { SiteUserRole } from '../../shared/enums/site.ts';
import { configAddress, holdsWebsiteSettings, isLocalHost, NO_ROLE, redirectBlocker, shouldRedirectToConfig, VIEWER_ROLE, type RedirectInput } from './owner-redirect.ts';

// SPEC §2 "Automatic redirect to /config/", every condition and exception on its own.
const owner = (over: Partial<RedirectInput> = {}, ctx: Partial<RedirectInput['context']> = {}): RedirectInput => ({
  context: { authenticatedAccount: { id: 'o1' }, websiteRoles: [1], websiteSettings: {}, website: { developerMode: false, cloneable: false }, ...ctx },
  location: { hostname: 'mini.vitrina.app', search: '' },
  isTop: true,
  flagged: false,
  ...over,
});

describe('the automatic redirect (§2)', () => {
  it('happens for a signed-in admin in the top window of a real address, first time in the session', () => {
    expect(redirectBlocker(owner())).toBeNull();
    expect(shouldRedirectToConfig(owner())).toBe(true);
  });

  it('needs an authenticated account', () => {
    expect(shouldRedirectToConfig(owner({}, { authenticatedAccount: null }))).toBe(false);
    expect(shouldRedirectToConfig(owner({}, { authenticatedAccount: undefined, websiteRoles: [] }))).toBe(false);
  });

  it('needs the website settings in the page context', () => {
    expect(shouldRedirectToConfig(owner({}, { websiteSettings: undefined }))).toBe(false);
  });

  it('needs a role that opens the settings: none (14) and no role at all do not', () => {
    expect(shouldRedirectToConfig(owner({}, { websiteRoles: [] }))).toBe(false);
    expect(shouldRedirectToConfig(owner({}, { websiteRoles: [14] }))).toBe(false);
    for (const role of [1, 2, 3, 4, 6, 7, 8, 9, 11, 12, 13, 15]) expect(shouldRedirectToConfig(owner({}, { websiteRoles: [role] })), String(role)).toBe(true);
  });

  it('not in developer mode', () => {
    expect(redirectBlocker(owner({}, { website: { developerMode: true, cloneable: false } }))).toBe('developer mode');
  });

  it('not on a cloneable site', () => {
    expect(redirectBlocker(owner({}, { website: { developerMode: false, cloneable: true } }))).toBe('cloneable site');
  });

  it('not for the viewer role, alone or beside another role', () => {
    expect(shouldRedirectToConfig(owner({}, { websiteRoles: [10] }))).toBe(false);
    expect(redirectBlocker(owner({}, { websiteRoles: [1, 10] }))).toBe('viewer role');
  });

  it('only in the top window (inside the /config frame it never redirects again)', () => {
    expect(redirectBlocker(owner({ isTop: false }))).toBe('not the top window');
  });

  it('skipped on localhost addresses', () => {
    for (const hostname of ['localhost', 'LOCALHOST', 'mini.localhost', 'localhost.', '127.0.0.1', '::1', '[::1]']) {
      expect(isLocalHost(hostname), hostname).toBe(true);
      expect(redirectBlocker(owner({ location: { hostname, search: '' } }))).toBe('localhost');
    }
    for (const hostname of ['localhost.example.com', 'mylocalhost', '127.0.0.2', 'mini.vitrina.app']) expect(isLocalHost(hostname), hostname).toBe(false);
  });

  it('skipped with noredirect in the query, with or without a value', () => {
    for (const search of ['?noredirect', '?noredirect=1', '?a=1&noredirect=true']) {
      expect(redirectBlocker(owner({ location: { hostname: 'mini.vitrina.app', search } })), search).toBe('noredirect in the query');
    }
    expect(shouldRedirectToConfig(owner({ location: { hostname: 'mini.vitrina.app', search: '?redirect=no' } }))).toBe(true);
  });

  it('skipped when the session already carries the flag (once per session)', () => {
    expect(redirectBlocker(owner({ flagged: true }))).toBe('already redirected in this session');
  });

  it('holdsWebsiteSettings reads the account, the settings and the roles', () => {
    expect(holdsWebsiteSettings({ authenticatedAccount: { id: 'x' }, websiteSettings: {}, websiteRoles: [4] })).toBe(true);
    expect(holdsWebsiteSettings({ authenticatedAccount: { id: 'x' }, websiteSettings: {}, websiteRoles: [10, 14] })).toBe(false);
  });

  it('the role numbers are those of the §3 table', () => {
    expect(VIEWER_ROLE).toBe(SiteUserRole.VIEWER);
    expect(NO_ROLE).toBe(SiteUserRole.NONE);
  });

  it('goes to /config/ with the encoded path and query as frameUrl', () => {
    expect(configAddress('/blog/mi post', '?a=1&b=ñ')).toBe('/config/?frameUrl=%2Fblog%2Fmi%20post%3Fa%3D1%26b%3D%C3%B1');
    expect(configAddress('/', '')).toBe('/config/?frameUrl=%2F');
  });
});
