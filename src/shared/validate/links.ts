/**
 * Link checks (SPEC §5) and the url category of a link (§3). Every check is a single scan or a
 * regular expression without nested repetition, so the time is linear in the length of the href.
 */
import { UrlCategory } from '../enums/analytics.ts';

/** Length limits of §5: each kind of link must be shorter than its limit, in characters. */
export const LINK_LIMITS = {
  anchor: 100, tel: 50, sms: 1000, mailto: 1000, javascript: 250, ftp: 100, internal: 150,
} as const;

/** An in-page anchor: '#' then no whitespace, under 100 characters, e.g. '#contacto'. */
export function isAnchorLink(href: unknown): boolean {
  return typeof href === 'string' && href.length < LINK_LIMITS.anchor && href[0] === '#' && !hasSpace(href);
}

/** 'tel:' then only digits, '+' and '-', with at least 4 digits, under 50 characters. */
export function isTelLink(href: unknown): boolean {
  if (!isString(href) || href.length >= LINK_LIMITS.tel || !hasScheme(href, 'tel:')) return false;
  const body = href.slice(4);
  return /^[0-9+-]+$/.test(body) && countDigits(body) >= 4;
}

/** 'sms:' then only digits and ASCII punctuation (at least one digit), under 1000 characters. */
export function isSmsLink(href: unknown): boolean {
  if (!isString(href) || href.length >= LINK_LIMITS.sms || !hasScheme(href, 'sms:')) return false;
  const body = href.slice(4);
  return /^[0-9\x21-\x2f\x3a-\x40\x5b-\x60\x7b-\x7e]+$/.test(body) && countDigits(body) > 0;
}

/** 'mailto:' with exactly one '@' and a dotted extension after it (e.g. 'mailto:a@b.co'), under 1000 characters. */
export function isMailtoLink(href: unknown): boolean {
  if (!isString(href) || href.length >= LINK_LIMITS.mailto || !hasScheme(href, 'mailto:')) return false;
  const at = href.indexOf('@');
  if (at === -1 || href.indexOf('@', at + 1) !== -1) return false;
  const query = href.indexOf('?');
  const end = query === -1 ? href.length : query;
  if (at < 8 || at >= end) return false;
  const domain = href.slice(at + 1, end);
  const dot = domain.lastIndexOf('.');
  return !hasSpace(href.slice(7, end)) && dot > 0 && dot < domain.length - 1;
}

/** 'javascript:' link, under 250 characters. */
export function isJavascriptLink(href: unknown): boolean {
  return isString(href) && href.length < LINK_LIMITS.javascript && hasScheme(href, 'javascript:');
}

/** 'ftp://' then a non-empty address without whitespace, under 100 characters. */
export function isFtpLink(href: unknown): boolean {
  return isString(href) && href.length < LINK_LIMITS.ftp && href.length > 6 && hasScheme(href, 'ftp://') && !hasSpace(href);
}

/** A path on this site (see isSiteRelativeLink), under 150 characters, e.g. '/blog/hola'. */
export function isInternalLink(href: unknown): boolean {
  return isString(href) && href.length < LINK_LIMITS.internal && isSiteRelativeLink(href);
}

/** Origins links are resolved against: names no real site has (RFC 6761 `.invalid`). */
const SITE_BASE = 'https://site.invalid/';
const OTHER_BASE = 'http://other.invalid:8080/a/';

/**
 * A link that stays on this site: it starts with '/', holds no whitespace or control character,
 * and the WHATWG URL parser (the browser's own) resolves it to the page's own origin. Classified
 * by the parser, not by prefix: '/\\evil.example' and '/\t/evil.example' start with one '/' but a
 * browser reads them as '//evil.example' (issue 10, defect 7). It is resolved against two
 * different origins, so a link that names any host (even the placeholder's) fails one of them.
 * @example isSiteRelativeLink('/blog?p=2') === true; isSiteRelativeLink('/\\evil.example') === false
 */
export function isSiteRelativeLink(href: unknown): boolean {
  if (!isString(href) || href[0] !== '/' || /[\s\x00-\x1f\x7f]/.test(href)) return false;
  return staysOn(href, SITE_BASE) && staysOn(href, OTHER_BASE);
}

/** True when `href`, followed from a page at `base`, keeps base's origin and adds no credentials. */
function staysOn(href: string, base: string): boolean {
  const url = resolveOn(href, base);
  return url !== null && url.origin === new URL(base).origin && url.username === '' && url.password === '';
}

/** `href` parsed as a browser would on a page at `base`, or null when it does not parse. */
function resolveOn(href: string, base = SITE_BASE): URL | null {
  try {
    return new URL(href, base);
  } catch {
    return null;
  }
}

/**
 * A proper url: optional 'http://' or 'https://', then a dotted host whose last label is 2 or 3
 * letters, an optional port, then '/', '?', '#' or the end; no whitespace. E.g. 'www.ejemplo.mx/a'.
 */
export function isProperUrl(href: unknown): boolean {
  if (!isString(href) || hasSpace(href)) return false;
  const scheme = /^https?:\/\//i.exec(href);
  const rest = scheme ? href.slice(scheme[0].length) : href;
  const hostEnd = firstOf(rest, '/?#:');
  if (!isDottedHost(rest.slice(0, hostEnd))) return false;
  if (rest[hostEnd] !== ':') return true;
  return /^:[0-9]{1,5}(?:[/?#]|$)/.test(rest.slice(hostEnd, hostEnd + 7));
}

/** The url category of an href (§3), for link analytics. Example: urlCategory('/s/menu.pdf') === 'file-link'. */
export function urlCategory(href: unknown): UrlCategory {
  const s = isString(href) ? href.trim() : '';
  if (s === '') return UrlCategory.EMPTY_STRING;
  if (s[0] === '#') return UrlCategory.ANCHOR;
  if (s[0] === '/' || s[0] === '\\') {
    // Where the browser goes, by the parser: '//host', '/\\host' and '/\t/host' leave the site.
    if (staysOn(s, SITE_BASE) && staysOn(s, OTHER_BASE)) return s.startsWith('/s/') ? UrlCategory.FILE_LINK : UrlCategory.CONTENT_LINK;
    return resolveOn(s)?.host ? UrlCategory.EXTERNAL_LINK : UrlCategory.MALFORMED_PROTOCOL;
  }
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(s);
  if (scheme) {
    if (!/^https?$/i.test(scheme[1])) return UrlCategory.MISC_PROTOCOL;
    const n = scheme[0].length;
    return s.startsWith('//', n) && hostAfter(s, n + 2) ? UrlCategory.EXTERNAL_LINK : UrlCategory.MALFORMED_PROTOCOL;
  }
  if (/^https?\/\//i.test(s)) return UrlCategory.MALFORMED_PROTOCOL;
  return UrlCategory.DEFAULT;
}

/** True when a non-empty host starts at `from` (up to '/', '?', '#', ':'). */
function hostAfter(s: string, from: number): boolean {
  return firstOf(s.slice(from), '/?#:') > 0;
}

/** Two or more labels of letters, digits and hyphens; the last one 2 or 3 letters. */
function isDottedHost(host: string): boolean {
  const labels = host.split('.');
  if (labels.length < 2) return false;
  for (const label of labels) if (!/^[a-z0-9-]+$/i.test(label)) return false;
  return /^[a-z]{2,3}$/i.test(labels[labels.length - 1]);
}

/** Index of the first character of `s` that is in `chars`, else s.length. */
function firstOf(s: string, chars: string): number {
  for (let i = 0; i < s.length; i++) if (chars.indexOf(s[i]) !== -1) return i;
  return s.length;
}

/** Case-insensitive scheme prefix test. */
function hasScheme(s: string, scheme: string): boolean {
  return s.length >= scheme.length && s.slice(0, scheme.length).toLowerCase() === scheme;
}

/** Number of ASCII digits in `s`. */
function countDigits(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) >= 0x30 && s.charCodeAt(i) <= 0x39) n++;
  return n;
}

/** True when `s` contains any whitespace. */
function hasSpace(s: string): boolean {
  return /\s/.test(s);
}

/** Type guard for strings. */
function isString(value: unknown): value is string {
  return typeof value === 'string';
}
