import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { VitrinaError } from '../../shared/errors.ts';
import { t } from '../../shared/messages/index.ts';
import { describeFrameworkError, sendError } from './errors.ts';

describe('describeFrameworkError', () => {
  it.each([
    [404, 'notFound', 404],
    [408, 'requestTimeout', 408],
    [413, 'payloadTooLarge', 413],
    [415, 'unsupportedMediaType', 415],
    [429, 'rateLimited', 429],
    [503, 'serviceUnavailable', 503],
    [400, 'badRequest', 400],
    [405, 'badRequest', 400],
    [500, 'internalError', 500],
    [undefined, 'internalError', 500],
  ])("Fastify's status %s → %s (%i)", (statusCode, code, status) => {
    expect(describeFrameworkError({ statusCode })).toMatchObject({ code, status, message: expect.any(String) });
  });

  it('keeps the code, status and field messages of a VitrinaError', () => {
    const err = new VitrinaError('badRequest', { errors: { email: 'No es válido.' } });
    expect(describeFrameworkError(err)).toEqual({ status: 400, code: 'badRequest', message: t('error.badRequest'), errors: { email: 'No es válido.' } });
  });
});

describe('sendError and the error handler, in a Fastify app', () => {
  async function app() {
    const a = Fastify({ logger: false });
    a.setErrorHandler((err, _req, reply) => {
      const d = describeFrameworkError(err as never);
      return sendError(reply, d.code, d.errors);
    });
    a.get('/vitrina', async () => {
      throw new VitrinaError('databaseUnavailable', { cause: new Error('ECONNREFUSED 10.0.0.1') });
    });
    a.get('/bug', async () => {
      throw new Error('secret detail');
    });
    a.get('/legacy', (_req, reply) => sendError(reply, 418, 'teapot', 'Soy una tetera.'));
    a.get('/fields', (_req, reply) => sendError(reply, 'badRequest', { name: 'Falta el nombre.' }));
    return a;
  }

  it('a thrown VitrinaError is answered with its status and the §8 shape, never its cause', async () => {
    const res = await (await app()).inject('/vitrina');
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.json()).toEqual({ error: t('error.databaseUnavailable'), code: 'databaseUnavailable' });
    expect(res.body).not.toContain('ECONNREFUSED');
  });

  it('an unexpected error is a 500 internalError without its message', async () => {
    const res = await (await app()).inject('/bug');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: 'Error interno del servidor. Intenta nuevamente más tarde.', code: 'internalError' });
  });

  it('field messages travel in errors; the old (status, code, message) form still works', async () => {
    const a = await app();
    expect((await a.inject('/fields')).json()).toEqual({ error: t('error.badRequest'), code: 'badRequest', errors: { name: 'Falta el nombre.' } });
    const legacy = await a.inject('/legacy');
    expect(legacy.statusCode).toBe(418);
    expect(legacy.json()).toEqual({ error: 'Soy una tetera.', code: 'teapot' });
  });
});
