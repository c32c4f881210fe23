import type { BlockContext } from '../types.ts';
import { t } from '../../shared/messages/index.ts';
import { EventRow } from '../../ui/events/EventRow.tsx';
import { splitEvents } from '../../ui/events/when.ts';
import type { TourDatesData } from './tour-dates.schema.ts';

/** Tour dates (59): the collection's upcoming events, soonest first, or the empty state text. */
export function TourDatesBlock({ data, ctx }: { data: TourDatesData; ctx: BlockContext }) {
  const items = ctx.lists?.get(data.collectionId)?.items ?? [];
  const dates = splitEvents(items, ctx.now, ctx.site.timeZone).upcoming.slice(0, data.limit);
  return (
    <div className="tour-dates">
      {data.title ? <h2 className="tour-dates__title">{data.title}</h2> : null}
      {dates.length === 0 ? (
        <p className="tour-dates__empty">{t('events.noTourDates')}</p>
      ) : (
        <ul className="tour-dates__list" aria-label={data.title || t('events.tourDatesLabel')}>
          {dates.map((item) => (
            <li key={item.id}>
              <EventRow item={{ ...item, excerpt: undefined }} timeZone={ctx.site.timeZone} place="city" Heading={data.title ? 'h3' : 'h2'} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
