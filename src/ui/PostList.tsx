import { createElement } from 'react';
import type { MediaRef } from './media-ref.ts';
import { formatDate } from '../shared/messages/index.ts';
import { ResponsiveImage } from './ResponsiveImage.tsx';
import { classList } from './class-list.ts';

/** A post as a list shows it (a `BlockListItem` of a blog's list). */
export interface PostListItem {
  id: string;
  href: string;
  title: string;
  publishedOn: string;
  author?: string;
  excerpt?: string;
  mediaId?: string;
}

/** What a post list shows of each post. */
export interface PostListOptions {
  /** Heading level of each post's title (2–6). */
  level: number;
  thumbnail: boolean;
  excerpt: boolean;
  date: boolean;
  author: boolean;
  /** The site's time zone: dates are shown in it. */
  timeZone: string;
  /** `sizes` of the thumbnails. */
  sizes: string;
}

/**
 * Blog posts as a list (journal 7, posts by author/tag/category/month 27–30): each post's title
 * linked to its page, and as asked its thumbnail, date (site time zone), author and excerpt.
 */
export function PostList({ items, media, options }: { items: readonly PostListItem[]; media: (id: string | undefined) => MediaRef | undefined; options: PostListOptions }) {
  return (
    <ul className="post-list-block">
      {items.map((item) => {
        const thumb = options.thumbnail ? media(item.mediaId) : undefined;
        return (
          <li key={item.id} className={classList`post-list-block__item${thumb ? ' post-list-block__item--thumb' : ''}`}>
            {thumb ? (
              <a className="post-list-block__thumb" href={item.href} tabIndex={-1} aria-hidden="true">
                <ResponsiveImage media={thumb} sizes={options.sizes} ratio={3 / 2} alt="" />
              </a>
            ) : null}
            <div className="post-list-block__body">
              {createElement(`h${Math.min(Math.max(options.level, 2), 6)}`, { className: 'post-list-block__title' }, <a href={item.href}>{item.title}</a>)}
              {options.date || (options.author && item.author) ? (
                <p className="post-list-block__meta">
                  {options.date ? <time dateTime={item.publishedOn}>{formatDate(item.publishedOn, 'long', options.timeZone)}</time> : null}
                  {options.date && options.author && item.author ? ' · ' : null}
                  {options.author && item.author ? item.author : null}
                </p>
              ) : null}
              {options.excerpt && item.excerpt ? <p className="post-list-block__excerpt">{item.excerpt}</p> : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
