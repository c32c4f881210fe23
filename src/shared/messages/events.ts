/**
 * es-419 text of events (issue 14): events collection pages, event pages, the .ics link, the
 * calendar block (26) and tour dates (59). Part of the one catalogue (see ./index.ts); keys are
 * permanent and start with `events.`.
 */
export const eventMessages = {
  'events.upcomingHeading': 'Próximos eventos',
  'events.pastHeading': 'Eventos pasados',
  'events.noUpcoming': 'No hay eventos próximos por ahora. Vuelve pronto.',
  'events.noEvents': 'Todavía no hay eventos.',
  'events.allDay': 'Todo el día',
  'events.when': 'Cuándo',
  'events.where': 'Dónde',
  'events.addToCalendar': 'Agregar al calendario',
  'events.addToCalendarNote': 'Descarga un archivo .ics para tu calendario',
  'events.tickets': 'Boletos',
  'events.ticketsFor': 'Boletos para {title}',
  'events.opensInNewTab': '(se abre en una pestaña nueva)',
  'events.moreInfo': 'Ver evento',
  'events.calendarLabel': 'Calendario de eventos',
  'events.previousMonth': 'Mes anterior',
  'events.nextMonth': 'Mes siguiente',
  'events.monthAgenda': 'Eventos de {month}',
  'events.noEventsInMonth': 'No hay eventos este mes.',
  'events.dayEvents': '{count, plural, =0 {sin eventos} one {1 evento} other {# eventos}}',
  'events.today': 'hoy',
  'events.keyboardHelp': 'Usa las flechas para moverte entre días, Re Pág y Av Pág para cambiar de mes, Inicio y Fin para ir al principio o al final de la semana, y Entrar para ver los eventos del día.',
  'events.tourDatesLabel': 'Fechas',
  'events.noTourDates': 'No hay fechas anunciadas por ahora.',
  'events.soldOut': 'Agotado',
  'events.calendarView': 'Ver calendario',
  'events.listView': 'Ver lista',
} as const;
