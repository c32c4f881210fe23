// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearCookie, readCookie, writeCookie } from './cookies.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('tracking cookies', () => {
  it('reads a cookie by exact name, untouched; undefined when absent', () => {
    expect(readCookie('ss_cvr', 'xss_cvr=1; ss_cvr=v1|1|2|3|4; b=2')).toBe('v1|1|2|3|4');
    expect(readCookie('b', 'a=1;b= 2 ')).toBe('2');
    expect(readCookie('c', 'a=1; b=2')).toBeUndefined();
    expect(readCookie('a', '')).toBeUndefined();
  });

  it('writes with path /, max-age and SameSite=Lax (Secure only on https), and reads back from document.cookie', () => {
    const set = vi.spyOn(document, 'cookie', 'set');
    writeCookie('a', 'v1|1|2|3|4', 60);
    expect(set).toHaveBeenCalledWith('a=v1|1|2|3|4;path=/;max-age=60;samesite=lax');
    expect(readCookie('a')).toBe('v1|1|2|3|4');
  });

  it('clears the host cookie and a domain cookie of the host, at once even while the clock stands still', () => {
    vi.useFakeTimers();
    const set = vi.spyOn(document, 'cookie', 'set');
    writeCookie('b', '1', 60);
    clearCookie('b');
    expect(readCookie('b')).toBeUndefined();
    expect(set).toHaveBeenCalledWith('b=;path=/;max-age=-1;samesite=lax');
    expect(set).toHaveBeenCalledWith(`b=;path=/;max-age=-1;samesite=lax;domain=${location.hostname}`);
  });
});
