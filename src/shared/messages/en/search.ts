/** English text of site search and the search block (see ../search.ts). */
import type { searchMessages } from '../search.ts';

export const searchMessagesEn = {
  'search.resultsHeading': 'Results',
  'search.resultCount': '{count, plural, =0 {No results} one {1 result} other {# results}} for “{query}”',
  'search.noResults': 'No results found for “{query}”. Try different words or check the spelling.',
  'search.didYouMean': 'Did you mean',
  'search.didYouMeanEnd': '?',
  'search.pagingLabel': 'Result pages',
  'search.previousPage': 'Previous results',
  'search.nextPage': 'More results',
  'search.pageOf': 'Page {page, number} of {pages, number}',
  'search.blockLabel': 'Search this site',
  'search.blockPlaceholder': 'Search…',
  'search.blockButton': 'Search',
} satisfies Record<keyof typeof searchMessages, string>;
