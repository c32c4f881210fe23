import type { EventDetails } from '../../model/collection.ts';
import { blockScriptAttributes } from '../../shared/islands.ts';
import { dayKey, t } from '../../shared/messages/index.ts';
import { monthWeeks } from './days.ts';
import { calendarMonths, dayName, eventDays, eventWhen, monthName, weekdayNames } from './when.ts';

/** One event as the calendar shows it. */
export interface CalendarEvent {
  id: string;
  title: string;
  href: string;
  event: EventDetails;
}

export interface EventCalendarProps {
  /** Unique on the page: prefixes the ids of its days (a block id, or the collection's). */
  id: string;
  events: readonly CalendarEvent[];
  /** The site's IANA time zone: which day an event falls on. */
  timeZone: string;
  /** The render time: the month shown first and the day marked today. */
  now: number;
  /** Heading level of the month agendas: 2 on an events page, 3 in a block under a section heading. */
  headingLevel?: 2 | 3;
}

/**
 * A month calendar of events (the calendar block 26 and an events collection's calendar view): a
 * table per month, Monday first, with each month's agenda of event links below it. The server
 * renders the months from the current one to the events' (calendarMonths), all but the current
 * one hidden; calendar.script.ts (src/blocks/calendar) shows the month buttons and adds the
 * keyboard (arrows, PageUp/PageDown, Home/End, Enter). Without the script the current month and
 * its agenda read and work as they are.
 */
export function EventCalendar({ id, events, timeZone, now, headingLevel = 3 }: EventCalendarProps) {
  const byDay = new Map<string, CalendarEvent[]>();
  for (const e of [...events].sort((a, b) => Date.parse(a.event.startsAt) - Date.parse(b.event.startsAt))) {
    for (const day of eventDays(e.event, timeZone)) byDay.set(day, [...(byDay.get(day) ?? []), e]);
  }
  const { current, months } = calendarMonths([...byDay.keys()], timeZone, now);
  const today = dayKey(now, timeZone);
  const weekdays = weekdayNames();
  const help = `${id}-ayuda`;
  const Heading = `h${headingLevel}` as 'h2' | 'h3';
  return (
    <div className="event-calendar" {...blockScriptAttributes('calendar')} data-current={current} aria-label={t('events.calendarLabel')} role="group">
      <p id={help} className="visually-hidden">
        {t('events.keyboardHelp')}
      </p>
      <div className="event-calendar__nav" data-calendar-nav="">
        <button type="button" className="event-calendar__step" data-calendar-step="-1">
          <span aria-hidden="true">‹</span> <span className="event-calendar__step-label">{t('events.previousMonth')}</span>
        </button>
        <p className="event-calendar__title" aria-live="polite" data-calendar-title="">
          {monthName(current)}
        </p>
        <button type="button" className="event-calendar__step" data-calendar-step="1">
          <span className="event-calendar__step-label">{t('events.nextMonth')}</span> <span aria-hidden="true">›</span>
        </button>
      </div>
      {months.map((month) => {
        const days = monthWeeks(month).flat().filter((d): d is string => d !== null);
        const withEvents = days.filter((d) => byDay.has(d));
        const focus = days.includes(today) ? today : (withEvents[0] ?? days[0]);
        return (
          <section key={month} className="event-calendar__month" data-month={month} aria-label={monthName(month)} hidden={month !== current}>
            <table role="grid" className="event-calendar__grid" aria-describedby={help}>
              {/* The month title between the buttons names the month; the caption stays for assistive technology. */}
              <caption className="visually-hidden">{monthName(month)}</caption>
              <thead>
                <tr>
                  {weekdays.map((w) => (
                    <th key={w.long} scope="col" abbr={w.long}>
                      {w.short}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {monthWeeks(month).map((week, w) => (
                  <tr key={w}>
                    {week.map((day, d) => (day ? <DayCell key={day} day={day} events={byDay.get(day)} today={day === today} focus={day === focus} /> : <td key={`x${d}`} className="event-calendar__blank" />))}
                  </tr>
                ))}
              </tbody>
            </table>
            <div className="event-calendar__agenda">
              <Heading className="event-calendar__agenda-title">{t('events.monthAgenda', { month: monthName(month) })}</Heading>
              {withEvents.length === 0 ? (
                <p className="event-calendar__empty">{t('events.noEventsInMonth')}</p>
              ) : (
                <ul className="event-calendar__days">
                  {withEvents.map((day) => (
                    <li key={day} id={`${id}-${day}`} data-day={day} tabIndex={-1} className="event-calendar__day">
                      <p className="event-calendar__day-name">{dayName(day)}</p>
                      <ul className="event-calendar__events">
                        {byDay.get(day)!.map((e) => {
                          const when = eventWhen(e.event, timeZone);
                          return (
                            <li key={e.id}>
                              <a href={e.href}>{e.title}</a>
                              <span className="event-calendar__meta">{[when.time || t('events.allDay'), e.event.venue].filter(Boolean).join(' · ')}</span>
                            </li>
                          );
                        })}
                      </ul>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </section>
        );
      })}
    </div>
  );
}

/** A day of the grid: its number, and for assistive technology its full date and how many events. */
function DayCell({ day, events, today, focus }: { day: string; events?: CalendarEvent[]; today: boolean; focus: boolean }) {
  const count = events?.length ?? 0;
  const className = ['event-calendar__cell', count ? 'has-events' : '', today ? 'is-today' : ''].filter(Boolean).join(' ');
  return (
    <td role="gridcell" className={className} data-date={day} tabIndex={focus ? 0 : -1} aria-current={today ? 'date' : undefined}>
      <span className="event-calendar__num" aria-hidden="true">
        {Number(day.slice(8))}
      </span>
      <span className="visually-hidden">
        {dayName(day)}
        {today ? `, ${t('events.today')}` : ''}, {t('events.dayEvents', { count })}
      </span>
      {count ? (
        <span className="event-calendar__titles" aria-hidden="true">
          {events!.map((e) => (
            <span key={e.id} className="event-calendar__chip">
              {e.title}
            </span>
          ))}
        </span>
      ) : null}
    </td>
  );
}
