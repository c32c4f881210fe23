import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { trimChar } from '../../shared/trim.ts';

/**
 * CSV for spreadsheet apps (RFC 4180): UTF-8 with a byte-order mark, CRLF line ends, fields in
 * double quotes when they hold a quote, comma or line break. Safe against formula injection
 * (OWASP "CSV injection"): a cell starting with = + - @ tab or carriage return gets a leading
 * single quote, so a spreadsheet shows it as text instead of running it.
 */

/** The UTF-8 byte-order mark: Excel reads the file as UTF-8 only when it is there. */
export const BOM = '\uFEFF';

/** One cell: `csvCell('=1+1')` → `'=1+1`; `csvCell('a,"b"')` → `"a,""b"""`. */
export function csvCell(value: string): string {
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, CRLF-terminated. */
export function csvRow(cells: string[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** A file name safe in Content-Disposition: ASCII letters, digits and '-', e.g. "contacto-envios-2026-11-22.csv". */
export function csvFileName(name: string, suffix: string, now = Date.now()): string {
  const dashed = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');
  const slug = trimChar(trimChar(dashed, '-').slice(0, 60), '-', 'end');
  return `${slug || 'formulario'}-${suffix}-${new Date(now).toISOString().slice(0, 10)}.csv`;
}

/** A date cell: "2026-11-22 12:30:05" in UTC (spreadsheets read it as a date and time). */
export function csvDate(ms: number | null): string {
  return ms == null ? '' : new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * Streams a CSV download: the BOM and header, then each batch of records as it is read, so a
 * large export never sits whole in memory. Private and never cached, like every /config answer.
 */
export function sendCsv<T>(reply: FastifyReply, fileName: string, header: string[], batches: AsyncIterable<T[]>, toCells: (row: T) => string[]): FastifyReply {
  async function* chunks() {
    yield BOM + csvRow(header);
    for await (const batch of batches) yield batch.map((row) => csvRow(toCells(row))).join('');
  }
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(Readable.from(chunks()));
}
