import { describe, expect, it } from 'vitest';
import { dayKey, formatTime } from '../../shared/messages/index.ts';
import { addDays, addMonths, addMonthsToDay, dayForKey, monthWeeks } from './days.ts';
import { calendarMonths, eventBadge, eventDays, eventWhen, isUpcoming, monthName, splitEvents, weekdayNames } from './when.ts';

const MX = 'America/Mexico_City';
const ev = (startsAt: string, more: Record<string, unknown> = {}) => ({ startsAt, allDay: false, venue: '', address: '', ...more });

describe('times in the site time zone (Intl es-419)', () => {
  it('an instant falls on the day and hour of the zone', () => {
    // 03:00 UTC on the 6th is 21:00 on the 5th in Mexico City (UTC−6, no daylight saving since 2022).
    expect(dayKey('2026-12-06T03:00:00Z', MX)).toBe('2026-12-05');
    expect(dayKey('2026-12-06T03:00:00Z', 'UTC')).toBe('2026-12-06');
    expect(dayKey('2026-12-06T03:00:00Z', 'Asia/Tokyo')).toBe('2026-12-06');
    expect(formatTime('2026-12-06T03:00:00Z', MX)).toBe(formatTime('2026-12-05T21:00:00Z'));
    expect(dayKey('nada', MX)).toBe('');
  });

  it('an event: its long date and its time range; all day: no time; over several days: a range of dates', () => {
    const jazz = eventWhen(ev('2026-11-29T01:30:00Z', { endsAt: '2026-11-29T04:00:00Z' }), MX);
    expect(jazz.date).toBe('sábado, 28 de noviembre de 2026');
    expect(jazz.time).toMatch(/^7:30\s*–\s*10:00\s*p\.\s*m\.$/);
    expect(eventWhen(ev('2026-11-29T01:30:00Z'), 'UTC')).toEqual({ date: 'domingo, 29 de noviembre de 2026', time: formatTime('2026-11-29T01:30:00Z') });
    expect(eventWhen(ev('2027-01-16T06:00:00Z', { allDay: true }), MX)).toEqual({ date: 'sábado, 16 de enero de 2027', time: '' });
    // Ends at midnight: the 16th and the 17th, not the 18th.
    expect(eventWhen(ev('2027-01-16T06:00:00Z', { allDay: true, endsAt: '2027-01-18T06:00:00Z' }), MX).date).toBe('16–17 de enero de 2027');
    const festival = eventWhen(ev('2026-12-30T18:00:00Z', { endsAt: '2027-01-02T02:00:00Z' }), MX);
    expect(festival.date).toMatch(/30 de diciembre de 2026.*1 de enero de 2027/);
    expect(festival.time).toBe('');
  });

  it('a badge: weekday, day and short month without a dot', () => {
    expect(eventBadge('2026-12-06T03:00:00Z', MX)).toEqual({ day: '5', month: 'dic', weekday: 'sáb' });
  });

  it('weekdays start on Monday; months are named in Spanish', () => {
    expect(weekdayNames().map((w) => w.long)).toEqual(['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo']);
    expect(monthName('2026-12')).toBe('diciembre de 2026');
  });
});

describe('upcoming and past', () => {
  const now = Date.parse('2026-11-26T12:00:00Z');
  const items = [
    { id: 'a', title: 'A', event: ev('2026-11-20T18:00:00Z') },
    { id: 'b', title: 'B', event: ev('2026-12-05T18:00:00Z') },
    { id: 'c', title: 'C', event: ev('2026-11-28T18:00:00Z') },
    { id: 'd', title: 'D sin fecha' },
    // Started before now, still going: upcoming.
    { id: 'e', title: 'E', event: ev('2026-11-26T10:00:00Z', { endsAt: '2026-11-26T14:00:00Z' }) },
    { id: 'f', title: 'F', event: ev('2026-11-10T18:00:00Z') },
    // All day today, no end: until the end of its day.
    { id: 'g', title: 'G', event: ev('2026-11-26T00:00:00Z', { allDay: true }) },
  ];
  it('upcoming soonest first, past latest first, items without event details left out', () => {
    const { upcoming, past } = splitEvents(items, now, 'UTC');
    expect(upcoming.map((i) => i.id)).toEqual(['g', 'e', 'c', 'b']);
    expect(past.map((i) => i.id)).toEqual(['a', 'f']);
  });
  it('a whole-day event is upcoming until its day is over in the site\'s time zone', () => {
    const day = ev('2026-11-26T06:00:00Z', { allDay: true });
    // 05:59 UTC on the 27th is still the 26th in Mexico City (UTC−6), already the 27th in UTC.
    const at = Date.parse('2026-11-27T05:59:00Z');
    expect(isUpcoming(day, at, 'America/Mexico_City')).toBe(true);
    expect(isUpcoming(day, at, 'UTC')).toBe(false);
    expect(isUpcoming(ev('2026-11-26T10:00:00Z'), Date.parse('2026-11-26T10:00:01Z'), 'UTC')).toBe(false);
  });
});

describe('calendar days', () => {
  it('an event is on each day from its start to its end, in the zone, at most 14', () => {
    expect(eventDays(ev('2026-12-06T03:00:00Z'), MX)).toEqual(['2026-12-05']);
    expect(eventDays(ev('2026-12-30T18:00:00Z', { endsAt: '2027-01-02T02:00:00Z' }), MX)).toEqual(['2026-12-30', '2026-12-31', '2027-01-01']);
    expect(eventDays(ev('2026-01-01T00:00:00Z', { endsAt: '2026-03-01T00:00:00Z' }), 'UTC')).toHaveLength(14);
  });

  it('a month in weeks, Monday first, padded with null', () => {
    const weeks = monthWeeks('2026-11'); // 1 November 2026 is a Sunday
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(weeks.at(-1)).toEqual(['2026-11-30', null, null, null, null, null, null]);
    expect(weeks).toHaveLength(6);
    expect(monthWeeks('2021-02')).toHaveLength(4); // February 2021 starts on a Monday, 28 days
    expect(monthWeeks('2024-02').flat().filter(Boolean).at(-1)).toBe('2024-02-29'); // a leap year's February
    expect(monthWeeks('2026-01')[0]).toEqual([null, null, null, '2026-01-01', '2026-01-02', '2026-01-03', '2026-01-04']);
  });

  it('day and month arithmetic', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2027-01', -13)).toBe('2025-12');
    expect(addMonthsToDay('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonthsToDay('2026-01-31', 1)).toBe('2026-02-28');
  });

  it('keys move the focus like a WAI-ARIA date grid', () => {
    const day = '2026-11-26'; // a Thursday
    expect(dayForKey('ArrowLeft', day)).toBe('2026-11-25');
    expect(dayForKey('ArrowRight', day)).toBe('2026-11-27');
    expect(dayForKey('ArrowUp', day)).toBe('2026-11-19');
    expect(dayForKey('ArrowDown', day)).toBe('2026-12-03');
    expect(dayForKey('Home', day)).toBe('2026-11-23');
    expect(dayForKey('End', day)).toBe('2026-11-29');
    expect(dayForKey('PageUp', day)).toBe('2026-10-26');
    expect(dayForKey('PageDown', day)).toBe('2026-12-26');
    expect(dayForKey('a', day)).toBeUndefined();
  });

  it('the months shown: the current one (in the zone) through the events, within 6 back and 12 ahead', () => {
    // 03:00 UTC on 1 December is still November in Mexico City.
    const now = Date.parse('2026-12-01T03:00:00Z');
    expect(calendarMonths([], MX, now)).toEqual({ current: '2026-11', months: ['2026-11'] });
    expect(calendarMonths([], 'UTC', now).current).toBe('2026-12');
    expect(calendarMonths(['2026-10-03', '2027-01-16'], MX, now).months).toEqual(['2026-10', '2026-11', '2026-12', '2027-01']);
    const far = calendarMonths(['2020-01-01', '2030-01-01'], MX, now).months;
    expect([far[0], far.at(-1), far.length]).toEqual(['2026-05', '2027-11', 19]);
  });
});
