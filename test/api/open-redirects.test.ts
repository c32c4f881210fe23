import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SiteUserRole } from '../../src/shared/enums.ts';
import { ENCODED_REDIRECT_VECTORS, OPEN_REDIRECT_VECTORS } from '../../src/shared/validate/open-redirects.ts';
import { createTestApp } from '../helpers/app.ts';
import { rawGet } from '../helpers/raw-http.ts';

// Issue 10, defect 7: ~50 open-redirect vectors on every redirect of the app → 0 escapes.
// A redirect escapes when the browser, following Location from a page of the site, lands on
// another origin or runs a script.
let t: Awaited<ReturnType<typeof createTestApp>>;
let session = '';
let port = 0;
const MINI = 'mini.vitrina.test';
const SITE = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const VECTORS = [...OPEN_REDIRECT_VECTORS, ...ENCODED_REDIRECT_VECTORS];

beforeAll(async () => {
  t = await createTestApp();
  const password = 'pan de masa madre';
  await t.app.vitrina.owners.service.addOwner(SITE, { email: 'ana@panaderia.mx', password, role: SiteUserRole.ADMIN });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as { port: number }).port;
  session = (await t.app.vitrina.owners.service.signIn(SITE, { email: 'ana@panaderia.mx', password, rememberMe: false }))!.token;
});
afterAll(() => t.close());

/** Where a browser on https://mini.vitrina.test/<from> goes with this Location. */
function escapes(location: string, from = '/'): boolean {
  const url = new URL(location, `https://${MINI}${from}`);
  return url.origin !== `https://${MINI}`;
}

describe('no redirect leaves the site (issue 10, defect 7)', () => {
  it(`GET /config/login?next=… signed in: ${VECTORS.length} vectors, 0 escapes, all under /config`, async () => {
    const escaped: string[] = [];
    for (const next of VECTORS) {
      const res = await t.app.inject({ method: 'GET', url: `/config/login?next=${encodeURIComponent(next)}`, headers: { host: MINI, cookie: `vitrina_session=${session}` } });
      expect(res.statusCode, next).toBe(303);
      const location = String(res.headers.location);
      if (escapes(location, '/config/login') || !new URL(location, `https://${MINI}/`).pathname.startsWith('/config')) escaped.push(`${JSON.stringify(next)} → ${location}`);
    }
    expect(escaped).toEqual([]);
  });

  it('the sign-in form keeps only a safe next (the hidden field)', async () => {
    for (const next of VECTORS) {
      const res = await t.app.inject({ method: 'GET', url: `/config/login?next=${encodeURIComponent(next)}`, headers: { host: MINI } });
      const field = /name="next" value="([^"]*)"/.exec(res.body)![1].replace(/&amp;/g, '&');
      expect(escapes(field, '/config/login'), `${JSON.stringify(next)} → ${field}`).toBe(false);
    }
  });

  it(`page paths that normalise (GET /<vector> on a real socket): ${VECTORS.length} vectors, 0 escapes`, async () => {
    const escaped: string[] = [];
    for (const vector of VECTORS) {
      // The request target as a client would send it: controls and spaces percent-encoded, the rest raw.
      const path = (vector.startsWith('/') ? vector : `/${vector}`).replace(/[\x00-\x20\x7f]/g, (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`);
      const res = await rawGet(port, path, { host: MINI });
      expect(res.status, path).toBeLessThan(500);
      if (res.status >= 300 && res.status < 400 && escapes(res.headers.location, '/')) escaped.push(`${path} → ${res.headers.location}`);
    }
    expect(escaped).toEqual([]);
  });

  it('a /config page without a session sends to the sign-in page of this site, whatever its path', async () => {
    for (const vector of ['/config//evil.example', '/config/\\evil.example', '/config/%2F%2Fevil.example']) {
      const res = await t.app.inject({ method: 'GET', url: vector, headers: { host: MINI } });
      expect(res.statusCode, vector).toBe(303);
      expect(escapes(String(res.headers.location), vector), vector).toBe(false);
    }
  });
});
