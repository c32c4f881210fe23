import type { BlockContext } from '../types.ts';
import { EventCalendar, type CalendarEvent } from '../../ui/events/EventCalendar.tsx';
import type { CalendarData } from './calendar.schema.ts';

/** The events of a listed collection that the calendar can place (those with event details). */
export function calendarEvents(ctx: BlockContext, collectionId: string): CalendarEvent[] {
  const items = ctx.lists?.get(collectionId)?.items ?? [];
  return items.flatMap((i) => (i.event ? [{ id: i.id, title: i.title, href: i.href, event: i.event }] : []));
}

/** Calendar block (26): an optional heading and the month calendar of the collection's events. */
export function CalendarBlock({ id, data, ctx }: { id: string; data: CalendarData; ctx: BlockContext }) {
  return (
    <div className="calendar-block">
      {data.title ? <h2 className="calendar-block__title">{data.title}</h2> : null}
      <EventCalendar id={`cal-${id}`} events={calendarEvents(ctx, data.collectionId)} timeZone={ctx.site.timeZone} now={ctx.now} headingLevel={data.title ? 3 : 2} />
    </div>
  );
}
