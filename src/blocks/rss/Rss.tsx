import type { BlockContext } from '../block-meta.ts';
import { blogFeedHref } from '../../shared/blog.ts';
import { t } from '../../shared/messages/index.ts';
import type { RssData } from './rss.schema.ts';

/** The usual feed icon: a dot and two arcs. */
function FeedIcon() {
  return (
    <svg className="rss-link__icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <circle cx="3" cy="13" r="2" fill="currentColor" />
      <path d="M1 6.5a8.5 8.5 0 0 1 8.5 8.5M1 1.5A13.5 13.5 0 0 1 14.5 15" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * RSS link: a link to the blog's feed with the feed icon, typed `application/rss+xml`; its name
 * says which blog when the visible label does not. Nothing when the blog is not one a visitor may see.
 */
export function RssBlock({ data, ctx }: { data: RssData; ctx: Pick<BlockContext, 'lists'> }) {
  const list = ctx.lists.get(data.collectionId);
  if (!list) return null;
  return (
    <p className="rss-link">
      <a className="rss-link__link" href={blogFeedHref(list.collection.urlId)} type="application/rss+xml">
        <FeedIcon />
        <span>{data.label || t('blog.rssLink')}</span>
        {data.label ? null : <span className="visually-hidden">{`: ${list.collection.title}`}</span>}
      </a>
    </p>
  );
}
