import { createElement } from 'react';
import type { BlockContext } from '../block-meta.ts';
import { BlockType } from '../../shared/enums.ts';
import { blogListHref, filterHeading, matchesFilter, type BlogFilter, type BlogFilterKind } from '../../shared/blog.ts';
import { t } from '../../shared/messages/index.ts';
import { PostList } from '../../ui/PostList.tsx';
import type { PostsByData } from './posts-by.schema.ts';

const KINDS: Record<number, BlogFilterKind> = {
  [BlockType.POSTS_BY_AUTHOR]: 'author',
  [BlockType.POSTS_BY_TAG]: 'tag',
  [BlockType.POSTS_BY_CATEGORY]: 'category',
  [BlockType.POSTS_BY_MONTH]: 'month',
};

/**
 * Posts by author, tag, category or month: a region headed by what it shows, the matching posts
 * of the blog (newest first) and a link to the blog's list filtered the same way; the empty-state
 * text when none matches.
 */
export function PostsByBlock({ id, type, data, span, ctx }: { id: string; type: number; data: PostsByData; span?: number; ctx: Pick<BlockContext, 'lists' | 'media' | 'site'> }) {
  const filter: BlogFilter = { kind: KINDS[type] ?? 'tag', value: data.value };
  const list = ctx.lists.get(data.collectionId);
  const matching = list ? list.items.filter((item) => matchesFilter(item, filter, ctx.site.timeZone)) : [];
  const items = matching.slice(0, data.limit);
  const headingId = `${id}-title`;
  const label = filterHeading(filter);
  const sizes = `(min-width: 60em) ${Math.round(((span ?? 12) / 12) * 30)}vw, (min-width: 36.01em) 40vw, 100vw`;
  return (
    <section className="posts-by-block" aria-labelledby={headingId}>
      {createElement(`h${data.headingLevel}`, { id: headingId, className: 'posts-by-block__heading' }, data.title || label)}
      {items.length ? (
        <PostList
          items={items}
          media={ctx.media}
          options={{ level: data.headingLevel + 1, thumbnail: data.showThumbnail, excerpt: data.showExcerpt, date: data.showDate, author: false, timeZone: ctx.site.timeZone, sizes }}
        />
      ) : (
        <p className="posts-by-block__empty">{t('blog.noPosts')}</p>
      )}
      {list && items.length ? (
        <p className="posts-by-block__more">
          <a href={blogListHref(list.collection.urlId, filter)}>
            {t('blog.viewAll')}
            <span className="visually-hidden">{`: ${label}`}</span>
          </a>
        </p>
      ) : null}
    </section>
  );
}
