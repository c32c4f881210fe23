import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/app.ts';
import { rawGet } from '../helpers/raw-http.ts';

// Issue 10, defect 6: one error shape everywhere. A request that fails before any route (a URL
// that does not decode, headers over Node's 16 KB) gets the §8 JSON of the catalogue on /api/
// paths and the es-419 HTML 400 page on page requests; nothing echoes the URL; never a 500.
let t: Awaited<ReturnType<typeof createTestApp>>;
let port = 0;
const host = 'mini.vitrina.test';

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(() => t.close());

const LONG_QUERY = `?q=${'x'.repeat(17_000)}`;

describe('requests that fail before any route (on a real socket)', () => {
  it.each([['/a%'], ['/a%zz'], ['/%'], ['/config/a%'], ['/assets/a%'], ['/?q=<17 KB>', `/${LONG_QUERY}`]])('page request %s: the HTML 400 page in es-419, without the URL', async (label, target = label) => {
    const res = await rawGet(port, target, { host });
    expect([400, 431]).toContain(res.status);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('lang="es-419"');
    expect(res.body).not.toContain(target.slice(0, 40));
    expect(res.body).not.toContain('FST_ERR');
    // No route's hook ran: the answer carries its own security headers.
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('HEAD refused by the HTTP parser (a raw non-ASCII byte, a request line over 16 KB) gets no body', async () => {
    // Found by the socket fuzzer: the body after a HEAD answer read as the next answer.
    for (const target of ['/config?q=\u00e9\u00a0', `/config?${'a=1&'.repeat(5_000)}`, '/api/x?\u00a0']) {
      const head = await rawGet(port, target, { host }, 'HEAD');
      expect(head.status, target.slice(0, 40)).toBeGreaterThanOrEqual(400);
      expect(head.body, target.slice(0, 40)).toBe('');
    }
  });

  it('HEAD gets the page status and headers without a body; POST the §8 JSON', async () => {
    const head = await rawGet(port, '/a%', { host }, 'HEAD');
    expect(head.status).toBe(400);
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(head.body).toBe('');
    const post = await rawGet(port, '/a%', { host, 'content-length': '0' }, 'POST');
    expect(post.status).toBe(400);
    expect(JSON.parse(post.body)).toEqual({ error: expect.any(String), code: 'badRequest' });
  });

  it.each([
    ['/api/a%', 400, 'badRequest', '/api/a%'],
    ['/api/forms/%E0%A4%A', 400, 'badRequest', '/api/forms/%E0%A4%A'],
    ['/api/census/RecordHit?q=<17 KB>', 431, 'headersTooLarge', `/api/census/RecordHit${LONG_QUERY}`],
  ])('API request %s: the §8 JSON of the catalogue, without the URL', async (_label, status, code, target) => {
    const res = await rawGet(port, target, { host });
    expect(res.status).toBe(status);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = JSON.parse(res.body);
    expect(Object.keys(body).sort()).toEqual(['code', 'error']);
    expect(body.code).toBe(code);
    expect(body.error).toMatch(/[áéíóúñ]|solicitud/i);
    expect(res.body).not.toContain(target.slice(0, 12));
  });

  it('an over-long query on a page is answered 431 with the HTML page, a cookie over 16 KB too', async () => {
    expect((await rawGet(port, `/${LONG_QUERY}`, { host })).status).toBe(431);
    const cookie = await rawGet(port, '/', { host, cookie: `a=${'b'.repeat(17_000)}` });
    expect(cookie.status).toBe(431);
    expect(cookie.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('a malformed request line gets a 400 in the same shapes', async () => {
    const page = await rawGet(port, '/a b', { host });
    expect(page.status).toBe(400);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const api = await rawGet(port, '/api/x b', { host });
    expect(api.status).toBe(400);
    expect(JSON.parse(api.body)).toEqual({ error: expect.any(String), code: 'badRequest' });
  });

  it('the server goes on answering after each of them', async () => {
    expect((await rawGet(port, '/healthz', { host })).status).toBe(200);
  });
});

describe('bodies over a limit', () => {
  it('an analytics body over 64 KB is a 413 payloadTooLarge, as docs/errors.md says', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/census/RecordHit', headers: { host, 'content-type': 'text/plain' }, payload: 'x'.repeat(70_000) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'payloadTooLarge' });
  });
});
