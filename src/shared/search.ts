/**
 * What the search page shows (issue 14), shared by the search domain that finds it
 * (src/server/search/) and the page view that renders it: plain JSON, escaped when rendered.
 */

/** A piece of a snippet: plain text, `mark` when it matched the query. */
export interface SnippetPart {
  text: string;
  mark?: boolean;
}

/** One result: the page or item's link and title, a snippet with the matched words marked. */
export interface SearchHit {
  kind: string;
  path: string;
  title: SnippetPart[];
  snippet: SnippetPart[];
}

/** A page of results of a query on one site. */
export interface SearchResults {
  query: string;
  page: number;
  pageSize: number;
  total: number;
  hits: SearchHit[];
  /** The query with its misspelt words corrected («¿Quisiste decir …?»), when a word was corrected. */
  suggestion?: string;
}

/** The address of a page of results: `/search?q=café&page=2`. */
export function searchHref(query: string, page = 1): string {
  const params = new URLSearchParams({ q: query });
  if (page > 1) params.set('page', String(page));
  return `/search?${params}`;
}
