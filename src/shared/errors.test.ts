import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ERRORS, VitrinaError, errorBody, isErrorCode, type ErrorCode } from './errors.ts';
import { t } from './messages/index.ts';
import { errorMessages } from './messages/errors.ts';

/** The `| code | status | when |` rows of docs/errors.md. */
function documentedCodes(): Map<string, number> {
  const doc = readFileSync('docs/errors.md', 'utf8');
  const rows = [...doc.matchAll(/^\| `(\w+)` \| (\d{3}) \|/gm)];
  return new Map(rows.map((m) => [m[1], Number(m[2])]));
}

describe('the error catalogue (§8)', () => {
  const codes = Object.keys(ERRORS) as ErrorCode[];

  it.each(codes)('%s has its own code, a message in the catalogue and a documented status', (code) => {
    const row = ERRORS[code];
    expect(row.code).toBe(code);
    expect(errorMessages[row.messageKey]).toBeTruthy();
    expect(documentedCodes().get(code)).toBe(row.status);
    expect(row.status).toBeGreaterThanOrEqual(400);
    expect(row.status).toBeLessThan(600);
  });

  it('docs/errors.md documents no code that does not exist', () => {
    expect([...documentedCodes().keys()].sort()).toEqual([...codes].sort());
  });

  it('keeps the statuses the spec and the runtime rely on', () => {
    expect(ERRORS.crumbFail.status).toBe(403);
    expect(ERRORS.authorizationFail.status).toBe(403);
    expect(ERRORS.loginRequired.status).toBe(401);
    expect(ERRORS.notFound.status).toBe(404);
    expect(ERRORS.internalError.status).toBe(500);
    expect(ERRORS.serviceUnavailable.status).toBe(503);
  });

  it('keeps the wording the spec asks for', () => {
    expect(t('error.authorizationFail')).toBe('Solicitud no autorizada.');
    expect(t('error.internalError')).toBe('Error interno del servidor. Intenta nuevamente más tarde.');
    expect(t('error.serviceUnavailable')).toBe('Este servicio no está disponible temporalmente. Intenta nuevamente más tarde.');
    expect(t('error.unparsable', { url: '/api/x' })).toBe('Error interno: no se pudo interpretar la respuesta de /api/x como JSON');
    expect(t('error.overlay.reload')).toBe('Recargar la página');
    expect(t('error.overlay.close')).toBe('Cerrar');
  });
});

describe('the wire shape and VitrinaError', () => {
  it('errorBody is { error, code } and adds errors only when given', () => {
    expect(errorBody('notFound')).toEqual({ error: 'No encontrado.', code: 'notFound' });
    expect(errorBody('badRequest', { email: 'No es válido.' })).toEqual({ error: t('error.badRequest'), code: 'badRequest', errors: { email: 'No es válido.' } });
  });

  it('VitrinaError carries code, status, message, cause and serialises to the wire shape', () => {
    const cause = new Error('connection refused');
    const err = new VitrinaError('databaseUnavailable', { cause });
    expect(err).toBeInstanceOf(Error);
    expect(err.name).toBe('VitrinaError');
    expect(err.status).toBe(503);
    expect(err.cause).toBe(cause);
    expect(err.message).toBe(t('error.databaseUnavailable'));
    expect(JSON.parse(JSON.stringify(err))).toEqual({ error: err.message, code: 'databaseUnavailable' });
    expect(new VitrinaError('badRequest', { errors: { a: 'b' } }).toJSON().errors).toEqual({ a: 'b' });
  });

  it('isErrorCode knows the codes and nothing else', () => {
    expect(isErrorCode('crumbFail')).toBe(true);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode(403)).toBe(false);
  });
});
