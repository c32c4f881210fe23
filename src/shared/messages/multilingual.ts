/**
 * es-419 texts of multilingual sites (docs/multilingual.md): the language switcher and the names
 * of the supported languages, each written in its own language (as a switcher shows them).
 * Part of the one catalogue.
 */
export const multilingualMessages = {
  'multilingual.switcherLabel': 'Idioma',
  'multilingual.name.es-419': 'Español (Latinoamérica)',
  'multilingual.name.es': 'Español',
  'multilingual.name.en': 'English',
  'multilingual.name.pt-BR': 'Português (Brasil)',
  'multilingual.name.fr': 'Français',
  'multilingual.name.de': 'Deutsch',
  'multilingual.name.it': 'Italiano',
  'multilingual.invalidLanguages': 'La lista de idiomas no es válida: usa idiomas admitidos ({supported}), sin repetir, con el principal primero.',
  'multilingual.primaryInUse': 'Para cambiar el idioma principal, indica primero el idioma de cada página del sitio.',
  'multilingual.languageInUse': 'El idioma {language} tiene páginas publicadas: no puede quitarse de la lista.',
} as const;
