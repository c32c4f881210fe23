/** Limits of what is stored from a URL. */
export const MAX_PATH = 500;

/**
 * The usual page URL, read without `new URL` (most hits): an http(s) URL with a plain host name,
 * or a path, in characters the URL parser keeps as they are. Anything else goes to `new URL`;
 * a property test checks that both ways agree.
 */
const PLAIN_URL = /^(?:https?:\/\/(?<host>(?:[a-z0-9-]+\.)*[a-z0-9-]*[a-z][a-z0-9-]*))?(?<path>\/[\w\-.~!$&'()*+,;=:@/]*)?(?:[?#]|$)/i;
/** What the URL parser would rewrite: dot segments, a path starting '//', a punycode or hex label. */
const REWRITTEN_PATH = /\/\.{1,2}(?:\/|$)|^\/\//;
const SPECIAL_HOST = /xn--|(?:^|\.)0x[0-9a-f]*$/i;

function plain(url: string): { host?: string; path?: string } | null {
  const m = PLAIN_URL.exec(url);
  if (!m?.groups) return null;
  const { host, path } = m.groups;
  if ((path && REWRITTEN_PATH.test(path)) || (host && SPECIAL_HOST.test(host))) return null;
  return { host, path };
}

/**
 * The path of a page URL as stored: an absolute URL or a path, without query or fragment,
 * at most 500 characters; '/' when nothing usable is left.
 * @example pathOf('https://pan.example.com/blog/masa?x=1#top') === '/blog/masa'
 */
export function pathOf(url: string | null | undefined): string {
  if (!url) return '/';
  const fast = plain(url);
  if (fast) return (fast.path ?? '/').slice(0, MAX_PATH);
  let path: string;
  try {
    path = new URL(url, 'http://x.invalid').pathname;
  } catch {
    return '/';
  }
  return path.slice(0, MAX_PATH) || '/';
}

/**
 * The host of an external referrer, lowercased without `www.`; null for none, a malformed one,
 * a non-web one, or the site itself (`ownHost`, or a function giving it, called only when needed).
 * @example referrerHost('https://www.google.com/search?q=pan', 'pan.example.com') === 'google.com'
 */
export function referrerHost(referrer: string | null | undefined, ownHost: string | undefined | (() => string | undefined)): string | null {
  if (!referrer) return null;
  let host = plain(referrer)?.host?.toLowerCase();
  if (!host) {
    try {
      const u = new URL(referrer);
      if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
      host = u.hostname.toLowerCase();
    } catch {
      return null;
    }
  }
  if (host === (typeof ownHost === 'function' ? ownHost() : ownHost)) return null;
  return host.replace(/^www\./, '').slice(0, 253) || null;
}

/** Cuts a string to `max` characters; null stays null, empty becomes null. */
export function clip(value: string | null | undefined, max: number): string | null {
  return value ? value.slice(0, max) : null;
}
