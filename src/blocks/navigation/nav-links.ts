/**
 * Links of the navigation family (navigation 1, folder 17, link 13, collection link 12, index 11,
 * logo 3): safe hrefs, the URL of a site page, and `aria-current` for the page being shown.
 * No React: the schemas use `isSafeHref`.
 */
import * as v from 'valibot';
import { t } from '../../shared/messages/index.ts';
import type { BlockCollection, BlockPage, BlockSite } from '../block-meta.ts';
import { trimChar } from '../../shared/trim.ts';

/** Longest href a link block accepts (§5 link checks allow at most 1000 for mailto). */
export const MAX_HREF = 1000;

/**
 * An href a site file may give a link: a site path (`/nosotros`, `/blog?tag=x`, not `//host`),
 * an in-page anchor (`#horario`), `http(s)://`, `mailto:` or `tel:`. Anything else (`javascript:`,
 * `data:`, a relative path) is refused, so a link block never runs code or leaves the site unseen.
 */
export function isSafeHref(href: string): boolean {
  if (href.length === 0 || href.length > MAX_HREF || /[\s<>"'`\\]/.test(href)) return false;
  if (/^\/(?!\/)/.test(href) || /^#[\w-]*$/.test(href)) return true;
  if (/^mailto:[^@]+@[^@]+\.[^@]+$/i.test(href)) return true;
  if (/^tel:\+?[\d-]{4,49}$/i.test(href)) return true;
  try {
    const url = new URL(href);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.') && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** Schema of a link target in site files. */
export const Href = v.pipe(v.string(), v.trim(), v.check(isSafeHref, t('navigation.invalidHref')));

/** A title shown to visitors: 1–200 characters. */
export const LinkTitle = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200));

/** The URL path of a site page: `/` for the home page, `/<urlId>` for the others. */
export function pagePath(site: Pick<BlockSite, 'homePage'>, collection: Pick<BlockCollection, 'urlId'>): string {
  return collection.urlId === site.homePage ? '/' : `/${collection.urlId}`;
}

/** The site page with this URL id or id (`urlId`, `/urlId` or the 24-hex id), if a visitor may be linked to it. */
export function findPage(site: Pick<BlockSite, 'collections'>, ref: string): BlockCollection | undefined {
  const key = trimChar(ref, '/');
  return site.collections.find((c) => c.urlId === key || c.id === key);
}

/** The path part of a site href (`/blog?x#y` → `/blog`, `/blog/` → `/blog`); undefined for other hrefs. */
export function sitePath(href: string): string | undefined {
  if (!/^\/(?!\/)/.test(href)) return undefined;
  const query = href.search(/[?#]/);
  const path = trimChar(query === -1 ? href : href.slice(0, query), '/', 'end');
  return path === '' ? '/' : path;
}

/**
 * `aria-current` for a link on the page `current`: `'page'` when it leads to this very page,
 * `'true'` when the page lies under it (a post of `/blog` marks the «Blog» link), else undefined.
 * The home link is current only on the home page itself.
 */
export function ariaCurrent(href: string, current: Pick<BlockPage, 'path'> | undefined): 'page' | 'true' | undefined {
  const path = sitePath(href);
  if (!path || !current) return undefined;
  const here = trimChar(current.path, '/', 'end') || '/';
  if (path === here) return 'page';
  if (path !== '/' && here.startsWith(`${path}/`)) return 'true';
  return undefined;
}

/** True when a link leaves the site (it may open in a new window; it is never marked current). */
export function isOutside(href: string): boolean {
  return /^https?:\/\//i.test(href);
}
