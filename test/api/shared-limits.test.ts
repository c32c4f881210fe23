import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { publishSite } from '../../src/server/flows/index.ts';
import { requestKey, siteWithForms } from '../../src/server/forms/test-client.ts';
import { MINI_SITE, readSite } from '../helpers/app.ts';
import { createTestDb, type TestDb } from '../helpers/db.ts';
import { dropKeys, keysUnder, TEST_REDIS_URL, testPrefix } from '../helpers/redis.ts';

// Issue 19 "a rate limit of N accepts exactly N across all processes": two apps (two processes'
// worth of state) on one database and one REDIS_URL; the forms' per-address limit is 5 a minute.
describe('rate limits shared through REDIS_URL', () => {
  const prefix = testPrefix();
  const direct = new Redis(TEST_REDIS_URL);
  let testDb: TestDb;
  let apps: FastifyInstance[];

  beforeAll(async () => {
    testDb = await createTestDb();
    const dataDir = mkdtempSync(join(tmpdir(), 'vitrina-limits-'));
    await publishSite(testDb.db, siteWithForms(readSite()), { siteDir: dirname(MINI_SITE), mediaDir: join(dataDir, 'media'), appDomain: 'vitrina.test' });
    const config = loadConfig({ DATA_DIR: dataDir, APP_DOMAIN: 'vitrina.test', LOG_LEVEL: 'silent', FORMS_IP_PER_MINUTE: '5', REDIS_URL: TEST_REDIS_URL });
    apps = await Promise.all([0, 1].map(() => buildApp(config, { db: testDb.db, logger: false, redisKeyPrefix: prefix })));
  });
  afterAll(async () => {
    await Promise.all(apps.map((a) => a.close()));
    await testDb.destroy();
    await dropKeys(direct, prefix);
    await direct.quit();
  });

  it('12 concurrent form-key calls from one address over both apps: exactly 5 answered, 7 refused with 429', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => requestKey(apps[i % 2], { ip: '10.9.0.1' })));
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([...Array(5).fill(200), ...Array(7).fill(429)]);
    for (const r of answers.filter((a) => a.statusCode === 429)) expect(r.headers['retry-after']).toMatch(/^(1[0-2]|[1-9])$/);
    expect(await keysUnder(direct, `${prefix}rl:forms:ip:`)).toEqual([`${prefix}rl:forms:ip:10.9.0.1`]);
    // Another address has its own 5, on either app.
    expect((await requestKey(apps[1], { ip: '10.9.0.2' })).statusCode).toBe(200);
  });
});
