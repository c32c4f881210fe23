/** English text of multilingual sites (see ../multilingual.ts; docs/multilingual.md): language names stay in their own language. */
import type { multilingualMessages } from '../multilingual.ts';

export const multilingualMessagesEn = {
  'multilingual.switcherLabel': 'Language',
  'multilingual.name.es-419': 'Español (Latinoamérica)',
  'multilingual.name.es': 'Español',
  'multilingual.name.en': 'English',
  'multilingual.name.pt-BR': 'Português (Brasil)',
  'multilingual.name.fr': 'Français',
  'multilingual.name.de': 'Deutsch',
  'multilingual.name.it': 'Italiano',
  'multilingual.invalidLanguages': 'The list of languages isn’t valid: use supported languages ({supported}), without repeats, with the primary one first.',
  'multilingual.primaryInUse': 'To change the primary language, first set the language of every page of the site.',
  'multilingual.languageInUse': 'The language {language} has published pages, so it can’t be removed from the list.',
} satisfies Record<keyof typeof multilingualMessages, string>;
