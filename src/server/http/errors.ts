import type { FastifyReply } from 'fastify';

/**
 * The one JSON shape of an error answer (SPEC §8): `error` is the message a person reads,
 * `code` a permanent machine code; `errors` maps field ids to messages for 400s on forms.
 */
export interface ErrorBody {
  error: string;
  code: string;
  errors?: Record<string, string>;
}

/** Sends an error in the §8 shape. */
export function sendError(reply: FastifyReply, status: number, code: string, message: string, errors?: Record<string, string>) {
  const body: ErrorBody = { error: message, code, ...(errors ? { errors } : {}) };
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/** Fastify's own error codes mapped to the status and message a client should see. */
export function describeFrameworkError(err: { statusCode?: number; code?: string; validation?: unknown }): { status: number; code: string; message: string } {
  const status = err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 500;
  if (status === 413) return { status, code: 'payloadTooLarge', message: 'La solicitud es demasiado grande.' };
  if (status === 415) return { status, code: 'unsupportedMediaType', message: 'Tipo de contenido no admitido.' };
  if (status === 408) return { status, code: 'requestTimeout', message: 'La solicitud tardó demasiado.' };
  if (status === 429) return { status, code: 'rateLimited', message: 'Demasiadas solicitudes. Intenta nuevamente más tarde.' };
  if (status === 404) return { status, code: 'notFound', message: 'No encontrado.' };
  if (status >= 400 && status < 500) return { status, code: 'badRequest', message: 'La solicitud no es válida.' };
  return { status: 500, code: 'internalError', message: 'Error interno del servidor. Intenta nuevamente más tarde.' };
}
