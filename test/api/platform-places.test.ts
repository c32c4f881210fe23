import { createServer, type IncomingMessage, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../helpers/app.ts';

// §7 GET /api/google-maps/places/autocomplete and /details through a Nominatim-compatible server
// (PLACES_URL), here a fake one started by the test (docs/platform-calls.md).
const HOST = 'mini.vitrina.test';
const seen: string[] = [];
let fake: Server;
let base = '';
let mode: 'ok' | 'slow' | 'error' | 'garbage' = 'ok';

const OAXACA = { place_id: 1, osm_type: 'relation', osm_id: 2722245, display_name: 'Oaxaca de Juárez, Oaxaca, México', lat: '17.0654', lon: '-96.7237' };
const ZOCALO = { place_id: 2, osm_type: 'way', osm_id: 123456, display_name: 'Zócalo, Oaxaca de Juárez', lat: '17.0609', lon: '-96.7253' };

function answer(req: IncomingMessage): { status: number; body: string } {
  const url = new URL(req.url!, 'http://fake');
  if (mode === 'error') return { status: 500, body: 'boom' };
  if (mode === 'garbage') return { status: 200, body: '<html>' };
  if (url.pathname === '/nominatim/search') return { status: 200, body: JSON.stringify(url.searchParams.get('q')?.startsWith('Oax') ? [OAXACA, ZOCALO, { osm_type: 'node', osm_id: 'x' }] : []) };
  if (url.pathname === '/nominatim/lookup') return { status: 200, body: JSON.stringify(url.searchParams.get('osm_ids') === 'R2722245' ? [OAXACA] : []) };
  return { status: 404, body: '[]' };
}

let t: Awaited<ReturnType<typeof createTestApp>>;
let bare: Awaited<ReturnType<typeof createTestApp>>;

beforeAll(async () => {
  fake = createServer((req, res) => {
    seen.push(`${req.url} ${req.headers['user-agent']}`);
    const { status, body } = answer(req);
    if (mode === 'slow') return void setTimeout(() => res.writeHead(200).end('[]'), 1500);
    res.writeHead(status, { 'content-type': 'application/json' }).end(body);
  });
  await new Promise<void>((r) => fake.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(fake.address() as { port: number }).port}/nominatim`;
  t = await createTestApp({ PLACES_URL: base, PLACES_PER_MINUTE: '12', PLACES_TIMEOUT_MS: '300' });
  bare = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
  await bare?.close();
  fake?.closeAllConnections();
  await new Promise((r) => fake?.close(r));
});

let ip = 0;
/** Each call from its own address unless given one, so the rate limit is tested on its own. */
const get = (app: typeof t, url: string, remoteAddress = `10.0.0.${++ip}`) => app.app.inject({ method: 'GET', url, headers: { host: HOST }, remoteAddress });

describe('places without PLACES_URL', () => {
  it('both calls answer a clear 503 placesNotConfigured in the §8 shape', async () => {
    for (const url of ['/api/google-maps/places/autocomplete?q=Oaxaca', '/api/google-maps/places/details?placeId=R1&productPage=p&section=s']) {
      const res = await get(bare, url);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ code: 'placesNotConfigured', error: expect.stringContaining('lugares') });
    }
  });
});

describe('autocomplete', () => {
  it('answers the provider\'s places as { placeId, description, lat, lon }, malformed rows left out', async () => {
    mode = 'ok';
    const res = await get(t, `/api/google-maps/places/autocomplete?q=${encodeURIComponent('Oaxaca')}&lang=es`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ places: [
      { placeId: 'R2722245', description: 'Oaxaca de Juárez, Oaxaca, México', lat: 17.0654, lon: -96.7237 },
      { placeId: 'W123456', description: 'Zócalo, Oaxaca de Juárez', lat: 17.0609, lon: -96.7253 },
    ] });
    expect(res.headers['cache-control']).toBe('private, no-store');
    const sent = seen.at(-1)!;
    expect(sent).toMatch(/^\/nominatim\/search\?q=Oaxaca&format=jsonv2&limit=5&accept-language=es Vitrina/);
  });

  it('bad queries: 400 with the field named; nothing sent to the provider', async () => {
    const before = seen.length;
    for (const url of ['/api/google-maps/places/autocomplete', '/api/google-maps/places/autocomplete?q=a', `/api/google-maps/places/autocomplete?q=${'x'.repeat(201)}`, '/api/google-maps/places/autocomplete?q=Oaxaca&lang=<script>']) {
      const res = await get(t, url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({ code: 'badRequest', errors: expect.any(Object) });
    }
    expect(seen.length).toBe(before);
  });
});

describe('details', () => {
  it('with the tracking context: the place', async () => {
    mode = 'ok';
    const res = await get(t, '/api/google-maps/places/details?placeId=R2722245&productPage=checkout&section=shipping');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ place: { placeId: 'R2722245', description: 'Oaxaca de Juárez, Oaxaca, México', lat: 17.0654, lon: -96.7237 } });
  });

  it('without the tracking context (§7): 400 naming productPage and section', async () => {
    const res = await get(t, '/api/google-maps/places/details?placeId=R2722245');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors).sort()).toEqual(['productPage', 'section']);
    expect((await get(t, '/api/google-maps/places/details?placeId=R2722245&productPage=checkout')).json().errors).toHaveProperty('section');
  });

  it('a malformed id: 400; an id the provider does not know: 404', async () => {
    expect((await get(t, '/api/google-maps/places/details?placeId=..%2Fsearch&productPage=p&section=s')).statusCode).toBe(400);
    const res = await get(t, '/api/google-maps/places/details?placeId=N1&productPage=p&section=s');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'notFound' });
  });
});

describe('the provider failing', () => {
  it.each(['slow', 'error', 'garbage'] as const)('%s: 503 serviceUnavailable, never a 500', async (m) => {
    mode = m;
    const started = Date.now();
    const res = await get(t, '/api/google-maps/places/autocomplete?q=Oaxaca');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'serviceUnavailable', error: expect.any(String) });
    if (m === 'slow') expect(Date.now() - started).toBeLessThan(1400);
    mode = 'ok';
  });
});

describe('rate limit', () => {
  it('past PLACES_PER_MINUTE from one address: 429 with Retry-After; another address still served', async () => {
    mode = 'ok';
    const statuses: number[] = [];
    for (let i = 0; i < 14; i++) statuses.push((await get(t, '/api/google-maps/places/autocomplete?q=Oaxaca', '10.9.9.9')).statusCode);
    expect(statuses.slice(0, 12).every((s) => s === 200)).toBe(true);
    const last = await get(t, '/api/google-maps/places/autocomplete?q=Oaxaca', '10.9.9.9');
    expect(last.statusCode).toBe(429);
    expect(last.json()).toMatchObject({ code: 'rateLimited' });
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    expect((await get(t, '/api/google-maps/places/autocomplete?q=Oaxaca', '10.9.9.10')).statusCode).toBe(200);
  });
});
