/**
 * es-419 text of blog lists and blog blocks (issue 14): filtered and paged blog lists, journal
 * (7), posts by author, tag, category and month (27–30), tag cloud (14), archive (61), RSS link
 * (49) and the RSS feed. Part of the one catalogue (see ./index.ts); keys are permanent and
 * start with `blog.`.
 */
export const blogMessages = {
  'blog.filterTag': 'Entradas con la etiqueta «{value}»',
  'blog.filterCategory': 'Entradas en la categoría «{value}»',
  'blog.filterAuthor': 'Entradas de {value}',
  'blog.filterMonth': 'Entradas de {value}',
  'blog.pageTitle': '{title}, página {page, number}',
  'blog.filterCount': '{count, plural, one {1 entrada} other {# entradas}}',
  'blog.allPosts': 'Ver todas las entradas',
  'blog.pagingLabel': 'Páginas del blog',
  'blog.olderPosts': 'Entradas anteriores',
  'blog.newerPosts': 'Entradas más recientes',
  'blog.pageOf': 'Página {page, number} de {pages, number}',
  'blog.viewAll': 'Ver todas',
  'blog.noPosts': 'Todavía no hay entradas.',
  'blog.postCount': '{count, plural, one {1 entrada} other {# entradas}}',
  'blog.tagCloudLabel': 'Etiquetas',
  'blog.categoryCloudLabel': 'Categorías',
  'blog.archiveLabel': 'Archivo',
  'blog.rssLink': 'Suscribirse por RSS',
} as const;
