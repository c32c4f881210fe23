// @vitest-environment happy-dom
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { renderBlock } from '../../../test/helpers/render-block.tsx';
import { BlockType } from '../../shared/enums.ts';
import type { BlockList } from '../types.ts';
import { blockMeta } from '../schemas.ts';
import { CalendarData } from './calendar.schema.ts';
import startCalendars from './calendar.script.ts';
import meta from './meta.ts';

const EVENTS = 'eeeeeeeeeeeeeeeeeeeeee01';
const item = (id: string, title: string, startsAt: string, more: Record<string, unknown> = {}) => ({
  id, urlId: id, title, recordType: 12 as const, status: 'published' as const, publishedOn: '2026-11-01T00:00:00Z', excerpt: '', tags: [], categories: [],
  href: `/eventos/${id}`, event: { startsAt, allDay: false, venue: 'La barra', address: 'Colima 187, Ciudad de México', ...more },
});
const LIST: BlockList = {
  collection: { id: EVENTS, urlId: 'eventos', title: 'Eventos', type: 1, description: '' },
  items: [
    // 21:00 on the 5th in Mexico City, already the 6th in UTC.
    item('cata', 'Cata <de> Chiapas', '2026-12-06T03:00:00Z', { endsAt: '2026-12-06T05:00:00Z' }),
    item('jazz', 'Noche de jazz', '2026-11-29T01:30:00Z'),
    item('taller', 'Taller', '2026-11-21T16:00:00Z'),
    { ...item('nota', 'Sin fecha', '2026-11-21T16:00:00Z'), event: undefined },
  ],
  total: 4,
};
const NOW = Date.parse('2026-11-26T18:00:00Z');
const SITE = { settings: { timeZone: 'America/Mexico_City' } } as never;
const render = (lists: Record<string, BlockList> = { [EVENTS]: LIST }, data: unknown = { collectionId: EVENTS }) =>
  renderBlock(BlockType.CALENDAR, data, { model: { lists, now: NOW }, site: SITE, id: 'c1' });

afterEach(() => {
  document.body.innerHTML = '';
});

describe('calendar block (type 26)', () => {
  it('is the folder of type 26; lists its collection and reads lists, now and site', () => {
    expect(blockMeta(BlockType.CALENDAR)).toBe(meta);
    expect(meta.lists!(v.parse(CalendarData, { collectionId: EVENTS }))).toEqual([EVENTS]);
    expect(meta.reads).toEqual(['lists', 'now', 'site']);
    expect(v.safeParse(CalendarData, {}).success).toBe(false);
    expect(v.safeParse(CalendarData, { collectionId: '' }).success).toBe(false);
  });

  it('renders the current month in the site time zone as a grid: caption, Monday-first headers, today marked, one day in the tab order', () => {
    document.body.innerHTML = render();
    const months = [...document.querySelectorAll<HTMLElement>('[data-month]')];
    expect(months.map((m) => `${m.dataset.month}${m.hidden ? '' : '*'}`)).toEqual(['2026-11*', '2026-12']);
    const table = months[0].querySelector('table[role="grid"]')!;
    expect(table.querySelector('caption')!.textContent).toBe('noviembre de 2026');
    expect([...table.querySelectorAll('th')].map((th) => th.getAttribute('abbr'))).toEqual(['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo']);
    expect([...table.querySelectorAll('th')].every((th) => th.getAttribute('scope') === 'col')).toBe(true);
    const today = table.querySelector<HTMLElement>('[aria-current="date"]')!;
    expect(today.dataset.date).toBe('2026-11-26');
    expect([...table.querySelectorAll('[tabindex="0"]')]).toEqual([today]);
    // The jazz night (01:30 UTC on the 29th) is on Saturday the 28th in Mexico City.
    const sat = table.querySelector('[data-date="2026-11-28"]')!;
    expect(sat.classList.contains('has-events')).toBe(true);
    expect(sat.textContent).toContain('sábado, 28 de noviembre de 2026, 1 evento');
    expect(document.querySelector('[data-date="2026-12-05"]')!.classList.contains('has-events')).toBe(true);
    expect(document.querySelector('[data-date="2026-12-06"]')!.classList.contains('has-events')).toBe(false);
  });

  it('each month has its agenda: the day, the linked events, time and venue; text escaped; items without event details absent', () => {
    const html = render();
    document.body.innerHTML = html;
    const dec = document.querySelector('[data-month="2026-12"]')!;
    const day = dec.querySelector<HTMLElement>('#cal-c1-2026-12-05')!;
    expect(day.querySelector('a')!.getAttribute('href')).toBe('/eventos/cata');
    expect(day.textContent).toContain('Cata <de> Chiapas');
    expect(day.textContent).toContain('La barra');
    expect(html).not.toContain('<de>');
    expect(html).not.toContain('Sin fecha');
  });

  it('without its collection (unknown, locked, members only) it shows the month and the empty text', () => {
    document.body.innerHTML = render({});
    expect(document.querySelectorAll('[data-month]')).toHaveLength(1);
    expect(document.body.textContent).toContain('No hay eventos este mes.');
  });

  it('the script: month buttons, arrows, Home/End, PageUp/PageDown across months, Enter to the day’s events', () => {
    document.body.innerHTML = render();
    startCalendars(document);
    const calendar = document.querySelector<HTMLElement>('[data-block-script="calendar"]')!;
    const [prev, next] = [...calendar.querySelectorAll<HTMLButtonElement>('[data-calendar-step]')];
    const shown = () => [...calendar.querySelectorAll<HTMLElement>('[data-month]')].filter((m) => !m.hidden).map((m) => m.dataset.month);
    const focused = () => (document.activeElement as HTMLElement).dataset.date ?? document.activeElement?.textContent;
    const key = (k: string) => document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, cancelable: true }));
    expect(calendar.querySelector<HTMLElement>('[data-calendar-nav]')!.hidden).toBe(false);
    expect([prev.disabled, next.disabled]).toEqual([true, false]);

    calendar.querySelector<HTMLElement>('[data-date="2026-11-26"]')!.focus();
    key('ArrowRight');
    expect(focused()).toBe('2026-11-27');
    key('ArrowDown');
    expect(focused()).toBe('2026-12-04');
    expect(shown()).toEqual(['2026-12']);
    expect(calendar.querySelector('[data-calendar-title]')!.textContent).toBe('diciembre de 2026');
    expect([prev.disabled, next.disabled]).toEqual([false, true]);
    key('Home');
    expect(focused()).toBe('2026-11-30');
    expect(shown()).toEqual(['2026-11']);
    key('End');
    expect(focused()).toBe('2026-12-06');
    key('PageUp');
    expect(focused()).toBe('2026-11-06');
    key('PageUp'); // October is not rendered: the focus stays
    expect(focused()).toBe('2026-11-06');
    key('PageDown');
    expect(focused()).toBe('2026-12-06');
    // Only the focused day is in the tab order.
    expect([...calendar.querySelectorAll<HTMLElement>('[data-month="2026-12"] td[tabindex="0"]')].map((c) => c.dataset.date)).toEqual(['2026-12-06']);
    key('ArrowLeft');
    key('Enter');
    expect(document.activeElement!.getAttribute('href')).toBe('/eventos/cata');

    prev.click();
    expect(shown()).toEqual(['2026-11']);
    next.click();
    expect(shown()).toEqual(['2026-12']);
  });
});
