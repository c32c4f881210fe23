import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINI_HOST } from '../../src/server/forms/test-client.ts';
import { createTestApp } from '../helpers/app.ts';
import { errorBodyProblem } from './harness/answers.ts';

// What this suite found that belongs to defect 6 of issue 10 (error shapes): each case as the spec
// says it should be. They failed before the fixes (the newsletter pages' JSON was found here).
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('defect 6 of issue 10: one error shape everywhere, HTML for page requests', () => {
  it('a malformed URL (/a%) asked by a visitor answers the HTML 400 page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/a%', headers: { host: MINI_HOST, accept: 'text/html' } });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
  });

  it('a malformed URL under /api/ answers the §8 JSON, not Fastify\'s own (no URL echoed)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/form/CaptchaChallenge%', headers: { host: MINI_HOST } });
    expect(errorBodyProblem(res.body, res.statusCode)).toBeNull();
  });

  it('an oversized analytics body answers 413 payloadTooLarge, as docs/errors.md says', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/census/RecordHit', headers: { host: MINI_HOST, 'content-type': 'application/x-www-form-urlencoded' }, payload: 'event=1&data=' + 'x'.repeat(70 * 1024) });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('payloadTooLarge');
  });

  it('the newsletter pages answer an unknown host with the HTML 404 page, not JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/newsletter/confirm?token=x', headers: { host: 'nadie.vitrina.test' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
  });
});
