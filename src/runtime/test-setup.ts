/**
 * Runs before every test file of the dom project (vitest.config.ts `setupFiles`): to the
 * browser-like files (`@vitest-environment happy-dom`) it gives each test a clean page: no test
 * may see cookies, storage, globals, timers or DOM left by the one before, whatever the order.
 *
 * Why cookies are expired with a date in the past: happy-dom turns `max-age=0` into "expires now"
 * and only drops a cookie whose expiry is strictly before `Date.now()`, so a cookie cleared that way
 * in the same millisecond (or under fake timers, which freeze the clock) stays, with an empty value.
 */
import { afterEach, vi } from 'vitest';
import { RUNTIME_FLAG } from './guard.ts';

const EPOCH = 'Thu, 01 Jan 1970 00:00:00 GMT';

/** Removes cookie `name` for good, the host's own and one set for the host as a domain (for a test's middle). */
export function expireCookie(name: string): void {
  document.cookie = `${name}=; path=/; expires=${EPOCH}`;
  document.cookie = `${name}=; path=/; domain=${location.hostname}; expires=${EPOCH}`;
}

/** Removes every cookie the page can see. */
export function expireAllCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0].trim();
    if (name) expireCookie(name);
  }
}

if (typeof document !== 'undefined') {
  afterEach(() => {
    // The test's own after-hooks ran first (hooks run as a stack): its listeners are gone by now.
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    expireAllCookies();
    localStorage.clear();
    sessionStorage.clear();
    document.head.innerHTML = '';
    document.body.innerHTML = '';
    // The runtime's claim on the window (guard.ts) and its public object (main.ts).
    delete (window as unknown as Record<string, unknown>)[RUNTIME_FLAG];
    delete window.Vitrina;
    history.replaceState(null, '', '/');
  });
}
