/** The site's languages in the site file (docs/multilingual.md); the tags themselves are shared (src/shared/languages.ts). */
import * as v from 'valibot';
import { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, TRANSLATION_SERVICES } from '../shared/languages.ts';

export { DEFAULT_LANGUAGE, SUPPORTED_LANGUAGES, TRANSLATION_SERVICES, languagePrefix, type LanguageTag } from '../shared/languages.ts';

/** One supported language tag. */
export const Language = v.picklist(SUPPORTED_LANGUAGES, 'Idioma no admitido');

/**
 * A site's languages (§3 "multilingual: languages list"): the primary one, served at the root,
 * and the others, each under its own path prefix (`/en/...`, languagePrefix).
 */
export const SiteLanguages = v.pipe(
  v.object({
    primary: v.optional(Language, DEFAULT_LANGUAGE),
    others: v.optional(v.pipe(v.array(Language), v.maxLength(SUPPORTED_LANGUAGES.length - 1)), []),
    /** A connected translation service; absent: none. */
    translationService: v.optional(v.picklist(TRANSLATION_SERVICES)),
  }),
  v.check((l) => new Set([l.primary, ...l.others]).size === l.others.length + 1, 'Un idioma está repetido en la lista de idiomas'),
);
export type SiteLanguages = v.InferOutput<typeof SiteLanguages>;

/** The languages of a site, primary first. */
export function siteLanguageList(languages: Pick<SiteLanguages, 'primary' | 'others'>): string[] {
  return [languages.primary, ...languages.others];
}

