/**
 * The languages a site may be written in (BCP-47 tags, docs/multilingual.md): the system's own
 * texts exist in es-419 (the default and the fallback) and in English; pages may be in any of
 * these, and texts missing from a language's catalogue fall back to es-419. Pure: shared by the
 * model, the contracts and the page layer.
 */
export const SUPPORTED_LANGUAGES = ['es-419', 'es', 'en', 'pt-BR', 'fr', 'de', 'it'] as const;
export type LanguageTag = (typeof SUPPORTED_LANGUAGES)[number];

/** The language of a site that names none. */
export const DEFAULT_LANGUAGE: LanguageTag = 'es-419';

/** The translation services a site may be connected to (§7 DELETE /api/multilingual/connection disconnects it). */
export const TRANSLATION_SERVICES = ['deepl', 'google-translate', 'weglot'] as const;

/** The path prefix of a language: 'en' → "en", 'pt-BR' → "pt-br". */
export function languagePrefix(language: string): string {
  return language.toLowerCase();
}
