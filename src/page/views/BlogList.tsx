import type { Collection, Item } from '../../model/index.ts';
import { relativeTimeAttributes } from '../../shared/relative-time.ts';
import type { RenderContext } from '../context.ts';
import { itemHref } from '../links.ts';
import { formatDate, t } from '../../shared/messages/index.ts';
import { ResponsiveImage } from '../../ui/ResponsiveImage.tsx';
import { CommentLink } from './Comments.tsx';

const CARD_SIZES = '(max-width: 799px) 100vw, (max-width: 1023px) 50vw, 370px';

/** A blog's list of posts: image, date, title, excerpt and a link to each. */
export function BlogList({ collection, items, ctx }: { collection: Pick<Collection, 'urlId'>; items: Item[]; ctx: RenderContext }) {
  if (items.length === 0) return <p className="empty-state">{t('page.noPosts')}</p>;
  return (
    <ul className="card-grid post-list" aria-label={t('page.postsHeading')}>
      {items.map((item) => {
        const href = itemHref(collection, item);
        const media = ctx.media(item.mediaId);
        return (
          <li key={item.id}>
            <article className="card post-card">
              {media ? (
                <a className="card__media" href={href} tabIndex={-1} aria-hidden="true">
                  <ResponsiveImage media={media} sizes={CARD_SIZES} ratio={3 / 2} eager={ctx.eagerImage?.()} />
                </a>
              ) : null}
              <div className="card__body">
                <p className="card__meta">
                  <time dateTime={item.publishedOn} {...relativeTimeAttributes(item.publishedOn)}>{formatDate(item.publishedOn, 'long', ctx.site.timeZone)}</time>
                  {ctx.page ? <CommentLink model={ctx.page} item={item} href={href} /> : null}
                </p>
                <h2 className="card__title">
                  <a href={href}>{item.title}</a>
                </h2>
                {item.excerpt ? <p className="card__text">{item.excerpt}</p> : null}
                <a className="card__more" href={href}>
                  {t('page.readMore')}
                  <span className="visually-hidden">: {item.title}</span>
                </a>
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
