import { sql, type Kysely, type RawBuilder } from 'kysely';
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
/** Matches ranked at most, the newest: every page a visitor can reach (MAX_PAGE × PAGE_SIZE). */
export const RANK_CAP = MAX_PAGE * PAGE_SIZE;

export type { SearchHit, SearchResults } from '../../shared/search.ts';

/**
 * Searches one site's index: every word must match (its Spanish stem as a prefix, accents and
 * case folded; a word of five letters or more also matches the site's words one typo away),
 * ranked by relevance (title before body; the `rankCap` newest matches when there are more),
 * PAGE_SIZE per page. Only the site's own published, public content is indexed.
 * @example await searchSite(db, websiteId, 'cafe', 1)
 */
export async function searchSite(db: Kysely<Database>, websiteId: string, rawQuery: string, page = 1, rankCap = RANK_CAP): Promise<SearchResults> {
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

  const found = dialectOf(db) === 'postgres' ? await queryPostgres(db, websiteId, groups, pageNo, rankCap) : await querySqlite(db, websiteId, groups, pageNo, rankCap);
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
  rows: Row[];
}
type Row = { kind: string; path: string; title: string; body: string };

/**
 * One query on one engine. Document ids follow publish dates (a publish writes a site's documents
 * oldest first), so "newest" is "highest id" on both databases.
 */
interface Engine {
  /** The number of matches and, when there are more than `cap`, the id of the `cap`-th newest: the oldest one ranked. */
  stats(cap: number): Promise<{ total: number; boundary: number | null }>;
  /** Matches (with id ≥ `from` when given), most relevant first, ties newest first. */
  ranked(from: number | null, limit: number, offset: number): Promise<Row[]>;
  /** Matches with id < `below`, newest first. */
  newest(below: number, limit: number, offset: number): Promise<Row[]>;
}

/**
 * The page's rows: every match ranked when there are at most `cap`; otherwise the `cap` newest
 * matches ranked, then the older ones newest first. With the cap at MAX_PAGE × PAGE_SIZE every
 * page a visitor can reach is ranked, and a common word on a big site ranks a bounded number of
 * matches instead of all of them (docs/search.md, "The query", 4).
 */
async function pageOf(engine: Engine, page: number, cap: number): Promise<Found> {
  const { total, boundary } = await engine.stats(cap);
  if (total === 0) return { total, rows: [] };
  const offset = (page - 1) * PAGE_SIZE;
  if (total <= cap || boundary === null) return { total, rows: await engine.ranked(null, PAGE_SIZE, offset) };
  const rows = offset < cap ? await engine.ranked(boundary, Math.min(PAGE_SIZE, cap - offset), offset) : [];
  if (rows.length < PAGE_SIZE) rows.push(...(await engine.newest(boundary, PAGE_SIZE - rows.length, Math.max(0, offset - cap))));
  return { total, rows };
}

/**
 * FTS5: each group an OR of its stems (the typed word's as a prefix), groups ANDed; bm25 with the
 * title weighing 5. A publish writes a site's documents in one go, so their ids are one range:
 * the rowid bounds let FTS5 skip other sites' postings (the join still checks the website). The
 * FTS table drives every statement (CROSS JOIN keeps that order): a page is chosen there, then
 * its rows read.
 */
async function querySqlite(db: Kysely<Database>, websiteId: string, groups: Group[], page: number, cap: number): Promise<Found> {
  const match = groups.map((g) => `(${[`"${g.prefix}"*`, ...g.exact.map((f) => `"${f}"`)].join(' OR ')})`).join(' AND ');
  const range = await db.selectFrom('search_documents').select((eb) => [eb.fn.min('id').as('lo'), eb.fn.max('id').as('hi')]).where('website_id', '=', websiteId).executeTakeFirst();
  if (range?.lo == null || range.hi == null) return { total: 0, rows: [] };
  const hi = Number(range.hi);
  const within = (lo: number, top = hi) => sql`search_fts match ${match} and rowid between ${lo} and ${top}`;
  const all = within(Number(range.lo));
  const read = async (inner: RawBuilder<unknown>, order: RawBuilder<unknown>) =>
    (await sql<Row>`select d.kind, d.path, d.title, d.body from (${inner}) f
      cross join search_documents d on d.id = f.id where d.website_id = ${websiteId} order by ${order}`.execute(db)).rows;
  return pageOf(
    {
      // FTS5 counts and finds the boundary from its postings alone: two cheap statements.
      stats: async (n) => {
        const total = countOf((await sql<{ n: number }>`select count(*) as n from search_fts where ${all}`.execute(db)).rows[0]?.n);
        if (total <= n) return { total, boundary: null };
        const row = (await sql<{ id: number }>`select rowid as id from search_fts where ${all} order by rowid desc limit 1 offset ${n - 1}`.execute(db)).rows[0];
        return { total, boundary: row ? Number(row.id) : null };
      },
      ranked: (from, limit, offset) =>
        read(sql`select rowid as id, bm25(search_fts, 5.0, 1.0) as score from search_fts where ${from === null ? all : within(from)} order by score, rowid desc limit ${limit} offset ${offset}`, sql`f.score, f.id desc`),
      newest: (below, limit, offset) => read(sql`select rowid as id from search_fts where ${within(Number(range.lo), below - 1)} order by rowid desc limit ${limit} offset ${offset}`, sql`f.id desc`),
    },
    page,
    cap,
  );
}

/** PostgreSQL: the same query as a tsquery over the tsvector of the same stems; ts_rank with the title weighing A. */
async function queryPostgres(db: Kysely<Database>, websiteId: string, groups: Group[], page: number, cap: number): Promise<Found> {
  const tsquery = groups.map((g) => `(${[`${g.prefix}:*`, ...g.exact].join(' | ')})`).join(' & ');
  const q = sql`to_tsquery('simple', ${tsquery})`;
  const matches = sql`website_id = ${websiteId} and tsv @@ ${q}`;
  const read = async (where: RawBuilder<unknown>, order: RawBuilder<unknown>, limit: number, offset: number) =>
    (await sql<Row>`select kind, path, title, body from search_documents where ${where} order by ${order} limit ${limit} offset ${offset}`.execute(db)).rows;
  return pageOf(
    {
      // One pass over the matches (a bitmap scan of the GIN index) gives both.
      stats: async (n) => {
        const row = (await sql<{ n: string; boundary: string | null }>`select count(*) as n, (array_agg(id order by id desc))[${n}] as boundary
          from search_documents where ${matches}`.execute(db)).rows[0];
        return { total: countOf(row?.n), boundary: row?.boundary == null ? null : Number(row.boundary) };
      },
      ranked: (from, limit, offset) => read(from === null ? matches : sql`${matches} and id >= ${from}`, sql`ts_rank(tsv, ${q}) desc, id desc`, limit, offset),
      newest: (below, limit, offset) => read(sql`${matches} and id < ${below}`, sql`id desc`, limit, offset),
    },
    page,
    cap,
  );
}
