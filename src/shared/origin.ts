/**
 * What a third-party origin must look like before it may enter a page's security policy or
 * be framed: `https://` and a real public host name — no address, no localhost, no port, no
 * credentials, no path, no wildcard. Origins a block takes from its data (an embed's URL) pass
 * through here, so a site file can never widen a policy with `*`, `http:`, a quote or a space.
 */

/** A DNS host name with a top-level label of letters (or an IDN `xn--` label): never an IP address. */
const HOST_NAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;

/** True for a public host name: a DNS name, not an IP address, not `localhost` or under it. */
export function isPublicHostName(host: string): boolean {
  const h = host.toLowerCase();
  return HOST_NAME.test(h) && h !== 'localhost' && !h.endsWith('.localhost');
}

/**
 * The origin itself when it is exactly `https://<public host name>` (the form a URL's `origin`
 * has), else undefined.
 * @example httpsOrigin('https://open.spotify.com') // 'https://open.spotify.com'
 * @example httpsOrigin('https://a.example:8443')   // undefined
 */
export function httpsOrigin(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 260) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' || url.port || url.username || url.password) return undefined;
  if (!isPublicHostName(url.hostname)) return undefined;
  // Anything beyond the bare origin (a path, a query, upper case, a trailing slash) is refused
  // rather than trimmed: the caller should have handed over `new URL(x).origin`.
  return url.origin === value ? value : undefined;
}
