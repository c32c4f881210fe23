import { ANONYMOUS, type VisitorAccess } from './access.ts';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Collection, Item } from '../../model/index.ts';
import type { SiteView } from '../../page/context.ts';
import type { BlockList } from '../../blocks/types.ts';
import { absoluteUrl } from '../../page/links.ts';
import { t } from '../../shared/messages/index.ts';
import {
  blogFeedHref,
  blogListHref,
  blogPageSize,
  blogQueryString,
  countValues,
  filterHeading,
  matchesFilter,
  monthKey,
  parseBlogQuery,
  type BlogFilter,
  type BlogListState,
} from '../../shared/blog.ts';
import { publishedList } from './version-reads.ts';
import { episodeLines, ITUNES_NS, podcastChannel, podcastEpisodes } from './podcast.ts';

/** How many posts the RSS feed carries, newest first. */
export const FEED_ITEMS = 20;

/** A blog list page: the posts of the page and what the page says about its filter and paging. */
export interface BlogListPage {
  items: Item[];
  blog: BlogListState;
  title: string;
  /** The blog's published items (for blocks on the page that list this same blog). */
  list: BlockList;
}

/**
 * The page of a blog list that `query` asks for (`?tag=`, `?category=`, `?author=`,
 * `?month=YYYY-MM`, `?page=N`: src/shared/blog.ts), or `null` when the page does not exist: a
 * malformed query, a tag, category, author or month no published post has, a page past the last.
 * Only values the blog's own posts carry are accepted, so the pages the HTML cache may keep are
 * bounded by the blog itself, not by what visitors type. Reads the newest LIST_ITEMS_MAX posts
 * (src/server/sites/lists.ts), the same the blog's blocks count.
 */
export async function blogListPage(db: Kysely<Database>, site: SiteView, collection: Omit<Collection, 'items'>, query: URLSearchParams, access: VisitorAccess = ANONYMOUS): Promise<BlogListPage | null> {
  const parsed = parseBlogQuery(query);
  if (parsed === null) return null;
  // The visitor's access: a members-only blog lists its posts to its members (docs/members.md).
  const list = await publishedList(db, site, collection.id, access);
  if (!list) return null;
  const timeZone = site.settings.timeZone || 'UTC';
  const filter = parsed?.filter;
  if (filter && !knownValue(list, filter, timeZone)) return null;
  const matching = list.items.filter((item) => matchesFilter(item, filter, timeZone));
  const size = blogPageSize(collection.pageSize);
  const pages = Math.max(1, Math.ceil(matching.length / size));
  const page = parsed?.page ?? 1;
  if (page > pages) return null;
  const href = (p: number) => blogListHref(collection.urlId, filter, p);
  const heading = filter ? filterHeading(filter) : undefined;
  const base = heading ?? collection.title;
  return {
    items: matching.slice((page - 1) * size, page * size).map(({ href: _href, ...item }) => ({ ...item, layout: { columns: 12, sections: [] } })),
    blog: {
      filter,
      heading,
      count: matching.length,
      page,
      pages,
      canonical: `/${collection.urlId}${blogQueryString({ filter, page })}`,
      prev: page > 1 ? href(page - 1) : undefined,
      next: page < pages ? href(page + 1) : undefined,
      all: `/${collection.urlId}`,
      feed: blogFeedHref(collection.urlId),
    },
    title: page > 1 ? t('blog.pageTitle', { title: base, page }) : base,
    list,
  };
}

/** Whether some published post carries the filter's value: only those lists exist. */
function knownValue(list: BlockList, filter: BlogFilter, timeZone: string): boolean {
  if (filter.kind === 'month') return list.items.some((i) => monthKey(i.publishedOn, timeZone) === filter.value);
  const kind = filter.kind === 'tag' ? 'tags' : filter.kind === 'category' ? 'categories' : 'author';
  return countValues(list.items, kind).some((c) => c.value === filter.value);
}

/** Whether a request asks for a feed (`?format=rss`, once, and nothing else of a blog list). */
export function wantsFeed(query: URLSearchParams): boolean {
  return query.getAll('format').length === 1 && query.get('format') === 'rss';
}

/**
 * The blog's RSS 2.0 feed: its newest FEED_ITEMS published posts with title, absolute link,
 * guid, RFC 822 date, excerpt and categories; every text escaped for XML.
 */
export async function blogFeed(db: Kysely<Database>, site: SiteView, collection: Omit<Collection, 'items'>, access: VisitorAccess = ANONYMOUS): Promise<string | null> {
  const list = await publishedList(db, site, collection.id, access);
  if (!list) return null;
  const link = absoluteUrl(site.baseUrl, `/${collection.urlId}`);
  const items = list.items.slice(0, FEED_ITEMS);
  const el = (name: string, text: string) => `<${name}>${xml(text)}</${name}>`;
  // Posts with an audio file are episodes: then the feed is a podcast's too (podcast.ts).
  const episodes = await podcastEpisodes(db, site, items.map((i) => i.id));
  const podcast = episodes.size > 0;
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/"${podcast ? ` xmlns:itunes="${ITUNES_NS}"` : ''}>`,
    '<channel>',
    el('title', `${collection.title} · ${site.website.title}`),
    el('link', link),
    el('description', collection.description || site.website.description || collection.title),
    el('language', 'es-419'),
    `<atom:link href="${xml(absoluteUrl(site.baseUrl, blogFeedHref(collection.urlId)))}" rel="self" type="application/rss+xml"/>`,
    ...(items[0] ? [el('lastBuildDate', new Date(items[0].publishedOn).toUTCString())] : []),
    ...(podcast ? podcastChannel(site, collection, el, xml) : []),
  ];
  for (const item of items) {
    const url = absoluteUrl(site.baseUrl, item.href);
    lines.push(
      '<item>',
      el('title', item.title),
      el('link', url),
      `<guid isPermaLink="true">${xml(url)}</guid>`,
      el('pubDate', new Date(item.publishedOn).toUTCString()),
      ...(item.author ? [el('dc:creator', item.author)] : []),
      ...(item.excerpt ? [el('description', item.excerpt)] : []),
      ...[...(item.categories ?? []), ...(item.tags ?? [])].map((c) => el('category', c)),
      ...(episodes.has(item.id) ? episodeLines(episodes.get(item.id)!, el, xml) : []),
      '</item>',
    );
  }
  lines.push('</channel>', '</rss>', '');
  return lines.join('\n');
}

/** Text for XML: markup characters escaped, characters XML 1.0 forbids dropped. */
export function xml(text: string): string {
  return text
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}
