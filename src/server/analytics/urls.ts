/** Limits of what is stored from a URL. */
export const MAX_PATH = 500;

/**
 * The path of a page URL as stored: an absolute URL or a path, without query or fragment,
 * at most 500 characters; '/' when nothing usable is left.
 * @example pathOf('https://pan.example.com/blog/masa?x=1#top') === '/blog/masa'
 */
export function pathOf(url: string | null | undefined): string {
  if (!url) return '/';
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
 * a non-web one, or the site itself (`ownHost`).
 * @example referrerHost('https://www.google.com/search?q=pan', 'pan.example.com') === 'google.com'
 */
export function referrerHost(referrer: string | null | undefined, ownHost: string | undefined): string | null {
  if (!referrer) return null;
  try {
    const u = new URL(referrer);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
    const host = u.hostname.toLowerCase();
    if (host === ownHost) return null;
    return host.replace(/^www\./, '').slice(0, 253) || null;
  } catch {
    return null;
  }
}

/** Cuts a string to `max` characters; null stays null, empty becomes null. */
export function clip(value: string | null | undefined, max: number): string | null {
  return value ? value.slice(0, max) : null;
}
