import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { form, send, sendHit, visitorRecord } from '../../src/server/analytics/test-client.ts';
import { createTestApp } from '../helpers/app.ts';

// A flood must not fill the disk (429), and robots and prefetches are not counted (204, nothing stored).
let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp({ ANALYTICS_VISITOR_PER_MINUTE: '5', ANALYTICS_IP_PER_MINUTE: '8' });
});
afterAll(() => t.close());

const hitsOf = async (where: { visitor?: string; path?: string }) => {
  await t.app.analytics.store.flush();
  let q = t.db.selectFrom('hits').select((eb) => eb.fn.countAll().as('n'));
  if (where.visitor) q = q.where('visitor_id', '=', where.visitor);
  if (where.path) q = q.where('path', '=', where.path);
  return Number((await q.executeTakeFirstOrThrow()).n);
};

describe('rate limits', () => {
  it('a visitor gets 429 rateLimited past the per-visitor limit, with Retry-After; refused hits are not stored', async () => {
    const ssCvr = visitorRecord('flood-v');
    const answers = [];
    for (let i = 0; i < 7; i++) answers.push(await sendHit(t.app, '/', { ssCvr, ip: '10.0.0.1' }));
    expect(answers.map((r) => r.statusCode)).toEqual([204, 204, 204, 204, 204, 429, 429]);
    expect(answers[5].json()).toEqual({ error: 'Demasiadas solicitudes. Intenta nuevamente más tarde.', code: 'rateLimited' });
    expect(answers[5].headers['retry-after']).toBe('12'); // 5 per minute: a token every 12 s
    expect(await hitsOf({ visitor: 'flood-v' })).toBe(5);
    // Another visitor on the same address still gets through (the address has 1 call left).
    expect((await sendHit(t.app, '/', { ssCvr: visitorRecord('calm-v'), ip: '10.0.0.1' })).statusCode).toBe(204);
  });

  it('the visitor limit also reads the ss_cvr cookie and the census visitorCookie', async () => {
    const cookie = { cookie: `ss_cvr=${encodeURIComponent(visitorRecord('cookie-v'))}` };
    const codes = [];
    for (let i = 0; i < 6; i++) codes.push((await send(t.app, { url: '/api/census/RecordQuickView/x', headers: cookie, ip: '10.0.0.3' })).statusCode);
    expect(codes).toEqual([204, 204, 204, 204, 204, 429]);
    const body = form({ formId: 'f', visitorCookie: visitorRecord('census-v') });
    const census = [];
    for (let i = 0; i < 6; i++) census.push((await send(t.app, { url: '/api/census/form-render', body, ip: '10.0.0.4' })).statusCode);
    expect(census).toEqual([204, 204, 204, 204, 204, 429]);
  });

  it('an address gets 429 past the per-address limit, whatever visitor ids it makes up', async () => {
    const codes = [];
    for (let i = 0; i < 10; i++) codes.push((await sendHit(t.app, '/ip-flood', { ssCvr: visitorRecord(`made-up-${i}`), ip: '10.0.0.2' })).statusCode);
    expect(codes).toEqual([204, 204, 204, 204, 204, 204, 204, 204, 429, 429]);
    expect(await hitsOf({ path: '/ip-flood' })).toBe(8);
    expect((await sendHit(t.app, '/ip-flood', { ip: '10.0.0.9' })).statusCode).toBe(204);
  });

  it('IPv6 addresses share a bucket per /64 network', async () => {
    const codes = [];
    for (let i = 1; i <= 9; i++) codes.push((await sendHit(t.app, '/v6', { ssCvr: visitorRecord(`v6-${i}`), ip: `2001:db8:1:2::${i.toString(16)}` })).statusCode);
    expect(codes.at(-1)).toBe(429);
    expect((await sendHit(t.app, '/v6', { ip: '2001:db8:1:3::1' })).statusCode).toBe(204);
  });
});

describe('robots and prefetches', () => {
  it.each([
    ['Googlebot', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' }],
    ['headless Chrome', { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0 Safari/537.36' }],
    ['Lighthouse', { 'user-agent': 'Mozilla/5.0 (Linux; Android 11) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36 Chrome-Lighthouse' }],
    ['curl', { 'user-agent': 'curl/8.5.0' }],
    ['python-requests', { 'user-agent': 'python-requests/2.32' }],
    ['no user agent', { 'user-agent': '' }],
    ['Sec-Purpose: prefetch', { 'sec-purpose': 'prefetch' }],
    ['Purpose: prefetch', { purpose: 'prefetch' }],
    ['X-Moz: prefetch', { 'x-moz': 'prefetch' }],
  ])('%s: answered 204, nothing stored, no limit spent', async (name, headers) => {
    const path = `/robot-${name.replace(/\W+/g, '-')}`;
    for (let i = 0; i < 12; i++) {
      const res = await sendHit(t.app, path, { headers, ip: '10.1.0.1', ssCvr: visitorRecord('robot') });
      expect(res.statusCode).toBe(204);
    }
    const track = await send(t.app, { method: 'GET', url: `/api/track/Track?landing=${path}`, headers, ip: '10.1.0.1' });
    expect(track.statusCode).toBe(204);
    expect(await hitsOf({ path })).toBe(0);
  });
});
