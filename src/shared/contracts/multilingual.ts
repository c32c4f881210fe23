/**
 * The multilingual calls of SPEC §7 (docs/multilingual.md), owner-only: the site's languages and
 * translation service, how far each language is translated, the languages list, and disconnecting
 * the translation service. Only the owner's area calls them: everything is here, no paths file.
 */
import * as v from 'valibot';
import { SUPPORTED_LANGUAGES, TRANSLATION_SERVICES } from '../languages.ts';
import { t } from '../messages/index.ts';
import { contract, NoContent } from './contract.ts';

export const MULTILINGUAL_SETTINGS_PATH = '/api/multilingual/settings';
export const MULTILINGUAL_STATUS_PATH = '/api/multilingual/status';
export const MULTILINGUAL_LANGUAGES_PATH = '/api/multilingual/languages';
export const MULTILINGUAL_CONNECTION_PATH = '/api/multilingual/connection';
/** Largest PUT languages body in bytes (a larger one is answered 413). */
export const LANGUAGES_BODY_LIMIT = 2 * 1024;

/** Why a languages list is refused (every malformed list gets it: the supported tags, once each, primary first). */
export const invalidLanguages = () => t('multilingual.invalidLanguages', { supported: SUPPORTED_LANGUAGES.join(', ') });

/**
 * The new languages list, primary first: supported BCP-47 tags, each once. Sent as a JSON list or,
 * from a form, as one comma-separated field (`languages=es-419,en`).
 */
export const LanguagesPayload = v.object({
  languages: v.pipe(
    v.union([v.array(v.string()), v.pipe(v.string(), v.maxLength(200), v.transform((s) => s.split(',').map((x) => x.trim())))], invalidLanguages()),
    v.minLength(1, invalidLanguages()),
    v.maxLength(SUPPORTED_LANGUAGES.length, invalidLanguages()),
    v.array(v.picklist(SUPPORTED_LANGUAGES, invalidLanguages())),
    v.check((list) => new Set(list).size === list.length, invalidLanguages()),
  ),
});
export type LanguagesPayload = v.InferOutput<typeof LanguagesPayload>;

/** The site's languages, primary first, and its translation service (null: none connected). */
export const MultilingualSettings = v.object({
  primary: v.string(),
  languages: v.array(v.string()),
  supported: v.array(v.string()),
  connection: v.nullable(v.object({ service: v.picklist(TRANSLATION_SERVICES) })),
});
export type MultilingualSettings = v.InferOutput<typeof MultilingualSettings>;

/** Per language (primary first): pages in it that translate a page of the primary language, out of the primary's pages. */
export const MultilingualStatus = v.object({
  primary: v.string(),
  languages: v.array(v.object({ language: v.string(), translated: v.number(), total: v.number() })),
});
export type MultilingualStatus = v.InferOutput<typeof MultilingualStatus>;

export const multilingualCalls = {
  settings: contract('GET', MULTILINGUAL_SETTINGS_PATH, { request: undefined, answer: MultilingualSettings }),
  status: contract('GET', MULTILINGUAL_STATUS_PATH, { request: undefined, answer: MultilingualStatus }),
  /** The settings as they now are; 400 (§8, `errors.languages`) for an unsupported, repeated or in-use-removed language. */
  setLanguages: contract('PUT', MULTILINGUAL_LANGUAGES_PATH, { request: LanguagesPayload, answer: MultilingualSettings }),
  /** 204 whether a service was connected or not. */
  disconnect: contract('DELETE', MULTILINGUAL_CONNECTION_PATH, { request: undefined, answer: NoContent }),
};
