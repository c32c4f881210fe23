import { describe, expect, it } from 'vitest';
import { readAnswer } from './table.ts';
import { text } from './text.ts';

const URL = '/api/form/SaveFormSubmission';
const json = (o: unknown) => JSON.stringify(o);
const read = (status: number, body = '') => readAnswer(URL, status, body);

// SPEC §8, "Data-call errors", one row per line of the spec.
describe('the answer table of the data helper (§8)', () => {
  it('204 gives an empty object; a 2xx JSON body is the data', () => {
    expect(read(204)).toEqual({ kind: 'success', data: {} });
    expect(read(200, json({ key: 'abc' }))).toEqual({ kind: 'success', data: { key: 'abc' } });
    expect(read(201, json([1, 2]))).toEqual({ kind: 'success', data: [1, 2] });
  });

  it.each([200, 403, 404, 409, 422, 503])('a response with an error field goes to the failure handler (status %i)', (status) => {
    const outcome = read(status, json({ error: 'Revisa el correo.', code: 'badRequest', errors: { email: 'No es válido.' } }));
    expect(outcome).toEqual({
      kind: 'failure',
      failure: { url: URL, status, code: 'badRequest', message: 'Revisa el correo.', errors: { email: 'No es válido.' }, data: expect.any(Object) },
    });
  });

  it.each([400, 401, 500, 502])('status %i with message or billingErrorCode goes to the failure handler', (status) => {
    expect(read(status, json({ message: 'Sin fondos.' }))).toMatchObject({ kind: 'failure', failure: { status, message: 'Sin fondos.' } });
    expect(read(status, json({ billingErrorCode: 7 }))).toMatchObject({ kind: 'failure', failure: { status, data: { billingErrorCode: 7 } } });
  });

  it.each([
    ['loginRequired', 401],
    ['authorizationFail', 403],
    ['crumbFail', 403],
  ])('code %s has its own handling', (code, status) => {
    expect(read(status, json({ error: 'x', code }))).toMatchObject({ kind: code, failure: { code, status, message: 'x' } });
  });

  it.each([200, 201])('an unparsable %i body: "cannot parse response from (url) as JSON"', (status) => {
    for (const body of ['<html>', '', '{"a":']) {
      expect(read(status, body)).toEqual({ kind: 'unparsable', failure: { url: URL, status, message: text('error.unparsable', { url: URL }) } });
    }
    expect(text('error.unparsable', { url: URL })).toBe(`Error interno: no se pudo interpretar la respuesta de ${URL} como JSON`);
  });

  it.each([
    [401, 'Solicitud no autorizada.'],
    [403, 'Solicitud no autorizada.'],
    [500, 'Error interno del servidor. Intenta nuevamente más tarde.'],
    [501, 'Error interno del servidor. Intenta nuevamente más tarde.'],
    [503, 'Este servicio no está disponible temporalmente. Intenta nuevamente más tarde.'],
  ])('other failures: %i → %s', (status, message) => {
    for (const body of ['', '<h1>Error</h1>', json({ detail: 'sin campo error' })]) {
      expect(read(status, body)).toMatchObject({ kind: 'failure', failure: { status, message } });
    }
  });

  it.each([0, 404, 502, 504, 302])('otherwise (%i) "could not connect", to be retried', (status) => {
    expect(read(status, '<html>')).toEqual({ kind: 'connection', failure: { url: URL, status, message: text('error.connection') } });
  });

  it('status 400 without error, message or billingErrorCode is not a reported failure', () => {
    expect(read(400, json({ other: 1 }))).toMatchObject({ kind: 'connection' });
  });
});
