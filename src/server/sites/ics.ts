/**
 * iCalendar (RFC 5545) for one event: the «Agregar al calendario» file of an event page. A small
 * serializer (no iCalendar library is installed): CRLF line ends, lines folded at 75 octets
 * without splitting a UTF-8 character, TEXT values escaped (backslash, semicolon, comma, newline).
 */

/** One event as the file describes it. */
export interface IcsEvent {
  /** Globally unique: the item id at the site's host. */
  uid: string;
  summary: string;
  /** Instants (ISO), or for an all-day event the first day and the day after the last (`YYYY-MM-DD`). */
  start: string;
  end?: string;
  allDay: boolean;
  location?: string;
  url?: string;
  description?: string;
}

/** A TEXT value escaped (RFC 5545 §3.3.11): `\` `;` `,` and line breaks. */
export function escapeText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r\n|\r|\n/g, '\\n');
}

/** A content line folded at 75 octets (RFC 5545 §3.1): continuation lines begin with one space. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; each continuation line 74 after its leading space.
    if (octets + size > 75) {
      out.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n');
}

/** An instant as a UTC DATE-TIME: `20261205T010000Z`. */
export function icsDateTime(value: string | number): string {
  return new Date(value).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** A day as a DATE: `2026-12-05` → `20261205`. */
const icsDate = (day: string) => day.replace(/-/g, '');

/** The whole VCALENDAR of one event, CRLF-terminated; `now` is its DTSTAMP. */
export function eventIcs(event: IcsEvent, now: number): string {
  const when = event.allDay
    ? [`DTSTART;VALUE=DATE:${icsDate(event.start)}`, ...(event.end ? [`DTEND;VALUE=DATE:${icsDate(event.end)}`] : [])]
    : [`DTSTART:${icsDateTime(event.start)}`, ...(event.end ? [`DTEND:${icsDateTime(event.end)}`] : [])];
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Vitrina//Eventos//ES',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${icsDateTime(now)}`,
    ...when,
    `SUMMARY:${escapeText(event.summary)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    ...(event.description ? [`DESCRIPTION:${escapeText(event.description)}`] : []),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
