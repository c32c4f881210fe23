/**
 * Where each language of a site lives (docs/multilingual.md): the primary language at the root,
 * every other under its prefix (`/en`, `/en/<urlId>`). Pure functions over the SiteView, shared by
 * routing (src/server/sites/resolve.ts), the head (hreflang) and the language switcher.
 */
import { DEFAULT_LANGUAGE, languagePrefix } from '../model/languages.ts';
import type { NavLink } from '../model/index.ts';
import type { PageModel, PageTranslation, SiteView } from './context.ts';

/** The site's languages, primary first. */
export function languagesOf(site: SiteView): string[] {
  const l = site.languages;
  return l ? [l.primary, ...l.others] : [DEFAULT_LANGUAGE];
}

/** The site's primary language. */
export function primaryLanguage(site: SiteView): string {
  return site.languages?.primary ?? DEFAULT_LANGUAGE;
}

/** The language a page is in: its own, else the site's primary. */
export function pageLanguage(model: Pick<PageModel, 'site' | 'language'>): string {
  return model.language ?? primaryLanguage(model.site);
}

/**
 * The non-primary language whose prefix starts `path`, and the path without it:
 * `splitLanguage(site, '/en/about')` → `{ language: 'en', rest: '/about' }`; the primary language for any other path.
 */
export function splitLanguage(site: SiteView, path: string): { language: string; rest: string } {
  const first = path.split('/')[1] ?? '';
  const language = site.languages?.others.find((l) => languagePrefix(l) === first);
  if (!language) return { language: primaryLanguage(site), rest: path };
  const rest = path.slice(first.length + 1);
  return { language, rest: rest === '' ? '/' : rest };
}

/** The page of `site` at `urlId`, in its language and with its translation key. */
function translationOf(site: SiteView, urlId: string): PageTranslation | undefined {
  return site.translations?.find((p) => p.urlId === urlId);
}

/** The url id of a language's home page: the home page itself, or its translation (same key) in `language`. */
export function homeUrlId(site: SiteView, language: string): string | undefined {
  if (language === primaryLanguage(site)) return site.homePage;
  const key = translationOf(site, site.homePage)?.translationKey;
  return key ? site.translations?.find((p) => p.translationKey === key && p.language === language)?.urlId : undefined;
}

/** The root of a language: "/" for the primary, "/en" for English. */
export function languageRoot(site: SiteView, language: string): string {
  return language === primaryLanguage(site) ? '/' : `/${languagePrefix(language)}`;
}

/** The address of a page (by url id) in its language: "/", "/nosotros", "/en", "/en/about". */
export function pagePath(site: SiteView, urlId: string, language: string): string {
  const root = languageRoot(site, language);
  if (urlId === homeUrlId(site, language)) return root;
  return root === '/' ? `/${urlId}` : `${root}/${urlId}`;
}

/** One version of a page: its language and address. */
export interface PageVersion {
  language: string;
  path: string;
}

/**
 * The versions of a page (by its url id) in each of the site's languages, primary first: those
 * with the same translation key. Empty for a page without translations (or for a site with one
 * language): such a page carries no hreflang.
 */
export function pageVersions(site: SiteView, urlId: string | undefined): PageVersion[] {
  if (!urlId || !site.languages?.others.length) return [];
  const key = translationOf(site, urlId)?.translationKey;
  if (!key) return [];
  return languagesOf(site).flatMap((language) => {
    const page = site.translations?.find((p) => p.translationKey === key && p.language === language);
    return page ? [{ language, path: pagePath(site, page.urlId, language) }] : [];
  });
}

/**
 * Where the language switcher sends a visitor for each language: the same page's translation,
 * else that language's home (its root); a language with neither (listed, nothing published in it
 * yet) is left out.
 */
export function switcherTargets(model: Pick<PageModel, 'site' | 'collection' | 'item' | 'path'>): PageVersion[] {
  const { site } = model;
  // An item page (a post) has no translation of its own: its collection's translation is the closest.
  const versions = pageVersions(site, model.collection?.urlId);
  return languagesOf(site).flatMap((language) => {
    const version = versions.find((v) => v.language === language);
    if (version) return [version];
    return homeUrlId(site, language) ? [{ language, path: languageRoot(site, language) }] : [];
  });
}

/** The main navigation of a language. */
export function navigationFor(site: SiteView, language: string): NavLink[] {
  return language === primaryLanguage(site) ? site.navigation : (site.navigationByLanguage?.[language] ?? []);
}
