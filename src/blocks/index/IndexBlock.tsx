import { createElement } from 'react';
import type { BlockContext } from '../block-meta.ts';
import { t } from '../../shared/messages/index.ts';
import type { MediaRef } from '../../ui/media-ref.ts';
import { ResponsiveImage } from '../../ui/ResponsiveImage.tsx';
import { ariaCurrent, findPage, pagePath } from '../navigation/nav-links.ts';
import type { IndexData } from './index.schema.ts';
import { classList } from '../../ui/class-list.ts';

export interface IndexEntry {
  title: string;
  href: string;
  description: string;
  media?: MediaRef;
}

/** The entries an index shows: the pages it names that the site has, or every page of the site. */
export function indexEntries(data: IndexData, ctx: Pick<BlockContext, 'site' | 'media'>): IndexEntry[] {
  const site = ctx.site;
  if (!site) return [];
  const named = data.pages ?? site.collections.map((c) => ({ collection: c.urlId, description: '', mediaId: undefined }));
  return named.flatMap((entry) => {
    const page = findPage(site, entry.collection);
    if (!page) return [];
    return [{ title: page.title, href: pagePath(site, page), description: entry.description, media: ctx.media?.(entry.mediaId) }];
  });
}

/**
 * Index block: a navigation landmark named by its title (or «Índice de páginas») listing pages as
 * cards or a plain list, thumbnails and descriptions where the data gives them, the current page
 * marked `aria-current`.
 */
export function IndexBlock({ id, data, ctx, span }: { id: string; data: IndexData; span?: number; ctx: Pick<BlockContext, 'current' | 'site' | 'media'> }) {
  const entries = indexEntries(data, ctx);
  if (entries.length === 0) return null;
  const headingId = `${id}-title`;
  // Cards sit two to four to a row on wide screens; on a phone the thumbnail is 6.5 rem (104 px) beside the text.
  const sizes = `(min-width: 60em) ${Math.round(((span ?? 12) / 12) * 33)}vw, (min-width: 36.01em) 50vw, 104px`;
  return (
    <nav className={classList`index-block index-block--${data.layout}`} {...(data.title ? { 'aria-labelledby': headingId } : { 'aria-label': t('navigation.indexLabel') })}>
      {data.title ? createElement(`h${data.headingLevel}`, { id: headingId, className: 'index-block__heading' }, data.title) : null}
      <ul className="index-block__list">
        {entries.map((entry, i) => (
          <li key={i} className="index-block__item">
            <a className="index-block__link" href={entry.href} aria-current={ariaCurrent(entry.href, ctx.current)}>
              {entry.media && data.layout === 'cards' ? (
                <ResponsiveImage className="index-block__thumb" media={entry.media} sizes={sizes} ratio={3 / 2} alt="" />
              ) : null}
              <span className="index-block__title">{entry.title}</span>
              {entry.description ? <span className="index-block__description">{entry.description}</span> : null}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
