import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/app.ts';

// §7 the external events call (docs/platform-calls.md): EVENTS_COLLECTOR_URL reaches pages as the
// page context's `eventsCollector` and as a connect-src origin of their policy; without it, neither.
const HOST = 'mini.vitrina.test';
let withCollector: Awaited<ReturnType<typeof createTestApp>>;
let without: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  withCollector = await createTestApp({ EVENTS_COLLECTOR_URL: 'https://eventos.example.org:8443/' });
  without = await createTestApp();
}, 60_000);
afterAll(async () => {
  await withCollector?.close();
  await without?.close();
});

const context = (html: string) => JSON.parse(/<script type="application\/json" id="vitrina-context">([\s\S]*?)<\/script>/.exec(html)![1]);

describe('the events collector on pages', () => {
  it('configured: the page context names its origin and the page policy lets beacons reach it (connect-src only)', async () => {
    const res = await withCollector.app.inject({ method: 'GET', url: '/', headers: { host: HOST } });
    expect(res.statusCode).toBe(200);
    expect(context(res.body).eventsCollector).toBe('https://eventos.example.org:8443');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/connect-src 'self' https:\/\/eventos\.example\.org:8443(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*eventos/);
  });

  it('not configured: no collector in the context, the default connect-src', async () => {
    const res = await without.app.inject({ method: 'GET', url: '/', headers: { host: HOST } });
    expect(context(res.body).eventsCollector).toBeUndefined();
    expect(String(res.headers['content-security-policy'])).toContain("connect-src 'self';");
  });
});
