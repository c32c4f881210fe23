/**
 * What blog pages and blog blocks share (issue 14): the filters of a blog list (`?tag=`,
 * `?category=`, `?author=`, `?month=YYYY-MM`) and its paging (`?page=N`), their addresses, and
 * the counts blocks show (posts per month, per tag). Pure functions over items; months are the
 * site's time zone's. docs/blog.md describes the addresses.
 */
import { dayKey, formatMonth, t } from './messages/index.ts';

/** What a blog list may be filtered by; one filter at a time. */
export type BlogFilterKind = 'tag' | 'category' | 'author' | 'month';
export const BLOG_FILTER_KINDS: readonly BlogFilterKind[] = ['tag', 'category', 'author', 'month'];

export interface BlogFilter {
  kind: BlogFilterKind;
  /** A tag, category or author as the items spell them, or a month `YYYY-MM`. */
  value: string;
}

/** The query of a blog list: at most one filter, and a page (1 when absent). */
export interface BlogQuery {
  filter?: BlogFilter;
  page: number;
}

/** The posts of a page when the collection does not say (collection field `pageSize`). */
export const BLOG_PAGE_SIZE = 10;
/** The most posts a blog page shows, whatever the collection says. */
export const BLOG_PAGE_SIZE_MAX = 50;
/** Query parameters a blog list reads: anything else (utm_…) is ignored. */
const BLOG_PARAMS: readonly string[] = [...BLOG_FILTER_KINDS, 'page'];
const MONTH = /^[0-9]{4}-(0[1-9]|1[0-2])$/;
const PAGE = /^[1-9][0-9]{0,3}$/;

/** The fields of an item these helpers read. */
export interface BlogPost {
  publishedOn: string;
  author?: string;
  tags?: readonly string[];
  categories?: readonly string[];
}

/**
 * The blog part of a request's query, or `undefined` when it has none (the page is the plain
 * list), or `null` when it is malformed: a parameter given twice, two filters, an empty value, a
 * page that is not 1–9999, a month that is not `YYYY-MM`. Values are not checked against the
 * blog's posts here (that is `blogPage`'s): this only reads the address.
 */
export function parseBlogQuery(query: URLSearchParams): BlogQuery | null | undefined {
  const present = BLOG_PARAMS.filter((k) => query.has(k));
  if (present.length === 0) return undefined;
  if (present.some((k) => query.getAll(k).length > 1)) return null;
  const kinds = BLOG_FILTER_KINDS.filter((k) => query.has(k));
  if (kinds.length > 1) return null;
  const rawPage = query.get('page');
  if (rawPage !== null && !PAGE.test(rawPage)) return null;
  const page = rawPage === null ? 1 : Number(rawPage);
  if (kinds.length === 0) return { page };
  const kind = kinds[0];
  const value = query.get(kind)!;
  if (value.trim() === '' || value.length > 100) return null;
  if (kind === 'month' && !MONTH.test(value)) return null;
  return { filter: { kind, value }, page };
}

/**
 * The canonical query string of a blog list (`?tag=caf%C3%A9&page=2`, '' for the plain first
 * page): the same list always gets the same address, whatever order or encoding it was asked in.
 */
export function blogQueryString(query: BlogQuery | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  if (query.filter) params.set(query.filter.kind, query.filter.value);
  if (query.page > 1) params.set('page', String(query.page));
  const s = params.toString();
  return s ? `?${s}` : '';
}

/**
 * The part of a request's query that decides a blog list, for the HTML cache key: '' when the
 * query has no blog parameter, `?format=rss` for a feed, the canonical form of a well-formed
 * list query, `?!` for a malformed one (such a request answers 404 and is not cached).
 */
export function blogCacheQuery(rawQuery: string | URLSearchParams): string {
  if (!rawQuery || (typeof rawQuery !== 'string' && rawQuery.size === 0)) return '';
  const query = typeof rawQuery === 'string' ? new URLSearchParams(rawQuery) : rawQuery;
  if (query.has('format')) return query.getAll('format').length === 1 && query.get('format') === 'rss' ? '?format=rss' : '';
  const q = parseBlogQuery(query);
  if (q === undefined) return '';
  if (q === null) return '?!';
  return blogQueryString(q) || '?page=1';
}

/** The address of a blog's list filtered by `filter` (and at `page`): `/blog?tag=caf%C3%A9`. */
export function blogListHref(blogUrlId: string, filter?: BlogFilter, page = 1): string {
  return `/${blogUrlId}${blogQueryString({ filter, page })}`;
}

/** The address of a blog's RSS feed (`/blog?format=rss`). */
export function blogFeedHref(blogUrlId: string): string {
  return `/${blogUrlId}?format=rss`;
}

/** The month `YYYY-MM` an instant falls in, in `timeZone` ('' for an invalid date). */
export function monthKey(iso: string, timeZone = 'UTC'): string {
  return dayKey(iso, timeZone).slice(0, 7);
}

/** Whether a post matches a filter (tags, categories and authors compared as written). */
export function matchesFilter(post: BlogPost, filter: BlogFilter | undefined, timeZone = 'UTC'): boolean {
  if (!filter) return true;
  switch (filter.kind) {
    case 'tag':
      return (post.tags ?? []).includes(filter.value);
    case 'category':
      return (post.categories ?? []).includes(filter.value);
    case 'author':
      return post.author === filter.value;
    case 'month':
      return monthKey(post.publishedOn, timeZone) === filter.value;
  }
}

/** A value and how many posts have it. */
export interface Counted {
  value: string;
  count: number;
}

/**
 * How many posts carry each tag (`'tags'`), category or author, most used first, then
 * alphabetically (es-419 collation).
 */
export function countValues(posts: readonly BlogPost[], kind: 'tags' | 'categories' | 'author'): Counted[] {
  const counts = new Map<string, number>();
  for (const post of posts) {
    const values = kind === 'author' ? (post.author ? [post.author] : []) : [...new Set(post[kind] ?? [])];
    for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return [...counts].map(([value, count]) => ({ value, count })).sort((a, b) => b.count - a.count || a.value.localeCompare(b.value, 'es-419'));
}

/** Posts of one month. */
export interface MonthGroup<P> {
  /** `YYYY-MM` in the site's time zone. */
  month: string;
  posts: P[];
}

/** Posts grouped by the month they were published in (site time zone), newest month first. */
export function groupByMonth<P extends BlogPost>(posts: readonly P[], timeZone = 'UTC'): MonthGroup<P>[] {
  const groups = new Map<string, P[]>();
  for (const post of posts) {
    const month = monthKey(post.publishedOn, timeZone);
    if (!month) continue;
    const list = groups.get(month);
    if (list) list.push(post);
    else groups.set(month, [post]);
  }
  return [...groups].sort((a, b) => (a[0] < b[0] ? 1 : a[0] > b[0] ? -1 : 0)).map(([month, list]) => ({ month, posts: list }));
}

/** Months grouped by year (`YYYY`), newest first, as `groupByMonth` gives them. */
export function groupByYear<P>(months: readonly MonthGroup<P>[]): { year: string; months: MonthGroup<P>[]; count: number }[] {
  const years: { year: string; months: MonthGroup<P>[]; count: number }[] = [];
  for (const group of months) {
    const year = group.month.slice(0, 4);
    let last = years.at(-1);
    if (!last || last.year !== year) years.push((last = { year, months: [], count: 0 }));
    last.months.push(group);
    last.count += group.posts.length;
  }
  return years;
}

/** The page size of a blog: its collection's `pageSize` within 1–BLOG_PAGE_SIZE_MAX, else BLOG_PAGE_SIZE. */
export function blogPageSize(pageSize: number | undefined): number {
  return pageSize && Number.isInteger(pageSize) ? Math.min(Math.max(pageSize, 1), BLOG_PAGE_SIZE_MAX) : BLOG_PAGE_SIZE;
}

/** What a blog list page says about its filter and paging (PageModel.blog); hrefs are site paths. */
export interface BlogListState {
  filter?: BlogFilter;
  /** "Entradas con la etiqueta «café»": the filter in words, when filtered. */
  heading?: string;
  /** How many posts match (all pages). */
  count: number;
  page: number;
  pages: number;
  /** This page's canonical address: `/blog?tag=caf%C3%A9&page=2` (`/blog` for the first page). */
  canonical: string;
  /** The newer page (`rel="prev"`), the older page (`rel="next"`), when there is one. */
  prev?: string;
  next?: string;
  /** The unfiltered list. */
  all: string;
  /** The blog's RSS feed. */
  feed: string;
}

/** What a filtered list shows, in words: «Entradas con la etiqueta «café»», «Entradas de marzo de 2026». */
export function filterHeading(filter: BlogFilter): string {
  switch (filter.kind) {
    case 'tag':
      return t('blog.filterTag', { value: filter.value });
    case 'category':
      return t('blog.filterCategory', { value: filter.value });
    case 'author':
      return t('blog.filterAuthor', { value: filter.value });
    case 'month':
      return t('blog.filterMonth', { value: formatMonth(filter.value) || filter.value });
  }
}
