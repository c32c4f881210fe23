import { mkdtempSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { publishSite } from '../../src/server/flows/index.ts';
import { MINI_HOST, MINI_ID, siteWithForms } from '../../src/server/forms/test-client.ts';
import { CdnPurger } from '../../src/server/sites/cdn.ts';
import { runImport } from '../../src/cli-data.ts';
import { createTestApp, MINI_SITE, readSite } from '../helpers/app.ts';
import { createTestDb, onPostgres, type TestDb } from '../helpers/db.ts';

// Issue 19 "CDN-ready" (docs/cdn.md): shared pages carry no Set-Cookie, pages with forms
// included, and say how long a CDN may keep them and which site they are of; personal pages
// stay private; the process that changed a site asks the CDN to drop its pages.

/** A real HTTP server standing in for a CDN's purge API: it records every call, answering `statuses` in turn (then 200). */
async function purgeServer() {
  const calls: { method: string; url: string; headers: IncomingMessage['headers']; body: string }[] = [];
  let statuses: number[] = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      calls.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      res.writeHead(statuses.shift() ?? 200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    calls,
    answer: (...s: number[]) => (statuses = s),
    reset: () => ((calls.length = 0), (statuses = [])),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

const KEY = `site-${MINI_ID}`;
const SHARED = 'public, max-age=0, s-maxage=300, stale-while-revalidate=60';

describe('shared pages for a CDN', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
    await t.publish(siteWithForms(readSite()));
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers: { host: MINI_HOST, ...headers } });
  const expectShared = (res: LightMyRequestResponse) => {
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['cache-control']).toBe(SHARED);
    expect(res.headers['surrogate-key']).toBe(KEY);
    expect(res.headers['cache-tag']).toBe(KEY);
    expect(res.headers.etag).toBeTruthy();
  };

  it('a page with forms, from a render and from the cache, sets no cookie and may be kept by a CDN, named by its site', async () => {
    const first = await get('/contacto');
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('form-block');
    expectShared(first);
    const hit = await get('/contacto');
    expectShared(hit);
    expect(hit.body).toBe(first.body);
    // A visitor's other cookies (analytics) change nothing of it.
    expectShared(await get('/contacto', { cookie: 'ss_cvr=v|1|1|2|1; ss_cvt=1' }));
  });

  it('ETag and 304 for a CDN or a browser revalidating, with the same headers', async () => {
    const page = await get('/');
    const again = await get('/', { 'if-none-match': page.headers.etag as string });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expectShared(again);
  });

  it('the 404 page, robots.txt and the sitemap are shared too', async () => {
    const missing = await get('/no-existe');
    expect(missing.statusCode).toBe(404);
    expectShared(missing);
    expectShared(await get('/robots.txt'));
    expectShared(await get('/sitemap.xml'));
  });

  it('the variant of a visitor who answered the banner is the browser\'s alone: a CDN keyed by URL must not give it to a new visitor', async () => {
    const res = await get('/', { cookie: 'ss_cookieAllowed=true' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers['surrogate-key']).toBeUndefined();
    expect(res.headers['set-cookie']).toBeUndefined();
    // …and the first-visit page is still the shared one.
    expectShared(await get('/'));
  });

  it('CDN_MAX_AGE=0: pages are no-cache, as without a CDN', async () => {
    const plain = await createTestApp({ CDN_MAX_AGE: '0' });
    try {
      const res = await plain.app.inject({ method: 'GET', url: '/', headers: { host: MINI_HOST } });
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['set-cookie']).toBeUndefined();
    } finally {
      await plain.close();
    }
  });
});

describe('the crumb is obtained by the first call that needs it', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
    await t.publish(siteWithForms(readSite()));
  });
  afterAll(() => t.close());
  const crumbOf = (res: LightMyRequestResponse) => res.cookies.find((c) => c.name === 'crumb');

  it('a first form call with no cookie: 403 crumbFail bringing the crumb; the retry with it passes', async () => {
    const headers = { host: MINI_HOST, 'sec-fetch-site': 'same-origin' };
    const refused = await t.app.inject({ method: 'POST', url: '/api/form/FormSubmissionKey', headers });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('crumbFail');
    const crumb = crumbOf(refused)!.value;
    const retried = await t.app.inject({ method: 'POST', url: '/api/form/FormSubmissionKey', headers: { ...headers, cookie: `crumb=${crumb}`, 'x-csrf-token': crumb } });
    expect(retried.statusCode).toBe(200);
  });

  it('GET /api/crumb: sets the cookie when missing and answers it; a valid one is kept; never stored by a cache', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/crumb', headers: { host: MINI_HOST } });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    const { crumb } = first.json();
    expect(crumbOf(first)!.value).toBe(crumb);
    expect(t.app.vitrina.crumbs.verify(MINI_ID, crumb)).toBe(true);
    const again = await t.app.inject({ method: 'GET', url: '/api/crumb', headers: { host: MINI_HOST, cookie: `crumb=${crumb}` } });
    expect(again.json()).toEqual({ crumb });
    expect(crumbOf(again)).toBeUndefined();
    // A foreign or broken cookie is replaced.
    const foreign = await t.app.inject({ method: 'GET', url: '/api/crumb', headers: { host: MINI_HOST, cookie: 'crumb=x' } });
    expect(foreign.json().crumb).not.toBe('x');
    expect(crumbOf(foreign)!.value).toBe(foreign.json().crumb);
  });

  it('GET /api/crumb of an unknown host: 404 in the §8 shape, no cookie', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/crumb', headers: { host: 'nadie.example.org' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('notFound');
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});

describe('purging a site from the CDN (CDN_PURGE_URL)', () => {
  let cdn: Awaited<ReturnType<typeof purgeServer>>;
  beforeAll(async () => (cdn = await purgeServer()));
  afterAll(() => cdn.close());
  beforeEach(() => cdn.reset());
  const quiet = { warn: () => {}, error: () => {} };

  it('POSTs to the URL with {key} replaced, the token header and {"tags":[key]}', async () => {
    const purger = new CdnPurger({ url: `${cdn.url}/service/abc/purge/{key}`, header: ['Fastly-Key', 'secreto'] }, quiet, [5, 5]);
    expect(await purger.purge(MINI_ID)).toBe(true);
    expect(cdn.calls).toHaveLength(1);
    expect(cdn.calls[0]).toMatchObject({ method: 'POST', url: `/service/abc/purge/${KEY}`, body: JSON.stringify({ tags: [KEY] }) });
    expect(cdn.calls[0].headers['fastly-key']).toBe('secreto');
    expect(cdn.calls[0].headers['content-type']).toBe('application/json');
  });

  it('a failing CDN is tried three times in all, then given up without throwing', async () => {
    const purger = new CdnPurger({ url: `${cdn.url}/purge`, header: null }, quiet, [5, 5]);
    cdn.answer(503, 500);
    expect(await purger.purge(MINI_ID)).toBe(true);
    expect(cdn.calls).toHaveLength(3);
    cdn.reset();
    cdn.answer(500, 500, 500, 500);
    expect(await purger.purge(MINI_ID)).toBe(false);
    expect(cdn.calls).toHaveLength(3);
    // Nobody listening: a network error, given up the same way.
    expect(await new CdnPurger({ url: 'http://127.0.0.1:9/purge', header: null }, quiet, [5]).purge(MINI_ID)).toBe(false);
  });

  it('a site changed in the app (header and footer, languages, an approved comment…) is purged, without waiting for the CDN', async () => {
    const t = await createTestApp({ CDN_PURGE_URL: `${cdn.url}/purge/{key}`, CDN_PURGE_HEADER: 'Authorization: Bearer abc' });
    try {
      await t.app.vitrina.cdn.settled();
      cdn.reset(); // (the helper's own publish purged once)
      t.app.vitrina.siteChanged(MINI_ID);
      t.app.vitrina.pagesChanged(MINI_ID);
      await t.app.vitrina.cdn.settled();
      expect(cdn.calls.map((c) => [c.url, c.headers.authorization])).toEqual([
        [`/purge/${KEY}`, 'Bearer abc'],
        [`/purge/${KEY}`, 'Bearer abc'],
      ]);
    } finally {
      await t.close();
    }
  });

  it('`vitrina import` purges the site it published, once', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'vitrina-cdn-cli-'));
    const testDb = await createTestDb();
    try {
      const lines: string[] = [];
      const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: testDb.url, APP_DOMAIN: 'vitrina.test', CDN_PURGE_URL: `${cdn.url}/purge/{key}` });
      await runImport(config, MINI_SITE, (line) => lines.push(line));
      expect(cdn.calls.map((c) => c.url)).toEqual([`/purge/${KEY}`]);
      expect(lines.join('\n')).toContain('CDN');
    } finally {
      await testDb.destroy();
    }
  });
});

describe.runIf(onPostgres)('only the process that changed a site purges it (PostgreSQL, two processes)', () => {
  let testDb: TestDb;
  let apps: FastifyInstance[];
  let cdn: Awaited<ReturnType<typeof purgeServer>>;
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrina-cdn-'));

  beforeAll(async () => {
    cdn = await purgeServer();
    testDb = await createTestDb();
    await publishSite(testDb.db, readSite(), { siteDir: dirname(MINI_SITE), mediaDir: join(dataDir, 'media'), appDomain: 'vitrina.test' });
    const config = loadConfig({ DATA_DIR: dataDir, APP_DOMAIN: 'vitrina.test', LOG_LEVEL: 'silent', CDN_PURGE_URL: `${cdn.url}/purge/{key}` });
    apps = await Promise.all([0, 1].map(() => buildApp(config, { db: testDb.db, logger: false, siteChangesUrl: testDb.url })));
  });
  afterAll(async () => {
    await Promise.all(apps.map((a) => a.close()));
    await testDb.destroy();
    await cdn.close();
  });

  it('a publish on one: the other drops its pages on the announcement and calls no CDN', async () => {
    const home = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/', headers: { host: 'localhost:3000' } });
    for (const app of apps) await home(app);
    const site = readSite();
    site.website.title = 'Panadería Purgada';
    await publishSite(testDb.db, site, { siteDir: dirname(MINI_SITE), mediaDir: join(dataDir, 'media'), appDomain: 'vitrina.test' });
    apps[0].vitrina.siteChanged(MINI_ID); // what the publishing process does after its commit
    await expect.poll(() => apps[1].vitrina.htmlCache.size, { timeout: 1000, interval: 20 }).toBe(0);
    await Promise.all(apps.map((a) => a.vitrina.cdn.settled()));
    await new Promise((r) => setTimeout(r, 100));
    expect(cdn.calls.map((c) => c.url)).toEqual([`/purge/${KEY}`]);
  });
});
