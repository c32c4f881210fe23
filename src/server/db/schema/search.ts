import type { Generated } from 'kysely';
import type { Millis } from './columns.ts';

/** A searchable page or item of a published site (migration 0005), rewritten by every publish. */
export interface SearchDocumentsTable {
  id: Generated<number>;
  website_id: string;
  /** 'page' (a page or a collection's list) or 'item' (a post, product, event, gallery item). */
  kind: string;
  /** Site-relative path of the result's link. */
  path: string;
  title: string;
  /** Plain text of the page's blocks or the item's fields, for snippets. */
  body: string;
  published_on: Millis;
}

/** A folded term of a site's index and how many times it occurs (typo expansion, suggestions). */
export interface SearchTermsTable {
  website_id: string;
  term: string;
  count: number;
}

/** The search domain's tables by name (the FTS5 table search_fts and the tsv column are reached by raw SQL). */
export interface SearchTables {
  search_documents: SearchDocumentsTable;
  search_terms: SearchTermsTable;
}
