import { createElement } from 'react';
import type { BlockContext } from '../block-meta.ts';
import { blogListHref, countValues, type Counted } from '../../shared/blog.ts';
import { t } from '../../shared/messages/index.ts';
import type { TagCloudData } from './tag-cloud.schema.ts';
import { classList } from '../../ui/class-list.ts';

/** Size steps of a cloud's words (tag-cloud.css: `tag-cloud__tag--1` … `--5`). */
const STEPS = 5;

/** The size step (1–5) of a tag used `count` times in a cloud whose tags are used min…max times. */
export function tagStep(count: number, min: number, max: number): number {
  if (max <= min) return 3;
  return 1 + Math.round(((count - min) / (max - min)) * (STEPS - 1));
}

/** The tags a cloud shows: the `limit` most used, alphabetically. */
export function cloudTags(counted: readonly Counted[], limit: number): Counted[] {
  return counted.slice(0, limit).sort((a, b) => a.value.localeCompare(b.value, 'es-419'));
}

/**
 * Tag cloud: a navigation landmark named by its title (or «Etiquetas» / «Categorías») listing the
 * blog's tags, each linked to its filtered list, sized by use, with the number of posts said to
 * screen readers. Nothing when the blog has no tags (or is not one a visitor may see).
 */
export function TagCloudBlock({ id, data, ctx }: { id: string; data: TagCloudData; ctx: Pick<BlockContext, 'lists'> }) {
  const list = ctx.lists.get(data.collectionId);
  if (!list) return null;
  const tags = cloudTags(countValues(list.items, data.kind), data.limit);
  if (tags.length === 0) return null;
  const counts = tags.map((c) => c.count);
  const min = Math.min(...counts);
  const max = Math.max(...counts);
  const headingId = `${id}-title`;
  const kind = data.kind === 'tags' ? 'tag' : 'category';
  const label = data.title || t(data.kind === 'tags' ? 'blog.tagCloudLabel' : 'blog.categoryCloudLabel');
  return (
    <nav className="tag-cloud" aria-labelledby={headingId}>
      {createElement(`h${data.headingLevel}`, { id: headingId, className: 'tag-cloud__heading' }, label)}
      <ul className="tag-cloud__list">
        {tags.map((tag) => (
          <li key={tag.value}>
            <a className={classList`tag-cloud__tag tag-cloud__tag--${tagStep(tag.count, min, max)}`} href={blogListHref(list.collection.urlId, { kind, value: tag.value })}>
              {tag.value}
              <span className="visually-hidden">{` (${t('blog.postCount', { count: tag.count })})`}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
