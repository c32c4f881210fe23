import type { EventDetails } from '../../model/collection.ts';
import { t } from '../../shared/messages/index.ts';
import { eventBadge, eventWhen } from './when.ts';

/** An event as a list row shows it. */
export interface RowEvent {
  title: string;
  href: string;
  event: EventDetails;
  excerpt?: string;
}

/** The city of an address line: its last comma-separated part ("…, Roma Norte, Ciudad de México" → "Ciudad de México"). */
export function cityOf(address: string): string {
  const parts = address.split(',').map((p) => p.trim()).filter(Boolean);
  return parts.at(-1) ?? '';
}

/**
 * One event in a list (an events page, tour dates): a date badge, its title linked to its page,
 * when (in the site's time zone), where, and its ticket link when it has one (a new tab,
 * rel="noopener noreferrer"). `place: 'city'` shows the venue and city only (tour dates).
 */
export function EventRow({ item, timeZone, place = 'address', Heading = 'h3' }: { item: RowEvent; timeZone: string; place?: 'address' | 'city'; Heading?: 'h2' | 'h3' }) {
  const { event } = item;
  const badge = eventBadge(event.startsAt, timeZone);
  const when = eventWhen(event, timeZone);
  const where = [event.venue, place === 'city' ? cityOf(event.address) : event.address].filter(Boolean).join(', ');
  return (
    <article className="event-row">
      <p className="event-row__badge" aria-hidden="true">
        <span className="event-row__weekday">{badge.weekday}</span>
        <span className="event-row__day">{badge.day}</span>
        <span className="event-row__month">{badge.month}</span>
      </p>
      <div className="event-row__body">
        <Heading className="event-row__title">
          <a href={item.href}>{item.title}</a>
        </Heading>
        <p className="event-row__when">
          <time dateTime={event.startsAt}>{when.date}</time>
          {when.time ? <span className="event-row__time"> · {when.time}</span> : null}
        </p>
        {where ? <p className="event-row__where">{where}</p> : null}
        {item.excerpt ? <p className="event-row__excerpt">{item.excerpt}</p> : null}
      </div>
      {event.soldOut ? (
        <p className="event-row__tickets">
          <span className="event-row__sold-out">{t('events.soldOut')}</span>
        </p>
      ) : event.ticketUrl ? (
        <p className="event-row__tickets">
          <a className="btn btn--secondary btn--small" href={event.ticketUrl} target="_blank" rel="noopener noreferrer">
            {t('events.tickets')}
            <span className="visually-hidden">
              {' '}
              {t('events.ticketsFor', { title: item.title })} {t('events.opensInNewTab')}
            </span>
          </a>
        </p>
      ) : null}
    </article>
  );
}
