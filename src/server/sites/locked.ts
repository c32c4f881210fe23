import type { Collection, NavLink } from '../../model/index.ts';

/**
 * Locked pages (issue 9). A collection whose `permissionType` is members or password is locked:
 * until members can sign in, it answers the access-denied page (§2 type 106, 403, no-store) and
 * nothing lists it. The lock is decided here alone, so the members issue opens it in one place.
 */
export function isLocked(collection: Pick<Collection, 'permissionType'>): boolean {
  return collection.permissionType !== 'public';
}

/**
 * `links` without those that lead to a locked collection or an item in one: site-relative
 * links, and absolute ones on one of the site's own hosts. Url ids compare in any letter case,
 * as addresses do (`/Socios` is answered as locked too).
 * @example withoutLockedLinks([{ title: 'Socios', href: '/socios' }], new Set(['socios']), ['cafe.example.com']) // []
 */
export function withoutLockedLinks(links: NavLink[], locked: ReadonlySet<string>, ownHosts: readonly string[], homePage: string, language?: { prefix: string; home?: string }): NavLink[] {
  if (locked.size === 0) return links;
  return links.filter((link) => {
    const segments = pageSegments(link.href, ownHosts);
    if (segments === undefined) return true;
    // A link of another language's navigation (docs/multilingual.md): the page is after its prefix.
    if (language && segments[0] === language.prefix) {
      const page = segments[1] ?? language.home;
      return page === undefined || !locked.has(page);
    }
    const first = segments[0] ?? '';
    return !locked.has(first === '' ? homePage : first);
  });
}

/** The path segments (lowercased) of a link on this site, [] for its root; undefined for other sites and non-page links. */
function pageSegments(href: string, ownHosts: readonly string[]): string[] | undefined {
  // A fragment stays on the page being shown, which is not locked (it would not be shown).
  if (href.startsWith('#')) return undefined;
  let url: URL;
  try {
    url = new URL(href, 'http://this.site.invalid');
  } catch {
    return undefined;
  }
  const ours = url.hostname === 'this.site.invalid' || ownHosts.includes(url.hostname.toLowerCase());
  if (!ours || !/^https?:$/.test(url.protocol)) return undefined;
  let path: string;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    path = url.pathname;
  }
  return path.split('/').filter((s) => s !== '').map((s) => s.toLowerCase());
}
