/**
 * es-419 text of site search (issue 14): the /search page's results, paging and suggestion, and
 * the search block (33). Part of the one catalogue (see ./index.ts); keys are permanent and
 * start with `search.`.
 */
export const searchMessages = {
  'search.resultsHeading': 'Resultados',
  'search.resultCount': '{count, plural, =0 {Ningún resultado} one {1 resultado} other {# resultados}} para «{query}»',
  'search.noResults': 'No encontramos resultados para «{query}». Prueba con otras palabras o revisa cómo están escritas.',
  'search.didYouMean': '¿Quisiste decir',
  'search.didYouMeanEnd': '?',
  'search.pagingLabel': 'Páginas de resultados',
  'search.previousPage': 'Resultados anteriores',
  'search.nextPage': 'Más resultados',
  'search.pageOf': 'Página {page, number} de {pages, number}',
  'search.blockLabel': 'Buscar en el sitio',
  'search.blockPlaceholder': 'Buscar…',
  'search.blockButton': 'Buscar',
} as const;
