import { isSiteRelativeLink } from '../../shared/validate/links.ts';

/** The longest frameUrl kept (longer: the site root). */
export const MAX_FRAME_URL = 2000;

/**
 * The page /config/?frameUrl=… shows in its frame (SPEC §2): a path of this site, as the WHATWG
 * URL parser reads it (path, query, fragment), or `/`. Refused, so `/`: anything not a string,
 * over MAX_FRAME_URL, not starting with one `/` that stays on the site (`//evil`, `https://x`,
 * `javascript:`, `/\evil`, tabs and control characters, credentials), any backslash, and the
 * /config area itself (the area is never framed inside itself).
 * @example safeFrameUrl('/blog?p=2') // '/blog?p=2'; safeFrameUrl('//evil.example') // '/'
 */
export function safeFrameUrl(value: unknown): string {
  if (typeof value !== 'string' || value.length > MAX_FRAME_URL || value.includes('\\') || !isSiteRelativeLink(value)) return '/';
  const url = new URL(value, 'https://site.invalid/');
  if (url.origin !== 'https://site.invalid') return '/';
  const path = url.pathname.toLowerCase();
  if (path === '/config' || path.startsWith('/config/')) return '/';
  return url.pathname + url.search + url.hash;
}
