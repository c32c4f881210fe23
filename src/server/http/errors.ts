import type { FastifyReply } from 'fastify';
import { ERRORS, VitrinaError, errorBody, type ErrorBody, type ErrorCode } from '../../shared/errors.ts';

export type { ErrorBody } from '../../shared/errors.ts';

/**
 * Sends an error of the catalogue in the §8 shape, with its status and es-419 message.
 * @example return sendError(reply, 'notFound')
 */
export function sendError(reply: FastifyReply, code: ErrorCode | VitrinaError, errors?: Record<string, string>): FastifyReply;
/** @deprecated Pass a catalogue code: `sendError(reply, 'notFound')`. */
export function sendError(reply: FastifyReply, status: number, code: string, message: string, errors?: Record<string, string>): FastifyReply;
export function sendError(reply: FastifyReply, ...args: unknown[]): FastifyReply {
  let status: number;
  let body: ErrorBody;
  if (typeof args[0] === 'number') {
    const [legacyStatus, code, message, errors] = args as [number, string, string, Record<string, string> | undefined];
    status = legacyStatus;
    body = { error: message, code, ...(errors ? { errors } : {}) };
  } else {
    const err = args[0] instanceof VitrinaError ? args[0] : new VitrinaError(args[0] as ErrorCode, { errors: args[1] as Record<string, string> | undefined });
    status = err.status;
    body = err.toJSON();
  }
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/** What a client is told about a failure: the status and the §8 body. */
export interface DescribedError {
  status: number;
  code: ErrorCode;
  message: string;
  errors?: Record<string, string>;
}

/** A thrown error (ours, or Fastify's own with its status) mapped to what a client should see. */
export function describeFrameworkError(err: { statusCode?: number; code?: string; validation?: unknown }): DescribedError {
  if (err instanceof VitrinaError) return { status: err.status, code: err.code, message: err.message, ...(err.errors ? { errors: err.errors } : {}) };
  const code = frameworkCode(err.statusCode);
  const body = errorBody(code);
  return { status: ERRORS[code].status, code, message: body.error };
}

function frameworkCode(statusCode: number | undefined): ErrorCode {
  switch (statusCode) {
    case 404:
      return 'notFound';
    case 408:
      return 'requestTimeout';
    case 413:
      return 'payloadTooLarge';
    case 415:
      return 'unsupportedMediaType';
    case 429:
      return 'rateLimited';
    case 503:
      return 'serviceUnavailable';
  }
  return statusCode && statusCode >= 400 && statusCode < 500 ? 'badRequest' : 'internalError';
}
