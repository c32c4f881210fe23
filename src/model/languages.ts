import * as v from 'valibot';

/**
 * The languages a site may be written in (BCP-47 tags): the system's own texts exist in es-419
 * (the default and the fallback) and in English; a site may still publish pages in any of these,
 * and texts missing from a language's catalogue fall back to es-419 (docs/multilingual.md).
 */
export const SUPPORTED_LANGUAGES = ['es-419', 'es', 'en', 'pt-BR', 'fr', 'de', 'it'] as const;
export type LanguageTag = (typeof SUPPORTED_LANGUAGES)[number];

/** The language of a site that names none. */
export const DEFAULT_LANGUAGE: LanguageTag = 'es-419';

/** One supported language tag. */
export const Language = v.picklist(SUPPORTED_LANGUAGES, 'Idioma no admitido');

/** The translation services a site may be connected to (the §7 DELETE /api/multilingual/connection disconnects it). */
export const TRANSLATION_SERVICES = ['deepl', 'google-translate', 'weglot'] as const;

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

/** The path prefix of a language: 'en' → "en", 'pt-BR' → "pt-br". */
export function languagePrefix(language: string): string {
  return language.toLowerCase();
}

/** The languages of a site, primary first. */
export function siteLanguageList(languages: Pick<SiteLanguages, 'primary' | 'others'>): string[] {
  return [languages.primary, ...languages.others];
}

/** Whether `tag` is a supported language tag (for values that come from a request). */
export function isSupportedLanguage(tag: string): tag is LanguageTag {
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(tag);
}
