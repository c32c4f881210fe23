import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../../src/server/app.ts';
import { loadConfig, type Config } from '../../src/server/config.ts';
import { publishSite } from '../../src/server/flows/index.ts';
import { createTestDb } from './db.ts';
import { keepMedia, seedMedia } from './media-cache.ts';

export const MINI_SITE = resolve('test/fixtures/mini/site.json');

/** Reads a site file as plain JSON (tests change it before publishing). */
export function readSite(file = MINI_SITE): any {
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** An app on a fresh test database (SQLite or PostgreSQL by DB=…), with the mini site published; `deps` tunes it (e.g. the mail worker). */
export async function createTestApp(env: Record<string, string> = {}, deps: Pick<AppDeps, 'mail' | 'commentLimits' | 'widgetLimits' | 'unlockLimits' | 'memberMailPerMinute' | 'payments' | 'stockChanged' | 'checkout' | 'cartPerMinute' | 'onPaymentEvent' | 'reviews' | 'subscriptions' | 'platform' | 'seo'> = {}) {
  const testDb = await createTestDb();
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrina-api-'));
  const config: Config = loadConfig({ DATA_DIR: dataDir, APP_DOMAIN: 'vitrina.test', LOG_LEVEL: 'silent', ...env });
  const app: FastifyInstance = await buildApp(config, { db: testDb.db, logger: false, ...deps });
  /** Publishes a site file (parsed JSON) and tells the app, as the owner's publish will. */
  const publish = async (site: unknown = readSite(), siteDir = dirname(MINI_SITE)) => {
    const websiteId = (site as { website?: { id?: unknown } })?.website?.id;
    const websiteDir = typeof websiteId === 'string' && /^[0-9a-z]+$/.test(websiteId) ? join(dataDir, 'media', websiteId) : undefined;
    if (websiteDir) seedMedia(websiteDir);
    const result = await publishSite(testDb.db, site, { siteDir, mediaDir: join(dataDir, 'media'), appDomain: config.appDomain, blobs: app.vitrina.blobs });
    if (websiteDir) keepMedia(websiteDir);
    app.vitrina.siteChanged(result.websiteId);
    return result;
  };
  await publish();
  return {
    app,
    db: testDb.db,
    config,
    publish,
    close: async () => {
      await app.close();
      await testDb.destroy();
    },
  };
}
