/**
 * Events (§3 item type 12) as pages and blocks show them: when they happen in the site's time
 * zone, which are upcoming, and the days of a month. Shared by the events pages (src/page), the
 * calendar (26) and tour dates (59) blocks and the .ics file; no React, no server.
 */
import type { EventDetails } from '../../model/collection.ts';
import { dayKey, formatDateRange, formatDateWith, formatTime } from '../../shared/messages/intl.ts';
import { addDays, addMonths } from './days.ts';

/** An item that is an event: what every events view needs of it. */
export interface EventLike {
  id: string;
  title: string;
  event?: EventDetails;
}

/** An item with its event details known to be present. */
export type WithEvent<T extends EventLike> = T & { event: EventDetails };

/** The most days one event is shown on in a calendar (a festival, a week of workshops). */
export const EVENT_DAYS_MAX = 14;

/**
 * Whether an event is not over at `now`: until its end (its start when it has none); a whole-day
 * event until its last day is over in the site's time zone. The one rule of every "upcoming" list
 * (events pages, tour dates, summaries).
 */
export function isUpcoming(event: EventDetails, now: number, timeZone: string): boolean {
  const last = event.endsAt ?? event.startsAt;
  if (event.allDay) return dayKey(last, timeZone) >= dayKey(now, timeZone);
  return Date.parse(last) >= now;
}

/** The items that are events, upcoming ones (`isUpcoming`) soonest first, past ones latest first. */
export function splitEvents<T extends EventLike>(items: readonly T[], now: number, timeZone: string): { upcoming: WithEvent<T>[]; past: WithEvent<T>[] } {
  const events = items.filter((i): i is WithEvent<T> => Boolean(i.event));
  const start = (i: WithEvent<T>) => Date.parse(i.event.startsAt);
  const upcoming = events.filter((i) => isUpcoming(i.event, now, timeZone)).sort((a, b) => start(a) - start(b));
  const past = events.filter((i) => !isUpcoming(i.event, now, timeZone)).sort((a, b) => start(b) - start(a));
  return { upcoming, past };
}

/**
 * The calendar days (`YYYY-MM-DD`, in `timeZone`) an event is on: its start day through its end
 * day, at most EVENT_DAYS_MAX. An end at midnight does not add the day it ends on.
 */
export function eventDays(event: EventDetails, timeZone: string): string[] {
  const first = dayKey(event.startsAt, timeZone);
  const end = event.endsAt ? Date.parse(event.endsAt) - 1 : Date.parse(event.startsAt);
  const last = dayKey(Math.max(end, Date.parse(event.startsAt)), timeZone);
  const days = [first];
  for (let day = first; day < last && days.length < EVENT_DAYS_MAX; ) days.push((day = addDays(day, 1)));
  return days;
}

/** What an event page or list shows of when: the date line and the time line ('' for an all-day event). */
export interface EventWhen {
  /** "sábado, 5 de diciembre de 2026", or a range of days "5–7 de diciembre de 2026". */
  date: string;
  /** "19:00–21:00", "19:00", or '' (all day). */
  time: string;
}

const LONG_DATE: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' };
// Frozen options for the names a calendar writes for each of its days (intl.ts writes a frozen object's JSON once).
const LONG_DATE_UTC: Intl.DateTimeFormatOptions = Object.freeze({ ...LONG_DATE, timeZone: 'UTC' });
const MONTH_UTC: Intl.DateTimeFormatOptions = Object.freeze<Intl.DateTimeFormatOptions>({ month: 'long', year: 'numeric', timeZone: 'UTC' });

/** When an event happens, in es-419 and the site's time zone. */
export function eventWhen(event: EventDetails, timeZone: string): EventWhen {
  const days = eventDays(event, timeZone);
  const end = event.endsAt ?? event.startsAt;
  if (days.length > 1) {
    // Over several days: the range of dates; with times, each end's time with its own date.
    // Whole days: from the first to the last day shown (an end at midnight is not a day more).
    if (event.allDay) return { date: formatDateRange(`${days[0]}T12:00:00Z`, `${days.at(-1)}T12:00:00Z`, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }), time: '' };
    return { date: formatDateRange(event.startsAt, end, { day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }), time: '' };
  }
  const date = formatDateWith(event.startsAt, { ...LONG_DATE, timeZone });
  if (event.allDay) return { date, time: '' };
  const time = event.endsAt && event.endsAt !== event.startsAt ? formatDateRange(event.startsAt, event.endsAt, { timeStyle: 'short', timeZone }) : formatTime(event.startsAt, timeZone);
  return { date, time };
}

/** The short date of a list or tour date: the day number, the short month ("dic") and the weekday ("sáb"). */
export function eventBadge(startsAt: string, timeZone: string): { day: string; month: string; weekday: string } {
  return {
    day: formatDateWith(startsAt, { day: 'numeric', timeZone }),
    month: formatDateWith(startsAt, { month: 'short', timeZone }).replace('.', ''),
    weekday: formatDateWith(startsAt, { weekday: 'short', timeZone }).replace('.', ''),
  };
}

/** Months a calendar may show before and after the current one. */
export const CALENDAR_MONTHS_BEFORE = 6;
export const CALENDAR_MONTHS_AFTER = 12;

/**
 * The months (`YYYY-MM`) a calendar renders: the current month (in `timeZone` at `now`) and every
 * month between it and its events, at most CALENDAR_MONTHS_BEFORE back and CALENDAR_MONTHS_AFTER ahead.
 */
export function calendarMonths(days: readonly string[], timeZone: string, now: number): { current: string; months: string[] } {
  const current = dayKey(now, timeZone).slice(0, 7);
  let from = current;
  let to = current;
  for (const day of days) {
    const month = day.slice(0, 7);
    if (month < from) from = month;
    if (month > to) to = month;
  }
  const min = addMonths(current, -CALENDAR_MONTHS_BEFORE);
  const max = addMonths(current, CALENDAR_MONTHS_AFTER);
  if (from < min) from = min;
  if (to > max) to = max;
  const months: string[] = [];
  for (let month = from; month <= to; month = addMonths(month, 1)) months.push(month);
  return { current, months };
}

/** The weekdays, Monday first, in es-419: `{ short: 'lun', long: 'lunes' }`. */
export function weekdayNames(): { short: string; long: string }[] {
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, i) => {
    const day = `2024-01-0${i + 1}T12:00:00Z`;
    return { short: formatDateWith(day, { weekday: 'short', timeZone: 'UTC' }).replace('.', ''), long: formatDateWith(day, { weekday: 'long', timeZone: 'UTC' }) };
  });
}

/** A month's name with its year, "diciembre de 2026". */
export function monthName(month: string): string {
  return formatDateWith(`${month}-15T12:00:00Z`, MONTH_UTC);
}

/** A day's full name, "sábado, 5 de diciembre de 2026". */
export function dayName(day: string): string {
  return formatDateWith(`${day}T12:00:00Z`, LONG_DATE_UTC);
}
