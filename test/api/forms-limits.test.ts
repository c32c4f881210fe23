import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agedKey, payload, requestKey, save, siteWithForms } from '../../src/server/forms/test-client.ts';
import { everyFieldForm } from '../../src/shared/forms/test-form.ts';
import { createTestApp, readSite } from '../helpers/app.ts';

// Too many form calls from one visitor or one address: 429 rateLimited with Retry-After, nothing stored.
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ FORMS_VISITOR_PER_MINUTE: '3', FORMS_IP_PER_MINUTE: '6' });
  await t.publish(siteWithForms(readSite()));
});
afterAll(() => t.close());


describe('rate limits', () => {
  it('one address: keys and submissions share its allowance; past it 429 with Retry-After', async () => {
    const ip = '10.1.0.1';
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await requestKey(t.app, { ip })).statusCode);
    const refused = await requestKey(t.app, { ip });
    expect(codes).toEqual([200, 200, 200, 200, 200, 200]);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: 'Demasiadas solicitudes. Intenta nuevamente más tarde.', code: 'rateLimited' });
    expect(refused.headers['retry-after']).toBe('10'); // 6 per minute: one every 10 s
    const before = await t.db.selectFrom('form_submissions').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    const key = await agedKey(t.app, t.db, 5_000, { ip: '10.1.0.2' });
    expect((await save(t.app, payload(everyFieldForm.id, key, { email: 'a@ejemplo.com', name: ['A', 'B'] }), { ip })).statusCode).toBe(429);
    const after = await t.db.selectFrom('form_submissions').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('one visitor (ss_cvr) is limited across addresses; another visitor is not', async () => {
    const as = (id: string, ip: string) => {
      const h = { cookie: `ss_cvr=${id}|1|1|2|1` };
      return t.app.inject({ method: 'GET', url: '/api/form/CaptchaChallenge', headers: { host: 'mini.vitrina.test', ...h }, remoteAddress: ip });
    };
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await as('flood', `10.2.0.${i + 1}`)).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    expect((await as('calma', '10.2.0.9')).statusCode).toBe(200);
  });
});
