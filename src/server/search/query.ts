import { sql, type Kysely } from 'kysely';
import { countOf, dialectOf } from '../db/dialect.ts';
import type { Database } from '../db/schema.ts';
import type { SearchResults } from '../../shared/search.ts';
import { snippet, type WordMatch } from './snippet.ts';
import { stem } from '../../shared/search-words.ts';
import { words } from './text.ts';
import { TYPO_MIN_LENGTH, withinOneEdit } from './typo.ts';

/** Results per page of /search. */
export const PAGE_SIZE = 10;
/** Longest query read (characters); the rest is ignored, as the form's maxlength does. */
export const MAX_QUERY = 200;
/** Most words of a query taken into account. */
const MAX_WORDS = 8;
/** Highest page number answered (deeper pages are empty). */
export const MAX_PAGE = 100;

export type { SearchHit, SearchResults } from '../../shared/search.ts';

/**
 * Searches one site's index: every word must match (as a prefix, accents and case folded; a word
 * of five letters or more also matches the site's words one typo away), ranked by relevance
 * (title before body), PAGE_SIZE per page. Only the site's own published, public content is indexed.
 * @example await searchSite(db, websiteId, 'cafe', 1)
 */
export async function searchSite(db: Kysely<Database>, websiteId: string, rawQuery: string, page = 1): Promise<SearchResults> {
  const query = rawQuery.slice(0, MAX_QUERY);
  const pageNo = Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE + 1) : 1;
  const empty: SearchResults = { query, page: pageNo, pageSize: PAGE_SIZE, total: 0, hits: [] };
  const qWords = [...new Set(words(query).filter((w) => w.length <= 40))].slice(0, MAX_WORDS);
  if (qWords.length === 0) return empty;

  const groups: Group[] = [];
  let corrected = false;
  const suggestionWords: string[] = [];
  for (const w of qWords) {
    const typedStem = stem(w);
    const alternatives = await corrections(db, websiteId, w, typedStem);
    if (alternatives.length) corrected = true;
    suggestionWords.push(alternatives[0] ?? w);
    groups.push({ prefix: typedStem, exact: [...new Set(alternatives.map(stem))].filter((s) => s !== typedStem) });
  }
  const suggestion = corrected ? suggestionWords.join(' ') : undefined;
  if (pageNo > MAX_PAGE) return { ...empty, suggestion };

  const found = dialectOf(db) === 'postgres' ? await queryPostgres(db, websiteId, groups, pageNo) : await querySqlite(db, websiteId, groups, pageNo);
  const match: WordMatch = { stems: groups.flatMap((g) => [g.prefix, ...g.exact]), prefixes: qWords };
  const hits = found.rows.map((r) => ({ kind: r.kind, path: r.path, title: snippet(r.title, match, 300), snippet: snippet(r.body, match) }));
  return { query, page: pageNo, pageSize: PAGE_SIZE, total: found.total, hits, suggestion };
}

/** One word of the query: its stem, matched as a prefix of the index's stems, or the stems of its corrections, matched whole. */
interface Group {
  prefix: string;
  exact: string[];
}

/**
 * The site's words one typo away from `word`, most frequent first, when `word` has five letters
 * or more and neither it nor its stem starts a word of the site (`panes` is no typo where the
 * site says «pan»: the stem finds it).
 */
async function corrections(db: Kysely<Database>, websiteId: string, word: string, wordStem: string): Promise<string[]> {
  if (word.length < TYPO_MIN_LENGTH) return [];
  const known = await db
    .selectFrom('search_terms')
    .select('term')
    .where('website_id', '=', websiteId)
    .where((eb) => eb.or([eb('term', 'like', `${word}%`), eb('term', 'like', `${wordStem}%`)]))
    .limit(1)
    .executeTakeFirst();
  if (known) return [];
  const near = await db
    .selectFrom('search_terms')
    .select(['term', 'count'])
    .where('website_id', '=', websiteId)
    .where(sql<number>`length(term)`, '>=', word.length - 1)
    .where(sql<number>`length(term)`, '<=', word.length + 1)
    .execute();
  return near
    .filter((r) => withinOneEdit(word, r.term))
    .sort((a, b) => b.count - a.count || (a.term < b.term ? -1 : 1))
    .slice(0, 5)
    .map((r) => r.term);
}

interface Found {
  total: number;
  rows: { kind: string; path: string; title: string; body: string }[];
}

/**
 * FTS5: each group an OR of its stems (the typed word's as a prefix), groups ANDed; bm25 with the
 * title weighing 5. A publish writes a site's documents in one go, so their ids are one range:
 * the rowid bounds let FTS5 skip other sites' postings (the join still checks the website).
 */
async function querySqlite(db: Kysely<Database>, websiteId: string, groups: Group[], page: number): Promise<Found> {
  const match = groups.map((g) => `(${[`"${g.prefix}"*`, ...g.exact.map((f) => `"${f}"`)].join(' OR ')})`).join(' AND ');
  const range = await db.selectFrom('search_documents').select((eb) => [eb.fn.min('id').as('lo'), eb.fn.max('id').as('hi')]).where('website_id', '=', websiteId).executeTakeFirst();
  if (range?.lo == null) return { total: 0, rows: [] };
  const where = sql`search_fts match ${match} and rowid between ${range.lo} and ${range.hi}`;
  const count = await sql<{ n: number }>`select count(*) as n from search_fts where ${where}`.execute(db);
  const total = countOf(count.rows[0]?.n);
  if (total === 0) return { total, rows: [] };
  // The FTS table drives (CROSS JOIN keeps that order): the page is ranked there, then its rows read.
  const { rows } = await sql<Found['rows'][number]>`select d.kind, d.path, d.title, d.body
    from (select rowid as id, bm25(search_fts, 5.0, 1.0) as score from search_fts where ${where}
          order by score, rowid limit ${PAGE_SIZE} offset ${(page - 1) * PAGE_SIZE}) f
    cross join search_documents d on d.id = f.id
    where d.website_id = ${websiteId}
    order by f.score, f.id`.execute(db);
  return { total, rows };
}

/** PostgreSQL: the same query as a tsquery over the tsvector of the same stems; ts_rank with the title weighing A. */
async function queryPostgres(db: Kysely<Database>, websiteId: string, groups: Group[], page: number): Promise<Found> {
  const tsquery = groups.map((g) => `(${[`${g.prefix}:*`, ...g.exact].join(' | ')})`).join(' & ');
  const count = await sql<{ n: string }>`select count(*) as n from search_documents
    where website_id = ${websiteId} and tsv @@ to_tsquery('simple', ${tsquery})`.execute(db);
  const total = countOf(count.rows[0]?.n);
  if (total === 0) return { total, rows: [] };
  const { rows } = await sql<Found['rows'][number]>`select kind, path, title, body from search_documents
    where website_id = ${websiteId} and tsv @@ to_tsquery('simple', ${tsquery})
    order by ts_rank(tsv, to_tsquery('simple', ${tsquery})) desc, published_on desc, id limit ${PAGE_SIZE} offset ${(page - 1) * PAGE_SIZE}`.execute(db);
  return { total, rows };
}
