import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINI_HOST } from '../../src/server/forms/test-client.ts';
import { createTestApp, readSite } from '../helpers/app.ts';

// Issue 14, "Collections and their blocks": an events collection's list and calendar pages,
// event pages with date, time (the site's time zone), place and the .ics link, the .ics file
// itself (RFC 5545), the calendar (26) and tour dates (59) blocks; drafts, unknown items and
// locked collections never shown or served.
const EVENTS = 'aaaaaaaaaaaaaaaaaaaae000';
const AGENDA = 'aaaaaaaaaaaaaaaaaaaae100';
const LOCKED = 'aaaaaaaaaaaaaaaaaaaae200';
const DAY = 86_400_000;
const hour = (ms: number) => new Date(Math.floor(ms / 3_600_000) * 3_600_000).toISOString();
const now = Date.now();
const event = (n: number, urlId: string, title: string, startsAt: string, more: Record<string, unknown> = {}, status = 'published') => ({
  id: `aaaaaaaaaaaaaaaaaaaae${String(n).padStart(3, '0')}`, urlId, title, recordType: 12, status, publishedOn: '2025-01-01T00:00:00.000Z', excerpt: `Resumen de ${title}`,
  event: { startsAt, venue: 'Foro del Café', address: 'Calle Colima 187, Roma Norte, Ciudad de México', ...more },
});

let t: Awaited<ReturnType<typeof createTestApp>>;
const get = (url: string, host = MINI_HOST) => t.app.inject({ method: 'GET', url, headers: { host, 'accept-encoding': 'identity' } });

beforeAll(async () => {
  t = await createTestApp();
  const site = readSite();
  site.settings = { ...site.settings, timeZone: 'America/Mexico_City' };
  site.collections.push(
    {
      id: EVENTS, urlId: 'eventos', title: 'Eventos', type: 1, events: { view: 'list' },
      items: [
        // 02:00 UTC on 14 March 2025 is 20:00 on the 13th in Mexico City.
        event(1, 'cata-pasada', 'Cata pasada', '2025-03-14T02:00:00.000Z', { endsAt: '2025-03-14T04:00:00.000Z' }),
        event(2, 'jazz', 'Noche de jazz', hour(now + 10 * DAY), { ticketUrl: 'https://boletos.example.com/jazz' }),
        event(3, 'taller', 'Taller; de, barismo', hour(now + 3 * DAY), { endsAt: hour(now + 3 * DAY + 7_200_000) }),
        event(4, 'borrador', 'Evento en borrador', hour(now + 5 * DAY), {}, 'draft'),
        event(5, 'mercado', 'Mercado', '2030-01-16T06:00:00.000Z', { allDay: true, endsAt: '2030-01-18T06:00:00.000Z' }),
      ],
      layout: { sections: [{ id: 's', rows: [
        { blocks: [{ id: 'intro', type: 2, span: 12, data: { html: '<h1>Eventos</h1>' } }] },
        { blocks: [{ id: 'cal', type: 26, span: 7, data: { collectionId: EVENTS } }, { id: 'fechas', type: 59, span: 5, data: { collectionId: EVENTS, title: 'Fechas' } }] },
      ] }] },
    },
    { id: AGENDA, urlId: 'agenda', title: 'Agenda', type: 1, events: { view: 'calendar' }, items: [event(10, 'cata', 'Cata en la agenda', hour(now + 2 * DAY))] },
    {
      id: LOCKED, urlId: 'socios-eventos', title: 'Eventos de socios', type: 1, permissionType: 'members', events: { view: 'list' },
      items: [event(20, 'secreto', 'Cena secreta', hour(now + 4 * DAY))],
    },
    {
      id: 'aaaaaaaaaaaaaaaaaaaae300', urlId: 'fechas', title: 'Fechas', type: 10,
      layout: { sections: [{ id: 's', rows: [{ blocks: [
        { id: 'gira', type: 59, span: 6, data: { collectionId: LOCKED, title: 'Gira de socios' } },
        { id: 'cal2', type: 26, span: 6, data: { collectionId: LOCKED } },
      ] }] }] },
    },
  );
  await t.publish(site);
});
afterAll(() => t.close());

describe('events list page', () => {
  it('upcoming events soonest first, then past ones; no draft', async () => {
    const res = await get('/eventos');
    expect(res.statusCode).toBe(200);
    const list = res.body.slice(res.body.indexOf('class="events-list"'));
    const order = ['Taller; de, barismo', 'Noche de jazz', 'Mercado', 'Próximos eventos', 'Eventos pasados', 'Cata pasada'].map((s) => list.indexOf(s));
    expect(order.every((i) => i >= 0)).toBe(true);
    expect(list.indexOf('Taller; de, barismo')).toBeLessThan(list.indexOf('Noche de jazz'));
    expect(list.indexOf('Eventos pasados')).toBeLessThan(list.indexOf('Cata pasada'));
    expect(list.indexOf('Mercado')).toBeLessThan(list.indexOf('Eventos pasados'));
    expect(res.body).not.toContain('Evento en borrador');
    // The past event in the site's time zone: the evening of the 13th, not the 14th (UTC).
    expect(list).toContain('jueves, 13 de marzo de 2025');
  });

  it('its calendar and tour dates blocks list the collection', async () => {
    const body = (await get('/eventos')).body;
    expect(body).toContain('data-block-script="calendar"');
    expect(body).toMatch(/<table role="grid"/);
    expect(body).toContain('class="tour-dates"');
    expect(body).toContain('href="https://boletos.example.com/jazz" target="_blank" rel="noopener noreferrer"');
  });

  it('a calendar view: the month grid and its agenda instead of the list', async () => {
    const res = await get('/agenda');
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatch(/<table role="grid"/);
    expect(res.body).toContain('href="/agenda/cata"');
    expect(res.body).not.toContain('class="events-list"');
  });
});

describe('event pages', () => {
  it('date, time range, venue, address, ticket link and «Agregar al calendario»', async () => {
    const res = await get('/eventos/cata-pasada');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<h1 class="event-page__title">Cata pasada</h1>');
    expect(res.body).toContain('jueves, 13 de marzo de 2025');
    expect(res.body).toMatch(/8:00\s*–\s*10:00\s*p\.\s*m\./);
    expect(res.body).toContain('Foro del Café');
    expect(res.body).toContain('Calle Colima 187');
    expect(res.body).toContain('href="/eventos/cata-pasada.ics"');
    expect(res.body).toContain('Agregar al calendario');
    expect((await get('/eventos/jazz')).body).toContain('href="https://boletos.example.com/jazz"');
  });

  it('an all-day event over two days shows the dates without times', async () => {
    const body = (await get('/eventos/mercado')).body;
    expect(body).toContain('16–17 de enero de 2030');
    expect(body).toContain('Todo el día');
  });

  it('drafts and unknown items are not found', async () => {
    expect((await get('/eventos/borrador')).statusCode).toBe(404);
    expect((await get('/eventos/nada')).statusCode).toBe(404);
  });
});

describe('the .ics file', () => {
  it('is an RFC 5545 calendar: headers, CRLF, UTC times, escaped text, folded lines', async () => {
    const res = await get('/eventos/taller.ics');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="taller.ics"');
    const body = res.body;
    expect(body.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(body.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    for (const line of body.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const unfolded = body.replace(/\r\n /g, '');
    expect(unfolded).toMatch(/\r\nUID:aaaaaaaaaaaaaaaaaaaae003@[a-z0-9.-]+\r\n/);
    expect(unfolded).toMatch(/\r\nDTSTART:\d{8}T\d{6}Z\r\nDTEND:\d{8}T\d{6}Z\r\n/);
    expect(unfolded).toMatch(/\r\nDTSTAMP:\d{8}T\d{6}Z\r\n/);
    expect(unfolded).toContain('SUMMARY:Taller\\; de\\, barismo\r\n');
    expect(unfolded).toContain('LOCATION:Foro del Café\\, Calle Colima 187\\, Roma Norte\\, Ciudad de México\r\n');
    expect(unfolded).toMatch(/\r\nURL:https?:\/\/[^\r]*\/eventos\/taller\r\n/);
    expect(unfolded).toContain('DESCRIPTION:Resumen de Taller\\; de\\, barismo\r\n');
  });

  it('an all-day event gives dates in the site time zone, the end the day after the last', async () => {
    const body = (await get('/eventos/mercado.ics')).body;
    expect(body).toContain('DTSTART;VALUE=DATE:20300116\r\n');
    expect(body).toContain('DTEND;VALUE=DATE:20300118\r\n');
  });

  it('unknown, draft and non-event items are not found; a locked collection answers as locked, with no file', async () => {
    for (const url of ['/eventos/nada.ics', '/eventos/borrador.ics', '/nada/jazz.ics', '/eventos.ics', '/eventos/jazz/x.ics']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('text/html');
    }
    const locked = await get('/socios-eventos/secreto.ics');
    expect(locked.statusCode).toBe(403);
    expect(locked.body).not.toContain('BEGIN:VCALENDAR');
    expect(locked.body).not.toContain('Cena secreta');
  });

  it('another site’s host does not reach this site’s events', async () => {
    const res = await get('/eventos/jazz.ics', 'otro.vitrina.test');
    expect(res.statusCode).not.toBe(200);
    expect(res.body).not.toContain('BEGIN:VCALENDAR');
  });
});

describe('locked events', () => {
  it('a locked events collection: its page and items answer as locked', async () => {
    expect((await get('/socios-eventos')).statusCode).toBe(403);
    expect((await get('/socios-eventos/secreto')).statusCode).toBe(403);
  });

  it('blocks that list it show their empty state, nothing of its events', async () => {
    const res = await get('/fechas');
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('Cena secreta');
    expect(res.body).toContain('No hay fechas anunciadas por ahora.');
    expect(res.body).toContain('No hay eventos este mes.');
  });
});
