/**
 * The rules of the multilingual calls (docs/multilingual.md): what the settings and status say,
 * and which new languages lists are refused. Pure: the routes read and write through sites.
 */
import { SUPPORTED_LANGUAGES, type LanguageTag, type SiteLanguages } from '../../model/languages.ts';
import type { MultilingualSettings, MultilingualStatus } from '../../shared/contracts/multilingual.ts';
import { t } from '../../shared/messages/index.ts';
import type { SiteLanguageContent } from '../sites/index.ts';

/** The settings answer of a site's languages. */
export function settingsOf(languages: SiteLanguages): MultilingualSettings {
  return {
    primary: languages.primary,
    languages: [languages.primary, ...languages.others],
    supported: [...SUPPORTED_LANGUAGES],
    connection: languages.translationService ? { service: languages.translationService } : null,
  };
}

/**
 * How far each language is translated: the pages of the primary language are the total; a page
 * counts as translated into a language when a page of that language has its translation key.
 */
export function statusOf({ languages, pages }: SiteLanguageContent): MultilingualStatus {
  const primaryPages = pages.filter((p) => p.language === languages.primary);
  const total = primaryPages.length;
  const keysIn = (language: string) => new Set(pages.filter((p) => p.language === language && p.translationKey).map((p) => p.translationKey));
  return {
    primary: languages.primary,
    languages: [languages.primary, ...languages.others].map((language) => {
      if (language === languages.primary) return { language, translated: total, total };
      const keys = keysIn(language);
      return { language, translated: primaryPages.filter((p) => p.translationKey && keys.has(p.translationKey)).length, total };
    }),
  };
}

/**
 * The site's languages with `next` (checked tags, primary first), or why not: a language that has
 * pages may not leave the list, and the primary changes only when every page names its language
 * (a page without one is in the primary language: it would silently change language).
 */
export function changeLanguages(content: SiteLanguageContent, next: LanguageTag[]): { languages: SiteLanguages } | { refused: string } {
  const [primary, ...others] = next;
  const inUse = [...new Set(content.pages.map((p) => p.language))];
  const missing = inUse.find((l) => !(next as string[]).includes(l));
  if (missing) return { refused: t('multilingual.languageInUse', { language: missing }) };
  if (primary !== content.languages.primary && content.pages.some((p) => p.language === content.languages.primary && !p.explicit)) {
    return { refused: t('multilingual.primaryInUse') };
  }
  return { languages: { ...content.languages, primary, others } };
}
