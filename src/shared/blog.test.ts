import { describe, expect, it } from 'vitest';
import {
  BLOG_PAGE_SIZE,
  blogCacheQuery,
  blogFeedHref,
  blogListHref,
  blogPageSize,
  blogQueryString,
  countValues,
  groupByMonth,
  groupByYear,
  matchesFilter,
  monthKey,
  parseBlogQuery,
} from './blog.ts';

const q = (s: string) => parseBlogQuery(new URLSearchParams(s));

describe('parseBlogQuery: reads a blog list address', () => {
  it('no blog parameter: undefined (the plain list); other parameters are ignored', () => {
    expect(q('')).toBeUndefined();
    expect(q('utm_source=x&fbclid=y')).toBeUndefined();
  });
  it('a page and at most one filter', () => {
    expect(q('page=3')).toEqual({ page: 3 });
    expect(q('tag=caf%C3%A9')).toEqual({ filter: { kind: 'tag', value: 'café' }, page: 1 });
    expect(q('page=2&month=2026-03')).toEqual({ filter: { kind: 'month', value: '2026-03' }, page: 2 });
    expect(q('author=Ana+P%C3%A9rez')).toEqual({ filter: { kind: 'author', value: 'Ana Pérez' }, page: 1 });
  });
  it('malformed: null', () => {
    for (const s of ['page=0', 'page=-2', 'page=1e3', 'page=10000', 'page=', 'page=1&page=2', 'tag=a&category=b', 'tag=', 'tag=%20%20', 'month=2026-3', 'month=2026-00', 'month=x', 'tag=a&tag=a', `author=${'a'.repeat(101)}`]) {
      expect(q(s), s).toBeNull();
    }
  });
});

describe('addresses', () => {
  it('one canonical query per list, page 1 left out', () => {
    expect(blogQueryString({ page: 1 })).toBe('');
    expect(blogQueryString({ page: 2, filter: { kind: 'tag', value: 'pan & sal' } })).toBe('?tag=pan+%26+sal&page=2');
    expect(blogListHref('blog', { kind: 'category', value: 'Métodos' })).toBe('/blog?category=M%C3%A9todos');
    expect(blogListHref('blog', undefined, 3)).toBe('/blog?page=3');
    expect(blogFeedHref('blog')).toBe('/blog?format=rss');
  });
  it('the cache part: the same for any order or spelling, bounded for nonsense', () => {
    expect(blogCacheQuery('')).toBe('');
    expect(blogCacheQuery('utm_source=x')).toBe('');
    expect(blogCacheQuery('page=2&tag=caf%C3%A9')).toBe(blogCacheQuery('tag=caf%c3%a9&page=2&utm=1'));
    expect(blogCacheQuery('page=1')).toBe('?page=1');
    expect(blogCacheQuery('page=x')).toBe('?!');
    expect(blogCacheQuery('page=y')).toBe('?!');
    expect(blogCacheQuery('format=rss')).toBe('?format=rss');
    expect(blogCacheQuery(new URLSearchParams('format=json'))).toBe('');
    expect(blogCacheQuery(new URLSearchParams())).toBe('');
  });
});

const post = (publishedOn: string, more: object = {}) => ({ publishedOn, ...more });

describe('months, in the site time zone', () => {
  it('monthKey', () => {
    expect(monthKey('2026-03-01T03:00:00Z')).toBe('2026-03');
    expect(monthKey('2026-03-01T03:00:00Z', 'America/Mexico_City')).toBe('2026-02');
    expect(monthKey('2025-12-31T23:30:00Z', 'Europe/Madrid')).toBe('2026-01');
    expect(monthKey('nope')).toBe('');
  });
  it('groupByMonth, newest first; groupByYear with counts', () => {
    const posts = [post('2026-03-10T00:00:00Z'), post('2026-03-01T03:00:00Z'), post('2026-01-05T12:00:00Z'), post('2025-11-05T12:00:00Z'), post('bad')];
    const months = groupByMonth(posts, 'America/Mexico_City');
    expect(months.map((m) => [m.month, m.posts.length])).toEqual([['2026-03', 1], ['2026-02', 1], ['2026-01', 1], ['2025-11', 1]]);
    expect(groupByYear(months).map((y) => [y.year, y.count, y.months.length])).toEqual([['2026', 3, 3], ['2025', 1, 1]]);
    expect(groupByMonth(posts).map((m) => m.month)).toEqual(['2026-03', '2026-01', '2025-11']);
  });
});

describe('counting and matching', () => {
  const posts = [
    post('2026-01-01T12:00:00Z', { tags: ['café', 'pan'], categories: ['Recetas'], author: 'Ana' }),
    post('2026-02-01T12:00:00Z', { tags: ['café', 'café'], author: 'Luis' }),
    post('2026-03-01T12:00:00Z', { tags: ['agua'], categories: ['Recetas'] }),
  ];
  it('countValues: most used first, then alphabetically; a tag twice on a post counts once', () => {
    expect(countValues(posts, 'tags')).toEqual([{ value: 'café', count: 2 }, { value: 'agua', count: 1 }, { value: 'pan', count: 1 }]);
    expect(countValues(posts, 'categories')).toEqual([{ value: 'Recetas', count: 2 }]);
    expect(countValues(posts, 'author')).toEqual([{ value: 'Ana', count: 1 }, { value: 'Luis', count: 1 }]);
  });
  it('matchesFilter: as written; months in the zone', () => {
    expect(posts.filter((p) => matchesFilter(p, { kind: 'tag', value: 'café' })).length).toBe(2);
    expect(posts.filter((p) => matchesFilter(p, { kind: 'tag', value: 'Café' })).length).toBe(0);
    expect(posts.filter((p) => matchesFilter(p, { kind: 'author', value: 'Luis' })).length).toBe(1);
    expect(posts.filter((p) => matchesFilter(p, { kind: 'month', value: '2026-03' })).length).toBe(1);
    expect(posts.filter((p) => matchesFilter(p, undefined)).length).toBe(3);
  });
  it('blogPageSize: the collection’s within 1–50, else the default', () => {
    expect(blogPageSize(undefined)).toBe(BLOG_PAGE_SIZE);
    expect(blogPageSize(6)).toBe(6);
    expect(blogPageSize(500)).toBe(50);
    expect(blogPageSize(2.5)).toBe(BLOG_PAGE_SIZE);
  });
});
