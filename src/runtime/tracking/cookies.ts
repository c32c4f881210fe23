/**
 * Cookies of the tracking runtime: read and written on this page's host, path /, SameSite=Lax,
 * Secure on https (§3, §9). Values are written as they are: every value written here is made of
 * characters a cookie may hold (word characters, '-', '|', digits, 'true'/'false').
 */

/** The value of cookie `name` in `cookies` (default: this page's), or undefined. */
export function readCookie(name: string, cookies = document.cookie): string | undefined {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** Writes cookie `name` for `maxAge` seconds (≤ 0 deletes it); `domain` only to reach a domain cookie. */
export function writeCookie(name: string, value: string, maxAge: number, domain?: string): void {
  document.cookie = `${name}=${value};path=/;max-age=${maxAge};samesite=lax${domain ? ';domain=' + domain : ''}${location.protocol === 'https:' ? ';secure' : ''}`;
}

/**
 * Deletes cookie `name`, both the host's own and one set for the host as a domain. Max-age -1,
 * not 0: both delete (RFC 6265 §5.2.2), but happy-dom keeps a cookie that expires "now" for the
 * rest of that millisecond, which made the tests that read it back flaky.
 */
export function clearCookie(name: string): void {
  writeCookie(name, '', -1);
  writeCookie(name, '', -1, location.hostname);
}
