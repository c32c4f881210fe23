// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { readCookie } from './tracking/cookies.ts';
import { expireAllCookies } from './test-setup.ts';

describe('the runtime tests’ clean page (test-setup.ts)', () => {
  it('happy-dom keeps a cookie cleared with max-age=0 while the clock stands still (the old flaky clean-up)', () => {
    vi.useFakeTimers();
    document.cookie = 'ss_cvr=v|1|2|3|4; path=/';
    document.cookie = 'ss_cvr=; path=/; max-age=0';
    // Left with an empty value rather than removed: what made the 404 tracking test flaky.
    expect(readCookie('ss_cvr')).toBe('');
  });

  it('expireAllCookies removes every cookie, the host’s and the domain’s, even with the clock frozen', () => {
    vi.useFakeTimers();
    document.cookie = 'ss_cvr=v|1|2|3|4; path=/';
    document.cookie = 'crumb=c1; path=/';
    document.cookie = `ss_cvt=1; path=/; domain=${location.hostname}`;
    expireAllCookies();
    expect(document.cookie).toBe('');
  });

  it('after each test: storage is empty, globals unstubbed and the address back at / (set here, checked in the next test)', () => {
    localStorage.setItem('k', '1');
    sessionStorage.setItem('k', '1');
    document.cookie = 'left=1; path=/';
    vi.stubGlobal('fetch', vi.fn());
    history.replaceState(null, '', '/otra');
    window.Vitrina = {} as never;
  });

  it('… and nothing of the previous test is left', () => {
    expect(localStorage.length).toBe(0);
    expect(sessionStorage.length).toBe(0);
    expect(document.cookie).toBe('');
    expect(vi.isMockFunction(fetch)).toBe(false);
    expect(location.pathname).toBe('/');
    expect(window.Vitrina).toBeUndefined();
  });
});
