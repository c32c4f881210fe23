/**
 * The English catalogue (docs/multilingual.md): the same keys as the es-419 one, in English.
 * This branch carries only the keys multilingual pages and their tests need; the complete
 * catalogue (every key, with a test that the keys match) replaces it. A key missing here falls
 * back to es-419 in `t()`. Server code only: registered by src/page/locales.ts.
 */
import type { Translations } from '../index.ts';

export const englishCatalogue: Translations = {
  'page.skipToContent': 'Skip to content',
  'page.mainNavLabel': 'Main',
  'page.footerNavLabel': 'Footer links',
  'page.menu': 'Menu',
  'page.home': 'Home',
  'page.homeOf': '{site}, home',
  'page.copyright': '© {year, number, ::group-off} {site}. All rights reserved.',
  'page.email': 'Email',
  'page.phone': 'Phone',
  'page.opensInNewWindow': '(opens in a new window)',
  'page.notFoundTitle': 'Page not found',
  'page.notFoundHeading': 'We could not find this page',
  'page.notFoundText': 'The address may have changed, or the page may no longer exist.',
  'page.backHome': 'Back to home',
  'page.searchPageTitle': 'Search',
  'page.readMore': 'Read more',
  'page.readMoreAbout': 'Read more about {title}',
  'page.byAuthor': 'By {author}',
  'page.commentsLink': '{count, plural, =0 {Comment} one {# comment} other {# comments}}',
  'cookies.preferences': 'Cookie preferences',
  'time.justNow': 'just now',
  'time.oneSecondAgo': '1 second ago',
  'time.secondsAgo': '{count} seconds ago',
  'dialogs.confirm': 'OK',
  'dialogs.cancel': 'Cancel',
  'dialogs.ok': 'OK',
  'dialogs.confirmTitle': 'Do you want to continue?',
  'dialogs.alertTitle': 'Notice',
  'multilingual.switcherLabel': 'Language',
  'multilingual.name.es-419': 'Español (Latinoamérica)',
  'multilingual.name.es': 'Español',
  'multilingual.name.en': 'English',
  'multilingual.name.pt-BR': 'Português (Brasil)',
  'multilingual.name.fr': 'Français',
  'multilingual.name.de': 'Deutsch',
  'multilingual.name.it': 'Italiano',
};
