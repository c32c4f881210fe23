import type { EventDetails, Item } from '../../model/index.ts';
import { t } from '../../shared/messages/index.ts';
import type { PageModel, RenderContext } from '../context.ts';
import { LayoutView } from '../layout/LayoutView.tsx';
import { ResponsiveImage } from '../../ui/ResponsiveImage.tsx';
import { eventWhen } from '../../ui/events/when.ts';

/**
 * An event's page (`/eventos/cata`): its title, when (in the site's time zone, a range when it
 * has an end), where, its ticket link, «Agregar al calendario» (the .ics file at the page's path
 * plus `.ics`, src/server/sites/events.ts), then its image and layout.
 */
export function EventPage({ model, ctx, item, event, back }: { model: PageModel; ctx: RenderContext; item: Item; event: EventDetails; back: React.ReactNode }) {
  const when = eventWhen(event, ctx.site.timeZone);
  const media = ctx.media(item.mediaId);
  return (
    <article className="event-page">
      <header className="event-page__header">
        <div className="container container--narrow">
          {back}
          <h1 className="event-page__title">{item.title}</h1>
          {item.excerpt ? <p className="event-page__lead">{item.excerpt}</p> : null}
          <dl className="event-page__facts">
            <div>
              <dt>{t('events.when')}</dt>
              <dd>
                <time dateTime={event.startsAt}>{when.date}</time>
                <br />
                {when.time || t('events.allDay')}
              </dd>
            </div>
            {event.venue || event.address ? (
              <div>
                <dt>{t('events.where')}</dt>
                <dd>
                  {event.venue ? <strong>{event.venue}</strong> : null}
                  {event.venue && event.address ? <br /> : null}
                  {event.address}
                </dd>
              </div>
            ) : null}
          </dl>
          <p className="event-page__actions">
            {event.soldOut ? (
              <span className="event-page__sold-out">{t('events.soldOut')}</span>
            ) : event.ticketUrl ? (
              <a className="btn btn--primary btn--medium" href={event.ticketUrl} target="_blank" rel="noopener noreferrer">
                {t('events.tickets')}
                <span className="visually-hidden"> {t('events.opensInNewTab')}</span>
              </a>
            ) : null}
            <a className="btn btn--secondary btn--medium" href={`${model.path}.ics`} download={`${item.urlId}.ics`} title={t('events.addToCalendarNote')}>
              {t('events.addToCalendar')}
            </a>
          </p>
        </div>
        {media ? (
          <div className="container event-page__image">
            <ResponsiveImage media={media} sizes="(max-width: 1152px) 100vw, 1152px" eager={ctx.eagerImage?.()} />
          </div>
        ) : null}
      </header>
      <LayoutView layout={item.layout} ctx={ctx} />
    </article>
  );
}
