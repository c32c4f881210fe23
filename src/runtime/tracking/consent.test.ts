// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RESTRICTIVE_POLICY_COOKIES } from '../../shared/visitor-cookie.ts';
import { readCookie } from './cookies.ts';
import { restrictedByPolicy, storeConsent } from './consent.ts';

const plant = () => {
  for (const name of [...RESTRICTIVE_POLICY_COOKIES, 'otra']) document.cookie = `${name}=1; path=/`;
};
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the restrictive cookie policy (§3, §4, §9)', () => {
  it('off (or no settings): tracking is allowed and no cookie is touched', () => {
    plant();
    expect(restrictedByPolicy(undefined)).toBe(false);
    expect(restrictedByPolicy({ isRestrictiveCookiePolicyEnabled: false })).toBe(false);
    expect(readCookie('ss_cvr')).toBe('1');
  });

  it('on without consent: forbidden, and exactly the nine §9 cookies are cleared', () => {
    plant();
    expect(restrictedByPolicy({ isRestrictiveCookiePolicyEnabled: true })).toBe(true);
    // happy-dom keeps an empty cookie for the domain variant of the deletion; Chromium drops both (e2e).
    for (const name of RESTRICTIVE_POLICY_COOKIES) expect(readCookie(name)).toBeUndefined();
    expect(readCookie('otra')).toBe('1');
    expect(RESTRICTIVE_POLICY_COOKIES).toHaveLength(9);
  });

  it('on with ss_cookieAllowed=true: allowed; =false counts as no consent', () => {
    plant();
    document.cookie = 'ss_cookieAllowed=true; path=/';
    expect(restrictedByPolicy({ isRestrictiveCookiePolicyEnabled: true })).toBe(false);
    expect(readCookie('ss_cvr')).toBe('1');
    document.cookie = 'ss_cookieAllowed=false; path=/';
    expect(restrictedByPolicy({ isRestrictiveCookiePolicyEnabled: true })).toBe(true);
  });

  it('stores consent as ss_cookieAllowed true/false for 30 days, path /', () => {
    const set = vi.spyOn(document, 'cookie', 'set');
    storeConsent(true);
    expect(set).toHaveBeenCalledWith('ss_cookieAllowed=true;path=/;max-age=2592000;samesite=lax');
    storeConsent(false);
    expect(readCookie('ss_cookieAllowed')).toBe('false');
  });
});
