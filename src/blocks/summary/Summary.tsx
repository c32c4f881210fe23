import type { CSSProperties } from 'react';
import type { BlockContext, BlockListItem } from '../block-meta.ts';
import { BlockVariant } from '../../shared/enums.ts';
import { blockScriptAttributes } from '../../shared/islands.ts';
import { DEFAULT_CURRENCY } from '../../shared/money.ts';
import { formatDate, formatTime, t } from '../../shared/messages/index.ts';
import { priceView } from '../../shared/store.ts';
import { ResponsiveImage } from '../../ui/ResponsiveImage.tsx';
import { CONTENT_MAX_PX, DESKTOP_MIN_PX } from '../../ui/sizes.ts';
import { dayIn } from './summary-day.ts';
import { isEventList, summaryItems } from './summary-items.ts';
import { SUMMARY_RATIOS, type SummaryData, type SummaryDesign } from './summary.schema.ts';
import { classList } from '../../ui/class-list.ts';

/** The design of a summary: its data's, else its variant's (1004–1007), else a grid. */
export function summaryDesign(data: SummaryData, type: number | undefined): SummaryDesign {
  if (data.design) return data.design;
  switch (type) {
    case BlockVariant.SUMMARY_WALL:
      return 'wall';
    case BlockVariant.SUMMARY_CAROUSEL:
      return 'carousel';
    case BlockVariant.SUMMARY_LIST:
      return 'list';
    default:
      return 'grid';
  }
}

/**
 * The `sizes` of a card's thumbnail: one column of `columns` in a block `span` of 12 wide (CSS:
 * one column under 600 px, two up to the 800 px breakpoint; a carousel card is 80 % of a phone).
 */
export function summarySizes(design: SummaryDesign, span: number, columns: number): string {
  const share = Math.min(Math.max(span, 1), 12) / 12;
  if (design === 'list') return `(max-width: 599px) calc(100vw - 2rem), ${Math.round(share * CONTENT_MAX_PX * 0.36)}px`;
  const k = Math.round((share / columns) * 10000) / 10000;
  return [
    design === 'carousel' ? '(max-width: 599px) 80vw' : '(max-width: 599px) calc(100vw - 2rem)',
    `(max-width: ${DESKTOP_MIN_PX - 1}px) 46vw`,
    `(max-width: ${CONTENT_MAX_PX + 80}px) calc((100vw - 5rem) * ${k})`,
    `${Math.round((share * CONTENT_MAX_PX) / columns)}px`,
  ].join(', ');
}

type Ctx = Pick<BlockContext, 'lists' | 'now' | 'site' | 'media' | 'eagerImage' | 'current' | 'collectionId'>;
type Heading = 'h2' | 'h3' | 'h4' | 'h5';

/**
 * Summary block: a heading, then a card per item (the theme's `.card`, as on blog lists: thumbnail, date, title, excerpt…) as a grid, a
 * wall, a list or a carousel (scroll-snap; summary.script.ts adds its buttons). An event summary
 * carries the day it was rendered, so a cached copy refreshes itself later (docs/summary.md).
 * Nothing to show: nothing for visitors, a note for a signed-in editor.
 */
export function SummaryBlock({ id, type, span, data, ctx }: { id: string; type?: number; span: number; data: SummaryData; ctx: Ctx }) {
  const list = data.collectionId ? ctx.lists?.get(data.collectionId) : undefined;
  const timeZone = ctx.site?.timeZone ?? 'UTC';
  const now = ctx.now ?? Date.now();
  const items = list ? summaryItems(list, data, now, timeZone) : [];
  if (!list || items.length === 0) {
    return ctx.current?.signedIn ? <p className="summary summary--empty">{t('summary.emptyForEditor')}</p> : null;
  }
  const design = summaryDesign(data, type);
  const events = isEventList(list);
  const carousel = design === 'carousel';
  const Title = `h${data.headingLevel}` as Heading;
  const ItemTitle = `h${Math.min(data.headingLevel + 1, 5)}` as Heading;
  const ratio = SUMMARY_RATIOS[data.aspectRatio ?? (design === 'wall' ? 'auto' : '3:2')];
  const sizes = summarySizes(design, span, data.columns);
  const label = t(carousel ? 'summary.carouselLabel' : 'summary.itemsLabel', { collection: list.collection.title });
  const headingId = `${id}-summary-heading`;
  // An event summary marks its render day and what a refresh needs (GetWidgetRendering, §7).
  const refresh = events
    ? { 'data-render-day': dayIn(now, timeZone), 'data-time-zone': timeZone, 'data-block-id': id, 'data-block-type': String(type ?? ''), 'data-page-collection': ctx.collectionId ?? '' }
    : {};
  let first = true;
  const cards = items.map((item) => {
    const eager = data.show.thumbnail && ctx.media?.(item.mediaId) && first ? ((first = false), ctx.eagerImage?.() ?? false) : false;
    return <SummaryCard key={item.id} item={item} data={data} ctx={ctx} Title={ItemTitle} ratio={ratio} sizes={sizes} eager={eager} timeZone={timeZone} />;
  });
  return (
    <div
      className={classList`summary summary--${design}${events ? ' summary--events' : ''}`}
      style={{ '--summary-columns': data.columns, '--summary-columns-narrow': Math.min(2, data.columns) } as CSSProperties}
      {...(carousel || events ? blockScriptAttributes('summary') : {})}
      {...refresh}
    >
      {data.headerText || carousel ? (
        <div className="summary__bar">
          {data.headerText ? (
            <Title className="summary__heading" id={headingId}>
              {data.headerText}
            </Title>
          ) : null}
          {carousel ? (
            <div className="summary__controls" hidden>
              <button type="button" className="summary__control round-control" data-summary-step="-1" aria-label={t('summary.previous')} aria-disabled="true">
                <Chevron back />
              </button>
              <button type="button" className="summary__control round-control" data-summary-step="1" aria-label={t('summary.next')}>
                <Chevron back={false} />
              </button>
            </div>
          ) : null}
        </div>
      ) : null}
      {carousel ? (
        // A scrolling region reachable by keyboard (arrows scroll it) even before the script.
        <div className="summary__viewport" role="region" aria-label={label} tabIndex={0}>
          <ul className="summary__items">{cards}</ul>
        </div>
      ) : (
        <ul className="summary__items" aria-label={data.headerText ? undefined : label} aria-labelledby={data.headerText ? headingId : undefined}>
          {cards}
        </ul>
      )}
    </div>
  );
}

const Chevron = ({ back }: { back: boolean }) => (
  <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
    <path d={back ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} fill="none" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

interface CardProps {
  item: BlockListItem;
  data: SummaryData;
  ctx: Ctx;
  Title: Heading;
  ratio: number | undefined;
  sizes: string;
  eager: boolean;
  timeZone: string;
}

/** One item: its thumbnail, date (an event's start in the site's time zone), title, excerpt, author, price, link. */
function SummaryCard({ item, data, ctx, Title, ratio, sizes, eager, timeZone }: CardProps) {
  const { show } = data;
  const media = show.thumbnail ? ctx.media?.(item.mediaId) : undefined;
  const when = item.event?.startsAt ?? item.publishedOn;
  const date = item.event
    ? item.event.allDay
      ? t('summary.allDay', { date: formatDate(when, 'long', timeZone) })
      : t('summary.dateAndTime', { date: formatDate(when, 'long', timeZone), time: formatTime(when, timeZone) })
    : formatDate(when, 'long', timeZone);
  const meta = [show.date ? <time key="d" dateTime={when}>{date}</time> : null, item.event?.venue ? <span key="v">{item.event.venue}</span> : null, show.author && item.author ? <span key="a">{t('summary.byAuthor', { author: item.author })}</span> : null].filter(Boolean);
  const price = show.price && item.product ? priceView(item.product, ctx.site?.currency ?? DEFAULT_CURRENCY) : undefined;
  return (
    <li className="summary__item">
      <article className="card summary__card">
        {media ? (
          <a className="card__media summary__media" href={item.href} {...(show.title ? { tabIndex: -1, 'aria-hidden': true } : { 'aria-label': item.title })}>
            <ResponsiveImage media={media} sizes={sizes} ratio={ratio} eager={eager} alt={show.title ? '' : undefined} />
          </a>
        ) : null}
        <div className="card__body summary__body">
          {meta.length ? <p className="card__meta summary__meta">{meta}</p> : null}
          {show.title ? (
            <Title className="card__title summary__title">
              <a href={item.href}>{item.title}</a>
            </Title>
          ) : null}
          {show.excerpt && item.excerpt ? <p className="card__text summary__excerpt">{item.excerpt}</p> : null}
          {price ? (
            <p className="price">
              <span className="price__current">{price.from ? t('commerce.priceFrom', { price: price.price }) : price.price}</span>
            </p>
          ) : null}
          {show.readMore ? (
            <a className="card__more" href={item.href}>
              {t('summary.readMore')}
              <span className="visually-hidden">: {item.title}</span>
            </a>
          ) : null}
        </div>
      </article>
    </li>
  );
}
