/**
 * A published site's languages as the multilingual calls read and change them (docs/multilingual.md):
 * the sites domain owns the website row, so the multilingual domain asks here.
 */
import type { Kysely } from 'kysely';
import { DEFAULT_LANGUAGE, type SiteLanguages } from '../../model/languages.ts';
import type { Database } from '../db/schema.ts';
import { fromJson } from '../db/dialect.ts';
import { collectionFromRow, type StoredSite } from './repo.ts';
import { rewriteStoredSite } from './rewrite-site.ts';

/** A site's languages and, for each of its pages, the language it is in and its translation key. */
export interface SiteLanguageContent {
  languages: SiteLanguages;
  /** `explicit`: the page names its language (else it is in the primary language, whichever that is). */
  pages: Array<{ urlId: string; language: string; explicit: boolean; translationKey?: string }>;
}

const NONE: SiteLanguages = { primary: DEFAULT_LANGUAGE, others: [] };

/** The languages of a published website and the language of each of its pages; undefined for no such website. */
export async function readSiteLanguages(db: Kysely<Database>, websiteId: string): Promise<SiteLanguageContent | undefined> {
  const row = await db.selectFrom('websites').select('site').where('id', '=', websiteId).executeTakeFirst();
  if (!row) return undefined;
  const languages = fromJson<StoredSite>(row.site).languages ?? NONE;
  const rows = await db.selectFrom('collections').selectAll().where('website_id', '=', websiteId).orderBy('ordinal').execute();
  const pages = rows.map(collectionFromRow).map((c) => ({ urlId: c.urlId, language: c.language ?? languages.primary, explicit: c.language !== undefined, ...(c.translationKey ? { translationKey: c.translationKey } : {}) }));
  return { languages, pages };
}

/**
 * Writes a website's languages (and drops the navigation of languages no longer listed) and bumps
 * its version, so every page is rendered again with the new switcher and hreflang links. The
 * caller has checked the list (src/server/multilingual/service.ts).
 */
export async function writeSiteLanguages(db: Kysely<Database>, websiteId: string, change: (current: SiteLanguages) => SiteLanguages): Promise<SiteLanguages | undefined> {
  const site = await rewriteStoredSite(db, websiteId, (site) => {
    const languages = change(site.languages ?? NONE);
    const byLanguage = Object.fromEntries(Object.entries(site.navigation.byLanguage ?? {}).filter(([l]) => (languages.others as string[]).includes(l)));
    return { ...site, languages, navigation: { ...site.navigation, byLanguage } };
  });
  return site?.languages;
}
