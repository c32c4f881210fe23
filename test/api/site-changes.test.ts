import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { PUBLISH_STEPS, publishSite } from '../../src/server/flows/index.ts';
import { MINI_SITE, readSite } from '../helpers/app.ts';
import { createTestDb, onPostgres, type TestDb } from '../helpers/db.ts';

// Issue 19 "a publish on one process drops the cache on every process": two apps on one
// PostgreSQL database (two processes' worth of state: tenants and page caches), and a publish
// made elsewhere (the CLI, a third process). Each app sees it within a second, through
// LISTEN/NOTIFY, where its tenant cache alone would take two.
describe.runIf(onPostgres)('site changes across processes (PostgreSQL LISTEN/NOTIFY)', () => {
  let testDb: TestDb;
  let apps: FastifyInstance[];
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrina-changes-'));
  const publish = (site: unknown) => publishSite(testDb.db, site, { siteDir: dirname(MINI_SITE), mediaDir: join(dataDir, 'media'), appDomain: 'vitrina.test' });

  beforeAll(async () => {
    testDb = await createTestDb();
    await publish(readSite());
    const config = loadConfig({ DATA_DIR: dataDir, APP_DOMAIN: 'vitrina.test', LOG_LEVEL: 'silent' });
    apps = await Promise.all([0, 1].map(() => buildApp(config, { db: testDb.db, logger: false, siteChangesUrl: testDb.url })));
  });
  afterAll(async () => {
    await Promise.all(apps.map((a) => a.close()));
    await testDb.destroy();
  });

  const home = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/', headers: { host: 'localhost:3000' } });

  it('a publish made by another process shows on every process within a second, their cached pages dropped', async () => {
    for (const app of apps) {
      expect((await home(app)).body).toContain('Panadería Mini');
      expect(app.vitrina.htmlCache.size).toBeGreaterThan(0);
    }
    const site = readSite();
    site.website.title = 'Panadería Nueva';
    await publish(site);
    const started = Date.now();
    for (const app of apps) {
      await expect.poll(() => app.vitrina.htmlCache.size, { timeout: 1000, interval: 20 }).toBe(0);
      await expect.poll(async () => (await home(app)).body.includes('Panadería Nueva'), { timeout: 1000 - (Date.now() - started), interval: 20 }).toBe(true);
    }
  });

  it('a publish that fails (rolled back) announces nothing', async () => {
    for (const app of apps) await home(app);
    const sizes = apps.map((a) => a.vitrina.htmlCache.size);
    const site = readSite();
    site.website.title = 'Panadería Fallida';
    // Every step runs (the announcement included), then one fails: the transaction rolls back.
    const failing = [...PUBLISH_STEPS, { name: 'test.fails', run: () => Promise.reject(new Error('falla')), undo: async () => {} }];
    await expect(publishSite(testDb.db, site, { siteDir: dirname(MINI_SITE), mediaDir: join(dataDir, 'media'), appDomain: 'vitrina.test' }, failing)).rejects.toThrow();
    await new Promise((r) => setTimeout(r, 300));
    expect(apps.map((a) => a.vitrina.htmlCache.size)).toEqual(sizes);
    expect((await home(apps[0])).body).not.toContain('Panadería Fallida');
  });
});
