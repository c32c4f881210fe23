// @vitest-environment happy-dom
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { dom, renderBlock } from '../../../test/helpers/render-block.tsx';
import { BlockType } from '../../shared/enums.ts';
import type { BlockList } from '../types.ts';
import { blockMeta } from '../schemas.ts';
import { cityOf } from '../../ui/events/EventRow.tsx';
import { TourDatesData } from './tour-dates.schema.ts';
import meta from './meta.ts';

const EVENTS = 'eeeeeeeeeeeeeeeeeeeeee01';
const item = (id: string, startsAt: string, more: Record<string, unknown> = {}) => ({
  id, urlId: id, title: `Concierto ${id}`, recordType: 12 as const, status: 'published' as const, publishedOn: '2026-11-01T00:00:00Z', excerpt: 'Texto', tags: [], categories: [],
  href: `/eventos/${id}`, event: { startsAt, allDay: false, venue: 'Foro Indie', address: 'Calle 1, Colonia Roma, Ciudad de México', ...more },
});
const LIST: BlockList = {
  collection: { id: EVENTS, urlId: 'eventos', title: 'Eventos', type: 1, description: '' },
  items: [
    item('pasado', '2026-11-01T02:00:00Z'),
    item('dic', '2026-12-13T02:00:00Z', { ticketUrl: 'https://boletos.example.com/dic' }),
    item('nov', '2026-11-29T02:00:00Z'),
    item('ene', '2027-01-10T02:00:00Z', { address: '', soldOut: true, ticketUrl: 'https://boletos.example.com/ene' }),
  ],
  total: 4,
};
const NOW = Date.parse('2026-11-26T18:00:00Z');
const SITE = { settings: { timeZone: 'America/Mexico_City' } } as never;
const render = (data: unknown, lists: Record<string, BlockList> = { [EVENTS]: LIST }) => dom(renderBlock(BlockType.TOUR_DATES, data, { model: { lists, now: NOW }, site: SITE }));

afterEach(() => {
  document.body.innerHTML = '';
});

describe('tour dates block (type 59)', () => {
  it('is the folder of type 59; lists its collection; limit 1–50', () => {
    expect(blockMeta(BlockType.TOUR_DATES)).toBe(meta);
    expect(meta.lists!(v.parse(TourDatesData, { collectionId: EVENTS }))).toEqual([EVENTS]);
    expect(meta.reads).toEqual(['lists', 'now', 'site']);
    for (const limit of [0, 51, 1.5]) expect(v.safeParse(TourDatesData, { collectionId: EVENTS, limit }).success).toBe(false);
  });

  it('upcoming dates soonest first, each with date (site time zone), venue, city and a ticket link that opens apart', () => {
    const root = render({ collectionId: EVENTS, title: 'Gira 2026' });
    const rows = [...root.querySelectorAll('.event-row')];
    expect(rows.map((r) => r.querySelector('a')!.getAttribute('href'))).toEqual(['/eventos/nov', '/eventos/dic', '/eventos/ene']);
    expect(root.querySelector('h2')!.textContent).toBe('Gira 2026');
    expect(rows[0].querySelector('h3')).not.toBeNull();
    // 02:00 UTC on the 13th is the evening of the 12th in Mexico City.
    expect(rows[1].querySelector('time')!.textContent).toBe('sábado, 12 de diciembre de 2026');
    expect(rows[1].querySelector('.event-row__where')!.textContent).toBe('Foro Indie, Ciudad de México');
    expect(rows[2].querySelector('.event-row__where')!.textContent).toBe('Foro Indie');
    const ticket = rows[1].querySelector<HTMLAnchorElement>('.event-row__tickets a')!;
    expect(ticket.getAttribute('href')).toBe('https://boletos.example.com/dic');
    expect(ticket.getAttribute('rel')).toBe('noopener noreferrer');
    expect(ticket.getAttribute('target')).toBe('_blank');
    expect(ticket.textContent).toContain('se abre en una pestaña nueva');
    expect(rows[0].querySelector('.event-row__tickets')).toBeNull();
    // Sold out: «Agotado», no ticket link.
    expect(rows[2].querySelector('.event-row__tickets')!.textContent).toBe('Agotado');
    expect(rows[2].querySelector('.event-row__tickets a')).toBeNull();
  });

  it('at most `limit`; the empty text when nothing is upcoming or the collection is absent', () => {
    expect(render({ collectionId: EVENTS, limit: 1 }).querySelectorAll('.event-row')).toHaveLength(1);
    expect(render({ collectionId: EVENTS }, {}).textContent).toBe('No hay fechas anunciadas por ahora.');
  });

  it('the city is the last part of the address', () => {
    expect(cityOf('Calle Colima 187, Roma Norte, Ciudad de México')).toBe('Ciudad de México');
    expect(cityOf('')).toBe('');
  });
});
