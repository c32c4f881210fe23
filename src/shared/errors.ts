/**
 * The error catalogue (SPEC §8): every error the server answers with has a permanent `code`,
 * an HTTP `status` and an es-419 message. Codes never change meaning; docs/errors.md documents
 * each one and a test keeps the two in step. Pure (no DOM, no Node APIs). The always-loaded
 * runtime reads the same messages without intl-messageformat (src/runtime/data/text.ts).
 */
import { t } from './messages/index.ts';
import type { errorMessages } from './messages/errors.ts';

/** A key of the error messages. */
export type ErrorMessageKey = keyof typeof errorMessages;

/** One row of the catalogue. */
export interface ErrorDefinition<C extends string = string> {
  readonly code: C;
  readonly status: number;
  readonly messageKey: ErrorMessageKey;
}

function catalogue<T extends Record<string, Omit<ErrorDefinition, 'code'>>>(rows: T): { readonly [K in keyof T & string]: ErrorDefinition<K> } {
  return Object.fromEntries(Object.entries(rows).map(([code, row]) => [code, { code, ...row }])) as never;
}

/** Every error, by code. */
export const ERRORS = catalogue({
  badRequest: { status: 400, messageKey: 'error.badRequest' },
  loginRequired: { status: 401, messageKey: 'error.loginRequired' },
  authorizationFail: { status: 403, messageKey: 'error.authorizationFail' },
  crumbFail: { status: 403, messageKey: 'error.crumbFail' },
  notFound: { status: 404, messageKey: 'error.notFound' },
  requestTimeout: { status: 408, messageKey: 'error.requestTimeout' },
  payloadTooLarge: { status: 413, messageKey: 'error.payloadTooLarge' },
  headersTooLarge: { status: 431, messageKey: 'error.headersTooLarge' },
  unsupportedMediaType: { status: 415, messageKey: 'error.unsupportedMediaType' },
  rateLimited: { status: 429, messageKey: 'error.rateLimited' },
  internalError: { status: 500, messageKey: 'error.internalError' },
  notImplemented: { status: 501, messageKey: 'error.internalError' },
  badGateway: { status: 502, messageKey: 'error.badGateway' },
  serviceUnavailable: { status: 503, messageKey: 'error.serviceUnavailable' },
  databaseUnavailable: { status: 503, messageKey: 'error.databaseUnavailable' },
  formNotConfigured: { status: 404, messageKey: 'error.formNotConfigured' },
  formInvalid: { status: 400, messageKey: 'error.formInvalid' },
  formUnparsable: { status: 400, messageKey: 'error.formUnparsable' },
  formKeyInvalid: { status: 400, messageKey: 'error.formKeyInvalid' },
  formTooFast: { status: 400, messageKey: 'error.formTooFast' },
  captchaRequired: { status: 400, messageKey: 'error.captchaRequired' },
  siteUnavailable: { status: 402, messageKey: 'error.siteUnavailable' },
  siteRemoved: { status: 410, messageKey: 'error.siteRemoved' },
  siteMoving: { status: 503, messageKey: 'error.siteMoving' },
  placesNotConfigured: { status: 503, messageKey: 'error.placesNotConfigured' },
});

/** A permanent error code. */
export type ErrorCode = keyof typeof ERRORS;

/**
 * The one JSON shape of an error answer (SPEC §8): `error` is the message a person reads,
 * `code` the permanent machine code; `errors` maps field ids to messages (400 on forms).
 */
export interface ErrorBody {
  error: string;
  code: string;
  errors?: Record<string, string>;
}

/** True when `code` is a code of the catalogue. */
export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && Object.prototype.hasOwnProperty.call(ERRORS, code);
}

/** The §8 answer body of an error code. */
export function errorBody(code: ErrorCode, errors?: Record<string, string>): ErrorBody {
  return { error: t(ERRORS[code].messageKey), code, ...(errors ? { errors } : {}) };
}

/**
 * The one error class: an error of the catalogue, with the `cause` that led to it.
 * @example throw new VitrinaError('notFound', { cause: err })
 */
export class VitrinaError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly errors?: Record<string, string>;

  constructor(code: ErrorCode, options: { cause?: unknown; errors?: Record<string, string> } = {}) {
    super(t(ERRORS[code].messageKey), options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'VitrinaError';
    this.code = code;
    this.status = ERRORS[code].status;
    if (options.errors) this.errors = options.errors;
  }

  /** The §8 answer body. */
  toJSON(): ErrorBody {
    return errorBody(this.code, this.errors);
  }
}
