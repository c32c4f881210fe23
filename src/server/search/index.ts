/**
 * The search domain (issue 14): the full-text index of each site's published pages and items,
 * written at publish, and the query behind /search. One interface over SQLite FTS5 and
 * PostgreSQL full-text search; see docs/search.md. Other domains import only this file.
 */
export { replaceSearchIndex } from './write.ts';
export { searchSite, MAX_QUERY, MAX_PAGE, PAGE_SIZE, RANK_CAP, type SearchHit, type SearchResults } from './query.ts';
export type { SnippetPart } from './snippet.ts';
