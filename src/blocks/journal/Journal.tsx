import { createElement } from 'react';
import type { BlockContext } from '../block-meta.ts';
import { t } from '../../shared/messages/index.ts';
import { PostList } from '../../ui/PostList.tsx';
import type { JournalData } from './journal.schema.ts';

/**
 * Journal block: a region named by its title (or the blog's) with the blog's latest posts and a
 * «Ver todas» link to the blog; the empty-state text when the blog has no published post (or is
 * not one a visitor may see).
 */
export function JournalBlock({ id, data, span, ctx }: { id: string; data: JournalData; span?: number; ctx: Pick<BlockContext, 'lists' | 'media' | 'site'> }) {
  const list = ctx.lists.get(data.collectionId);
  const headingId = `${id}-title`;
  const title = data.title || list?.collection.title || '';
  const items = list?.items.slice(0, data.limit) ?? [];
  const sizes = `(min-width: 60em) ${Math.round(((span ?? 12) / 12) * 30)}vw, (min-width: 36.01em) 40vw, 100vw`;
  return (
    <section className="journal-block" aria-labelledby={title ? headingId : undefined}>
      {title ? createElement(`h${data.headingLevel}`, { id: headingId, className: 'journal-block__heading' }, title) : null}
      {items.length ? (
        <PostList
          items={items}
          media={ctx.media}
          options={{ level: title ? data.headingLevel + 1 : data.headingLevel, thumbnail: data.showThumbnail, excerpt: data.showExcerpt, date: data.showDate, author: data.showAuthor, timeZone: ctx.site.timeZone, sizes }}
        />
      ) : (
        <p className="journal-block__empty">{t('blog.noPosts')}</p>
      )}
      {list && items.length ? (
        <p className="journal-block__more">
          <a href={`/${list.collection.urlId}`}>
            {t('blog.viewAll')}
            <span className="visually-hidden">{`: ${list.collection.title}`}</span>
          </a>
        </p>
      ) : null}
    </section>
  );
}
