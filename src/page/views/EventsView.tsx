import type { Collection, Item } from '../../model/index.ts';
import { t } from '../../shared/messages/index.ts';
import type { RenderContext } from '../context.ts';
import { itemHref } from '../links.ts';
import { EventCalendar } from '../../ui/events/EventCalendar.tsx';
import { EventRow } from '../../ui/events/EventRow.tsx';
import { splitEvents } from '../../ui/events/when.ts';

/** Past events an events list shows, latest first. */
export const PAST_EVENTS_MAX = 24;

/**
 * The items of an events collection (`collection.events`, §2 "events list or calendar"): a
 * month calendar (`view: 'calendar'`), or upcoming events soonest first and then past ones,
 * latest first. Days and times are in the site's time zone; "upcoming" is decided at render time.
 */
export function EventsView({ collection, items, ctx }: { collection: Pick<Collection, 'id' | 'urlId' | 'events'>; items: Item[]; ctx: RenderContext }) {
  const timeZone = ctx.site.timeZone;
  const { upcoming, past } = splitEvents(items, ctx.now, timeZone);
  const row = (item: (typeof upcoming)[number]) => ({ title: item.title, href: itemHref(collection, item), event: item.event, excerpt: item.excerpt });
  if (collection.events?.view === 'calendar') {
    return <EventCalendar id={`eventos-${collection.id}`} events={[...upcoming, ...past].map((i) => ({ id: i.id, ...row(i) }))} timeZone={timeZone} now={ctx.now} headingLevel={2} />;
  }
  return (
    <div className="events-list">
      <section aria-labelledby="eventos-proximos">
        <h2 id="eventos-proximos" className="events-list__heading">
          {t('events.upcomingHeading')}
        </h2>
        {upcoming.length === 0 ? (
          <p className="empty-state">{past.length ? t('events.noUpcoming') : t('events.noEvents')}</p>
        ) : (
          <ul className="events-list__items">
            {upcoming.map((item) => (
              <li key={item.id}>
                <EventRow item={row(item)} timeZone={timeZone} />
              </li>
            ))}
          </ul>
        )}
      </section>
      {past.length ? (
        <section aria-labelledby="eventos-pasados" className="events-list__past">
          <h2 id="eventos-pasados" className="events-list__heading">
            {t('events.pastHeading')}
          </h2>
          <ul className="events-list__items">
            {past.slice(0, PAST_EVENTS_MAX).map((item) => (
              <li key={item.id}>
                <EventRow item={{ ...row(item), excerpt: undefined }} timeZone={timeZone} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
