import type { FastifyInstance, FastifyRequest } from 'fastify';
import { VitrinaError } from '../../shared/errors.ts';
import { parseJsonSafe, safeFields } from '../../shared/safe-text.ts';

/** The largest body an ingestion call may send (64 KB). */
export const BODY_LIMIT = 64 * 1024;

/** Media types ingestion accepts: forms, JSON, and text/plain (what navigator.sendBeacon sends for a string). */
export const BODY_TYPES = ['application/x-www-form-urlencoded', 'application/json', 'text/plain'];

/**
 * Replaces, in the calling plugin only (analytics, forms), the body parsers by one bounded parser
 * for the three media types above. Bodies over `bodyLimit` (64 KB by default) never reach it:
 * Fastify stops reading them and answers 413.
 */
export function registerBodyParser(app: FastifyInstance, bodyLimit = BODY_LIMIT): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(BODY_TYPES, { parseAs: 'string', bodyLimit }, (req, body, done) => {
    try {
      done(null, decodeBody(req.headers['content-type'] ?? '', body as string));
    } catch (err) {
      done(err as Error, undefined);
    }
  });
}

/**
 * Decodes a body: JSON for application/json, form fields for a form, and for text/plain
 * whichever it holds (JSON when it starts with `[` or `{`). An empty body is undefined. Strings
 * come out as safe text (see safe-text.ts).
 * @example decodeBody('text/plain;charset=UTF-8', 'event=1&data=%7B%7D') // { event: '1', data: '{}' }
 */
export function decodeBody(contentType: string, text: string): unknown {
  if (text.trim() === '') return undefined;
  const type = contentType.split(';')[0].trim().toLowerCase();
  if (type === 'application/json' || (type === 'text/plain' && /^\s*[[{]/.test(text))) {
    try {
      return parseJsonSafe(text);
    } catch (cause) {
      throw new VitrinaError('badRequest', { cause, errors: { body: 'El cuerpo no es JSON válido.' } });
    }
  }
  return safeFields(Object.fromEntries(new URLSearchParams(text)));
}

/** A parsed form or JSON body as its fields (an empty object when there is none or it is not an object). */
export const bodyFields = (req: FastifyRequest): Record<string, unknown> => (req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {});

/** A field's text, trimmed and cut at `max` characters; '' when it is not a string. */
export const fieldText = (value: unknown, max = 300): string => (typeof value === 'string' ? value.trim().slice(0, max) : '');
