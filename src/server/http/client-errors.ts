import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { API_ROOT } from '../../shared/contracts/call.ts';
import { ERRORS, errorBody, type ErrorCode } from '../../shared/errors.ts';
import { sendError } from './errors.ts';

/**
 * Requests that fail before any route sees them, answered in the one shape of every other error
 * (issue 10, defect 6): an `/api/` path (or any non-GET) gets the §8 JSON of the catalogue, a page
 * request the es-419 HTML 400 page. Never Fastify's or Node's own JSON, which echoes the URL.
 */

/** The HTML page a page request gets for a client error: the es-419 400 page. */
export interface ErrorPages {
  badRequest: string;
  /** The not-found page: a §2 file link `/s/…` that does not decode names no file. */
  notFound?: string;
}

/**
 * Headers of these answers: the `onRequest` hook that adds the site's security headers never
 * ran for them, so they carry their own, a policy as strict as a page without scripts allows.
 */
const ERROR_HEADERS: Record<string, string> = {
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; frame-ancestors 'self'; base-uri 'none'; form-action 'self'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/** True when a request is a visitor's page request (GET or HEAD outside /api/), which gets HTML. */
export function wantsPage(method: string | undefined, url: string | undefined): boolean {
  return (method === 'GET' || method === 'HEAD') && !(url ?? '').startsWith(API_ROOT);
}

/**
 * Fastify's `frameworkErrors` option: a URL that cannot be decoded (`/a%`, FST_ERR_BAD_URL) or a
 * failed async constraint, answered 400 without the URL.
 */
export function frameworkErrors(pages: ErrorPages) {
  return (_err: Error, req: FastifyRequest, reply: FastifyReply): FastifyReply => {
    reply.headers(ERROR_HEADERS);
    if (!wantsPage(req.raw.method, req.raw.url)) return sendError(reply, 'badRequest');
    // A §2 file link that does not decode (`/s/%c0%ae`) names no file: the not-found page (docs/platform-calls.md).
    if (pages.notFound && req.raw.url?.startsWith('/s/')) return reply.code(404).type('text/html; charset=utf-8').send(pages.notFound);
    return reply.code(400).type('text/html; charset=utf-8').send(pages.badRequest);
  };
}

/**
 * Fastify's `clientErrorHandler` option: what Node's HTTP parser refuses before there is a
 * request at all (headers over 16 KB: an over-long query or cookie; a malformed request line; a
 * header timeout). The request line, when Node read it, says whether it was a page request.
 */
export function clientErrorHandler(pages: ErrorPages) {
  // Fastify types rawPacket as JSON; Node hands over the Buffer it had read.
  return (err: Error & { code?: string; rawPacket?: unknown }, socket: Socket): void => {
    if (err.code === 'ECONNRESET' || socket.destroyed) return;
    const code: ErrorCode = err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 'requestTimeout' : err.code === 'HPE_HEADER_OVERFLOW' ? 'headersTooLarge' : 'badRequest';
    const raw = Buffer.isBuffer(err.rawPacket) ? err.rawPacket.toString('latin1', 0, 2100) : '';
    // The method and the start of the target, as Node read them (the target may hold any byte).
    const [, method, target = ''] = /^([A-Z]{1,10}) ([^ \r\n]*)/.exec(raw) ?? [];
    const page = method !== undefined && wantsPage(method, target);
    const body = page ? pages.badRequest : JSON.stringify(errorBody(code));
    const type = page ? 'text/html; charset=utf-8' : 'application/json; charset=utf-8';
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${ERRORS[code].status} ${STATUS_TEXT[ERRORS[code].status] ?? 'Bad Request'}\r\n` +
          `Content-Type: ${type}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
          Object.entries({ ...ERROR_HEADERS, connection: 'close' }).map(([name, value]) => `${name}: ${value}\r\n`).join('') +
          // A HEAD answer has no body, whatever its Content-Length says.
          `\r\n${method === 'HEAD' ? '' : body}`,
      );
    }
    socket.destroy(err);
  };
}

const STATUS_TEXT: Record<number, string> = { 400: 'Bad Request', 408: 'Request Timeout', 431: 'Request Header Fields Too Large' };
